import Testing

@testable import TrellisCore

/// Bad input gets a typed error (never a trap); degenerate but valid input gets a documented result.
@Suite struct KernelErrorTests {
  static let badSizes: [Size] = [
    Size(width: CGFloat.nan, height: 1), Size(width: 1, height: CGFloat.nan), Size(width: -1, height: 1),
    Size(width: 1, height: -0.5), Size(width: CGFloat.infinity, height: 1), Size(width: 1, height: -CGFloat.infinity),
  ]

  @Test(arguments: 0..<6) func badItemSizesThrow(_ k: Int) {
    let bad = Self.badSizes[k]
    let sizes = [Size(width: 10, height: 10), bad, Size(width: 10, height: 10)]
    for alignment in [KernelAlignment.topLeading, .justified, .bottomTrailing] {
      #expect(throws: KernelError.self) { try FlowKernel.horizontal(sizes, maxWidth: 100, alignment: alignment) }
      #expect(throws: KernelError.self) { try FlowKernel.vertical(sizes, maxHeight: 100, alignment: alignment) }
      for columns in [1, 3, 12] {
        for placement in [MasonryPlacement.shortest, .sequential, .shortest(tolerance: 5)] {
          #expect(throws: KernelError.self) {
            try MasonryKernel.vertical(
              sizes, columns: columns, maxWidth: 300, alignment: alignment, placement: placement)
          }
        }
      }
    }
    var feed = try? MasonryAppender(columns: 2, maxWidth: 100)
    let error = #expect(throws: KernelError.self) { try feed?.append(bad) }
    guard case .invalidItemSize(index: 0, _) = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(feed?.count == 0)
  }

  @Test func errorNamesTheFirstBadItem() {
    let sizes = [Size(width: 10, height: 10), Size(width: -3, height: 1), Size(width: CGFloat.nan, height: 1)]
    #expect(throws: KernelError.invalidItemSize(index: 1, size: Size(width: -3, height: 1))) {
      try FlowKernel.horizontal(sizes, maxWidth: 100)
    }
  }

  @Test func badItemPastMaxRowsStillThrows() {
    let sizes = [Size(width: 10, height: 10), Size(width: 95, height: 10), Size(width: CGFloat.nan, height: 1)]
    let error = #expect(throws: KernelError.self) {
      try FlowKernel.horizontal(sizes, maxWidth: 100, options: FlowKernel.Options(maxRows: 1))
    }
    guard case .invalidItemSize(index: 2, _) = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
  }

  @Test func negativeZeroIsAValidSize() throws {
    let flow = try FlowKernel.horizontal([Size(width: -0.0, height: 5)], maxWidth: 100)
    #expect(flow.contentSize.height == 5)
  }

  @Test(arguments: [Double.nan, -1, -Double.infinity])
  func badMaxWidthThrows(_ value: Double) {
    let error = #expect(throws: KernelError.self) {
      try FlowKernel.horizontal([Size(width: 1, height: 1)], maxWidth: value)
    }
    guard case .invalidParameter(name: "maxWidth", let v) = error, v.isNaN ? value.isNaN : v == value else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
  }

  @Test func badParametersThrow() {
    let sizes = [Size(width: 1, height: 1)]
    #expect(throws: KernelError.invalidParameter(name: "maxHeight", value: -2)) {
      try FlowKernel.vertical(sizes, maxHeight: -2)
    }
    #expect(throws: KernelError.invalidParameter(name: "horizontalSpacing", value: .infinity)) {
      try FlowKernel.horizontal(sizes, maxWidth: 10, horizontalSpacing: .infinity)
    }
    #expect(throws: KernelError.invalidParameter(name: "verticalSpacing", value: -1)) {
      try FlowKernel.horizontal(sizes, maxWidth: 10, verticalSpacing: -1)
    }
    #expect(throws: KernelError.invalidCount(name: "maxRows", value: -1)) {
      try FlowKernel.horizontal(sizes, maxWidth: 10, options: FlowKernel.Options(maxRows: -1))
    }
    #expect(throws: KernelError.invalidParameter(name: "maxWidth", value: .infinity)) {
      try MasonryKernel.vertical(sizes, columns: 2, maxWidth: .infinity)
    }
    #expect(throws: KernelError.invalidParameter(name: "tolerance", value: -1)) {
      try MasonryKernel.vertical(sizes, columns: 2, maxWidth: 100, placement: .shortest(tolerance: -1))
    }
    #expect(throws: KernelError.invalidCount(name: "rows", value: MasonryKernel.maxLanes + 1)) {
      try MasonryKernel.horizontal(sizes, rows: MasonryKernel.maxLanes + 1, maxHeight: 100)
    }
    #expect(throws: KernelError.self) { try MasonryAppender(columns: 2, maxWidth: .nan) }
  }

  @Test(arguments: [[2, 1], [-1], [3], [0, 5]])
  func badForcedBreaksThrow(_ breaks: [Int]) {
    let sizes = Array(repeating: Size(width: 1, height: 1), count: 3)
    #expect(throws: KernelError.self) {
      try FlowKernel.horizontal(sizes, maxWidth: 10, options: FlowKernel.Options(forcedBreaks: breaks))
    }
  }

  @Test func balancedDPRejectsBadInput() {
    #expect(throws: KernelError.self) { try FlowKernel.balancedBreaks([1, .nan], maxLength: 10) }
    #expect(throws: KernelError.self) { try FlowKernel.balancedBreaks([1, 2], maxLength: .infinity) }
    #expect(throws: KernelError.self) { try FlowKernel.balancedBreaks([1, 2], maxLength: 10, spacing: -1) }
    #expect(throws: KernelError.invalidLineBreak(index: 1)) {
      try FlowKernel.squaredSlack([1, 2], rowStarts: [1], maxLength: 10)
    }
    #expect(throws: KernelError.invalidLineBreak(index: 1)) {
      try FlowKernel.squaredSlack([1, 2, 3], rowStarts: [0, 1, 1], maxLength: 10)
    }
  }

  @Test func degenerateButValidInput() throws {
    // Zero max width: every item its own row.
    let flow = try FlowKernel.horizontal([Size(width: 5, height: 5), Size(width: 5, height: 5)], maxWidth: 0)
    #expect(flow.rows.count == 2)
    // Columns wider than the space: the column width clamps at 0 and items stack at their column's start.
    let masonry = try MasonryKernel.vertical(
      [Size(width: 0, height: 5), Size(width: 0, height: 5)], columns: 3, maxWidth: 5, alignment: .topLeading)
    #expect(masonry.laneThickness == 0)
    #expect(masonry.offsets == [Point(x: 0, y: 0), Point(x: 10, y: 0)])
    // Zero-sized items everywhere.
    let zeros = try FlowKernel.horizontal(Array(repeating: .zero, count: 4), maxWidth: 0, horizontalSpacing: 0)
    #expect(zeros.rows.count == 1)
    #expect(zeros.contentSize == .zero)
  }
}
