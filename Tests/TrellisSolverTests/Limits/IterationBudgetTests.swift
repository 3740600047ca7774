import Foundation
import Synchronization
import Testing
import TrellisSolver

/// The work budget (issue 32, item 4): each LP may take ``ConstraintSystem/iterationBudget`` simplex iterations for
/// its size, so a system that needs more fails the same way on a busy machine and a quiet one; the wall clock
/// (`options.timeLimit`, 60 s) is only a backstop.
@Suite struct IterationBudgetTests {
  /// x0 = 0, x{i} ≥ x{i−1} + 1, every x{i} == 0 @weak: each variable's own optimum (0) breaks the chain, so the weak
  /// level's LP pivots about once per variable.
  static func chain(_ n: Int) throws -> ConstraintSystem {
    let xs = (0..<n).map { ConstraintVariable("x\($0)") }
    var constraints: [Constraint] = [xs[0] == 0]
    for i in 1..<n { constraints.append(xs[i] >= xs[i - 1] + 1) }
    for x in xs { constraints.append((x == 0) | .weak) }
    return try ConstraintSystem(constraints)
  }

  static func failure(_ system: ConstraintSystem) -> ConstraintError? {
    do throws(ConstraintError) {
      _ = try system.solve()
      return nil
    } catch {
      return error
    }
  }

  @Test func theBudgetStopsTheSolveAndSaysWhere() throws {
    var system = try Self.chain(200)
    // Within the default budget it solves: x{i} = i.
    let solution = try system.solve()
    #expect(solution[name: "x199"] == 199)
    #expect(solution.iterations > 50)
    // 50 iterations per LP, whatever its size, and an hour of wall clock: the budget is what stops it.
    system.iterationBudget = .init(base: 50, perRowAndColumn: 0)
    system.options.timeLimit = .seconds(3_600)
    let error = Self.failure(system)
    #expect(error == .solverFailed(.iterationBudgetSpent(stage: .level(.weak), budget: 50)))
    #expect(
      error?.description
        == "solver failed: out of work at level weak: one LP spent its budget of 50 simplex iterations "
        + "(ConstraintSystem.iterationBudget) without an optimum")
  }

  /// The same budget gives the same error every time, with both cores kept busy by other threads for half the runs:
  /// iterations do not depend on the load (a wall-clock limit of the same solve would).
  @Test func theSameErrorOnABusyMachine() throws {
    var system = try Self.chain(400)
    system.iterationBudget = .init(base: 120, perRowAndColumn: 0)
    let quiet = Self.failure(system)
    #expect(quiet == .solverFailed(.iterationBudgetSpent(stage: .level(.weak), budget: 120)))
    let stop = Atomic<Bool>(false)
    let spinners = (0..<2).map { _ in
      Thread {
        var x = 0.0
        while !stop.load(ordering: .relaxed) { x = (x + 1).squareRoot() }
        _ = x
      }
    }
    for spinner in spinners { spinner.start() }
    defer { stop.store(true, ordering: .relaxed) }
    for _ in 0..<5 { #expect(Self.failure(system) == quiet) }
  }

  /// The budget grows with the LP: the default's per-row-and-column part covers the chain at any size here, and a
  /// budget without it stops the larger chains only.
  @Test func theBudgetScalesWithTheLP() throws {
    for n in [20, 100, 400] {
      var system = try Self.chain(n)
      system.iterationBudget = .init(base: 60, perRowAndColumn: 1)
      #expect(try system.solve()[name: "x\(n - 1)"] == Double(n - 1))
      system.iterationBudget = .init(base: 60, perRowAndColumn: 0)
      #expect((Self.failure(system) == nil) == (n == 20))
    }
  }

  @Test func limitsAreSaturated() {
    let budget = ConstraintSystem.IterationBudget.automatic
    #expect(budget.limit(rows: 100, columns: 300) == 10_000 + 10 * 400)
    #expect(budget.limit(rows: .max, columns: .max) == .max)
    #expect(ConstraintSystem.IterationBudget(base: 0, perRowAndColumn: 0).limit(rows: 5, columns: 5) == 1)
    #expect(ConstraintSystem.IterationBudget(base: -5, perRowAndColumn: -1).limit(rows: 5, columns: 5) == 1)
  }
}
