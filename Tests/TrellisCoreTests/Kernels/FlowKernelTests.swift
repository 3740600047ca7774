import Testing
import TrellisTestSupport

@testable import TrellisCore

/// The examples of semantics.md §2 (HFlow, VFlow) and every option, with hand-computed expectations.
@Suite struct FlowKernelTests {
  typealias T = KernelTestSupport
  /// semantics.md: maxWidth 200, spacings 10.
  static let items = T.sizes([(80, 20), (70, 30), (60, 20), (50, 40), (120, 10)])

  @Test func topLeadingExample() throws {
    let flow = try FlowKernel.horizontal(Self.items, maxWidth: 200)
    #expect(flow.offsets == T.points([(0, 0), (90, 0), (0, 40), (70, 40), (0, 90)]))
    #expect(flow.contentSize == Size(width: 160, height: 100))
    #expect(flow.rows.map(\.items) == [0..<2, 2..<4, 4..<5])
    #expect(flow.rows.map(\.crossOffset) == [0, 40, 90])
    #expect(flow.rows.map(\.thickness) == [30, 40, 10])
    #expect(flow.rows.map(\.naturalLength) == [160, 120, 120])
    #expect(flow.rowIndices == [0, 0, 1, 1, 2])
    #expect(flow.rowIndex(ofItem: 3) == 1)
    #expect(flow.rowIndex(ofItem: 5) == nil)
    #expect(flow.overflowCount == 0)
  }

  @Test func bottomTrailingExample() throws {
    let flow = try FlowKernel.horizontal(Self.items, maxWidth: 200, alignment: .bottomTrailing)
    #expect(flow.offsets == T.points([(0, 10), (90, 0), (40, 60), (110, 40), (40, 90)]))
    #expect(flow.contentSize == Size(width: 160, height: 100))
    #expect(flow.rows.map(\.mainOffset) == [0, 40, 40])
  }

  @Test func justifiedExample() throws {
    let flow = try FlowKernel.horizontal(Self.items, maxWidth: 200, alignment: .justified)
    #expect(flow.offsets == T.points([(0, 0), (130, 0), (0, 40), (150, 40), (0, 90)]))
    #expect(flow.contentSize == Size(width: 200, height: 100))
    #expect(flow.rows.map(\.length) == [200, 200, 120])
  }

  @Test func overWideItemGetsItsOwnRow() throws {
    let flow = try FlowKernel.horizontal(T.sizes([(150, 20), (30, 20)]), maxWidth: 100)
    #expect(flow.offsets == T.points([(0, 0), (0, 30)]))
    #expect(flow.contentSize == Size(width: 150, height: 50))
  }

  @Test func centerAlignsRowsToTheWidestRowAndItemsWithinTheirRow() throws {
    // W = 160; row 1 (120 wide) starts at 20; row 2 too. Items centred vertically in their row.
    let flow = try FlowKernel.horizontal(Self.items, maxWidth: 200, alignment: .center)
    #expect(flow.offsets == T.points([(0, 5), (90, 0), (20, 50), (90, 40), (20, 90)]))
    #expect(flow.contentSize == Size(width: 160, height: 100))
  }

  @Test func verticalJustifiedActsAsTopForHFlow() throws {
    let flow = try FlowKernel.horizontal(Self.items, maxWidth: 200, alignment: .justifiedLeading)
    #expect(flow.offsets == T.points([(0, 0), (90, 0), (0, 40), (70, 40), (0, 90)]))
  }

  @Test func vFlowExample() throws {
    let flow = try FlowKernel.vertical(T.sizes([(30, 40), (50, 50), (20, 30), (40, 20)]), maxHeight: 100)
    #expect(flow.offsets == T.points([(0, 0), (0, 50), (60, 0), (60, 40)]))
    #expect(flow.contentSize == Size(width: 100, height: 100))
    #expect(flow.axis == .vertical)
    #expect(flow.rows.map(\.crossOffset) == [0, 60])
    #expect(flow.rows.map(\.thickness) == [50, 40])
  }

