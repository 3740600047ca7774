import Testing
import TrellisCore
import TrellisSolver

/// `ConstraintLayout` makes its children's anchor variables as identities and reads its frames back by them: ids
/// that look like anchor names, or keys two children share, never mix two children's variables.
@Suite struct ConstraintLayoutIdentityTests {
  /// The frames of the container's cells, in child order.
  static func cellFrames(_ result: LayoutResult) -> [Rect] {
    result.entries.filter { $0.typeName == "ConstraintCell" }.map(\.frame)
  }

  @Test func anIDWithADotIsOneChild() throws {
    let layout = ConstraintLayout {
      Box(width: 40, height: 20).id("a")
      Box(width: 60, height: 20).id("a.b")
    } constraints: { p in
      p["a"].leading == p.container.leading + 8
      p["a.b"].leading == p["a"].trailing + 8
      p["a"].top == p.container.top
      p["a.b"].top == p.container.top
    }
    let result = try layout.node.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result["a"] == Rect(x: 8, y: 0, width: 40, height: 20))
    #expect(result["a.b"] == Rect(x: 56, y: 0, width: 60, height: 20))
    // The same constraints as strings: the last dot splits the key from the anchor.
    let strings = try ConstraintLayout(
      children: [Box(width: 40, height: 20).id("a"), Box(width: 60, height: 20).id("a.b")],
      anchorConstraints: [
        "a.leading == container.leading + 8", "a.b.leading == a.trailing + 8", "a.top == 0", "a.b.top == 0",
      ].map { try Constraint(parsing: $0) })
    #expect(
      Self.cellFrames(try strings.node.layout(proposal: .unspecified, configuration: .monospaced))
        == Self.cellFrames(result))
  }

  @Test func anIDLikeAnotherChildsAnchorKeepsItsOwnVariables() throws {
    // `a.width` is a child here, and also the name of `a`'s width: still two items, four variables each.
    let layout = ConstraintLayout {
      Rectangle().id("a")
      Rectangle().id("a.width")
    } constraints: { p in
      p["a"].width == 40
      p["a.width"].width == 70
      p["a.width"].leading == p["a"].trailing
      p["a"].height == 10
      p["a.width"].height == 10
      p["a"].leading == 0
      p["a"].top == 0
      p["a.width"].top == 0
    }
    let result = try layout.node.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(
      Self.cellFrames(result) == [Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 40, y: 0, width: 70, height: 10)])
    #expect(layout.anchors[0].widthVariable.name == "a.width")
    #expect(layout.anchors[1].leadingVariable?.name == "a.width.leading")
    #expect(layout.anchors[0].widthVariable.id != layout.anchors[1].widthVariable.id)
  }

  @Test func twoChildrenWithOneKeyAreTwoItems() throws {
    // The first child's id is `#1`, the key the second (without an id, at index 1) also gets.
    let layout = ConstraintLayout {
      Rectangle().id("#1")
      Rectangle()
    } constraints: { p in
      p[0].width == 30
      p[1].width == 50
      p[1].leading == p[0].trailing + 5
      p[0].leading == 0
      p.container.trailing == p[1].trailing
      p.container.bottom == p[1].bottom
      for k in 0..<2 {
        p[k].top == 0
        p[k].height == 10
      }
    }
    #expect(layout.keys == ["#1", "#1"])
    let result = try layout.node.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(
      Self.cellFrames(result) == [Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 35, y: 0, width: 50, height: 10)])
    #expect(result.size == Size(width: 85, height: 10))
  }

  @Test func theSystemIsOverTheLayoutsOwnVariables() throws {
    let layout = ConstraintLayout {
      Box(width: 40, height: 20).id("a")
    } constraints: { p in
      p["a"].leading == p.container.leading + 8
      p.container.trailing == p["a"].trailing + 8
    }
    let sizes = [ConstraintLayout.ChildSizing(intrinsicSize: Size(width: 40, height: 20))]
    let system = try layout.system(for: ProposedViewSize(width: 100, height: nil), sizes: sizes)
    #expect(system.editVariables.map(\.variable.id) == [layout.container.widthVariable.id])
    let solution = try system.solve()
    #expect(solution[layout.container.widthVariable] == 100)
    #expect(solution[layout.anchors[0].widthVariable] == 84)
    #expect(solution[name: "a.width"] == 84)
    // A re-solve at a new width is an edit of the layout's own container width.
    let solver = try ConstraintSolver(system)
    try solver.suggestValue(120, for: layout.container.widthVariable)
    #expect(try solver.solve()[layout.anchors[0].widthVariable] == 104)
  }
}
