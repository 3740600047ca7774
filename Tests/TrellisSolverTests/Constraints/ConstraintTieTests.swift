import Testing
import TrellisCore
import TrellisSolver

/// Ties within a level (semantics §3: "independent of names and order"). Not implemented yet: the tie-break still
/// weights variables by name rank, so this records the gap as a known issue (it fails, and so flags, once fixed).
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
      .layout(proposal: ProposedViewSize(width: 200, height: nil))
    withKnownIssue("the tie-break weights variables by name rank (issue 15, symmetric ties not done)") {
      #expect(result[first]?.width == 78)
      #expect(result[second]?.width == 98)
    }
  }
}