  @Test func vFlowHorizontalJustifiedActsAsLeadingAndVerticalJustifiedJustifiesColumns() throws {
    let sizes = T.sizes([(30, 40), (50, 50), (20, 30), (40, 20)])
    // Column 0: 40 + 10 + 50 = 100 ≤ 120, adding item 2 gives 140 > 120; it is justified: gap (120 − 90)/1 = 30,
    // so item 1 is at y 70. Column 1 (items 2, 3) is the last column: not justified. Horizontal justified = leading.
    let flow = try FlowKernel.vertical(sizes, maxHeight: 120, alignment: .justified)
    #expect(flow.offsets == T.points([(0, 0), (0, 70), (60, 0), (60, 40)]))
    #expect(flow.contentSize == Size(width: 100, height: 120))
  }

  @Test func rightToLeftMirrorsWithinTheContentWidth() throws {
    let flow = try FlowKernel.horizontal(
      Self.items, maxWidth: 200, options: FlowKernel.Options(direction: .rightToLeft))
    #expect(flow.offsets == T.points([(80, 0), (0, 0), (100, 40), (40, 40), (40, 90)]))
    #expect(flow.contentSize == Size(width: 160, height: 100))
    #expect(flow.isMirrored)
    #expect(flow.rows.map(\.mainOffset) == [0, 40, 40])
  }

  @Test func rightToLeftVFlowMirrorsColumns() throws {
    let flow = try FlowKernel.vertical(
      T.sizes([(30, 40), (50, 50), (20, 30), (40, 20)]), maxHeight: 100,
      options: FlowKernel.Options(direction: .rightToLeft))
    // Width 100: x' = 100 − x − w.
    #expect(flow.offsets == T.points([(70, 0), (50, 50), (20, 0), (0, 40)]))
    #expect(flow.rows.map(\.crossOffset) == [50, 0])
  }

  @Test func maxRowsReportsOverflow() throws {
    let flow = try FlowKernel.horizontal(Self.items, maxWidth: 200, options: FlowKernel.Options(maxRows: 2))
    #expect(flow.offsets == T.points([(0, 0), (90, 0), (0, 40), (70, 40)]))
    #expect(flow.overflowCount == 1)
    #expect(flow.placedCount == 4)
    #expect(flow.contentSize == Size(width: 160, height: 80))
    #expect(flow.rowIndex(ofItem: 4) == nil)
  }

  @Test func maxRowsZeroPlacesNothing() throws {
    let flow = try FlowKernel.horizontal(Self.items, maxWidth: 200, options: FlowKernel.Options(maxRows: 0))
    #expect(flow.offsets.isEmpty)
    #expect(flow.overflowCount == 5)
    #expect(flow.contentSize == .zero)
  }

  @Test func maxRowsCutShortJustifiesTheLastPlacedRow() throws {
    let flow = try FlowKernel.horizontal(
      Self.items, maxWidth: 200, alignment: .justified, options: FlowKernel.Options(maxRows: 2))
    #expect(flow.offsets == T.points([(0, 0), (130, 0), (0, 40), (150, 40)]))
    #expect(flow.contentSize == Size(width: 200, height: 80))
  }

  @Test func forcedBreaksStartNewRows() throws {
    let flow = try FlowKernel.horizontal(Self.items, maxWidth: 200, options: FlowKernel.Options(forcedBreaks: [1]))
    // [0] | [1, 2, 3]: 70 + 10 + 60 + 10 + 50 = 200 ≤ 200 | [4]
    #expect(flow.offsets == T.points([(0, 0), (0, 30), (80, 30), (150, 30), (0, 80)]))
    #expect(flow.rows.map(\.items) == [0..<1, 1..<4, 4..<5])
    #expect(flow.contentSize == Size(width: 200, height: 90))
  }

  @Test func forcedBreaksAllowDuplicatesAndZero() throws {
    let flow = try FlowKernel.horizontal(
      Self.items, maxWidth: 200, options: FlowKernel.Options(forcedBreaks: [0, 3, 3]))
    #expect(flow.rows.map(\.items) == [0..<2, 2..<3, 3..<5])
  }

  static let fourItems = T.sizes([(80, 20), (70, 30), (60, 20), (50, 40)])

