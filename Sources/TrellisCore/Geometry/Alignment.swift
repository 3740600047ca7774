/// The identity of a horizontal alignment guide: a name and a default value computed from a view's size.
///
/// Built-in guides are ``leading``, ``center`` and ``trailing``. Make your own by giving a new name and a
/// default, exactly as SwiftUI's `AlignmentID`:
///
/// ```swift
/// extension HorizontalAlignment {
///   static let oneThird = HorizontalAlignment("oneThird") { width in width / 3 }
/// }
/// ```
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The guide's unique name.
  public let name: String
  /// The default value of the guide for a view of the given width (used when the view has no explicit value).
  public let defaultValue: @Sendable (Double) -> Double
  /// Whether this is one of the built-in guides (leading, center, trailing).
  public let isBuiltIn: Bool

  /// Creates a custom horizontal guide. Two guides are the same guide when their names are equal.
  ///
  /// - Complexity: O(1).
  public init(_ name: String, defaultValue: @escaping @Sendable (Double) -> Double) {
    self.name = name
    self.defaultValue = defaultValue
    self.isBuiltIn = false
  }

  private init(builtIn name: String, _ fraction: Double) {
    self.name = name
    self.defaultValue = { $0 * fraction }
    self.isBuiltIn = true
  }

  public static let leading = HorizontalAlignment(builtIn: "leading", 0)
  public static let center = HorizontalAlignment(builtIn: "center", 0.5)
  public static let trailing = HorizontalAlignment(builtIn: "trailing", 1)

  public static func == (a: Self, b: Self) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }
}

/// The identity of a vertical alignment guide: a name and a default value computed from a view's size.
///
/// Built-in guides are ``top``, ``center`` and ``bottom``.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The guide's unique name.
  public let name: String
  /// The default value of the guide for a view of the given height.
  public let defaultValue: @Sendable (Double) -> Double
  /// Whether this is one of the built-in guides (top, center, bottom).
  public let isBuiltIn: Bool

  /// Creates a custom vertical guide. Two guides are the same guide when their names are equal.
  ///
  /// - Complexity: O(1).
  public init(_ name: String, defaultValue: @escaping @Sendable (Double) -> Double) {
    self.name = name
    self.defaultValue = defaultValue
    self.isBuiltIn = false
  }

  private init(builtIn name: String, _ fraction: Double) {
    self.name = name
    self.defaultValue = { $0 * fraction }
    self.isBuiltIn = true
  }

  public static let top = VerticalAlignment(builtIn: "top", 0)
  public static let center = VerticalAlignment(builtIn: "center", 0.5)
  public static let bottom = VerticalAlignment(builtIn: "bottom", 1)

  public static func == (a: Self, b: Self) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }
}

/// A horizontal and a vertical alignment guide together.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two guides.
  ///
  /// - Complexity: O(1).
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The nine built-in alignments by their SwiftUI names (`"topLeading"`, `"center"`, …).
  public static let named: [String: Alignment] = [
    "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing, "leading": .leading, "center": .center,
    "trailing": .trailing, "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
  ]

  public var description: String {
    Alignment.named.first(where: { $0.value == self })?.key ?? "(\(horizontal), \(vertical))"
  }
}
