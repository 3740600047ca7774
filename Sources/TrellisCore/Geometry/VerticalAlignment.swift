/// The identity of a vertical alignment guide: a name and a default value computed from a view's size.
///
/// Built-in guides are ``top``, ``center`` and ``bottom``. A custom guide is made from a name and a default and is
/// identified by its name, not by an `AlignmentID` type as in SwiftUI (see ``HorizontalAlignment``).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The guide's unique name.
  let name: String
  /// The default value of the guide for a view of the given height.
  package let defaultValue: @Sendable (CGFloat) -> CGFloat
  /// Whether this is one of the built-in guides (top, center, bottom).
  let isBuiltIn: Bool

  /// Creates a custom vertical guide. Two guides are the same guide when their names are equal.
  public init(_ name: String, defaultValue: @escaping @Sendable (CGFloat) -> CGFloat) {
    self.name = name
    self.defaultValue = defaultValue
    self.isBuiltIn = false
  }

  private init(builtIn name: String, _ fraction: CGFloat) {
    self.name = name
    self.defaultValue = { $0 * fraction }
    self.isBuiltIn = true
  }

  /// A view's top edge (0 from its top edge).
  public static let top = VerticalAlignment(builtIn: "top", 0)
  /// A view's vertical centre (half its height).
  public static let center = VerticalAlignment(builtIn: "center", 0.5)
  /// A view's bottom edge (its height).
  public static let bottom = VerticalAlignment(builtIn: "bottom", 1)
  /// The baseline of the first line of text: a text's from its font, a container's from its first subview; any
  /// other view's default is its bottom (SwiftUI's rule).
  public static let firstTextBaseline = VerticalAlignment("firstTextBaseline") { $0 }
  /// The baseline of the last line of text: a text's from its font, a container's from its last subview; any other
  /// view's default is its bottom.
  public static let lastTextBaseline = VerticalAlignment("lastTextBaseline") { $0 }

  /// Whether this is ``firstTextBaseline`` or ``lastTextBaseline``.
  var isTextBaseline: Bool { name == "firstTextBaseline" || name == "lastTextBaseline" }

  public static func == (a: Self, b: Self) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }
}
