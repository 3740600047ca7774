extension LayoutResult {
  /// Lays out `node` in a nested pass of `engine` for `proposal` (what embedded content does).
  ///
  /// Content that answers an infinite size (a flexible view probed with an infinite proposal, as stacks do while
  /// measuring) cannot be placed: the result then has that size and no entries. Only its size is used while
  /// measuring; if such a size were ever placed, the outer engine reports the infinite frame.
  package static func nested(
    _ node: Node, proposal: ProposedViewSize, engine: LayoutEngine
  ) throws(LayoutError) -> LayoutResult {
    let size = try engine.sizeThatFits(node, proposal: proposal)
    if !size.isFinite {
      let statistics = Statistics(nodeCount: 0, sizeRequests: 0, sizeComputations: 0, leafMeasurements: 0)
      return LayoutResult(size: size, entries: [], statistics: statistics, frames: [:])
    }
    return try engine.layout(node, proposal: proposal)
  }

  /// This result with every frame moved by (dx, dy) and the size replaced by `size`.
  package func moved(dx: CGFloat, dy: CGFloat, size: Size) -> LayoutResult {
    transformed(size: size) { $0.offsetBy(dx: dx, dy: dy) }
  }

  /// This result with every frame mapped by `transform` and the size replaced by `size`.
  package func transformed(size: Size, _ transform: (Rect) -> Rect) -> LayoutResult {
    var copy = self
    copy.size = size
    for k in copy.entryValues.indices { copy.entryValues[k].frame = transform(copy.entryValues[k].frame) }
    for (id, frame) in copy.frames { copy.frames[id] = transform(frame) }
    return copy
  }
}
