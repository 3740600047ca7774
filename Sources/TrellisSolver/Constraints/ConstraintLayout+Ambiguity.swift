import TrellisCore

extension ConstraintLayout {
  /// Every variable of the layout that is not uniquely determined for `proposal` and children of the given sizing,
  /// with its range (Auto Layout's `hasAmbiguousLayout`): the ambiguities of ``system(for:sizes:)``, which declares
  /// every child's `leading` and `top`, so an anchor no constraint mentions is reported too (free: it resolves to 0,
  /// feasible in (−∞, ∞)). Sorted by name.
  ///
  /// - Throws: as ``ConstraintSystem/ambiguities()``.
  /// - Complexity: as ``ConstraintSystem/ambiguities()``: one solve; no LP for variables no row couples (the
  ///   never-mentioned anchors); 2 LPs when no coupled variable varies, else up to 2 more per coupled variable.
  public func ambiguities(
    for proposal: ProposedViewSize, sizes: [ChildSizing]
  ) throws(ConstraintError) -> [ConstraintAmbiguity] {
    let system = try system(for: proposal, sizes: sizes)
    return Self.withUnmentionedAnchors(try system.ambiguities(), system: system, keys: keys)
  }

  /// `report` plus the free `leading` and `top` anchors of `keys` that no constraint of `system` mentions.
  static func withUnmentionedAnchors(
    _ report: [ConstraintAmbiguity], system: ConstraintSystem, keys: [String]
  ) -> [ConstraintAmbiguity] {
    // Anchors the system declares are reported by its own analysis; only a system built elsewhere lacks them.
    var mentioned = Set(system.declaredVariables)
    for constraint in system.constraints { for term in constraint.expression.terms { mentioned.insert(term.name) } }
    var all = report
    for key in keys {
      for name in [key + ".leading", key + ".top"] where !mentioned.contains(name) {
        all.append(ConstraintAmbiguity(name: name, value: 0, minimum: -.infinity, maximum: .infinity))
      }
    }
    return all.sorted { $0.name < $1.name }
  }

  /// Reports the ambiguities of the last solve for `proposal` as diagnostics of the pass, reusing the kept solver.
  func reportAmbiguities(_ proposal: ProposedViewSize, _ sizes: [ChildSizing], _ subviews: Subviews) {
    let key = SolverKey(
      proposesWidth: proposal.width?.isFinite == true, proposesHeight: proposal.height?.isFinite == true,
      sizings: sizes)
    do {
      let report = try solvers.withSolver(key, of: self, proposal: proposal) { entry throws(ConstraintError) in
        Self.withUnmentionedAnchors(try entry.solver.ambiguities(), system: entry.solver.system, keys: keys)
      }
      for ambiguity in report { subviews.reportDiagnostic("ambiguous: \(ambiguity)") }
    } catch {
      subviews.reportDiagnostic("ambiguity analysis failed: \(error)")
    }
  }
}
