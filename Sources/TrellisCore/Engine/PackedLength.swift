/// An optional length in one `CGFloat` (8 bytes, where `CGFloat?` takes 9 and pads to 16 in an array): `nil` is stored
/// as one signaling NaN, which no arithmetic produces (an operation on a signaling NaN answers a quiet one), so every
/// other value, other NaNs included, reads back as it was stored. What the pass's per-slot arrays and the stacks'
/// allocations keep their proposals in.
///
/// - Complexity: O(1) for every member.
struct PackedLength: Sendable {
  /// The value, or the `nil` pattern.
  private var storage: CGFloat

  /// The bits that stand for `nil`: exponent all ones, quiet bit clear, a payload no other code writes.
  private static let unspecifiedBits: UInt = 0x7FF4_7E11_1500_0001

  /// `value`, or `nil`.
  @inline(__always)
  init(_ value: CGFloat?) {
    storage = value ?? CGFloat(bitPattern: Self.unspecifiedBits)
  }

  /// The length stored, `nil` when it is unspecified.
  @inline(__always)
  var value: CGFloat? { isUnspecified ? nil : storage }

  /// The bits stored.
  @inline(__always)
  var bitPattern: UInt { storage.bitPattern }

  /// Whether the stored length is `nil`.
  @inline(__always)
  var isUnspecified: Bool { storage.bitPattern == Self.unspecifiedBits }

  /// `value == other`, as optionals compare (two `nil`s are equal, a NaN equals nothing), without unpacking.
  @inline(__always)
  func matches(_ other: CGFloat?) -> Bool {
    guard let other else { return isUnspecified }
    return storage == other
  }

  /// `value == other.value`, without unpacking either.
  @inline(__always)
  func matches(_ other: PackedLength) -> Bool { storage == other.storage || (isUnspecified && other.isUnspecified) }
}
