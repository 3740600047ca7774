import Testing
import TrellisCore
import TrellisSolver

/// Issue 32, item 5: coefficients summed without losing what cancels, values beyond the accepted range reported, and
/// conflict messages of bounded length.
@Suite struct SpreadCoefficientTests {
  let x = ConstraintVariable("x")
  let y = ConstraintVariable("y")

  /// `x + 1e-20*x - x >= 1` is `1e-20*x >= 1`: x = 10²⁰ (it was summed to `0 >= 1`, unsatisfiable).
  @Test func cancellingTermsKeepWhatIsLeft() throws {
    let built = x + 1e-20 * x - x >= 1
    #expect(built.expression.coefficient(of: x) == 1e-20)
    #expect(try ConstraintSystem([built]).solve()[x] == 1e20)
    var symbols = ConstraintSymbolTable([x])
    for text in ["x + 1e-20*x - x >= 1", "(x + 1e-20*x) - x >= 1", "x + 1e-20*x >= x + 1", "-(x - x - 1e-20*x) >= 1"] {
      let parsed = try Constraint(parsing: text, symbols: &symbols)
      #expect(parsed.expression.coefficient(of: x) == 1e-20, "\(text)")
      #expect(try ConstraintSystem([parsed]).solve()[x] == 1e20, "\(text)")
    }
    // Multiples carry the part too: 3·(x + 1e-20·x) − 3·x is 3·1e-20 (rounded once) times x.
    let scaled = 3 * (x + 1e-20 * x) - 3 * x
    #expect(scaled.coefficient(of: x) == 3 * 1e-20)
    // A coefficient that cancels exactly is gone, and the constraint is a constant one.
    #expect((x + 0.1 * x - 1.1 * x - 1e-20 * x + 1e-20 * x).terms.isEmpty == false)
    #expect((x - x).terms.isEmpty)
    #expect(throws: ConstraintError.unsatisfiable(conflict: [x - x >= 1])) {
      try ConstraintSystem([x - x >= 1]).solve()
    }
  }

  /// Other variables in the row: `x + 1e-20*y - x >= 1` is `1e-20*y >= 1`.
  @Test func cancellationBesideAnotherVariable() throws {
    let constraint = x + 1e-20 * y - x + 1e-20 * x >= 1
    #expect(constraint.expression.coefficient(of: x) == 1e-20)
    #expect(constraint.expression.coefficient(of: y) == 1e-20)
    let solution = try ConstraintSystem([constraint, x == y]).solve()
    #expect(solution[x] == 5e19)
  }

  /// What Trellis cannot represent is a typed error: a coefficient below 10⁻³⁰ (the LP would read it as 0) when the
  /// constraint is added, an optimum beyond ±10³⁰ when it is solved.
  @Test func valuesBeyondTheRangeAreTypedErrors() throws {
    let tiny = x + 1e-40 * x - x >= 1
    #expect(throws: ConstraintError.invalidNumber(tiny, value: 1e-40)) { try ConstraintSystem([tiny]) }
    let far = 1e-25 * x >= 1e10
    let error = #expect(throws: ConstraintError.self) { try ConstraintSystem([far]).solve() }
    #expect(error == .valueOutOfRange(variable: "x", value: 1e35))
    #expect(error?.description == "the optimum puts 'x' at 1e+35, beyond ±1e30 (the range of numbers Trellis accepts)")
  }

  /// 2,000 conflicting required constraints (a cycle of differences): the error keeps them all, its message names
  /// the first 20 and counts the rest.
  @Test func longConflictsAreCutInMessages() throws {
    let xs = (0..<2_000).map { ConstraintVariable("x\($0)") }
    var constraints = (1..<2_000).map { xs[$0] == xs[$0 - 1] + 1 }
    constraints.append(xs[1_999] == xs[0])
    let error = #expect(throws: ConstraintError.self) { try ConstraintSystem(constraints).solve() }
    guard case .unsatisfiable(let conflict)? = error, let message = error?.description else {
      Issue.record("expected a conflict, got \(String(describing: error))")
      return
    }
    #expect(conflict.count == 2_000)
    #expect(message.count <= 100 + ConstraintError.messageLengthLimit)
    #expect(message.hasSuffix("… and 1980 more"))
    #expect(message.hasPrefix("unsatisfiable required constraints: '-x0 + x1 == 1', '-x1 + x2 == 1'"))
  }

  /// A `ConstraintLayout` of 200 boxes that cannot fit (a conflict of 402 constraints): the layout's error message
  /// stays short, and each member's name (the long visual format and its piece) is cut too.
  @Test func aLargeUnsatisfiableLayoutPrintsAShortMessage() throws {
    let ids = (0..<200).map { "c\($0)" }
    let format = "H:|" + ids.map { "[\($0)(10)]" }.joined() + "|"
    let layout = try ConstraintLayout(
      children: ids.map { Box(width: 10, height: 10).id($0).node },
      formats: [format], anchorConstraints: [try Constraint(parsing: "container.width == 50")])
    do {
      _ = try layout.node.layout(in: Size(width: 50, height: 10), configuration: .monospaced)
      Issue.record("expected a layout error")
    } catch {
      guard case .containerFailed(_, _, let message) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(message.count <= 200 + ConstraintError.messageLengthLimit, "\(message.count) characters")
      #expect(message.contains("more"))
      #expect(message.contains("…"))
    }
  }
}
