/// One column of a ``LazyVGrid`` (or one row of a ``LazyHGrid``): how wide it is, how far it is from the next one,
/// and how its items are aligned in their cells (SwiftUI's `GridItem`).
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.fixed(40), spacing: 10), GridItem(.flexible()), GridItem(.adaptive(minimum: 80))]) {
///   …
/// }
/// ```
///
/// - Complexity: O(1) for every member.
public struct GridItem: Sendable, Hashable {
  /// How a grid item sizes itself along the grid's cross axis (a column's width in a ``LazyVGrid``).
  public enum Size: Sendable, Hashable {
    /// Exactly this length.
    case fixed(CGFloat)
    /// A share of what the fixed items leave, between `minimum` and `maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// A share of what the fixed items leave (between `minimum` and `maximum`), split into as many lanes of at
    /// least `minimum` as fit: `k = max(1, ⌊(a + s)/(minimum + s)⌋)` lanes of `(a − (k − 1)·s)/k` for a share `a`
    /// and the item's spacing `s`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's size.
  public var size: Size
  /// The distance to the next item (and between the lanes of an adaptive item); `nil` is 8.
  public var spacing: CGFloat?
  /// How items are aligned in their cells; `nil` is centred.
  public var alignment: Alignment?

  /// A grid item; by default flexible (minimum 10, no maximum), 8 from the next one, its items centred.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The spacing used: ``spacing`` or 8.
  var resolvedSpacing: CGFloat { spacing ?? 8 }

  /// Why the item cannot be laid out (a negative, non-finite or inverted length), or `nil` when it can.
  var invalidReason: String? {
    if let spacing, !(spacing.isFinite && spacing >= 0) { return "spacing \(spacing) is not a finite length ≥ 0" }
    switch size {
    case .fixed(let length):
      if !(length.isFinite && length >= 0) { return "fixed size \(length) is not a finite length ≥ 0" }
    case .flexible(let minimum, let maximum):
      return Self.rangeProblem(minimum, maximum, positive: false)
    case .adaptive(let minimum, let maximum):
      return Self.rangeProblem(minimum, maximum, positive: true)
    }
    return nil
  }

  private static func rangeProblem(_ minimum: CGFloat, _ maximum: CGFloat, positive: Bool) -> String? {
    if !minimum.isFinite || minimum < 0 || (positive && minimum == 0) {
      return "minimum \(minimum) is not a finite length \(positive ? "> 0" : "≥ 0")"
    }
    if maximum.isNaN || maximum < minimum { return "maximum \(maximum) is below minimum \(minimum)" }
    return nil
  }
}
