import Testing

@testable import TrellisCore

/// Issue 33: a grid's column count comes from its cells' spans, so it is bounded by `TrellisLimits.maxGridColumns`
/// before any per-column array is made.
@Suite struct GridLimitsTests {
  /// A span of `Int.max` (or 999,999,999) is clamped to the limit: the one cell spans 65,536 columns of zero width,
  /// each widened by 1/65,536 so that the cell fits; the grid is as wide as the box (2⁻¹⁶ · 2¹⁶ = 1, exactly).
  /// Before the clamp, `Int.max` columns were asked of the allocator and the process aborted.
  @Test(arguments: [Int.max, 999_999_999, 1 << 31])
  func aHugeSpanIsClampedToTheColumnLimit(span: Int) throws {
    let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow { Box(width: 1, height: 1).gridCellColumns(span).id("a") }
    }
    let result = try grid.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 1, height: 1))
    #expect(result["a"] == Rect(x: 0, y: 0, width: 1, height: 1))
  }

  /// Spans are clamped one by one, so a row can still add up to more than the limit: 65,536 + 1 columns. The grid
  /// fails as bad input, naming itself, the count and the limit.
  @Test func aRowSpanningMoreColumnsThanTheLimitFailsNamingTheGrid() {
    let grid = VStack {
      Grid {
        GridRow {
          Box(width: 1, height: 1).gridCellColumns(.max)
          Box(width: 1, height: 1)
        }
      }
    }
    let error = #expect(throws: LayoutError.self) {
      try grid.layout(proposal: .unspecified, configuration: .monospaced)
    }
    guard case .invalidInput(let path, _, let message)? = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(path == "root.children[0]")
    #expect(message.contains("65537 columns"))
    #expect(message.contains("TrellisLimits.maxGridColumns (65536)"))
  }

  /// A `GridRow` outside a grid is checked the same way.
  @Test func aRowOutsideAGridIsCheckedToo() {
    let row = GridRow {
      Box(width: 1, height: 1).gridCellColumns(.max)
      Box(width: 1, height: 1).gridCellColumns(2)
    }
    let error = #expect(throws: LayoutError.self) { try row.layout(proposal: .unspecified, configuration: .monospaced) }
    guard case .invalidInput(path: "root", _, let message)? = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(message.contains("65538 columns"))
  }
}
