/// The horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Width: the x axis.
  case horizontal
  /// Height: the y axis.
  case vertical

  /// The other axis.
  @inlinable var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }

  public var description: String { self == .horizontal ? "horizontal" : "vertical" }

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    @inlinable public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis alone.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis alone.
    public static let vertical = Set(rawValue: 2)
    /// Both axes.
    public static let both: Set = [.horizontal, .vertical]

    /// The set holding `axis` alone.
    @inlinable public init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }
  }
}
