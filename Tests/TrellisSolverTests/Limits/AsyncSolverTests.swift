import Testing
import TrellisSolver
import TrellisTestSupport

/// The async solvers keep one GLPK thread, so tasks awaiting between edits and solves (which made the
/// thread-confined solvers throw `wrongThread` in most runs) get the synchronous solver's answers.
@Suite struct AsyncSolverTests {
  /// Solves `lp` with `x`'s upper bound at each of `bounds`, synchronously, cold.
  static func reference(_ lp: LinearProgram, _ x: LinearProgram.Variable, _ bounds: [Double]) throws -> [Double] {
    try bounds.map { bound in
      var edited = lp
      try edited.setBounds(of: x, lower: 0, upper: bound)
      return try edited.solve().objective
    }
  }

  @Test func tasksAwaitingBetweenEditsMatchTheSynchronousSolver() async throws {
    let (lp, vars, _) = try KnownOptimaTests.wyndor()
    var generator = SplitMix64(seed: 18)
    let schedules = (0..<8).map { _ in (0..<12).map { _ in Double(generator.int(0...6)) } }
    let expected = try schedules.map { try Self.reference(lp, vars[0], $0) }
    let results = try await withThrowingTaskGroup(of: (Int, [Double]).self) { group in
      for (k, schedule) in schedules.enumerated() {
        group.addTask {
          let solver = LinearProgram.AsyncSolver(lp)
          var objectives: [Double] = []
          for bound in schedule {
            try await solver.setBounds(of: vars[0], lower: 0, upper: bound)
            await Task.yield()
            let solution = try await solver.solve()
            #expect(solution.status == .optimal)
            objectives.append(solution.objective)
            _ = try await solver.objectiveRanging(of: vars[1])
          }
          return (k, objectives)
        }
      }
      var byTask = [[Double]](repeating: [], count: schedules.count)
      for try await (k, objectives) in group { byTask[k] = objectives }
      return byTask
    }
    for (got, want) in zip(results, expected) {
      #expect(got.count == want.count)
      for (a, b) in zip(got, want) { #expect(close(a, b, 1e-9)) }
    }
  }

  @Test func oneSolverSharedByManyTasks() async throws {
    let (lp, vars, _) = try KnownOptimaTests.wyndor()
    let solver = LinearProgram.AsyncSolver(lp)
    let objectives = try await withThrowingTaskGroup(of: Double.self) { group in
      for _ in 0..<32 {
        group.addTask {
          await Task.yield()
          return try await solver.solve().objective
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(objectives.count == 32 && objectives.allSatisfy { close($0, 36) })
    #expect(close(try await solver.objectiveRanging(of: vars[0]).upper, 7.5))
  }

  @Test func constraintSolverAcrossAwaits() async throws {
    let system = try ConstraintEditTests.row(6)
    var generator = SplitMix64(seed: 7)
    let widths = (0..<40).map { _ in Double(generator.int(100...900)) }
    let synchronous = try ConstraintSolver(system)
    var expected: [[Double]] = []
    for width in widths {
      try synchronous.suggestValue(width, for: ConstraintEditTests.width)
      expected.append(try synchronous.solve().values)
    }
    let ambiguous = try synchronous.ambiguities().map(\.name)
    let results = try await withThrowingTaskGroup(of: [[Double]].self) { group in
      for _ in 0..<4 {
        group.addTask {
          let solver = try AsyncConstraintSolver(system)
          var values: [[Double]] = []
          for width in widths {
            try await solver.suggestValue(width, for: ConstraintEditTests.width)
            await Task.yield()
            values.append(try await solver.solve().values)
          }
          #expect(try await solver.ambiguities().map(\.name) == ambiguous)
          return values
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    for run in results {
      for (got, want) in zip(run, expected) {
        #expect(got.count == want.count)
        for (a, b) in zip(got, want) { #expect(close(a, b, 1e-6)) }
      }
    }
  }
}
