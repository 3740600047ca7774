import Testing

@testable import TrellisCore

/// The examples of semantics.md §2 (VMasonry, HMasonry with its fixes) and every option, hand-computed.
@Suite struct MasonryKernelTests {
  typealias T = KernelTestSupport

  @Test func vMasonryExample() throws {
    let sizes = [50.0, 80, 30, 60, 40].map { Size(width: 100, height: $0) }
    let masonry = try MasonryKernel.vertical(sizes, columns: 3, maxWidth: 320)
    #expect(masonry.offsets == T.points([(0, 0), (110, 0), (220, 0), (220, 40), (0, 60)]))
    #expect(masonry.contentSize == Size(width: 320, height: 100))
    #expect(masonry.laneOfItem == [0, 1, 2, 2, 0])
    #expect(masonry.laneLengths == [100, 80, 100])
    #expect(masonry.laneThickness == 100)
    #expect(masonry.lanePitch == 110)
    #expect(masonry.longestLane == 100)
  }

  @Test func hMasonryUsesTheFixedRules() throws {
    // rows 2, maxHeight 110: rowHeight (110 − 10)/2 = 50, row i at y = i·60; items in a row spaced by hs = 10.
    // Item 2 goes to row 1 (length 40 < 60) at x = 40 + 10.
    let sizes = T.sizes([(60, 50), (40, 50), (30, 50)])
    let masonry = try MasonryKernel.horizontal(sizes, rows: 2, maxHeight: 110)
    #expect(masonry.offsets == T.points([(0, 0), (0, 60), (50, 60)]))
    #expect(masonry.contentSize == Size(width: 80, height: 110))
    #expect(masonry.laneLengths == [60, 80])
    #expect(masonry.laneThickness == 50)
  }

  @Test func hMasonrySpacingsAreNotSwapped() throws {
    // hs 4 (between items in a row), vs 20 (between rows): rowHeight (120 − 20)/2 = 50, rows at y 0 and 70.
    let sizes = T.sizes([(60, 50), (40, 50), (30, 50)])
    let masonry = try MasonryKernel.horizontal(
      sizes, rows: 2, maxHeight: 120, horizontalSpacing: 4, verticalSpacing: 20)
    #expect(masonry.offsets == T.points([(0, 0), (0, 70), (44, 70)]))
  }

  @Test func hMasonryCentersShortItemsInTheRowHeight() throws {
    // Default alignment .leading: vertical centre within the 50-point row, horizontal leading.
    let sizes = T.sizes([(60, 30), (40, 30), (30, 30)])
    let masonry = try MasonryKernel.horizontal(sizes, rows: 2, maxHeight: 110)
    #expect(masonry.offsets == T.points([(0, 10), (0, 70), (50, 70)]))
    #expect(masonry.contentSize == Size(width: 80, height: 100))
    // .trailing: rows end at the longest row's end (80): row 0 moves by 20.
    let trailing = try MasonryKernel.horizontal(sizes, rows: 2, maxHeight: 110, alignment: .trailing)
    #expect(trailing.offsets == T.points([(20, 10), (0, 70), (50, 70)]))
  }

  @Test func narrowItemsAlignWithinTheColumnWidth() throws {
    // Column width (210 − 10)/2 = 100. FrameUp would align item 0 relative to itself (the widest in its column).
    let sizes = T.sizes([(50, 10), (100, 10), (20, 10)])
    let top = try MasonryKernel.vertical(sizes, columns: 2, maxWidth: 210)
    #expect(top.offsets == T.points([(25, 0), (110, 0), (40, 20)]))
    let trailing = try MasonryKernel.vertical(sizes, columns: 2, maxWidth: 210, alignment: .topTrailing)
    #expect(trailing.offsets == T.points([(50, 0), (110, 0), (80, 20)]))
    let leading = try MasonryKernel.vertical(sizes, columns: 2, maxWidth: 210, alignment: .topLeading)
    #expect(leading.offsets == T.points([(0, 0), (110, 0), (0, 20)]))
    #expect(leading.contentSize == Size(width: 210, height: 30))
    // Horizontal .justified acts as leading.
    let justified = try MasonryKernel.vertical(sizes, columns: 2, maxWidth: 210, alignment: .topJustified)
    #expect(justified.offsets == leading.offsets)
  }

  @Test func overWideItemStartsAtTheColumnEdge() throws {
    let masonry = try MasonryKernel.vertical(T.sizes([(150, 10), (10, 10)]), columns: 2, maxWidth: 210)
    #expect(masonry.offsets == T.points([(0, 0), (155, 0)]))
    #expect(masonry.contentSize == Size(width: 165, height: 10))
  }

  static let stretchItems = T.sizes([(100, 100), (100, 30), (100, 30)])

  @Test(arguments: [
    (KernelAlignment.topLeading, [(0.0, 0.0), (110.0, 0.0), (110.0, 40.0)]),
    (.leading, [(0, 0), (110, 15), (110, 55)]),
    (.bottomLeading, [(0, 0), (110, 30), (110, 70)]),
    (.justifiedLeading, [(0, 0), (110, 0), (110, 70)]),
  ])
  func verticalAlignmentIsRelativeToTheTallestColumn(_ alignment: KernelAlignment, _ expected: [(Double, Double)])
    throws
  {
    // Columns: [100] and [30, 30] (length 70). Tallest 100.
    let masonry = try MasonryKernel.vertical(Self.stretchItems, columns: 2, maxWidth: 210, alignment: alignment)
    #expect(masonry.offsets == T.points(expected))
    #expect(masonry.contentSize == Size(width: 210, height: 100))
    #expect(masonry.laneLengths == [100, 70])
  }

