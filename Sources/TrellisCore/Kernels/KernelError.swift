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
  static func validate(_ sizes: UnsafeBufferPointer<Size>, firstIndex: Int = 0) throws(KernelError) {
    var flags: UInt64 = 0
    sizes.withMemoryRebound(to: UInt64.self) { bits in
      for b in bits { flags |= b | (b &+ exponentOne) }
    }
    try check(flags, sizes, firstIndex: firstIndex)
  }

  /// One added to a double's exponent field.
  static let exponentOne: UInt64 = 1 << 52

  /// Validity flags of one size, OR-ed together by the kernels while they read the sizes anyway (so validation
  /// costs no extra pass over memory): a negative number has the sign bit set, and adding one to the exponent field
  /// carries into the sign bit exactly when the exponent is all ones (infinity, NaN). The OR over all sizes has the
  /// sign bit clear iff every number is finite and non-negative; -0.0 alone raises it wrongly, and ``check(_:_:)``
  /// then finds nothing wrong.
  ///
  /// - Complexity: O(1).
  @inline(__always) static func flags(_ size: Size) -> UInt64 {
    let w = size.width.bitPattern
    let h = size.height.bitPattern
    return w | (w &+ exponentOne) | h | (h &+ exponentOne)
  }

  /// Throws for the first bad size when `flags` (from ``flags(_:)``) says there may be one.
  ///
  /// - Complexity: O(1) when the flags are clear, O(n) otherwise.
  /// `firstIndex` is the item index of `sizes[0]` (for error reporting on a slice).
  static func check(_ flags: UInt64, _ sizes: UnsafeBufferPointer<Size>, firstIndex: Int = 0) throws(KernelError) {
    if flags >> 63 == 0 { return }
    for (k, s) in sizes.enumerated()
    where !(s.width >= 0 && s.height >= 0 && s.width < .infinity && s.height < .infinity) {
      throw .invalidItemSize(index: firstIndex + k, size: s)
    }
  }

  /// Checks a length that must be a non-negative number, finite unless `allowInfinity`.
  ///
  /// - Complexity: O(1).
  static func validate(_ value: Double, _ name: String, allowInfinity: Bool = false) throws(KernelError) {
    guard value >= 0, allowInfinity || value < .infinity else { throw .invalidParameter(name: name, value: value) }
  }

  #if TRELLIS_INTERNAL_CHECKS
    /// Whether the item lies in `0…content` on both axes, allowing rounding relative to the coordinates' magnitude.
    ///
    /// - Complexity: O(1).
    static func isInside(_ offset: Point, _ size: Size, _ content: Size) -> Bool {
      func within(_ lo: Double, _ length: Double, _ limit: Double) -> Bool {
        let slack = Tolerance.epsilon * max(1, abs(limit), abs(lo))
        return lo >= -slack && lo + length <= limit + slack
      }
      return within(offset.x, size.width, content.width) && within(offset.y, size.height, content.height)
    }
  #endif
}
