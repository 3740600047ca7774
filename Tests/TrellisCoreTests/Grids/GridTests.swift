import Testing

@testable import TrellisCore

/// The Grid example of semantics §1 and the cell rules: spans, flexible sharing, row and column alignment, cells
/// outside a GridRow, unsized axes, anchors.
@Suite struct GridTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let tree: @Sendable () -> Node
    let proposal: ProposedViewSize
    let expected: [String: Rect]
    let size: Size
    var testDescription: String { name }
  }

  static func box(_ id: String, _ w: Double, _ h: Double) -> Node { Box(width: w, height: h).id(id) }

  static let cases: [Case] = [
    Case(
      name: "semantics: columns 50 and 60, rows 30 and 20",
      tree: {
        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
          GridRow {
            box("a", 50, 10)
            box("b", 20, 30)
          }
          GridRow {
            box("c", 30, 20)
            box("d", 60, 10)
          }
        }.node
      }, proposal: .unspecified,
      expected: [
        "a": Rect(x: 0, y: 10, width: 50, height: 10), "b": Rect(x: 70, y: 0, width: 20, height: 30),
        "c": Rect(x: 10, y: 30, width: 30, height: 20), "d": Rect(x: 50, y: 35, width: 60, height: 10),
      ], size: Size(width: 110, height: 50)),
    Case(
      name: "default spacing 8",
      tree: {
        Grid {
          GridRow {
            box("a", 50, 10)
            box("b", 20, 30)
          }
          GridRow {
            box("c", 30, 20)
            box("d", 60, 10)
          }
        }.node
      }, proposal: .unspecified,
      expected: [
        "a": Rect(x: 0, y: 10, width: 50, height: 10), "b": Rect(x: 78, y: 0, width: 20, height: 30),
        "c": Rect(x: 10, y: 38, width: 30, height: 20), "d": Rect(x: 58, y: 43, width: 60, height: 10),
      ], size: Size(width: 118, height: 58)),
    Case(
      name: "a cell spanning two columns widens them equally",
      tree: {
        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
          GridRow {
            box("a", 50, 10)
            box("b", 20, 30)
          }
          GridRow { box("c", 100, 10).gridCellColumns(2) }
        }.node
      }, proposal: ProposedViewSize(width: 300, height: 300),
      expected: [
        "a": Rect(x: 7.5, y: 10, width: 50, height: 10), "b": Rect(x: 72.5, y: 0, width: 20, height: 30),
        "c": Rect(x: 0, y: 30, width: 100, height: 10),
      ], size: Size(width: 100, height: 40)),
    Case(
      name: "a narrower spanning cell is centred across its columns",
      tree: {
        Grid(horizontalSpacing: 10, verticalSpacing: 0) {
          GridRow {
            box("a", 50, 10)
            box("b", 20, 10)
            box("c", 30, 10)
          }
          GridRow {
            box("d", 40, 10).gridCellColumns(2)
            box("e", 10, 10)
          }
        }.node
      }, proposal: .unspecified,
      expected: [
        "d": Rect(x: 20, y: 10, width: 40, height: 10), "e": Rect(x: 100, y: 10, width: 10, height: 10),
      ], size: Size(width: 120, height: 20)),
    Case(
      name: "a flexible column takes what the fixed one leaves",
      tree: {
        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
          GridRow {
            box("a", 50, 10)
            Rectangle().id("r")
          }
        }.node
      }, proposal: ProposedViewSize(width: 200, height: 40),
      expected: ["a": Rect(x: 0, y: 15, width: 50, height: 10), "r": Rect(x: 50, y: 0, width: 150, height: 40)],
      size: Size(width: 200, height: 40)),
    Case(
      name: "two flexible rows share the height",
      tree: {
        Grid(horizontalSpacing: 0, verticalSpacing: 10) {
          GridRow { Rectangle().id("r1") }
          GridRow { Rectangle().id("r2") }
          GridRow { box("a", 30, 20) }
        }.node
      }, proposal: ProposedViewSize(width: 100, height: 120),
      expected: [
        "r1": Rect(x: 0, y: 0, width: 100, height: 40), "r2": Rect(x: 0, y: 50, width: 100, height: 40),
        "a": Rect(x: 35, y: 100, width: 30, height: 20),
      ], size: Size(width: 100, height: 120)),
    Case(
      name: "GridRow alignment overrides the grid's",
      tree: {
        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
          GridRow(alignment: .top) {
            box("a", 50, 10)
            box("b", 20, 30)
          }
          GridRow(alignment: .bottom) {
            box("c", 30, 10)
            box("d", 20, 20)
          }
        }.node
      }, proposal: .unspecified,
      expected: [
        "a": Rect(x: 0, y: 0, width: 50, height: 10), "c": Rect(x: 10, y: 40, width: 30, height: 10),
        "d": Rect(x: 50, y: 30, width: 20, height: 20),
      ], size: Size(width: 70, height: 50)),
    Case(
      name: "gridColumnAlignment overrides the grid's in its column",
      tree: {
        Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
          GridRow {
            box("a", 50, 10)
            box("b", 20, 10).gridColumnAlignment(.trailing)
          }
          GridRow {
            box("c", 30, 10)
            box("d", 10, 10)
          }
        }.node
      }, proposal: .unspecified,
      expected: [
        "c": Rect(x: 0, y: 10, width: 30, height: 10), "d": Rect(x: 60, y: 10, width: 10, height: 10),
      ], size: Size(width: 70, height: 20)),
    Case(
      name: "a flexible child outside a GridRow takes the proposed width",
      tree: {
        Grid(horizontalSpacing: 10, verticalSpacing: 0) {
          GridRow {
            box("a", 50, 10)
            box("b", 20, 10)
          }
          Rectangle().frame(height: 2).id("line")
        }.node
      }, proposal: ProposedViewSize(width: 300, height: 100),
      expected: [
        "a": Rect(x: 55, y: 0, width: 50, height: 10), "b": Rect(x: 225, y: 0, width: 20, height: 10),
        "line": Rect(x: 0, y: 10, width: 300, height: 2),
      ], size: Size(width: 300, height: 12)),
    Case(
      name: "gridCellUnsizedAxes: the line takes the grid's width",
      tree: {
        Grid(horizontalSpacing: 10, verticalSpacing: 0) {
          GridRow {
            box("a", 50, 10)
            box("b", 20, 10)
          }
          Rectangle().frame(height: 2).gridCellUnsizedAxes(.horizontal).id("line")
        }.node
      }, proposal: ProposedViewSize(width: 300, height: 100),
      expected: [
        "a": Rect(x: 0, y: 0, width: 50, height: 10), "b": Rect(x: 60, y: 0, width: 20, height: 10),
        "line": Rect(x: 0, y: 10, width: 80, height: 2),
      ], size: Size(width: 80, height: 12)),
    Case(
      name: "an unsized vertical cell takes its row's height",
      tree: {
        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
          GridRow {
            box("a", 50, 30)
            Rectangle().gridCellUnsizedAxes(.vertical).id("r")
          }
        }.node
      }, proposal: ProposedViewSize(width: 100, height: 200),
      expected: ["r": Rect(x: 50, y: 0, width: 50, height: 30)], size: Size(width: 100, height: 30)),
    Case(
      name: "gridCellAnchor puts the cell's anchor at the cell's",
      tree: {
        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
          GridRow {
            box("a", 50, 30)
            box("b", 10, 10).gridCellAnchor(.bottomTrailing)
          }
          GridRow {
            box("c", 20, 10)
            box("d", 40, 10).gridCellAnchor(.topLeading)
          }
        }.node
      }, proposal: .unspecified,
      expected: ["b": Rect(x: 80, y: 20, width: 10, height: 10), "d": Rect(x: 50, y: 30, width: 40, height: 10)],
      size: Size(width: 90, height: 40)),
    Case(
      name: "a GridRow outside a Grid is a grid of one row",
      tree: {
        GridRow {
          box("a", 50, 10)
          box("b", 20, 30)
        }.node
      }, proposal: .unspecified,
      expected: ["a": Rect(x: 0, y: 10, width: 50, height: 10), "b": Rect(x: 58, y: 0, width: 20, height: 30)],
      size: Size(width: 78, height: 30)),
  ]

  @Test(arguments: cases)
  func gridCase(_ c: Case) throws {
    let result = try c.tree().layout(proposal: c.proposal, configuration: .monospaced)
    #expect(result.size == c.size)
    for (id, rect) in c.expected {
      #expect(result[id] == rect, "\(id)")
    }
  }

  @Test func rowsAreReportedAtTheGridsWidth() throws {
    let result = try Grid(horizontalSpacing: 0, verticalSpacing: 4) {
      GridRow {
        Self.box("a", 50, 10)
        Self.box("b", 20, 30)
      }.id("row1")
      GridRow { Self.box("c", 30, 20) }.id("row2")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result["row1"] == Rect(x: 0, y: 0, width: 70, height: 30))
    #expect(result["row2"] == Rect(x: 0, y: 34, width: 70, height: 20))
  }

  static let mark = VerticalAlignment("gridTestMark") { $0 / 2 }

  @Test func aCustomRowGuideLinesTheCellsUp() throws {
    // The guides meet 20 below the row's top: a (guide 20) at y 0, b (guide 5) at y 15.
    let result = try Grid(alignment: Alignment(horizontal: .center, vertical: Self.mark), horizontalSpacing: 0) {
      GridRow {
        Box(width: 50, height: 30).id("a").alignmentGuide(Self.mark) { _ in 20 }
        Box(width: 20, height: 10).id("b").alignmentGuide(Self.mark) { _ in 5 }
      }
    }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result["a"]?.origin == Point(x: 0, y: 0))
    #expect(result["b"]?.origin == Point(x: 50, y: 15))
    #expect(result.size == Size(width: 70, height: 30))
  }

  @Test func emptyGridIsZero() throws {
    let result = try Grid {}.id("g").layout(
      proposal: ProposedViewSize(width: 100, height: 100), configuration: .monospaced)
    #expect(result["g"]?.size == .zero)
  }
}
