import Testing
import Trellis

/// The solver strategies through the FrameUp containers and the layout engine.
@Suite struct StrategyContainerTests {
  func boxes(_ items: [(Double, Double)]) -> [Node] {
    items.enumerated().map { k, s in Box(width: s.0, height: s.1).id("i\(k)") }
  }

  func origins(_ result: LayoutResult, _ count: Int) -> [Point] {
    (0..<count).map { result["i\($0)"]?.origin ?? Point(x: -1, y: -1) }
  }

  static let widths = [40.0, 60, 80, 80, 120]

  @Test func hflowBalanced() throws {
    let tree = HFlow(maxWidth: 200, strategy: .balanced) { boxes(Self.widths.map { ($0, 20) }) }
    let result = try tree.id("flow").layout(proposal: .unspecified)
    // Rows [40 60] [80 80] [120] (greedy: [40 60 80] [80] [120]).
    #expect(
      origins(result, 5) == [
        Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 0, y: 30), Point(x: 90, y: 30), Point(x: 0, y: 60),
      ])
    #expect(result["flow"]?.size == Size(width: 170, height: 80))
    let greedy = try HFlow(maxWidth: 200) { boxes(Self.widths.map { ($0, 20) }) }.layout(proposal: .unspecified)
    #expect(origins(greedy, 5)[2] == Point(x: 120, y: 0))
    // The container's rows are the solver's.
    let report = try BalancedFlow.solve(lengths: Self.widths, maxLength: 200, spacing: 10)
    let flow = try HFlow(maxWidth: 200, strategy: .balanced).flow(Self.widths.map { Size(width: $0, height: 20) })
    #expect(flow.rows.map(\.items.lowerBound) == report.rowStarts)
  }

  @Test func vflowBalanced() throws {
    let tree = VFlow(maxHeight: 200, strategy: .balanced) { boxes(Self.widths.map { (20, $0) }) }
    let result = try tree.id("flow").layout(proposal: .unspecified)
    // Columns [40 60] [80 80] [120], each 20 wide, 10 apart.
    #expect(
      origins(result, 5) == [
        Point(x: 0, y: 0), Point(x: 0, y: 50), Point(x: 30, y: 0), Point(x: 30, y: 90), Point(x: 60, y: 0),
      ])
    #expect(result["flow"]?.size == Size(width: 80, height: 170))
  }

  @Test func vmasonryOptimal() throws {
    let heights = [30.0, 30, 40, 50, 60]
    let tree = VMasonry(columns: 2, maxWidth: 210, strategy: .optimal) { boxes(heights.map { (100, $0) }) }
    let result = try tree.id("m").layout(proposal: .unspecified)
    // Columns {30 30 40} and {50 60}, both 120 tall (greedy: 150).
    #expect(
      origins(result, 5) == [
        Point(x: 0, y: 0), Point(x: 0, y: 40), Point(x: 0, y: 80), Point(x: 110, y: 0), Point(x: 110, y: 60),
      ])
    #expect(result["m"]?.size == Size(width: 210, height: 120))
    let report = try OptimalMasonry.solve(lengths: heights, lanes: 2, spacing: 10)
    let masonry = try VMasonry(columns: 2, maxWidth: 210, strategy: .optimal)
      .masonry(heights.map { Size(width: 100, height: $0) })
    #expect(masonry.laneOfItem == report.assignment)
  }

  @Test func vmasonryThreeColumnsExample() throws {
    // semantics §2's example is already optimal (bound 100): the same offsets as greedy.
    let tree = VMasonry(columns: 3, maxWidth: 320, strategy: .optimal) {
      boxes([50.0, 80, 30, 60, 40].map { (100, $0) })
    }
    let result = try tree.layout(proposal: .unspecified)
    #expect(
      origins(result, 5) == [
        Point(x: 0, y: 0), Point(x: 110, y: 0), Point(x: 220, y: 0), Point(x: 220, y: 40), Point(x: 0, y: 60),
      ])
    #expect(result.size == Size(width: 320, height: 100))
  }

  @Test func hmasonryOptimal() throws {
    // The transpose: rows of height 50 (maxHeight 110, vs 10), items spaced by hs 10 along each row.
    let widths = [30.0, 30, 40, 50, 60]
    let tree = HMasonry(rows: 2, maxHeight: 110, strategy: .optimal) { boxes(widths.map { ($0, 50) }) }
    let result = try tree.layout(proposal: .unspecified)
    #expect(
      origins(result, 5) == [
        Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 80, y: 0), Point(x: 0, y: 60), Point(x: 60, y: 60),
      ])
    #expect(result.size == Size(width: 120, height: 110))
  }
}
