/// A horizontal and a vertical alignment guide together.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
  /// The guide that aligns views horizontally (leading, center, trailing or a custom guide).
  public var horizontal: HorizontalAlignment
  /// The guide that aligns views vertically (top, center, bottom, a baseline or a custom guide).
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two guides.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Leading edges and top edges.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Horizontal centres and top edges.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Trailing edges and top edges.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Leading edges and vertical centres.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Horizontal and vertical centres.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Trailing edges and vertical centres.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Leading edges and bottom edges.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Horizontal centres and bottom edges.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Trailing edges and bottom edges.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The nine built-in alignments by their SwiftUI names (`"topLeading"`, `"center"`, …).
  package static let named: [String: Alignment] = [
    "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing, "leading": .leading, "center": .center,
    "trailing": .trailing, "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
  ]

  public var description: String {
    Alignment.named.first(where: { $0.value == self })?.key ?? "(\(horizontal), \(vertical))"
  }
}
