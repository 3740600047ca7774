/// Whether a peer's answer agrees with Trellis's on the same input, and by how much they differ.
///
/// Frames agree when every coordinate is within ``frameTolerance``; constraint answers when they satisfy every
/// required constraint and reach the same total error at every priority (the optimum's value is unique even where the
/// values are not; the largest value difference is reported beside it); masonry answers when both are proven and
/// their tallest columns match within ``relativeTolerance``.
struct PeerAgreement: Equatable, Sendable {
  /// Points of difference allowed per frame coordinate.
  static let frameTolerance = 1e-6
  /// Relative difference allowed between optimal values.
  static let relativeTolerance = 1e-9
  /// Relative difference allowed between constraint error totals and violations of required constraints (the LP
  /// solvers' own feasibility tolerance is about 1e-9 per row, over up to 10⁵ rows).
  static let constraintTolerance = 1e-6

  /// Whether the answers agree.
  var agrees: Bool
  /// "yes", or what differs.
  var text: String
  /// The largest difference found (frames: points; constraints: the largest value difference; masonry: tallest
  /// column difference).
  var deviation: Double

  /// Compares `answer` with `reference`.
  ///
  /// - Complexity: O(answer size + constraint terms).
  static func check(_ reference: PeerReference, answer: [Double]) -> PeerAgreement {
    switch reference {
    case .frames(let frames): return checkFrames(frames, answer)
    case .values(let values, let constraints): return checkValues(values, answer, constraints)
    case .tallest(let tallest, let proven): return checkTallest(tallest, proven: proven, answer)
    }
  }

  private static func checkFrames(_ frames: [Double], _ answer: [Double]) -> PeerAgreement {
    guard frames.count == answer.count else {
      return PeerAgreement(
        agrees: false, text: "no: \(answer.count / 4) frames vs Trellis's \(frames.count / 4)", deviation: .infinity)
    }
    var worst = 0.0
    var worstIndex = 0
    for (index, (a, b)) in zip(frames, answer).enumerated() {
      let difference = abs(a - b)
      guard !difference.isNaN else {
        return PeerAgreement(agrees: false, text: "no: node \(index / 4) is not a number", deviation: .nan)
      }
      if difference > worst {
        worst = difference
        worstIndex = index
      }
    }
    if worst <= frameTolerance { return PeerAgreement(agrees: true, text: "yes", deviation: worst) }
    let field = ["x", "y", "width", "height"][worstIndex % 4]
    return PeerAgreement(
      agrees: false,
      text: "no: node \(worstIndex / 4) \(field) \(show(answer[worstIndex])) vs Trellis "
        + show(frames[worstIndex]),
      deviation: worst)
  }

  /// Total violation per priority, and the worst violation of a required constraint.
  static func errors(_ values: [Double], _ constraints: [PeerConstraint]) -> (
    byPriority: [Double: Double], required: Double
  ) {
    var totals: [Double: Double] = [:]
    var required = 0.0
    for constraint in constraints {
      let violation = constraint.violation(values)
      if constraint.priority >= 1000 {
        required = max(required, violation)
      } else {
        totals[constraint.priority, default: 0] += violation
      }
    }
    return (totals, required)
  }

  private static func checkValues(_ values: [Double], _ answer: [Double], _ constraints: [PeerConstraint])
    -> PeerAgreement
  {
    guard values.count == answer.count else {
      return PeerAgreement(
        agrees: false, text: "no: \(answer.count) values vs Trellis's \(values.count)", deviation: .infinity)
    }
    let deviation = zip(values, answer).map { abs($0 - $1) }.max() ?? 0
    let ours = errors(values, constraints)
    let theirs = errors(answer, constraints)
    let scale = max(1, values.map(abs).max() ?? 0)
    if !(theirs.required <= constraintTolerance * scale) {
      return PeerAgreement(
        agrees: false, text: "no: violates a required constraint by \(show(theirs.required))",
        deviation: deviation)
    }
    for priority in Set(ours.byPriority.keys).union(theirs.byPriority.keys).sorted(by: >) {
      let a = ours.byPriority[priority] ?? 0
      let b = theirs.byPriority[priority] ?? 0
      if !(abs(a - b) <= constraintTolerance * max(1, abs(a), abs(b))) {
        return PeerAgreement(
          agrees: false,
          text: "no: priority \(formatFigure(.number(priority))) error \(show(b)) vs "
            + "Trellis \(show(a))",
          deviation: deviation)
      }
    }
    let text =
      deviation <= constraintTolerance * scale
      ? "yes" : "same optimum, other values (max diff \(show(deviation)))"
    return PeerAgreement(agrees: true, text: text, deviation: deviation)
  }

  private static func checkTallest(_ tallest: Double, proven: Bool, _ answer: [Double]) -> PeerAgreement {
    guard answer.count >= 3 else { return PeerAgreement(agrees: false, text: "no answer", deviation: .infinity) }
    let theirs = answer[0]
    let theirsProven = answer[2] == 1
    let deviation = abs(theirs - tallest)
    let same = deviation <= relativeTolerance * max(1, tallest)
    switch (proven, theirsProven) {
    case (true, true):
      return PeerAgreement(
        agrees: same,
        text: same
          ? "yes"
          : "no: both proven, \(show(theirs)) vs Trellis "
            + show(tallest),
        deviation: deviation)
    case (true, false):
      // The peer's answer can only be worse; it is wrong if it is better than a proven optimum.
      let ok = theirs >= tallest - relativeTolerance * max(1, tallest)
      return PeerAgreement(
        agrees: ok,
        text: ok
          ? "peer not proven (\(show(theirs)))" : "no: peer below Trellis's proven optimum",
        deviation: deviation)
    case (false, true):
      let ok = tallest >= theirs - relativeTolerance * max(1, theirs)
      return PeerAgreement(
        agrees: ok,
        text: ok
          ? "Trellis not proven (peer's optimum \(show(theirs)))"
          : "no: Trellis below the peer's proven optimum",
        deviation: deviation)
    case (false, false):
      return PeerAgreement(agrees: true, text: "neither proven", deviation: deviation)
    }
  }
}

/// A number in an agreement message: integers as integers, others with four significant digits.
private func show(_ value: Double) -> String { formatFigure(.number(value)) }
