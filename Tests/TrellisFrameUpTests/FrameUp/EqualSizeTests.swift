import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

/// FrameUp's equal-width and equal-height modifiers, with frames derived by hand from FrameUp's own definition (each
/// marked view `fixedSize` on the axis, then `frame(maxWidth:)` of the longest) and SwiftUI's frame rules
/// (`../shared/reference/semantics.md`, "frame modifiers": a frame with only a maximum is `min(max(p, child), max)`).
/// Monospaced text: 8 pt a character, 16 pt a line; stack spacing 8.
@Suite struct EqualSizeTests {
  func layout(_ view: some View, width: CGFloat) throws -> LayoutResult {
    try view.layout(proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  /// "More Information" is 128 wide and "OK" 16. With the container, both are framed at `maxWidth: 128`: offered
  /// 390, each frame is min(max(390, child), 128) = 128, the stack 128 × 40, and "OK" centred in its frame (x 56).
  /// Offered 100, "More Information" stays 128 (its fixed width) and "OK"'s frame is min(max(100, 16), 128) = 100,
  /// centred in the 128-wide stack at x 14, its text at 14 + 42.
  @Test(arguments: [(390, 128, 0), (100, 100, 14)] as [(CGFloat, CGFloat, CGFloat)])
  func markedViewsTakeTheWidestOnesWidth(width: CGFloat, okWidth: CGFloat, okX: CGFloat) throws {
    let stack = VStack {
      Text("More Information").equalWidthPreferred().id("more")
      Text("OK").id("okText").equalWidthPreferred().id("ok")
    }.equalWidthContainer()
    let result = try layout(stack, width: width)
    #expect(result.size == Size(width: 128, height: 40))
    #expect(try result.lookup("more") == Rect(x: 0, y: 0, width: 128, height: 16))
    #expect(try result.lookup("ok") == Rect(x: okX, y: 24, width: okWidth, height: 16))
    #expect(try result.lookup("okText") == Rect(x: okX + (okWidth - 16) / 2, y: 24, width: 16, height: 16))
  }

  /// Without a container a marked view is its fixed size: "OK" is 16 wide, centred in the 128-wide stack (x 56).
  @Test(arguments: [390, 100] as [CGFloat])
  func withoutAContainerEachIsItsOwnIdealWidth(width: CGFloat) throws {
    let stack = VStack {
      Text("More Information").equalWidthPreferred().id("more")
      Text("OK").equalWidthPreferred().id("ok")
    }
    let result = try layout(stack, width: width)
    #expect(try result.lookup("more") == Rect(x: 0, y: 0, width: 128, height: 16))
    #expect(try result.lookup("ok") == Rect(x: 56, y: 24, width: 16, height: 16))
  }

  /// Heights: "A" is 16 high and "1\n2\n3" 48. In the container "A" is framed at `maxHeight: 48`; the row offers 844,
  /// so its frame is min(max(844, 16), 48) = 48, the text centred in it (y 16). The row is 8 + 8 + 8 = 24 wide.
  @Test(arguments: [390, 100] as [CGFloat])
  func markedViewsTakeTheTallestOnesHeight(width: CGFloat) throws {
    let row = HStack {
      Text("A").id("aText").equalHeightPreferred().id("a")
      Text("1\n2\n3").equalHeightPreferred().id("digits")
    }.equalHeightContainer()
    let result = try layout(row, width: width)
    #expect(result.size == Size(width: 24, height: 48))
    #expect(try result.lookup("a") == Rect(x: 0, y: 0, width: 8, height: 48))
    #expect(try result.lookup("aText") == Rect(x: 0, y: 16, width: 8, height: 16))
    #expect(try result.lookup("digits") == Rect(x: 16, y: 0, width: 8, height: 48))
  }

  /// Marked views are reached through other modifiers and containers (padding and an HStack with spacers, as FrameUp's
  /// example writes them). "More Information", "Cancel" and "OK" are 128, 48 and 16 wide; each padded by 4 is at
  /// most 136 wide once framed at `maxWidth: 128`. The row is 420 wide; the spacers come last (lowest priority), so the
  /// labels share 420 − 8 (the spacers' minimums) = 412, the least flexible first: 137.3, then 276 / 2 = 138, then 140,
  /// each more than 136, so each takes 136; the spacers share the remaining 4 + 8 = 12, 6 each (no gap beside a spacer).
  @Test func markersAreFoundThroughModifiersAndContainers() throws {
    let row = HStack {
      Text("More Information").equalWidthPreferred().padding(4).id("more")
      Spacer(minLength: 4)
      Text("Cancel").equalWidthPreferred().padding(4).id("cancel")
      Spacer(minLength: 4)
      Text("OK").equalWidthPreferred().padding(4).id("ok")
    }.equalWidthContainer().frame(width: 420)
    let result = try layout(row, width: 420)
    #expect(try result.lookup("more") == Rect(x: 0, y: 0, width: 136, height: 24))
    #expect(try result.lookup("cancel") == Rect(x: 142, y: 0, width: 136, height: 24))
    #expect(try result.lookup("ok") == Rect(x: 284, y: 0, width: 136, height: 24))
  }
}
