import TrellisCore

extension ConstraintLayout {
  /// Every variable of the layout that is not uniquely determined for `proposal` and children of the given sizing,
  /// with its range (Auto Layout's `hasAmbiguousLayout`): the ambiguities of ``system(for:sizes:)``, which declares
  /// every child's `leading` and `top`, so an anchor no constraint mentions is reported too (free: it resolves to 0,
  /// feasible in (−∞, ∞)). Sorted by name.
  ///
  /// - Throws: as ``ConstraintSystem/ambiguities()``.
  /// - Complexity: as ``ConstraintSystem/ambiguities()``: one solve; no LP for variables no row couples (the
  ///   never-mentioned anchors); 1 LP when no coupled variable varies (a whole form), never more than one LP per
  ///   variable that a row couples.
  public func ambiguities(
    for proposal: ProposedViewSize, sizes: [ChildSizing]
  ) throws(ConstraintError) -> [ConstraintAmbiguity] {
    let system = try system(for: proposal, sizes: sizes)
    return try system.ambiguities().sorted { $0.name < $1.name }
  }

  /// Reports the ambiguities of the last solve for `proposal` as diagnostics of the pass, reusing the kept solver.
  func reportAmbiguities(_ proposal: ProposedViewSize, _ sizes: [ChildSizing], _ subviews: Subviews) {
    let key = SolverKey(
      proposesWidth: proposal.width?.isFinite == true, proposesHeight: proposal.height?.isFinite == true,
      sizings: sizes)
    do {
      let report = try solvers(subviews).withSolver(key, of: self, proposal: proposal) {
        entry throws(ConstraintError) in
        try entry.solver.ambiguities().sorted { $0.name < $1.name }
      }
      for ambiguity in report { subviews.reportDiagnostic("ambiguous: \(ambiguity)") }
    } catch {
      subviews.reportDiagnostic("ambiguity analysis failed: \(error)")
    }
  }
}
