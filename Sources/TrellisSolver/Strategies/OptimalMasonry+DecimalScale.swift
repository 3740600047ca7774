import TrellisCore

extension OptimalMasonry {
  /// The largest power of ten tried by ``decimalScale(_:_:)``: lengths in thousandths of a point.
  static let maxDecimalDigits = 3

  /// The smallest 10ᵐ (0 ≤ m ≤ ``maxDecimalDigits``) that puts every length and the spacing on whole numbers up to
  /// floating-point rounding (137.29 × 100 = 13728.999…98; 1 for lengths a rounding error away from integers), or
  /// `nil` when there is none. Call it only for data that is not already integral: exact integers are solved as they
  /// are, since scaling them would weaken the integral rounding of the bound.
  ///
  /// - Complexity: O(n) per power tried.
  static func decimalScale(_ lengths: [Double], _ spacing: Double) -> Double? {
    var scale = 0.1
    for _ in 0...maxDecimalDigits {
      scale = scale == 0.1 ? 1 : scale * 10
      let limit = 1e15 / Double(max(1, lengths.count + 1))
      func whole(_ value: Double) -> Bool {
        let scaled = value * scale
        return scaled < limit && abs(scaled - scaled.rounded()) <= 1e-9 * max(1, scaled)
      }
      if whole(spacing) && lengths.allSatisfy(whole) { return scale }
    }
    return nil
  }

  /// Solves lengths on a decimal grid (hundredths of a point, say) exactly: the lengths and spacing times `scale`,
  /// rounded, are integers, and the integral solve (bin completion, exact re-splits, integer bounds) proves their
  /// optimum. The report is in the original units: column lengths are recomputed from the original lengths, and the
  /// integral bound divided by `scale` is lowered by the rounding done (at most `Σ|ℓ·scale − round(ℓ·scale)|` plus
  /// the spacing's, over `scale`), so it stays a proven bound; the proof survives when the answer still meets it
  /// within 1e-9 relative. Greedy is recomputed on the original lengths, and stays the answer if rounding made the
  /// integral answer longer.
  ///
  /// - Complexity: the integral solve's, plus O(n·k).
  static func solveDecimal(
    lengths: [Double], lanes: Int, spacing: Double, scale: Double, clock: StrategyClock, relativeGap: Double
  ) -> Report {
    let integers = lengths.map { ($0 * scale).rounded() }
    let integralSpacing = (spacing * scale).rounded()
    var rounding = zip(lengths, integers).reduce(0) { $0 + abs($1.0 * scale - $1.1) }
    rounding += Double(lengths.count) * abs(spacing * scale - integralSpacing)
    let scaled = Problem(lengths: integers, lanes: lanes, spacing: integralSpacing)
    let original = Problem(lengths: lengths, lanes: lanes, spacing: spacing)
    var report = scaled.solve(clock: clock, relativeGap: relativeGap)
    let greedy = original.greedy()
    let greedyTallest = original.tallest(greedy)
    report.greedyAssignment = greedy
    report.greedyTallestColumn = greedyTallest
    if original.tallest(report.assignment) > greedyTallest {
      report.assignment = original.canonical(greedy)
      report.source = .greedy
    }
    report.columnLengths = original.columnLengths(report.assignment)
    report.tallestColumn = report.columnLengths.max() ?? 0
    let bound = report.lowerBound / scale - rounding / scale
    report.lowerBound = min(bound, report.tallestColumn)
    report.gap = report.tallestColumn > 0 ? (report.tallestColumn - report.lowerBound) / report.tallestColumn : 0
    if report.provenOptimal && !original.meets(report.tallestColumn, bound) {
      report.provenOptimal = false
      report.status = .feasible
    }
    report.solveTime = clock.elapsed
    return report
  }
}
