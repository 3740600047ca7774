import Testing
import TrellisSolver
import TrellisTestSupport

/// Many priority levels (issue 18): one LP per level made 2,000 distinct priorities slow.
@Suite struct PriorityLevelTests {
  @Test func twoThousandDistinctLevels() throws {
    let n = 2_000
    var constraints: [Constraint] = []
    for k in 0..<n {
      let x = ConstraintVariable("x\(k)")
      constraints.append((x == Double(k)) | ConstraintPriority(Double(k + 1) * 0.25))
      constraints.append(x >= 0)
    }
    let system = try ConstraintSystem(constraints)
    let clock = ContinuousClock()
    let start = clock.now
    let solution = try system.solve()
    let elapsed = clock.now - start
    for k in 0..<n { #expect(close(solution[name: "x\(k)"]!, Double(k))) }
    #expect(elapsed < .seconds(5), "\(elapsed)")
  }
}

extension PriorityLevelTests {
  /// 2,000 levels on one chain of rows (no merging possible): levels already without error are skipped, and one
  /// deadline bounds the whole solve, so a tiny limit gives a typed time-limit error instead of 2,000 LPs.
  @Test func coupledLevelsShareOneDeadline() throws {
    let n = 2_000
    var constraints: [Constraint] = []
    let xs = (0..<n).map { ConstraintVariable("x\($0)") }
    for k in 0..<n {
      let x = xs[k]
      if k > 0 { constraints.append(xs[k - 1] + 1 <= x) }
      constraints.append((x <= Double(10 * n - k)) | ConstraintPriority(Double(k + 1) * 0.25))
    }
    var system = try ConstraintSystem(constraints)
    let solution = try system.solve()
    #expect(solution[name: "x1"]! - solution[name: "x0"]! >= 1 - 1e-9)
    #expect(solution.levelErrors.allSatisfy { $0.error == 0 })
    system.options.timeLimit = .milliseconds(1)
    var stopped: ConstraintError?
    do throws(ConstraintError) { _ = try system.ambiguities() } catch { stopped = error }
    guard case .solverFailed(.stopped(.timeLimit, _))? = stopped else {
      Issue.record("expected a time limit, got \(String(describing: stopped))")
      return
    }
  }
}
