/// The embedded content of ``GeometryReader``: builds the content from the reader's size, which is the proposal
/// (unspecified dimensions replaced by 10), and lays it out for exactly that size at the origin.
struct GeometryReaderContent: EmbeddedContent {
  let content: @Sendable (GeometryProxy) -> [Node]

  func layout(proposal: ProposedViewSize, engine: LayoutEngine) throws(LayoutError) -> LayoutResult {
    let size = proposal.replacingUnspecifiedDimensions()
    guard size.isFinite else {
      // A stack probing the reader's maximum: only the size is read, and the content is not built for it.
      return LayoutResult(size: size, entries: [], statistics: Self.noStatistics, frames: [:])
    }
    let scope = engine.configuration.readers
    let reader = scope.flatMap { scope in
      scope.node.map { GeometryProxy.Reader(frames: scope.frames, key: $0, spaces: scope.spaces) }
    }
    let nodes = content(GeometryProxy(size: size, reader: reader))
    let root: Node
    switch nodes.count {
    case 0: return LayoutResult(size: size, entries: [], statistics: Self.noStatistics, frames: [:])
    case 1: root = nodes[0]
    default: root = Node(layout: ZStackLayout(alignment: .topLeading), typeName: "ZStack", children: nodes)
    }
    do {
      let nested = try LayoutResult.nested(root, proposal: ProposedViewSize(size), engine: engine)
      return nested.moved(dx: 0, dy: 0, size: size)
    } catch {
      // A closure read a frame this pass did not know: the pass is laid out again (or fails past its bound), and
      // content built from that stand-in frame may fail where the real frame would not.
      if let scope, scope.frames.readUnknown {
        return LayoutResult(size: size, entries: [], statistics: Self.noStatistics, frames: [:])
      }
      throw error
    }
  }

  private static let noStatistics = LayoutResult.Statistics(
    nodeCount: 0, sizeRequests: 0, sizeComputations: 0, leafMeasurements: 0)
}
