import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// The canonical order's shortcuts (`ConstraintModel+Canonical.swift`) against its definition: names sorted through
/// packed ASCII keys sort as by ``ConstraintVariable/precedesByName(_:_:)``, and rows bucketed by their first variable
/// come out in the order of the row comparison.
@Suite struct ConstraintCanonicalOrderTests {
  /// Names where the packed keys decide, tie (a shared 16-byte prefix, trailing NULs) or do not apply (non-ASCII,
  /// canonically equivalent spellings), with repeats.
  static let names = [
    "a", "b", "B", "", "ab", "ab\u{0}", "abc", "label12.width", "label120.width", "label2.width",
    "field1234.leading", "field1234.leadinh", "field1234.leading", "field1234.leadin", "é", "e\u{301}", "ez", "f",
    "\u{7F}", "zzzzzzzzzzzzzzzzz1", "zzzzzzzzzzzzzzzzz0", "Ω", "a\u{0}b", "container.width",
  ]

  @Test func namesSortAsByPrecedesByName() {
    var rng = SplitMix64(seed: 17)
    for _ in 0..<20 {
      let variables = (Self.names + Self.names.prefix(6)).shuffled(using: &rng).map { ConstraintVariable($0) }
      let order = ConstraintModel.sortedByName(variables).map { variables[$0] }
      let expected = variables.sorted(by: ConstraintVariable.precedesByName)
      #expect(order.map(\.id) == expected.map(\.id))
    }
  }

  /// Every two neighbouring rows of `system`'s canonical rows (after the edit rows) are in the comparison's order.
  static func isCanonical(_ system: ConstraintSystem) -> Bool {
    let canonical = ConstraintModel.canonicalRows(of: system)
    let first = system.editVariables.count
    let rows = canonical.rows
    func factor(_ k: Int) -> Double { rows[k].canonicalFactor(firstCoefficient: canonical.terms[k].first?.coefficient) }
    for k in (first + 1)..<max(first + 1, rows.count) {
      let (x, y) = (canonical.terms[k - 1], canonical.terms[k])
      let order = x.withUnsafeBufferPointer { a in
        y.withUnsafeBufferPointer { b in
          ConstraintModel.canonicalOrder(a, 0..<a.count, factor(k - 1), b, 0..<b.count, factor(k))
        }
      }
      if order > 0 { return false }
      if order == 0 {
        let tail = Constraint.canonicalTail(rows[k - 1], factor(k - 1), rows[k], factor(k))
        if tail > 0 || (tail == 0 && canonical.positions[k - 1] > canonical.positions[k]) { return false }
      }
    }
    return true
  }

  /// Random rows over a few variables (many share their first variable; some have none), in any order: canonical,
  /// and the same terms row by row whatever order they were added in.
  @Test func bucketedRowsAreInCanonicalOrder() throws {
    var rng = SplitMix64(seed: 29)
    let pool = (0..<8).map { ConstraintVariable("v\($0)") }
    for _ in 0..<30 {
      var constraints: [Constraint] = []
      for _ in 0..<rng.int(1...60) {
        var expression = LinearExpression(rng.whole(-5...5))
        for _ in 0..<rng.int(0...3) {
          expression = expression + Double(rng.int(-2...2)) * pool[rng.int(0...(pool.count - 1))]
        }
        let constraint: Constraint =
          switch rng.int(0...2) {
          case 0: expression == 0
          case 1: expression <= 0
          default: expression >= 0
          }
        constraints.append(rng.chance(0.5) ? constraint : constraint | .weak)
        if rng.chance(0.2) { constraints.append(constraints[rng.int(0...(constraints.count - 1))]) }
      }
      let system = try ConstraintSystem(constraints)
      #expect(Self.isCanonical(system))
      let shuffled = try ConstraintSystem(constraints.shuffled(using: &rng))
      #expect(Self.isCanonical(shuffled))
      // The same rows either way: equal canonical terms (a row and its negation written the other way round only
      // differ in orientation, which the order ignores).
      let a = ConstraintModel.canonicalRows(of: system)
      let b = ConstraintModel.canonicalRows(of: shuffled)
      func oriented(_ rows: ConstraintModel.CanonicalRows, _ k: Int) -> [String] {
        let factor = rows.rows[k].canonicalFactor(firstCoefficient: rows.terms[k].first?.coefficient)
        return rows.terms[k].map { "\($0.index):\(factor * $0.coefficient)" }
      }
      #expect(a.rows.indices.map { oriented(a, $0) } == b.rows.indices.map { oriented(b, $0) })
    }
  }
}
