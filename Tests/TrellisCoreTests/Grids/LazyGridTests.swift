import Testing

@testable import TrellisCore

/// The LazyVGrid / LazyHGrid examples of semantics §1, GridItem's lane formula, and invalid items.
@Suite struct LazyGridTests {
  static func boxes(_ sizes: [(Double, Double)]) -> [Node] {
    sizes.enumerated().map { k, s in Box(width: s.0, height: s.1).id("i\(k)") }
  }

  @Test func twoFlexibleColumns() throws {
    let result = try LazyVGrid(
      columns: [GridItem(.flexible(), spacing: 0), GridItem(.flexible(), spacing: 0)], spacing: 0
    ) {
      Self.boxes([(50, 20), (60, 40), (30, 10)])
    }.layout(proposal: ProposedViewSize(width: 200, height: nil), configuration: .monospaced)
    #expect(result.size == Size(width: 200, height: 50))
    #expect(result["i0"]?.origin == Point(x: 25, y: 10))
    #expect(result["i1"]?.origin == Point(x: 120, y: 0))
    #expect(result["i2"]?.origin == Point(x: 35, y: 40))
  }

  @Test func adaptiveMinimum80In250MakesThreeColumns() throws {
    let lanes = try GridLanes([GridItem(.adaptive(minimum: 80), spacing: 0)], length: 250)
    #expect(lanes.lengths.count == 3)
    for length in lanes.lengths { #expect(abs(length - 250.0 / 3) < 1e-9) }
    let result = try LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 0)], spacing: 0) {
      Self.boxes([(40, 10), (40, 10), (40, 10), (40, 10)])
    }.layout(proposal: ProposedViewSize(width: 250, height: nil), configuration: .monospaced)
    #expect(abs((result["i2"]?.minX ?? 0) - (2 * 250.0 / 3 + (250.0 / 3 - 40) / 2)) < 1e-9)
    #expect(result["i3"]?.origin.y == 10)
    #expect(result.size == Size(width: 250, height: 20))
  }

  /// (width, minimum, spacing, lanes, lane length): k = max(1, ⌊(a + s)/(minimum + s)⌋) lanes of (a − (k − 1)·s)/k.
  static let adaptiveCases: [(Double, Double, Double, Int, Double)] = [
    (250, 80, 0, 3, 250.0 / 3), (240, 80, 0, 3, 80), (239, 80, 0, 2, 119.5), (250, 80, 10, 2, 120),
    (260, 80, 10, 3, 80), (50, 80, 0, 1, 80), (1000, 100, 8, 9, (1000.0 - 64) / 9),
  ]

  @Test(arguments: adaptiveCases)
  func adaptiveColumnCount(width: Double, minimum: Double, spacing: Double, count: Int, length: Double) throws {
    let lanes = try GridLanes([GridItem(.adaptive(minimum: minimum), spacing: spacing)], length: width)
    #expect(lanes.lengths.count == count)
    #expect(abs(lanes.lengths[0] - length) < 1e-9)
  }

  @Test func adaptiveMaximumCapsItsShare() throws {
    // a = 170 of 300; k = ⌊170 / 80⌋ = 2 lanes of 85, then 130 of nothing.
    let lanes = try GridLanes([GridItem(.adaptive(minimum: 80, maximum: 170), spacing: 0)], length: 300)
    #expect(lanes.lengths == [85, 85])
    #expect(lanes.total == 170)
  }

  @Test func fixedFlexibleAndAdaptiveTogether() throws {
    let items = [
      GridItem(.fixed(40), spacing: 10), GridItem(.flexible(minimum: 10, maximum: .infinity), spacing: 0),
      GridItem(.adaptive(minimum: 80)),
    ]
    // 300: 250 left; the adaptive item (larger minimum) is offered 125 first, then the flexible one 125.
    let narrow = try GridLanes(items, length: 300)
    #expect(narrow.lengths == [40, 125, 125])
    #expect(narrow.starts == [0, 50, 175])
    // 400: 175 each; the adaptive 175 makes ⌊183 / 88⌋ = 2 lanes of 83.5, 8 apart.
    let wide = try GridLanes(items, length: 400)
    #expect(wide.lengths == [40, 175, 83.5, 83.5])
    #expect(wide.starts == [0, 50, 225, 316.5])
    #expect(wide.total == 400)
  }

  @Test func flexibleItemsAreClampedToTheirRange() throws {
    let lanes = try GridLanes(
      [GridItem(.flexible(minimum: 10, maximum: 50), spacing: 0), GridItem(.flexible(minimum: 120), spacing: 0)],
      length: 150)
    #expect(lanes.lengths == [50, 120])
  }

  @Test(arguments: [(HorizontalAlignment.leading, 0.0), (.center, 50), (.trailing, 100)])
  func columnsNarrowerThanTheGridAreAligned(alignment: HorizontalAlignment, start: Double) throws {
    let result = try LazyVGrid(
      columns: [GridItem(.fixed(50), spacing: 0), GridItem(.fixed(50))], alignment: alignment, spacing: 0
    ) { Self.boxes([(50, 10), (50, 10), (50, 10)]) }.layout(
      proposal: ProposedViewSize(width: 200, height: 100), configuration: .monospaced)
    #expect(result.size == Size(width: 200, height: 20))
    #expect(result["i0"]?.origin == Point(x: start, y: 0))
    #expect(result["i1"]?.origin == Point(x: start + 50, y: 0))
    #expect(result["i2"]?.origin == Point(x: start, y: 10))
  }

  @Test func gridItemAlignmentAlignsItsCells() throws {
    let result = try LazyVGrid(
      columns: [GridItem(.fixed(100), spacing: 0, alignment: .topLeading), GridItem(.fixed(100))], spacing: 0
    ) { Self.boxes([(50, 20), (50, 40)]) }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result["i0"]?.origin == Point(x: 0, y: 0))
    #expect(result["i1"]?.origin == Point(x: 125, y: 0))
    #expect(result.size == Size(width: 200, height: 40))
  }

  @Test func unspecifiedWidthTakesTheMinimums() throws {
    let result = try LazyVGrid(
      columns: [GridItem(.flexible(minimum: 30), spacing: 0), GridItem(.fixed(20))], spacing: 0
    ) { Self.boxes([(10, 10), (10, 10)]) }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 50, height: 10))
    #expect(result["i0"]?.origin == Point(x: 10, y: 0))
    #expect(result["i1"]?.origin == Point(x: 35, y: 0))
  }

  @Test func lazyHGridIsTheTranspose() throws {
    let result = try LazyHGrid(rows: [GridItem(.fixed(30), spacing: 0), GridItem(.fixed(30))], spacing: 10) {
      Self.boxes([(20, 10), (40, 20), (10, 10)])
    }.layout(proposal: ProposedViewSize(width: nil, height: 60), configuration: .monospaced)
    #expect(result.size == Size(width: 60, height: 60))
    #expect(result["i0"]?.origin == Point(x: 10, y: 10))
    #expect(result["i1"]?.origin == Point(x: 0, y: 35))
    #expect(result["i2"]?.origin == Point(x: 50, y: 10))
  }

  @Test(arguments: [
    GridItem(.fixed(-1)), GridItem(.fixed(.nan)), GridItem(.flexible(minimum: 50, maximum: 20)),
    GridItem(.adaptive(minimum: 0)), GridItem(.flexible(), spacing: -2), GridItem(.flexible(minimum: .infinity)),
  ])
  func invalidItemsAreLayoutErrors(item: GridItem) {
    #expect(item.invalidReason != nil)
    #expect(throws: LayoutError.self) {
      try LazyVGrid(columns: [item]) { Box(width: 1, height: 1) }.layout(
        proposal: ProposedViewSize(width: 100, height: 100), configuration: .monospaced)
    }
  }

  @Test func tooManyAdaptiveLanesAreAnError() {
    #expect(throws: LayoutError.self) {
      try LazyVGrid(columns: [GridItem(.adaptive(minimum: 1e-3), spacing: 0)]) { Box(width: 1, height: 1) }
        .layout(proposal: ProposedViewSize(width: 1e12, height: 100), configuration: .monospaced)
    }
  }
}
