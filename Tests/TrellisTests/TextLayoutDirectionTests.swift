import Testing
import Trellis
import TrellisTestSupport

/// Natural alignment: `.leading` and `.trailing` are edges of the layout direction (SwiftUI's rule), for single
/// lines, wrapped paragraphs and truncated ones, and a paragraph without a strong character takes the layout
/// direction. Line positions come from the result's `textLines`, in the text's frame.
@Suite struct TextLayoutDirectionTests {
  static let arabic = "مرحبا بالعالم هذا نص عربي طويل يلتف على عدة أسطر في التخطيط"
  static let hebrew = "שלום עולם זהו טקסט עברי ארוך שנשבר לכמה שורות בפריסה"

  /// The lines and frame width of text `string` (id "t") under `direction`, proposed `width` wide.
  func lines(
    _ string: String, _ direction: LayoutDirection, width: CGFloat?, alignment: TextAlignment? = nil,
    lineLimit: Int? = nil
  ) throws -> (lines: [TextLine], width: CGFloat) {
    var text = Text(string)
    if let alignment { text = text.multilineTextAlignment(alignment) }
    if let lineLimit { text = text.lineLimit(lineLimit) }
    // The direction comes from an ancestor, as an app's does.
    let root = VStack { text.id("t") }.environment(\.layoutDirection, direction)
    let result = try root.layout(proposal: ProposedViewSize(width: width, height: nil))
    let entry = try #require(result.entries.first { $0.id == "t" })
    return (entry.textLines, entry.frame.width)
  }

  @Test(arguments: [arabic, hebrew])
  func wrappedRightToLeftParagraphsAreFlushRightUnderARightToLeftLayout(string: String) throws {
    let (rtl, width) = try lines(string, .rightToLeft, width: 150)
    #expect(rtl.count >= 3)
    // Leading is the right edge: every line ends there, and the shorter ones start right of 0.
    for line in rtl {
      #expect(abs(line.x + line.width - width) <= 1e-9, "\(line.text)")
      #expect(line.isRightToLeft)
    }
    #expect(rtl.contains { $0.x > 1 })
  }

  @Test(arguments: [arabic, hebrew])
  func wrappedRightToLeftParagraphsAreFlushLeftUnderALeftToRightLayout(string: String) throws {
    let (ltr, _) = try lines(string, .leftToRight, width: 150)
    #expect(ltr.count >= 3)
    // SwiftUI aligns to the layout direction, not the script: an Arabic paragraph in a left-to-right app starts
    // each line at the left; its runs are still right to left.
    for line in ltr {
      #expect(line.x == 0, "\(line.text)")
      #expect(line.isRightToLeft)
    }
  }

  @Test(arguments: [arabic, hebrew])
  func trailingIsTheLeftEdgeUnderARightToLeftLayout(string: String) throws {
    let (rtl, _) = try lines(string, .rightToLeft, width: 150, alignment: .trailing)
    #expect(rtl.allSatisfy { $0.x == 0 })
    let (ltr, width) = try lines(string, .leftToRight, width: 150, alignment: .trailing)
    #expect(ltr.allSatisfy { abs($0.x + $0.width - width) <= 1e-9 })
    #expect(ltr.contains { $0.x > 1 })
  }

  @Test(arguments: [arabic, hebrew], [LayoutDirection.leftToRight, .rightToLeft])
  func centredLinesDoNotDependOnTheDirection(string: String, direction: LayoutDirection) throws {
    let (centred, width) = try lines(string, direction, width: 150, alignment: .center)
    for line in centred { #expect(abs(line.x - (width - line.width) / 2) <= 1e-9) }
  }

  @Test(arguments: [arabic, hebrew])
  func aTruncatedLastLineEndsAtTheLeadingEdge(string: String) throws {
    let (rtl, width) = try lines(string, .rightToLeft, width: 150, lineLimit: 2)
    #expect(rtl.count == 2)
    let last = try #require(rtl.last)
    #expect(last.text.hasSuffix("…"))
    for line in rtl { #expect(abs(line.x + line.width - width) <= 1e-9, "\(line.text)") }
    let (ltr, _) = try lines(string, .leftToRight, width: 150, lineLimit: 2)
    #expect(ltr.map(\.x) == [0, 0])
    // The direction moves lines, never changes them.
    #expect(ltr.map(\.text) == rtl.map(\.text))
    #expect(ltr.map(\.width) == rtl.map(\.width))
  }

  @Test(arguments: ["שלום", "مرحبا", "Hello"], [LayoutDirection.leftToRight, .rightToLeft])
  func aSingleLineFillsItsFrame(string: String, direction: LayoutDirection) throws {
    let (single, width) = try lines(string, direction, width: nil)
    let line = try #require(single.first)
    #expect(single.count == 1)
    #expect(line.x == 0)
    #expect(line.width == width)
    // A paragraph with a strong character keeps its script's direction under either layout direction.
    #expect(line.isRightToLeft == (string != "Hello"))
  }

  @Test func aParagraphWithoutAStrongCharacterTakesTheLayoutDirection() throws {
    let string = "42 %\n(7)\nשלום\nHello"
    let (rtl, _) = try lines(string, .rightToLeft, width: nil)
    #expect(rtl.map(\.isRightToLeft) == [true, true, true, false])
    let (ltr, _) = try lines(string, .leftToRight, width: nil)
    #expect(ltr.map(\.isRightToLeft) == [false, false, true, false])
  }

  @Test func theInnerDirectionWinsAndReachesTheText() throws {
    // An inner left-to-right setting under a right-to-left app: the Hebrew paragraph is flush left again.
    let text = Text(Self.hebrew).id("t")
    let root = VStack { VStack { text }.environment(\.layoutDirection, .leftToRight) }
      .environment(\.layoutDirection, .rightToLeft)
    let result = try root.layout(proposal: ProposedViewSize(width: 150, height: nil))
    let lines = try #require(result.entries.first { $0.id == "t" }).textLines
    #expect(lines.count >= 3)
    #expect(lines.allSatisfy { $0.x == 0 })
  }

  @Test func theSVGDrawsEachRightToLeftLineFromItsRightEdge() throws {
    let root = Text(Self.hebrew).id("t").environment(\.layoutDirection, .rightToLeft)
    let result = try root.layout(proposal: ProposedViewSize(width: 150, height: nil))
    let frame = try #require(result["t"])
    let svg = result.svg()
    // Every line starts (right to left) at the frame's right edge.
    let anchor = JSONValue.formatNumber((frame.maxX * 100).rounded() / 100)
    let count = svg.components(separatedBy: #"<text x="\#(anchor)""#).count - 1
    #expect(count == result.entries.first { $0.id == "t" }?.textLines.count)
  }
}
