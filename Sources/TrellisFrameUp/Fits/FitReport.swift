import TrellisCore

/// Why a fit selection chose what it chose: every candidate checked, in order, and the chosen index.
///
/// ```swift
/// let report = try LayoutThatFits(in: .horizontal, [HStackLayout(), VStackLayout()])
///   .report(proposal: ProposedViewSize(width: 150, height: nil), children: children)
/// report.chosen                   // 1
/// report.candidates[0].overflow   // [.horizontal: 16]
/// ```
/// - Complexity: O(1) for every member.
public struct FitReport: Hashable, Sendable, CustomStringConvertible {
  /// The candidates, in order. A ``FitMode/firstThatFits`` selection stops checking at the first that fits, so the
  /// list ends there; a report always checks every candidate up to the chosen one.
  public var candidates: [FitCandidate]
  /// The chosen candidate's index, or `nil` when there are none.
  public var chosen: Int?

  /// Creates a report.
  public init(candidates: [FitCandidate], chosen: Int?) {
    self.candidates = candidates
    self.chosen = chosen
  }

  public var description: String {
    (candidates.map(\.description) + ["chosen: \(chosen.map { "#\($0)" } ?? "none")"]).joined(separator: "\n")
  }

  /// The selection over `sizes` (computed lazily, in order) on `axes`.
  static func select(
    count: Int, axes: Axis.Set, mode: FitMode, proposal: ProposedViewSize, size: (Int) -> Size
  ) -> FitReport {
    guard count > 0 else { return FitReport(candidates: [], chosen: nil) }
    var candidates: [FitCandidate] = []
    for index in 0..<count {
      let candidate = FitCandidate.check(index: index, size: size(index), proposal: proposal, axes: axes)
      candidates.append(candidate)
      if candidate.fits { return FitReport(candidates: candidates, chosen: index) }
    }
    switch mode {
    case .firstThatFits:
      return FitReport(candidates: candidates, chosen: count - 1)
    case .bestFit:
      var best = 0
      for candidate in candidates where candidate.totalOverflow < candidates[best].totalOverflow - Tolerance.epsilon {
        best = candidate.index
      }
      return FitReport(candidates: candidates, chosen: best)
    }
  }
}
