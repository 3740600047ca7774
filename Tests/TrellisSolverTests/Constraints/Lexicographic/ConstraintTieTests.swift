import Testing
import TrellisCore
import TrellisSolver

/// Ties within a level (semantics §3: "independent of names and order"): the balancing stage evens a level's errors
/// out (leximin), so renaming or reordering views never moves them.
@Suite struct ConstraintTieTests {
  /// Box 40×20 and 60×20, both at the default hugging 250, pinned 8/8/8 in a row proposed 200 wide.
  static func row(first: String, second: String, reversed: Bool) throws -> Node {
    ConstraintLayout {
      if reversed {
        Box(width: 60, height: 20).id(second)
        Box(width: 40, height: 20).id(first)
      } else {
        Box(width: 40, height: 20).id(first)
        Box(width: 60, height: 20).id(second)
      }
    } constraints: { p in
      let a = p[first]
      let b = p[second]
      a.leading == p.container.leading + 8
      b.leading == a.trailing + 8
      p.container.trailing == b.trailing + 8
      a.top == p.container.top
      b.top == p.container.top
    }.node
  }

  @Test(arguments: [("a", "b", false), ("b", "a", false), ("a", "b", true), ("z", "a", true)])
  func tiedHuggingSplitsTheExtraEvenlyWhateverTheIds(first: String, second: String, reversed: Bool) throws {
    let result = try Self.row(first: first, second: second, reversed: reversed)
      .layout(proposal: ProposedViewSize(width: 200, height: nil), configuration: .monospaced)
    #expect(result[first]?.width == 78)
    #expect(result[second]?.width == 98)
  }

  /// Two rows at one level: c alone in its row must take 134 extra points, so a plain minimax stops at 134 and
  /// leaves a and b anywhere below it; the second round evens them out at 38 each.
  @Test(arguments: [("a", "b", "c"), ("c", "b", "a"), ("b", "c", "a")])
  func secondRoundEvensOutWhatTheFirstLeftOpen(names: (String, String, String)) throws {
    let container = LayoutAnchors(key: "container")
    let (a, b, c) = (LayoutAnchors(key: names.0), LayoutAnchors(key: names.1), LayoutAnchors(key: names.2))
    let system = try ConstraintSystem([
      container.width == 200,
      a.leading == container.leading + 8, b.leading == a.trailing + 8, container.trailing == b.trailing + 8,
      c.leading == container.leading + 8, container.trailing == c.trailing + 8,
      (a.width <= 40) | .weak, (b.width <= 60) | .weak, (c.width <= 50) | .weak,
      a.width >= 40, b.width >= 60, c.width >= 50,
    ])
    let solution = try system.solve()
    #expect(solution.value(of: a.width) == 78)
    #expect(solution.value(of: b.width) == 98)
    #expect(solution.value(of: c.width) == 184)
    #expect(solution.levelErrors.map(\.error) == [210])
  }

  /// The balancing only picks a point: ambiguity is measured over every level's optimal face, so the tied widths are
  /// reported with their whole range (Auto Layout would call this layout ambiguous too).
  @Test func tiedWidthsStayReportedAsAmbiguous() throws {
    let container = LayoutAnchors(key: "container")
    let (a, b) = (LayoutAnchors(key: "a"), LayoutAnchors(key: "b"))
    let system = try ConstraintSystem([
      container.width == 200, a.leading == container.leading + 8, b.leading == a.trailing + 8,
      container.trailing == b.trailing + 8, (a.width <= 40) | .weak, (b.width <= 60) | .weak,
      a.width >= 40, b.width >= 60, a.top == 0, a.height == 10, b.top == 0, b.height == 10,
    ])
    let ambiguous = try system.ambiguities()
    let width = try #require(ambiguous.first { $0.name == "a.width" })
    #expect(width.value == 78)
    #expect(width.minimum == 40)
    #expect(width.maximum == 116)
  }
}
