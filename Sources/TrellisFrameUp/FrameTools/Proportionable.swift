import TrellisCore

/// Anything with a width and a height, given FrameUp's aspect-ratio helpers.
///
/// FrameUp's `Proportionable`: conform a type that has `width`, `height` and `init(width:height:)` and it gains
/// ``aspectRatio``, ``aspectFormat``, ``swappingWidthAndHeight``, ``minDimension``, ``maxDimension``, the aspect-ratio
/// initialisers `init(width:aspectRatio:)` / `init(height:aspectRatio:)`, ``square(_:)`` and ``scaledToFit(_:)`` /
/// ``scaledToFill(_:)`` — FrameUp's full member list.
///
/// ```swift
/// Size(width: 400, height: 200).scaledToFit(Size(width: 100, height: 100))   // 100×50
/// Size(width: 400, height: 200).scaledToFill(Size(width: 100, height: 100))  // 200×100
/// ```
///
/// **Degenerate ratios.** ``aspectRatio`` is the raw quotient `width / height` (∞ for a zero height, NaN for 0×0).
/// Every member that *takes* a ratio treats a ratio that is not a finite positive number (0, negative, NaN, ±∞) as 1
/// (square), so none of them produces NaN or traps.
///
/// - Complexity: O(1) for every member.
public protocol Proportionable {
  /// The width.
  var width: CGFloat { get }
  /// The height.
  var height: CGFloat { get }
  /// Creates a value from a width and a height.
  init(width: CGFloat, height: CGFloat)
}