  @Test func sequentialPlacementIsRoundRobin() throws {
    let sizes = [50.0, 80, 30, 60, 40].map { Size(width: 100, height: $0) }
    let masonry = try MasonryKernel.vertical(sizes, columns: 3, maxWidth: 320, placement: .sequential)
    #expect(masonry.laneOfItem == [0, 1, 2, 0, 1])
    #expect(masonry.offsets == T.points([(0, 0), (110, 0), (220, 0), (0, 60), (110, 90)]))
    #expect(masonry.contentSize == Size(width: 320, height: 130))
  }

  @Test func toleranceKeepsItemsInReadingOrder() throws {
    // Heights after the first 3 items: [50, 55, 30].
    // Plain: item 3 (h 10) → column 2 at y 40 → [50, 55, 50]; item 4 → tie 50/50 → column 0 at y 60.
    // Tolerance 25: item 3 → limit 30 + 25 = 55, lowest column within it is 0 (50) → y 60 → [70, 55, 30];
    // item 4 → limit 55: column 0 (70) no, column 1 (55) yes → y 65.
    let sizes = [50.0, 55, 30, 10, 10].map { Size(width: 100, height: $0) }
    let plain = try MasonryKernel.vertical(sizes, columns: 3, maxWidth: 320, alignment: .topLeading)
    #expect(plain.laneOfItem == [0, 1, 2, 2, 0])
    let tolerant = try MasonryKernel.vertical(
      sizes, columns: 3, maxWidth: 320, alignment: .topLeading, placement: .shortest(tolerance: 25))
    #expect(tolerant.laneOfItem == [0, 1, 2, 0, 1])
    #expect(tolerant.offsets == T.points([(0, 0), (110, 0), (220, 0), (0, 60), (110, 65)]))
    let zero = try MasonryKernel.vertical(
      sizes, columns: 3, maxWidth: 320, alignment: .topLeading, placement: .shortest(tolerance: 0))
    #expect(zero == plain)
  }

  @Test func emptyColumnsComeFirstEvenForZeroHeightItems() throws {
    let sizes = T.sizes([(10, 0), (10, 0), (10, 5)])
    let masonry = try MasonryKernel.vertical(sizes, columns: 3, maxWidth: 320, verticalSpacing: 0)
    #expect(masonry.laneOfItem == [0, 1, 2])
  }

  @Test func tiesGoToTheLowestColumn() throws {
    let sizes = [40.0, 40, 40, 10, 10].map { Size(width: 100, height: $0) }
    let masonry = try MasonryKernel.vertical(sizes, columns: 3, maxWidth: 320)
    #expect(masonry.laneOfItem == [0, 1, 2, 0, 1])
  }

  @Test func manyColumnsUseTheHeapWithTheSameRule() throws {
    // 30 columns > linearScanLimit: heights 30, 29, …, 1; then items of height 100 go to the shortest columns.
    #expect(MasonryKernel.linearScanLimit < 30)
    let sizes = (0..<33).map { Size(width: 10, height: $0 < 30 ? Double(30 - $0) : 100) }
    let masonry = try MasonryKernel.vertical(sizes, columns: 30, maxWidth: 2990, alignment: .topLeading)
    #expect(Array(masonry.laneOfItem[30...]) == [29, 28, 27])
    #expect(masonry.offsets[30] == Point(x: 29 * 100, y: 11))
  }

  @Test func columnsBelowOneMeanOne() throws {
    let sizes = T.sizes([(50, 20), (50, 30)])
    for columns in [0, -3] {
      let masonry = try MasonryKernel.vertical(sizes, columns: columns, maxWidth: 100, alignment: .topLeading)
      #expect(masonry.offsets == T.points([(0, 0), (0, 30)]))
      #expect(masonry.laneLengths == [60])
    }
  }

  @Test func emptyInputIsEmpty() throws {
    let masonry = try MasonryKernel.vertical([], columns: 3, maxWidth: 320)
    #expect(masonry.offsets.isEmpty)
    #expect(masonry.contentSize == .zero)
    #expect(masonry.laneLengths == [0, 0, 0])
  }

  @Test func fewerItemsThanColumns() throws {
    let masonry = try MasonryKernel.vertical(T.sizes([(100, 20)]), columns: 3, maxWidth: 320)
    #expect(masonry.contentSize == Size(width: 100, height: 20))
  }

  @Test func appenderPlacesOneByOne() throws {
    var feed = try MasonryAppender(columns: 3, maxWidth: 320)
    let points = try [50.0, 80, 30, 60, 40].map { try feed.append(Size(width: 100, height: $0)) }
    #expect(points == T.points([(0, 0), (110, 0), (220, 0), (220, 40), (0, 60)]))
    #expect(feed.count == 5)
    #expect(feed.laneLengths == [100, 80, 100])
    #expect(feed.contentSize == Size(width: 320, height: 100))
  }

  @Test func horizontalAppenderMatchesHMasonry() throws {
    let sizes = T.sizes([(60, 30), (40, 30), (30, 30)])
    var feed = try MasonryAppender(axis: .horizontal, lanes: 2, maxThickness: 110, alignment: .leading)
    let points = try sizes.map { try feed.append($0) }
    #expect(points == T.points([(0, 10), (0, 70), (50, 70)]))
  }
}
