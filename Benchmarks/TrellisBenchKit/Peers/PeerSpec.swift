/// How a workload is handed to the peers (Taffy, Yoga, kiwi, HiGHS, GLPK, CP-SAT) by `--peers`: the input as the
/// peer runner's JSON, Trellis's own answer on the same input (computed untimed, to check the peers agree), and which
/// Trellis row each peer mode is compared with.
///
/// ```swift
/// PeerSpec<FlowInput>(
///   kind: "flow", maxSize: 100_000, comparisons: [PeerComparison(trellis: "node tree (layout only)")],
///   export: { input in ["maxWidth": 375, "sizes": input.sizes.map { [$0.width, $0.height] }] },
///   reference: { input, _ in .frames(try frames(of: input)) })
/// ```
struct PeerSpec<Input> {
  /// The peer runner's job kind: "tree", "flow", "constraints" or "masonry".
  var kind: String
  /// The largest N handed to the peers (their set-up in Python grows with N).
  var maxSize: Int?
  /// Which Trellis strategy each peer mode is timed against, in order; the first is the workload's main ratio.
  var comparisons: [PeerComparison]
  /// The input as JSON-compatible values (dictionaries, arrays, numbers, strings).
  var export: (Input) -> [String: Any]
  /// Trellis's answer on the input, untimed.
  var reference: (Input, RunContext) throws -> PeerReference
}

/// A Trellis row and the peer mode timed (or measured) against it.
struct PeerComparison: Equatable, Sendable {
  /// The Trellis strategy's name in the workload.
  var trellis: String
  /// The peer runner's mode: "layout" (a cold layout or solve), "relayout" (after one leaf changed) or "memory"
  /// (bytes per node, not timed).
  var mode: String = "layout"
  /// The numeric figure compared instead of the time (the best peer is then the one with the smallest value), or
  /// `nil` to compare times.
  var figure: String? = nil

  /// The ratio column's title.
  var ratioName: String {
    if let figure { return "\(figure): Trellis / best peer" }
    return mode == "layout" ? "Trellis / best peer" : "\(mode): Trellis / best peer"
  }
}

/// Trellis's answer, in the form the peers' answers are compared with.
enum PeerReference {
  /// Frames as `x, y, width, height` per node, in the order the input lists them.
  case frames([Double])
  /// Constraint values in the order of the exported variables, with the constraints to score any answer by.
  case values([Double], constraints: [PeerConstraint])
  /// The tallest column, and whether Trellis proved it optimal.
  case tallest(Double, proven: Bool)
}

/// One exported constraint: `Σ coefficient·variable + constant REL 0` at a priority (1000 = required).
struct PeerConstraint: Equatable, Sendable {
  /// Variable positions (in the exported variable list) and coefficients.
  var terms: [(variable: Int, coefficient: Double)]
  /// The constant.
  var constant: Double
  /// "==", "<=" or ">=".
  var relation: String
  /// The priority, 1–1000.
  var priority: Double

  /// How far `values` violate it (0 when satisfied).
  ///
  /// - Complexity: O(terms).
  func violation(_ values: [Double]) -> Double {
    var sum = constant
    for term in terms where term.variable < values.count { sum += term.coefficient * values[term.variable] }
    switch relation {
    case "<=": return max(0, sum)
    case ">=": return max(0, -sum)
    default: return abs(sum)
    }
  }

  static func == (a: PeerConstraint, b: PeerConstraint) -> Bool {
    a.constant == b.constant && a.relation == b.relation && a.priority == b.priority
      && a.terms.map(\.variable) == b.terms.map(\.variable) && a.terms.map(\.coefficient) == b.terms.map(\.coefficient)
  }
}
