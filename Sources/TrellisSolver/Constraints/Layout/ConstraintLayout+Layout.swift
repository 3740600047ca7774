import TrellisCore

extension ConstraintLayout {
  /// An empty cache.
  public func makeCache(subviews: Subviews) -> Cache { Cache() }

  /// The container's solved size for `proposal`.
  ///
  /// - Complexity: an edit re-solve of the kept solver (see ``SolverCache``) when only the proposal changed, else
  ///   O(levels + 1) LP solves of O(constraints + children) rows; per round of height-for-width. Cached per
  ///   proposal within a pass.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
    solved(proposal, subviews, &cache).size
  }

  /// Places each child's cell at its solved frame, proposing its solved size.
  ///
  /// - Complexity: as ``sizeThatFits(proposal:subviews:cache:)``.
  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    // Placed at the size it answered for `proposal`, the container reuses that solution.
    let reused = cache.solution(for: proposal).map { $0.size == bounds.size } == true
    let solvedProposal = reused ? proposal : ProposedViewSize(bounds.size)
    let frames = solved(solvedProposal, subviews, &cache).frames
    if subviews.collectsDiagnostics, let sizes = cache.settled[solvedProposal] {
      reportAmbiguities(solvedProposal, sizes, subviews)
    }
    subviews.placeTopLeading(frames: frames, origin: bounds.origin)
  }

  /// Each child's sizing from its answers to `.unspecified` and `.infinity` (once per pass, or once for every pass
  /// of the engine `solvers` belongs to where the answers can only be those of an earlier one: see
  /// ``SolverCache/measured(_:)``).
  func sizings(_ subviews: Subviews, _ solvers: SolverCache, _ cache: inout Cache) -> [ChildSizing] {
    if let sizings = cache.sizings { return sizings }
    // The subviews are this value's own children (the same node objects, which are immutable): their priorities
    // (layout values) are constant across passes, and so are their answers when nothing outside them can change
    // them. Subviews that are not those nodes (the layout used on other children, even with the same ids) are read
    // and measured every time.
    let own = subviews.are(children)
    let measured =
      own && subviews.answersDependOnlyOnNodes
      ? solvers.measured { measure(subviews, own: true, solvers) } : measure(subviews, own: own, solvers)
    cache.sizings = measured.sizings
    cache.ideals = measured.ideals
    return measured.sizings
  }

  /// Measures every subview with `.unspecified` and `.infinity` and reads its priorities (kept in `solvers` across
  /// passes when the subviews are `own` children).
  private func measure(_ subviews: Subviews, own: Bool, _ solvers: SolverCache) -> SolverCache.Measured {
    func read() -> [[ConstraintPriority]] {
      subviews.map { subview in
        [
          subview[HorizontalHuggingKey.self], subview[VerticalHuggingKey.self],
          subview[HorizontalResistanceKey.self], subview[VerticalResistanceKey.self],
        ]
      }
    }
    let priorities = own ? solvers.childPriorities(read) : read()
    var measured = SolverCache.Measured()
    measured.sizings.reserveCapacity(subviews.count)
    measured.ideals.reserveCapacity(subviews.count)
    for (k, subview) in subviews.enumerated() {
      let ideal = subview.sizeThatFits(.unspecified)
      measured.ideals.append(ideal)
      let p = priorities[k]
      measured.sizings.append(
        .measured(
          ideal: ideal, maximum: subview.sizeThatFits(.infinity), hugging: (p[0], p[1]), resistance: (p[2], p[3])))
    }
    return measured
  }

  private func solved(
    _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache
  ) -> (size: Size, frames: [Rect]) {
    if let hit = cache.solution(for: proposal) { return hit }
    if let buildError {
      // A builder form defers its errors to the layout (Layout methods cannot throw): the pass fails with it.
      subviews.reportFailure("the constraints could not be built: \(buildError)")
      let failed = (size: Size.zero, frames: [Rect](repeating: .zero, count: subviews.count))
      cache.keep(failed, for: proposal)
      return failed
    }
    let solvers = self.solvers(subviews)
    let base = sizings(subviews, solvers, &cache)
    if subviews.pastDeadline(stage: "constraints") {
      // No time is left to solve: the pass fails with the time limit, naming this container.
      let failed = (size: Size.zero, frames: [Rect](repeating: .zero, count: subviews.count))
      cache.keep(failed, for: proposal)
      return failed
    }
    var sizes = base
    var answer: (size: Size, frames: [Rect])
    do {
      var round = 0
      while true {
        answer = try solve(proposal, sizes, solvers, deadline: subviews.deadline)
        // Only the diagnostics read the last round's sizings.
        if subviews.collectsDiagnostics { cache.settled[proposal] = sizes }
        guard let step = remeasure(sizes, base: base, ideals: cache.ideals, frames: answer.frames, subviews) else {
          break
        }
        sizes = step.sizes
        let changed = step.changed
        round += 1
        if round >= Self.heightForWidthRounds {
          subviews.reportFailure(
            "height for width of '\(keys[changed])' does not settle after \(Self.heightForWidthRounds) rounds")
          break
        }
      }
    } catch {
      // Layout methods cannot throw: the pass fails with this error (a LayoutError naming the container), or with the
      // layout's time limit when that is what stopped GLPK.
      if !subviews.pastDeadline(stage: "constraints") {
        subviews.reportFailure("constraints cannot be solved: \(error)")
      }
      answer = (proposal.replacingUnspecifiedDimensions(by: .zero), cache.ideals.map { Rect(origin: .zero, size: $0) })
      if !answer.size.isFinite { answer.size = .zero }
      answer.frames = answer.frames.map { $0.size.isFinite ? $0 : .zero }
    }
    cache.keep(answer, for: proposal)
    return answer
  }

  /// Height for width: measures every child with an intrinsic height again at its solved width (its ideal height
  /// when that is its ideal width). Returns the sizings with the intrinsic heights that changed replaced, and one of
  /// those children, or `nil` when none changed (the sizings are then not copied).
  private func remeasure(
    _ sizes: [ChildSizing], base: [ChildSizing], ideals: [Size], frames: [Rect], _ subviews: Subviews
  ) -> (sizes: [ChildSizing], changed: Int)? {
    var updated: [ChildSizing]?
    var changed = -1
    for k in sizes.indices where k < frames.count {
      guard let current = sizes[k].intrinsicHeight, let ideal = base[k].intrinsicHeight else { continue }
      let width = frames[k].width
      let target =
        abs(width - ideals[k].width) <= 1e-9 * max(1, width)
        ? ideal : subviews[k].sizeThatFits(ProposedViewSize(width: width, height: nil)).height
      guard target.isFinite, abs(target - current) > 1e-9 * max(1, current) else { continue }
      if updated == nil {
        updated = sizes
        changed = k
      }
      updated?[k].intrinsicHeight = max(0, target)
    }
    return updated.map { ($0, changed) }
  }

  /// The solvers and sizings the engine laying `subviews` out keeps for this value (and its copies), made the first
  /// time that engine lays it out.
  func solvers(_ subviews: Subviews) -> SolverCache {
    // The key is this value's alone, and its memo is always a `SolverCache`.
    subviews.engineMemo(for: memoKey) { SolverCache() } as? SolverCache ?? SolverCache()
  }

  /// One solve with the solver `solvers` keeps for this structure: the proposal's finite dimensions are suggested to
  /// their edit variables (only when they changed), then the solver re-solves warm.
  func solve(
    _ proposal: ProposedViewSize, _ sizes: [ChildSizing], _ solvers: SolverCache,
    deadline: ContinuousClock.Instant? = nil
  ) throws(ConstraintError) -> (size: Size, frames: [Rect]) {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    let key = SolverKey(proposesWidth: width != nil, proposesHeight: height != nil, sizings: sizes)
    return try solvers.withSolver(key, of: self, proposal: proposal) { entry throws(ConstraintError) in
      let solver = entry.solver
      solver.outerDeadline = deadline
      if let width, entry.suggested.width != width {
        try solver.suggestValue(width, for: container.widthVariable)
        entry.suggested.width = width
      }
      if let height, entry.suggested.height != height {
        try solver.suggestValue(height, for: container.heightVariable)
        entry.suggested.height = height
      }
      let solution = try solver.solve()
      let positions = entry.positions(in: solution, anchors: anchors, container: container)
      let values = solution.values
      func value(_ k: Int) -> Double { positions[k] < 0 ? 0 : values[positions[k]] }
      var frames: [Rect] = []
      frames.reserveCapacity(keys.count)
      for k in keys.indices {
        frames.append(
          Rect(
            x: value(4 * k), y: value(4 * k + 1), width: max(0, value(4 * k + 2)), height: max(0, value(4 * k + 3))))
      }
      let n = 4 * keys.count
      return (Size(width: max(0, value(n)), height: max(0, value(n + 1))), frames)
    }
  }
}
