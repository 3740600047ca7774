import Testing
import Trellis
import TrellisTestSupport

/// FrameUp README, "TagView" and "TagViewForScrollView": both examples as written.
@Suite struct FrameUpReadmeTagViewTests {
  /// "One", "Two", "Three" in 17-point DejaVu Sans.
  static let widths = [34.6142578125, 31.875, 48.6923828125]

  @Test func tagView() throws {
    let view = TagView(elements: ["One", "Two", "Three"]) { element in
      Text(element)
    }
    // Spacing 0: one row 115.18 wide in 390; in 80, "Three" wraps (66.49 + 48.69 > 80).
    #expect(matches(try view.layout(in: Size(width: 390, height: 844)).size, Self.widths.reduce(0, +), lineHeight))
    let narrow = try view.layout(in: Size(width: 80, height: 844))
    #expect(matches(narrow.size, Self.widths[0] + Self.widths[1], 2 * lineHeight))
  }

  @Test func tagViewForScrollView() throws {
    let view = WidthReader { width in
      TagView(maxWidth: width, elements: ["One", "Two", "Three"]) { element in
        Text(element).id(element)
      }
    }
    // The reader is the proposed width; the tags (66.49 wide in 80) are centred in it.
    let result = try view.node.layout(in: Size(width: 80, height: 844))
    #expect(matches(result.size, 80, 2 * lineHeight))
    let x = (80 - Self.widths[0] - Self.widths[1]) / 2
    #expect(matches(result["Two"], x + Self.widths[0], 0, Self.widths[1], lineHeight))
    #expect(matches(result["Three"], x, lineHeight, Self.widths[2], lineHeight))
  }
}
