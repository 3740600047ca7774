/// How a masonry layout picks the lane (column for VMasonry, row for HMasonry) for each item.
///
/// In every policy the first `lanes` items fill the lanes in order (an empty lane counts as shorter than any other).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct MasonryPlacement: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case shortest
    case tolerance(Double)
    case sequential
  }

  let kind: Kind

  /// FrameUp's rule: the lane with the smallest length so far; ties go to the lowest index.
  public static let shortest = MasonryPlacement(kind: .shortest)

  /// The lowest-index lane whose length is within `tolerance` of the shortest lane (like CSS masonry's flow
  /// tolerance: items keep closer to reading order when lanes are nearly level). `tolerance: 0` is ``shortest``.
  /// `tolerance` must be finite and ≥ 0; the kernels throw ``KernelError/invalidParameter(name:value:)`` otherwise.
  public static func shortest(tolerance: Double) -> MasonryPlacement {
    MasonryPlacement(kind: .tolerance(tolerance))
  }

  /// Round-robin: item i goes to lane `i % lanes`.
  public static let sequential = MasonryPlacement(kind: .sequential)

  /// `shortest`, `shortest(tolerance: t)` or `sequential`.
  public var description: String {
    switch kind {
    case .shortest: "shortest"
    case .tolerance(let t): "shortest(tolerance: \(formatNumber(t)))"
    case .sequential: "sequential"
    }
  }
}
