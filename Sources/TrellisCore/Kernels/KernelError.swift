/// The error the flow and masonry kernels throw for input they cannot lay out.
///
/// Every case carries the offending value so a caller can report it. Kernels validate all input before computing
/// anything, so a thrown error never leaves partial output behind.
public enum KernelError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An item size is NaN, infinite or negative. Carries the item's index and its size.
  case invalidItemSize(index: Int, size: Size)
  /// A length parameter (max width/height, spacing, tolerance) is NaN, negative, or infinite where it must be finite.
  /// Carries the parameter's name and value.
  case invalidParameter(name: String, value: CGFloat)
  /// A count parameter is out of range: `maxRows` negative, or more lanes than ``TrellisLimits/maxLanes``. Carries
  /// the parameter's name and value.
  case invalidCount(name: String, value: Int)
  /// A forced line break index is out of range or the list is not sorted ascending. Carries the offending index.
  case invalidLineBreak(index: Int)
  /// A query passed a sizes array whose count differs from the laid-out item count.
  case sizeCountMismatch(expected: Int, actual: Int)
  /// Finite input whose layout overflows the double range (three items 1e308 wide in one row): the offsets or the
  /// content size would be infinite or NaN. Carries the index of the first item whose offset or far edge is not
  /// finite (0 when the lane pitch of a masonry overflows).
  case overflow(index: Int)

  /// What is wrong, in a sentence that names the item or parameter (`columns: 999999999 is above the limit of …`).
  public var description: String {
    switch self {
    case .invalidItemSize(let index, let size):
      return "item \(index): size \(size.formatted) must be finite and non-negative"
    case .invalidParameter(let name, let value):
      let kind = value.isInfinite && value > 0 ? "a finite number" : "a non-negative number"
      return "\(name): \(formatNumber(value)) must be \(kind)"
    case .invalidCount(let name, let value) where value < 0: return "\(name): \(value) must be ≥ 0"
    case .invalidCount(let name, let value):
      return "\(name): \(value) is above the limit of \(MasonryKernel.maxLanes) (TrellisLimits.maxLanes)"
    case .invalidLineBreak(let index):
      return "lineBreaks: \(index) is not an item index in ascending order (out of range or unsorted)"
    case .sizeCountMismatch(let expected, let actual):
      return "sizes: \(actual) given for \(expected) laid-out items"
    case .overflow(let index):
      return "item \(index): the layout overflows the double range here (a coordinate or sum beyond 1.8e308)"
    }
  }
}

/// - Complexity: O(1) for every member whose documentation does not say otherwise.
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
  @inline(__always) static func flags(_ size: Size) -> UInt64 {
    let w = size.width.native.bitPattern
    let h = size.height.native.bitPattern
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
  static func validate(_ value: CGFloat, _ name: String, allowInfinity: Bool = false) throws(KernelError) {
    guard value >= 0, allowInfinity || value < .infinity else { throw .invalidParameter(name: name, value: value) }
  }

  /// Throws ``overflow(index:)`` naming the first item whose offset or far edge is not finite. Called only once a
  /// kernel's bounded check (its final extents) found a non-finite number.
  ///
  /// - Complexity: O(n).
  static func overflow(_ offsets: UnsafeBufferPointer<Point>, _ sizes: UnsafeBufferPointer<Size>) -> KernelError {
    for (i, o) in offsets.enumerated() where !((o.x + sizes[i].width).isFinite && (o.y + sizes[i].height).isFinite) {
      return .overflow(index: i)
    }
    return .overflow(index: max(0, offsets.count - 1))
  }

  #if TRELLIS_INTERNAL_CHECKS
    /// Whether the item lies in `0…content` on both axes, allowing rounding relative to the coordinates' magnitude.
    static func isInside(_ offset: Point, _ size: Size, _ content: Size) -> Bool {
      func within(_ lo: CGFloat, _ length: CGFloat, _ limit: CGFloat) -> Bool {
        let slack = Tolerance.epsilon * max(1, abs(limit), abs(lo))
        return lo >= -slack && lo + length <= limit + slack
      }
      return within(offset.x, size.width, content.width) && within(offset.y, size.height, content.height)
    }
  #endif
}
