import Testing

@testable import TrellisCore

/// Rectangles, colors and the other shapes are flexible leaves the engine answers inline (``NodeFlag/flexible``);
/// a leaf of another type with the same answer goes through its content: every size and frame must be the same.
@Suite struct FlexibleLeafTests {
  /// Answers as a flexible leaf, but is not one.
  struct Lookalike: LeafContent {
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { proposal.replacingUnspecifiedDimensions() }
  }

  static let proposals: [ProposedViewSize] = [
    ProposedViewSize(width: 70, height: 30), ProposedViewSize(width: 30, height: nil), .unspecified, .infinity,
    ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: CGFloat.infinity, height: 25),
  ]

  static func trees(_ leaf: () -> Node) -> [Node] {
    [
      leaf(),
      HStack {
        leaf()
        Box(width: 10, height: 10)
        leaf()
      }.node,
      VStack(spacing: 2) {
        leaf().frame(maxWidth: 40).node
        leaf().padding(3).node
      }.node,
      ZStack {
        leaf()
        leaf().frame(width: 12, height: 5).node
      }.node,
      HStack {
        leaf()
        Spacer()
        leaf().layoutPriority(1).node
      }.frame(width: 90).node,
    ]
  }

  @Test func flexibleLeavesAreFlagged() throws {
    for node in [Rectangle().node, Color.blue.node, Circle().node] {
      let arrays = PassBuffers.NodeArrays(count: 1, pool: PassBlockPool(budget: 0))
      _ = try FlattenedTree(root: node, into: arrays)
      #expect(arrays.flags[0] & NodeFlag.flexible != 0, "\(node.typeName)")
    }
    let arrays = PassBuffers.NodeArrays(count: 1, pool: PassBlockPool(budget: 0))
    _ = try FlattenedTree(root: Node(leaf: Lookalike(), typeName: "Lookalike"), into: arrays)
    #expect(arrays.flags[0] & NodeFlag.flexible == 0)
  }

  @Test(arguments: 0..<5)
  func theEngineAnswersAsTheLeaf(tree: Int) {
    let flexible = Self.trees { Rectangle().node }[tree]
    let other = Self.trees { Node(leaf: Lookalike(), typeName: "Rectangle") }[tree]
    for proposal in Self.proposals {
      func outcome(_ root: Node) -> String {
        switch Result(catching: { () throws(LayoutError) in
          try root.layout(proposal: proposal, configuration: .monospaced)
        }) {
        case .success(let r): "\(r.size) \(r.entries.map(\.frame)) \(r.statistics)"
        case .failure(let e): "error: \(e)"
        }
      }
      #expect(outcome(flexible) == outcome(other), "tree \(tree), \(proposal)")
    }
  }
}
