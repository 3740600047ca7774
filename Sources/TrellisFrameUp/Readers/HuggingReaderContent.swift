import TrellisCore

/// The embedded content of ``HuggingGeometryReader``: lays the content out again with its last measured size until
/// that size stops changing.
struct HuggingReaderContent: EmbeddedContent {
  let maxPasses: Int
  let content: @Sendable (Size) -> Node

  func layout(proposal: ProposedViewSize, engine: LayoutEngine) throws(LayoutError) -> LayoutResult {
    var given = Size.zero
    var sizes: [Size] = []
    for _ in 0..<min(max(1, maxPasses), TrellisLimits.maxReaderPasses) {
      let result = try LayoutResult.nested(content(given), proposal: proposal, engine: engine)
      sizes.append(result.size)
      if Tolerance.isApproximatelyEqual(result.size.width, given.width)
        && Tolerance.isApproximatelyEqual(result.size.height, given.height)
      {
        return result
      }
      given = result.size
    }
    let list = sizes.map(\.formatted).joined(separator: ", ")
    throw .containerFailed(
      path: "root", id: nil, message: "content never settled after \(sizes.count) passes (sizes \(list))")
  }
}
