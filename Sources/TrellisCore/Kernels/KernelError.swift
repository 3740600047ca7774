/// The error the flow and masonry kernels throw for input they cannot lay out.
///
/// Every case carries the offending value so a caller can report it. Kernels validate all input before computing
/// anything, so a thrown error never leaves partial output behind.
public enum KernelError: Error, Hashable, Sendable {
  /// An item size is NaN, infinite or negative. Carries the item's index and its size.
  case invalidItemSize(index: Int, size: Size)
  /// A length parameter (max width/height, spacing, tolerance) is NaN, negative, or infinite where it must be finite.
  /// Carries the parameter's name and value.
  case invalidParameter(name: String, value: Double)
  /// A count parameter (`maxRows`) is negative. Carries the parameter's name and value.
  case invalidCount(name: String, value: Int)
  /// A forced line break index is out of range or the list is not sorted ascending. Carries the offending index.
  case invalidLineBreak(index: Int)
  /// A query passed a sizes array whose count differs from the laid-out item count.
  case sizeCountMismatch(expected: Int, actual: Int)
}

extension KernelError {
  /// Checks that every size is finite and non-negative.
  ///
  /// - Complexity: O(n).
  @usableFromInline
  static func validate(_ sizes: UnsafeBufferPointer<Size>) throws(KernelError) {
    var allValid = true
    // Branch-free scan first (the common case), then look for the culprit only when something is wrong.
    for s in sizes { allValid = allValid && s.width >= 0 && s.height >= 0 && s.width < .infinity && s.height < .infinity }
    if allValid { return }
    for (i, s) in sizes.enumerated() where !(s.width >= 0 && s.height >= 0 && s.width < .infinity && s.height < .infinity) {
      throw .invalidItemSize(index: i, size: s)
    }
  }

  /// Checks a length that must be a non-negative number, finite unless `allowInfinity`.
  ///
  /// - Complexity: O(1).
  static func validate(_ value: Double, _ name: String, allowInfinity: Bool = false) throws(KernelError) {
    guard value >= 0, allowInfinity || value < .infinity else { throw .invalidParameter(name: name, value: value) }
  }
}
