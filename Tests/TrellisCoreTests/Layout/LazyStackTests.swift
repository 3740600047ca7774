import Testing

@testable import TrellisCore

/// `LazyVStack` and `LazyHStack`: a stack in a frame as long as the proposal across the stack's axis, the stack placed
/// in it by its alignment. Every expected frame is derived by hand from the boxes' fixed sizes and spacing 0.
@Suite struct LazyStackTests {
  func layout(_ view: some View, width: CGFloat?, height: CGFloat? = 100) throws -> LayoutResult {
    try view.layout(proposal: ProposedViewSize(width: width, height: height), configuration: .monospaced)
  }

  @Test(arguments: [200, 120] as [CGFloat])
  func aLeadingLazyVStackTakesTheOfferedWidthAndKeepsItsChildrenAtTheLeadingEdge(width: CGFloat) throws {
    let stack = LazyVStack(alignment: .leading, spacing: 0) {
      Box(width: 50, height: 20).id("a")
      Box(width: 80, height: 10).id("b")
    }
    let result = try layout(stack.id("s"), width: width)
    // The column is 80 × 30 (the widest box, the boxes' heights); the lazy stack is as wide as offered, as tall as
    // the column, which sits at its leading edge.
    #expect(try result.lookup("s") == Rect(x: 0, y: 0, width: width, height: 30))
    #expect(try result.lookup("a") == Rect(x: 0, y: 0, width: 50, height: 20))
    #expect(try result.lookup("b") == Rect(x: 0, y: 20, width: 80, height: 10))
    #expect(
      result.entries.filter { $0.typeName == "LazyVStack" }.map(\.frame) == [Rect(x: 0, y: 0, width: 80, height: 30)])
  }

  @Test(arguments: [200, 120] as [CGFloat])
  func aCentredLazyVStackCentresItsColumnInTheOfferedWidth(width: CGFloat) throws {
    let stack = LazyVStack(spacing: 0) {
      Box(width: 50, height: 20).id("a")
      Box(width: 80, height: 10).id("b")
    }
    let result = try layout(stack.id("s"), width: width)
    // The 80-wide column at (width − 80) / 2; the 50-wide box centred in it, 15 further in.
    let x = (width - 80) / 2
    #expect(try result.lookup("s").size == Size(width: width, height: 30))
    #expect(try result.lookup("a") == Rect(x: x + 15, y: 0, width: 50, height: 20))
    #expect(try result.lookup("b") == Rect(x: x, y: 20, width: 80, height: 10))
  }

  @Test func aLazyVStackOfferedNoWidthIsItsColumnsWidth() throws {
    let stack = LazyVStack(spacing: 0) {
      Box(width: 50, height: 20)
      Box(width: 80, height: 10)
    }
    #expect(try layout(stack.id("s"), width: nil).lookup("s").size == Size(width: 80, height: 30))
    // A VStack of the same boxes is its column's width whatever it is offered: the difference is the lazy frame.
    let plain = VStack(spacing: 0) {
      Box(width: 50, height: 20)
      Box(width: 80, height: 10)
    }
    #expect(try layout(plain.id("s"), width: 200).lookup("s").size == Size(width: 80, height: 30))
  }

  @Test(arguments: [100, 60] as [CGFloat])
  func aTopLazyHStackTakesTheOfferedHeightWithItsRowAtTheTop(height: CGFloat) throws {
    let stack = LazyHStack(alignment: .top, spacing: 0) {
      Box(width: 50, height: 20).id("a")
      Box(width: 80, height: 10).id("b")
    }
    let result = try layout(stack.id("s"), width: 200, height: height)
    // The row is 130 × 20; the lazy stack is as tall as offered and as wide as the row, which sits at its top.
    #expect(try result.lookup("s") == Rect(x: 0, y: 0, width: 130, height: height))
    #expect(try result.lookup("a") == Rect(x: 0, y: 0, width: 50, height: 20))
    #expect(try result.lookup("b") == Rect(x: 50, y: 0, width: 80, height: 10))
  }

  /// A view generic over its content, as pasted code writes one, passing its closure on as a value.
  struct Column<Content: View>: View {
    let content: () -> Content
    var body: some View { LazyVStack(alignment: .trailing, spacing: 0, content: content) }
  }

  @Test func aClosurePassedAsAValueBuildsTheSameChildrenAsTheBuilderForm() throws {
    let result = try layout(
      Column {
        Group {
          Box(width: 50, height: 20).id("a")
          Box(width: 80, height: 10).id("b")
        }
      }.id("s"), width: 200)
    // Two children (the group's views), the column (80 wide) at the trailing edge: x = 200 − 80; the 50-wide box
    // trailing in it.
    #expect(try result.lookup("s").size == Size(width: 200, height: 30))
    #expect(try result.lookup("a") == Rect(x: 150, y: 0, width: 50, height: 20))
    #expect(try result.lookup("b") == Rect(x: 120, y: 20, width: 80, height: 10))
  }
}
