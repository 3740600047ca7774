import Foundation
import Testing
import TrellisSolver
import TrellisTestSupport

/// Scale-aware numerics (issue 18): each constraint is divided by its largest |coefficient| for the LP (an optional
/// one's error slacks cost that factor back, so errors stay in its own units), every
/// solution is checked against the required constraints at their own scale, and rows whose coefficients span more
/// than 10⁹ are refused up front.
@Suite struct ScalingTests {
  static let x = ConstraintVariable("x")

  static func solve(_ constraints: [Constraint]) throws(ConstraintError) -> Double {
    try ConstraintSystem(constraints).solve()[Self.x] ?? .nan
  }

  @Test func tinyCoefficientsGiveExactAnswers() throws {
    #expect(try Self.solve([1e-12 * Self.x >= 1e-12]) == 1)
    #expect(try Self.solve([(1e-12 * Self.x >= 1) | .strong]) == 1e12)
    #expect(try Self.solve([1e-12 * Self.x >= 1]) == 1e12)
  }

  @Test func aTinyGapIsUnsatisfiableNotAnInternalFailure() throws {
    #expect(throws: ConstraintError.unsatisfiable(conflict: [Self.x <= 0, Self.x >= 1e-7])) {
      try Self.solve([Self.x <= 0, Self.x >= 1e-7])
    }
    // The same gap in a row GLPK cannot treat as a bound: still unsatisfiable, with the conflict.
    let y = ConstraintVariable("y")
    let constraints = [Self.x + y <= 0, y == 0, Self.x + y >= 1e-7]
    #expect(throws: ConstraintError.unsatisfiable(conflict: [constraints[0], constraints[2]])) {
      try ConstraintSystem(constraints).solve()
    }
  }

  @Test func coefficientsSpanningMoreThanTheLimitAreRefused() throws {
    let y = ConstraintVariable("y")
    let constraint = Self.x + 1e-12 * y >= 1
    #expect(throws: ConstraintError.badlyScaled(constraint, smallest: 1e-12, largest: 1)) {
      try ConstraintSystem([constraint])
    }
    // Within the limit the same row is accepted.
    #expect(try ConstraintSystem([Self.x + 1e-8 * y >= 1, y == 0]).solve()[Self.x] == 1)
  }

  /// `constraint` multiplied by `factor` (> 0: the same relation).
  static func scaled(_ constraint: Constraint, by factor: Double) -> Constraint {
    let e = constraint.expression
    let terms = e.terms.map { ($0.variable, $0.coefficient * factor) }
    return Constraint(
      expression: LinearExpression(terms: terms, constant: e.constant * factor), relation: constraint.relation,
      priority: constraint.priority)
  }

  /// A random system over three variables: bounds, a few required rows, optional targets at two levels.
  static func randomSystem(_ generator: inout SplitMix64) -> [Constraint] {
    let v = (0..<3).map { ConstraintVariable("v\($0)") }
    var constraints: [Constraint] = v.flatMap { [$0 >= -50, $0 <= 50] }
    for _ in 0..<generator.int(2...4) {
      let terms = v.map { ($0, Double(generator.int(-3...3))) }.filter { $0.1 != 0 }
      guard !terms.isEmpty else { continue }
      let expression = LinearExpression(terms: terms, constant: -Double(generator.int(-10...20)))
      constraints.append(
        Constraint(expression: expression, relation: generator.int(0...3) == 0 ? .equal : .lessOrEqual))
    }
    for variable in v {
      let priority: ConstraintPriority = generator.int(0...1) == 0 ? .strong : .weak
      constraints.append((variable == Double(generator.int(-20...20))) | priority)
    }
    return constraints
  }

  /// Multiplying a required constraint by any positive factor never changes the answer. An optional one's error is
  /// measured in its own units, so multiplying it weighs it (``ConstraintErrorUnitsTests``): with the default
  /// measure only required rows are scaled here; with ``ConstraintSystem/ErrorMeasure/normalized`` every row is.
  @Test(arguments: [ConstraintSystem.ErrorMeasure.constraintUnits, .normalized])
  func rowsScaledByRandomFactorsSolveTheSame(measure: ConstraintSystem.ErrorMeasure) throws {
    var generator = SplitMix64(seed: 1812)
    var compared = 0
    for _ in 0..<60 {
      let constraints = Self.randomSystem(&generator)
      var scaled: [Constraint] = []
      for constraint in constraints {
        let factor = pow(10, generator.double(in: -9...9))
        let scalable = measure == .normalized || constraint.priority.isRequired
        scaled.append(scalable ? Self.scaled(constraint, by: factor) : constraint)
      }
      var system = try ConstraintSystem(constraints)
      system.errorMeasure = measure
      var scaledSystem = try ConstraintSystem(scaled)
      scaledSystem.errorMeasure = measure
      let reference: ConstraintSolution
      do throws(ConstraintError) {
        reference = try system.solve()
      } catch {
        // An unsatisfiable system stays unsatisfiable, with the scaled form of the same conflict size.
        guard case .unsatisfiable(let conflict) = error else { throw error }
        let other: ConstraintError? = #expect(throws: ConstraintError.self) { try scaledSystem.solve() }
        if case .unsatisfiable(let scaledConflict)? = other {
          #expect(scaledConflict.count == conflict.count)
        } else {
          Issue.record("scaled: \(String(describing: other))")
        }
        continue
      }
      let solution = try scaledSystem.solve()
      for (a, b) in zip(solution.values, reference.values) { #expect(close(a, b, 1e-6 * max(1, abs(b)))) }
      compared += 1
    }
    #expect(compared > 20)
  }
}
