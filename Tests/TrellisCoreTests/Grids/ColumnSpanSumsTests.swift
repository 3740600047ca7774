import Testing
import TrellisTestSupport

@testable import TrellisCore

/// The range sums a grid uses for wide cells, against plain loops over an array; and a grid whose spanning cells
/// cover more than `GridModel.directWork` columns in total, worked out by hand. Before these, a grid of 65,536 columns
/// with 2,000 full-width rows (an 84 KB scene) took 57 s, each row summing every column several times per proposal.
@Suite struct ColumnSpanSumsTests {
  /// Seeded random range additions and sums over 300 columns: the Fenwick form answers the plain loop's numbers
  /// (widths are multiples of 1/4 below 2⁴⁰, so every sum is exact in both orders).
  @Test func wideningColumnsAgreeWithPlainLoops() {
    var rng = SplitMix64(seed: 33)
    for _ in 0..<20 {
      let n = rng.int(1...300)
      var plain: [CGFloat] = (0..<n).map { _ in CGFloat(rng.int(0...400)) / 4 }
      var columns = WideningColumns(plain)
      for _ in 0..<200 {
        let lower = rng.int(0...n - 1)
        let range = lower..<rng.int(lower + 1...n)
        if rng.int(0...1) == 0 {
          let extra = CGFloat(rng.int(0...40)) / 4
          columns.add(extra, to: range)
          for i in range { plain[i] += extra }
        } else {
          #expect(columns.sum(range) == plain[range].reduce(0, +))
        }
        #expect(columns.total == plain.reduce(0, +))
      }
      #expect(columns.widths() == plain)
      let sums = ColumnSpanSums(plain, needsPrefix: true)
      for _ in 0..<50 {
        let lower = rng.int(0...n - 1)
        let range = lower..<rng.int(lower + 1...n)
        #expect(sums.sum(range) == plain[range].reduce(0, +))
      }
    }
  }

  /// 65,536 columns, no spacing: a GridRow whose one cell (1×1) spans them all, then 20 full-width 131,072×1 boxes.
  /// Σ spans over the spanning cells is 21 · 65,536 > 2²⁰, so the Fenwick form runs. The row's cell widens each
  /// column by 1/65,536; the first box then by (131,072 − 1)/65,536, so each column is 2 and the grid 131,072 wide;
  /// the other boxes fit. Rows are 1 high: 21. The row's cell is centred in 131,072: x = 65,535.5.
  @Test func aGridOfManyFullWidthRowsIsSizedInLinearTime() throws {
    let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow { Box(width: 1, height: 1).gridCellColumns(TrellisLimits.maxGridColumns).id("a") }
      ForEach(0..<20) { k in Box(width: 131_072, height: 1).id("w\(k)") }
    }
    let result = try grid.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 131_072, height: 21))
    #expect(result["a"] == Rect(x: 65_535.5, y: 0, width: 1, height: 1))
    #expect(result["w19"] == Rect(x: 0, y: 20, width: 131_072, height: 1))
  }
}
