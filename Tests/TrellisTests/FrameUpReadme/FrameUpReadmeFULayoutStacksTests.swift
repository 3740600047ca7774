import Testing
import Trellis
import TrellisTestSupport

/// The README's `AnyFULayoutSimple`, verbatim.
struct AnyFULayoutSimple: View {
  let isVStack: Bool
  let maxSize: CGSize

  var layout: any FULayout {
    isVStack ? VStackFULayout(maxWidth: maxSize.width) : HStackFULayout(maxHeight: maxSize.height)
  }

  var body: some View {
    AnyFULayout(layout) {
      Text("First")
      Text("Second")
      Text("Third")
    }
    .animation(.spring(), value: isVStack)
  }
}

/// FrameUp README, "FULayout Stacks": the AnyFULayout, FUViewThatFits and FULayoutThatFits examples as written.
@Suite struct FrameUpReadmeFULayoutStacksTests {
  @Test func anyFULayoutSwitchesStacks() throws {
    let screen = Size(width: 390, height: 844)
    // "First", "Second" and "Third" alone, in 17-point DejaVu Sans ("Second" is 62.56 wide; the three 141.70).
    let widths = try ["First", "Second", "Third"].map { try Text($0).layout(proposal: .unspecified).size.width }
    #expect(close(widths[1], 62.56298828125, 1e-6) && close(widths.reduce(0, +), 141.70263671875, 1e-6))
    // The column: as wide as "Second", three lines 10 apart.
    let column = try AnyFULayoutSimple(isVStack: true, maxSize: screen).layout(in: screen)
    #expect(matches(column.size, widths[1], 3 * lineHeight + 20))
    // The row: the three widths and two spacings of 10.
    let row = try AnyFULayoutSimple(isVStack: false, maxSize: screen).layout(in: screen)
    #expect(matches(row.size, widths.reduce(0, +) + 20, lineHeight))
    let texts = row.frames(ofType: "Text")
    #expect(texts.count == 3)
    #expect(close(texts[2].minX, widths[0] + widths[1] + 20, 1e-6))
    // The animation is recorded on the layout's node; it moves nothing.
    #expect(row.entries.first?.style?.animation == .spring())
  }

  @Test func fuViewThatFitsPicksTheSecondText() throws {
    let view = FUViewThatFits(maxWidth: 300, maxHeight: 30) {
      Group {
        Text("This layout will pick the first view that fits the available width.")
        Text("Maybe this?")
        Text("OK!")
      }
      .fixedSize(horizontal: true, vertical: false)
    }
    // The first text, on one line, is wider than 300; "Maybe this?" fits and is shown.
    let first = try Text("This layout will pick the first view that fits the available width.")
      .fixedSize(horizontal: true, vertical: false).layout(in: Size(width: 390, height: 844))
    #expect(first.size.width > 300)
    let result = try view.layout(in: Size(width: 390, height: 844))
    #expect(matches(result.size, 101.84228515625, lineHeight))
    let shown = result.entries(ofType: "Text").filter { !$0.isHidden(in: result.entries) }
    #expect(shown.map { $0.textLines.map(\.text).joined() } == ["Maybe this?"])
  }

  /// The README's FULayoutThatFits example, for a `maxWidth`.
  static func fuLayoutThatFits(maxWidth: Double) -> some View {
    FULayoutThatFits(
      maxWidth: maxWidth, layouts: [HStackFULayout(maxHeight: 1000), VStackFULayout(maxWidth: maxWidth)]
    ) {
      Color.green.frame(width: 50, height: 50)
      Color.yellow.frame(width: 50, height: 200)
      Color.blue.frame(width: 50, height: 100)
    }
  }

  @Test func fuLayoutThatFits() throws {
    let screen = Size(width: 390, height: 844)
    // 200 wide: the row (3 · 50 + 2 · 10 = 170) fits, as high as its tallest colour.
    let wide = try Self.fuLayoutThatFits(maxWidth: 200).layout(in: screen)
    #expect(matches(wide.size, 170, 200))
    // 150 wide: the row does not fit; the column is 50 + 200 + 100 + 2 · 10 = 370 high.
    let narrow = try Self.fuLayoutThatFits(maxWidth: 150).layout(in: screen)
    #expect(matches(narrow.size, 50, 370))
    let colours = narrow.entries(ofType: "Color")
    #expect(colours.map { $0.style?.fill } == [.green, .yellow, .blue])
    #expect(colours.map(\.frame.minY) == [0, 60, 270])
  }
}
