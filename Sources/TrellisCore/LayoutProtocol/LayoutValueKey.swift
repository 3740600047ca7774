/// A key for a value that a view passes to the layout containing it (SwiftUI's `LayoutValueKey`).
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Box(width: 10, height: 10).layoutValue(key: Rank.self, value: 3)
/// // in a layout: subview[Rank.self] == 3
/// ```
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value: Sendable
  /// The value of a subview that sets none.
  static var defaultValue: Value { get }
}