  @Test(arguments: [
    (FlowKernel.LastRowAlignment.leading, [(0.0, 40.0), (70.0, 40.0)]),
    (.justified, [(0, 40), (150, 40)]),
    (.center, [(40, 40), (110, 40)]),
    (.trailing, [(80, 40), (150, 40)]),
  ])
  func lastRowPolicy(_ policy: FlowKernel.LastRowAlignment, _ lastRow: [(Double, Double)]) throws {
    let flow = try FlowKernel.horizontal(
      Self.fourItems, maxWidth: 200, alignment: .justified, options: FlowKernel.Options(lastRowAlignment: policy))
    #expect(flow.offsets == T.points([(0, 0), (130, 0)] + lastRow))
    #expect(flow.contentSize == Size(width: 200, height: 80))
  }

  @Test func lastRowPolicyIsIgnoredWithoutJustification() throws {
    let a = try FlowKernel.horizontal(Self.items, maxWidth: 200, alignment: .top)
    let b = try FlowKernel.horizontal(
      Self.items, maxWidth: 200, alignment: .top, options: FlowKernel.Options(lastRowAlignment: .trailing))
    #expect(a == b)
    #expect(a.offsets[4] == Point(x: 20, y: 90))
  }

  @Test func unboundedWidthIsOneRow() throws {
    let flow = try FlowKernel.horizontal(Self.items, maxWidth: .infinity)
    #expect(flow.offsets == T.points([(0, 0), (90, 0), (170, 0), (240, 0), (300, 0)]))
    #expect(flow.contentSize == Size(width: 420, height: 40))
  }

  @Test func unboundedJustifiedWithForcedBreaksJustifiesToTheWidestRow() throws {
    // Rows [0, 1] (160) and [2, 3, 4] (250, the last). Row 0 is justified to W = 250: gap 100.
    let flow = try FlowKernel.horizontal(
      Self.items, maxWidth: .infinity, alignment: .justified, options: FlowKernel.Options(forcedBreaks: [2]))
    #expect(flow.offsets == T.points([(0, 0), (180, 0), (0, 40), (70, 40), (130, 40)]))
  }

  @Test func emptyInputIsEmpty() throws {
    let flow = try FlowKernel.horizontal([], maxWidth: 100, alignment: .justified)
    #expect(flow.offsets.isEmpty)
    #expect(flow.rows.isEmpty)
    #expect(flow.contentSize == .zero)
    #expect(flow.overflowCount == 0)
  }

  @Test func bufferEntryPointMatchesArrayEntryPoint() throws {
    let a = try FlowKernel.horizontal(Self.items, maxWidth: 200, alignment: .center)
    let b = try Self.items.withUnsafeBufferPointer {
      try FlowKernel.layout($0, axis: .horizontal, maxLength: 200, alignment: .center)
    }
    #expect(a == b)
  }
}

@Suite struct FlowKernelBufferTests {
  @Test func bufferFormMatchesTheFullKernel() throws {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<100 {
      let sizes = (0..<rng.int(0...60)).map { _ in Size(width: rng.whole(0...120), height: rng.whole(0...40)) }
      let full = try FlowKernel.horizontal(sizes, maxWidth: 200, horizontalSpacing: 8, verticalSpacing: 4)
      var offsets = [Point](repeating: .zero, count: sizes.count)
      let (rows, size) = try sizes.withUnsafeBufferPointer { items in
        try offsets.withUnsafeMutableBufferPointer { out in
          try FlowKernel.topLeading(items, maxWidth: 200, horizontalSpacing: 8, verticalSpacing: 4, into: out)
        }
      }
      #expect(offsets == full.offsets)
      #expect(rows == full.rows.count)
      #expect(size == full.contentSize)
    }
  }

  @Test func bufferFormRejectsBadInput() {
    var out = [Point](repeating: .zero, count: 1)
    let sizes = [Size(width: CGFloat.nan, height: 1), Size(width: 1, height: 1)]
    #expect(throws: KernelError.self) {
      try sizes.withUnsafeBufferPointer { items in
        try out.withUnsafeMutableBufferPointer { try FlowKernel.topLeading(items, maxWidth: 10, into: $0) }
      }
    }
  }
}
