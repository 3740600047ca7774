import TrellisCore

/// One candidate of a fit selection (``LayoutThatFits`` layouts, ``ViewThatFits`` children): its size and, when it
/// was rejected, by how much it overflows on each checked axis.
///
/// - Complexity: O(1) for every member.
public struct FitCandidate: Hashable, Sendable, CustomStringConvertible {
  /// The candidate's index.
  public var index: Int
  /// The size it answered (for a ViewThatFits child: with the checked axes unspecified).
  public var size: Size
  /// The overflow past the proposal on each checked axis where it does not fit (empty when it fits).
  public var overflow: [Axis: CGFloat]

  /// Creates a candidate.
  public init(index: Int, size: Size, overflow: [Axis: CGFloat]) {
    self.index = index
    self.size = size
    self.overflow = overflow
  }

  /// Whether the candidate fits on every checked axis.
  public var fits: Bool { overflow.isEmpty }

  /// The overflow summed over the axes (0 when it fits).
  public var totalOverflow: CGFloat { overflow.values.reduce(0, +) }

  public var description: String {
    if fits { return "#\(index) \(size.formatted): fits" }
    let parts = Axis.allCases.compactMap { axis in
      overflow[axis].map { "\(axis) by \(formatNumber($0))" }
    }
    return "#\(index) \(size.formatted): rejected, too large \(parts.joined(separator: " and "))"
  }

  /// The candidate for `size` checked against `proposal` on `axes` (an unspecified dimension is unlimited).
  static func check(index: Int, size: Size, proposal: ProposedViewSize, axes: Axis.Set) -> FitCandidate {
    var overflow: [Axis: CGFloat] = [:]
    for axis in Axis.allCases where axes.contains(Axis.Set(axis)) {
      let limit = proposal[axis] ?? .infinity
      if size[axis] > limit + Tolerance.epsilon { overflow[axis] = size[axis] - limit }
    }
    return FitCandidate(index: index, size: size, overflow: overflow)
  }
}
