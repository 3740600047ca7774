import TrellisCore

/// Input checks shared by the strategies; they throw the kernels' own ``KernelError`` cases.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
enum StrategyInput {
  /// Checks that every length is finite and ≥ 0 (reported as an item of that width, or height for `axis`).
  ///
  /// - Complexity: O(n).
  static func validate(lengths: [Double]) throws(KernelError) {
    for (i, w) in lengths.enumerated() where !(w >= 0 && w < .infinity) {
      throw .invalidItemSize(index: i, size: Size(width: w, height: 0))
    }
  }

  /// Checks a length parameter: ≥ 0, finite unless `allowInfinity`.
  static func validate(_ value: Double, _ name: String, allowInfinity: Bool = false) throws(KernelError) {
    guard value >= 0, allowInfinity || value < .infinity else { throw .invalidParameter(name: name, value: value) }
  }

  /// Checks that a time limit is positive.
  static func validate(timeLimit: Duration) throws(KernelError) {
    guard timeLimit > .zero else { throw .invalidParameter(name: "timeLimit", value: seconds(timeLimit)) }
  }

  /// A duration in seconds.
  static func seconds(_ duration: Duration) -> Double {
    duration.seconds
  }
}
