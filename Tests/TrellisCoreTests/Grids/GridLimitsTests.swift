import Testing

@testable import TrellisCore

/// Issue 33: a grid's column count comes from its cells' spans, so it is bounded by `TrellisLimits.maxGridColumns`
/// before any per-column array is made; and a negative spacing overlaps columns and rows as it overlaps a stack's
/// children, instead of making the grid's size negative.
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

  /// Negative spacing, as SwiftUI's grids and Trellis's stacks take it. Columns from a and b are 10 and 10; the
  /// full-width cell c spans both: 10 + 10 − 50 = −30 < 10, so each column widens by (10 + 30) / 2 = 20, to 30.
  /// Width: max(0, 30 + 30 − 50) = 10; rows 10 and 10: height max(0, 10 + 10 − 50) = 0. Columns start at 0 and
  /// 0 + 30 − 50 = −20; a and b are centred in 30-wide cells: x = 0 + 15 − 5 = 10 and −20 + 15 − 5 = −10. Row 1
  /// starts at 0 + 10 − 50 = −40; c is centred in its 10-wide cell at x = 0. Before, the grid answered 10×−30 and
  /// the layout failed with `LayoutError.invalidSize`.
  @Test func negativeSpacingOverlapsColumnsAndRowsLikeAStack() throws {
    let grid = Grid(horizontalSpacing: -50, verticalSpacing: -50) {
      GridRow {
        Box(width: 10, height: 10).id("a")
        Box(width: 10, height: 10).id("b")
      }
      Box(width: 10, height: 10).id("c")
    }
    let result = try grid.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 10, height: 0))
    #expect(result["a"] == Rect(x: 10, y: 0, width: 10, height: 10))
    #expect(result["b"] == Rect(x: -10, y: 0, width: 10, height: 10))
    #expect(result["c"] == Rect(x: 0, y: -40, width: 10, height: 10))
  }
}
