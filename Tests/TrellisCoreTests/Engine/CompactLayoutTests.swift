import Testing

@testable import TrellisCore

/// Stacks with built-in guides and symmetric paddings are stored in a compact form (no allocation of their own);
/// each must still read back as the layout it was made from and answer as it.
@Suite struct CompactLayoutTests {
  @Test(arguments: [VerticalAlignment.top, .center, .bottom])
  func anHStackReadsBackAsItself(alignment: VerticalAlignment) throws {
    let layout = HStackLayout(alignment: alignment, spacing: 3)
    let node = Node(layout: layout, children: [Box(width: 1, height: 1).node])
    #expect(node.layout as? HStackLayout == layout)
    #expect(Self.isCompact(node))
  }

  @Test(arguments: [HorizontalAlignment.leading, .center, .trailing])
  func aVStackReadsBackAsItself(alignment: HorizontalAlignment) throws {
    let layout = VStackLayout(alignment: alignment, spacing: nil)
    let node = Node(layout: layout, children: [])
    #expect(node.layout as? VStackLayout == layout)
    #expect(Self.isCompact(node))
  }

  @Test func aStackAlignedByACustomGuideKeepsItsBox() {
    let custom = VerticalAlignment("third") { $0 / 3 }
    let node = Node(layout: HStackLayout(alignment: custom, spacing: 2), children: [])
    #expect((node.layout as? HStackLayout)?.alignment == custom)
    #expect(!Self.isCompact(node))
  }

  @Test(arguments: [
    (EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), true),
    (EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8), true),
    (EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), false),
    (EdgeInsets(top: 0, leading: 0, bottom: -0.0, trailing: 0), false),
  ])
  func aPaddingReadsBackAsItself(insets: EdgeInsets, compact: Bool) {
    let node = Node(modifier: PaddingLayout(insets: insets), typeName: "padding", child: Box(width: 5, height: 5).node)
    let read = node.layout as? PaddingLayout
    #expect(read?.insets == insets)
    #expect(read.map { $0.insets.bottom.sign == insets.bottom.sign } == true)
    #expect(Self.isCompact(node) == compact)
  }

  @Test func compactStacksAnswerThroughTheProtocolAsTheirLayouts() throws {
    // An explicit guide asked of a stack goes through the protocol (the engine does not run that part itself): the
    // inner HStack's `mark` is its child's override, 5 down.
    let custom = VerticalAlignment("mark") { $0 }
    let tree = HStack(alignment: custom, spacing: 0) {
      Box(width: 10, height: 30).alignmentGuide(custom) { _ in 20 }
      HStack(spacing: 0) {
        Box(width: 10, height: 10).alignmentGuide(custom) { _ in 5 }
      }
    }
    let result = try LayoutEngine(configuration: .monospaced).layout(tree, in: Size(width: 100, height: 100))
    // The inner stack's mark is its child's (5), so it sits 20 − 5 = 15 below the outer top.
    #expect(result.entries.map(\.frame)[3] == Rect(x: 10, y: 15, width: 10, height: 10))
  }

  static func isCompact(_ node: Node) -> Bool {
    guard case .layout(let box) = node.content else { return false }
    return box is CompactStackBox || box is CompactPaddingBox
  }
}
