/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  /// The top edge.
  case top
  /// The leading edge: the left one, or the right one in a right-to-left layout.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge: the right one, or the left one in a right-to-left layout.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    @inlinable public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge alone.
    public static let top = Set(rawValue: 1 << 0)
    /// The leading edge alone.
    public static let leading = Set(rawValue: 1 << 1)
    /// The bottom edge alone.
    public static let bottom = Set(rawValue: 1 << 2)
    /// The trailing edge alone.
    public static let trailing = Set(rawValue: 1 << 3)
    /// All four edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]

    /// The set holding `edge` alone.
    @inlinable public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
  }
}
