/// The identity of a horizontal alignment guide: a name and a default value computed from a view's size.
///
/// Built-in guides are ``leading``, ``center`` and ``trailing``. Make your own from a name and a default:
///
/// ```swift
/// extension HorizontalAlignment {
///   static let oneThird = HorizontalAlignment("oneThird") { width in width / 3 }
/// }
/// ```
///
/// This differs from SwiftUI, where a custom guide is a type conforming to `AlignmentID` (its default is
/// `static func defaultValue(in: ViewDimensions)`) and the guide is identified by that type: here a guide is a value
/// identified by its name, so two guides created with the same name are the same guide.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The guide's unique name.
  let name: String
  /// The default value of the guide for a view of the given width (used when the view has no explicit value).
  package let defaultValue: @Sendable (CGFloat) -> CGFloat
  /// Whether this is one of the built-in guides (leading, center, trailing).
  let isBuiltIn: Bool

  /// Creates a custom horizontal guide. Two guides are the same guide when their names are equal.
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

  /// A view's leading edge (0 from its leading edge).
  public static let leading = HorizontalAlignment(builtIn: "leading", 0)
  /// A view's horizontal centre (half its width).
  public static let center = HorizontalAlignment(builtIn: "center", 0.5)
  /// A view's trailing edge (its width).
  public static let trailing = HorizontalAlignment(builtIn: "trailing", 1)

  public static func == (a: Self, b: Self) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }
}
