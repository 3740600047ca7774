/// A width and a height.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  @inlinable public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size with zero width and height.
  public static let zero = Size(width: 0, height: 0)

  /// The length along `axis`.
  @inlinable public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// Creates a size from a length along `axis` and one across it.
  @inlinable public init(_ axis: Axis, along: Double, across: Double) {
    if axis == .horizontal { self.init(width: along, height: across) } else { self.init(width: across, height: along) }
  }

  /// Whether both dimensions are finite numbers (not NaN, not infinite).
  @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }

  public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}
