import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

/// SwiftUI's identity rule with FrameUp's fitting containers (semantics §1 "Identity", §2 "FUViewThatFits /
/// FULayoutThatFits / LayoutThatFits"): the same ids in every alternative, or in two rows, lay out.
@Suite struct FUIdentityTests {
  @Test(arguments: [(300.0, "title", 60.0), (50.0, "title", 30.0)])
  func sameIDsInEveryFUViewThatFitsAlternative(maxWidth: CGFloat, id: String, width: CGFloat) throws {
    let result = try FUViewThatFits(maxWidth: maxWidth) {
      HStack(spacing: 0) {
        Box(width: 60, height: 10).id("title")
        Box(width: 40, height: 10).id("value")
      }
      VStack(spacing: 0) {
        Box(width: 30, height: 10).id("title")
        Box(width: 20, height: 10).id("value")
      }
    }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.frames.keys.sorted() == ["title", "value"])
    #expect(result[id]?.width == width)
    #expect(result.ambiguousIDs.isEmpty)
  }

  /// Two rows, each a LayoutThatFits (or a FULayoutThatFits) over items with the same ids.
  @Test func sameIDsInTwoFittingRows() throws {
    func items() -> [Node] {
      [Box(width: 50, height: 50).id("a").node, Box(width: 50, height: 200).id("b").node]
    }
    let result = try VStack(spacing: 0) {
      Node(layout: LayoutThatFits(in: .horizontal, [HStackLayout(), VStackLayout()]), children: items()).id("r1")
      FULayoutThatFits(maxWidth: 80, layouts: [HStackFULayout(maxHeight: 1000), VStackFULayout(maxWidth: 80)]) {
        items()
      }.id("r2")
    }.layout(in: Size(width: 200, height: 1000), configuration: .monospaced)
    #expect(Set(result.frames.keys) == ["r1", "r1/a", "r1/b", "r2", "r2/a", "r2/b"])
    // Width 200 fits the HStack (108 wide); the FrameUp HStack (110 wide) does not fit 80: the second row stacks.
    #expect(result["r1/b"]?.minX == (result["r1/a"]?.maxX ?? 0) + 8)
    #expect(result["r2/b"]?.minX == result["r2/a"]?.minX)
    #expect((result["r2/b"]?.minY ?? 0) >= (result["r2/a"]?.maxY ?? .infinity))
    #expect(throws: LookupError.ambiguous("a", keys: ["r1/a", "r2/a"])) { try result.lookup("a") }
  }

  /// The same ids in every alternative of a ViewThatFits whose alternatives are LayoutThatFits containers.
  @Test func sameIDsInEveryLayoutThatFitsAlternative() throws {
    func items() -> [Node] { [Box(width: 50, height: 50).id("a").node, Box(width: 50, height: 50).id("b").node] }
    let result = try ViewThatFits(in: .horizontal) {
      Node(layout: LayoutThatFits(in: .horizontal, [HStackLayout(spacing: 0)]), children: items())
      Node(layout: LayoutThatFits(in: .horizontal, [VStackLayout(spacing: 0)]), children: items())
    }.layout(in: Size(width: 60, height: 200), configuration: .monospaced)
    #expect(result["b"] == Rect(x: 0, y: 50, width: 50, height: 50))
  }
}
