import Testing
import Trellis
import TrellisTestSupport

/// FrameUp README, "Included FULayouts": HFlow, VFlow, HMasonry and VMasonry.
///
/// The README's examples do not compile against FrameUp itself, so they are written corrected (Documentation/FrameUp.md
/// lists the corrections): HFlow takes `maxWidth` (from a `WidthReader`) and VFlow `maxHeight` (from a
/// `HeightReader`), HMasonry takes `rows`, and the `ForEach` element is the string itself (`Text(item)`, not
/// `Text(item.value)`).
@Suite struct FrameUpReadmeIncludedFULayoutsTests {
  static let words = ["Hello", "World", "More Text"]
  /// The words' widths in 17-point DejaVu Sans.
  static let widths = [43.08935546875, 48.71728515625, 81.9287109375]

  @Test func hflow() throws {
    let view = WidthReader { width in
      HFlow(maxWidth: width) {
        ForEach(["Hello", "World", "More Text"], id: \.self) { item in
          Text(item).id(item)
        }
      }
    }
    // 390 wide: one row 193.74 wide (43.09 + 10 + 48.72 + 10 + 81.93), centred by the WidthReader.
    let wide = try view.node.layout(in: Size(width: 390, height: 844))
    #expect(matches(wide.size, 390, lineHeight))
    #expect(matches(wide["Hello"], (390 - 193.7353515625) / 2, 0, Self.widths[0], lineHeight))
    // 100 wide: a row each (43.09 + 10 + 48.72 > 100), rows 10 apart; the flow is as wide as its widest row.
    let narrow = try view.node.layout(in: Size(width: 100, height: 844))
    #expect(matches(narrow.size, 100, 3 * lineHeight + 20))
    let x = (100 - Self.widths[2]) / 2
    #expect(matches(narrow["World"], x, lineHeight + 10, Self.widths[1], lineHeight))
    #expect(matches(narrow["More Text"], x, 2 * lineHeight + 20, Self.widths[2], lineHeight))
  }

  @Test func vflow() throws {
    let view = HeightReader { height in
      VFlow(maxHeight: height) {
        ForEach(["Hello", "World", "More Text"], id: \.self) { item in
          Text(item).id(item)
        }
      }
    }
    // 844 high: one column as wide as "More Text", items 10 apart.
    let tall = try view.node.layout(in: Size(width: 390, height: 844))
    #expect(matches(tall.size, Self.widths[2], 844))
    #expect(matches(tall["More Text"], 0, 2 * lineHeight + 20, Self.widths[2], lineHeight))
    // 40 high: a column each, 10 apart.
    let short = try view.node.layout(in: Size(width: 390, height: 40))
    #expect(matches(short.size, Self.widths.reduce(0, +) + 20, 40))
    #expect(matches(short["World"], Self.widths[0] + 10, 0, Self.widths[1], lineHeight))
  }

  @Test func hmasonry() throws {
    let view = HeightReader { height in
      HMasonry(rows: 3, maxHeight: height) {
        ForEach(["Hello", "World", "More Text"], id: \.self) { item in
          Text(item)
            .frame(maxHeight: .infinity, alignment: .center)
            .id(item)
        }
      }
    }
    // 200 high: rows (200 − 2·10)/3 = 60 high at y 0, 70, 140, one word each.
    let result = try view.node.layout(in: Size(width: 390, height: 200))
    #expect(matches(result.size, Self.widths[2], 200))
    #expect(matches(result["Hello"], 0, 0, Self.widths[0], 60))
    #expect(matches(result["World"], 0, 70, Self.widths[1], 60))
    #expect(matches(result["More Text"], 0, 140, Self.widths[2], 60))
  }

  @Test func vmasonry() throws {
    let view = WidthReader { width in
      VMasonry(columns: 3, maxWidth: width) {
        ForEach(["Hello", "World", "More Text"], id: \.self) { item in
          Text(item)
            .frame(maxWidth: .infinity, alignment: .center)
            .id(item)
        }
      }
    }
    // 390 wide: columns (390 − 2·10)/3 = 123.33 wide at x 0, 133.33, 266.67, one word each.
    let result = try view.node.layout(in: Size(width: 390, height: 844))
    let column = (390.0 - 20) / 3
    #expect(matches(result.size, 390, lineHeight))
    #expect(matches(result["Hello"], 0, 0, column, lineHeight))
    #expect(matches(result["World"], column + 10, 0, column, lineHeight))
    #expect(matches(result["More Text"], 2 * (column + 10), 0, column, lineHeight))
  }
}
