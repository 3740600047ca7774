/// A horizontal stack as a `Layout` (SwiftUI's `HStackLayout`): children left to right, aligned vertically.
///
/// ```swift
/// HStackLayout(spacing: 10) { Box(width: 50, height: 10); Rectangle() }
/// ```
/// - Complexity: O(n log n) for the priority/flexibility sort plus three size queries per child.
public struct HStackLayout: AxisStackLayout, Hashable {
  /// The vertical guide that aligns the children.
  public var alignment: VerticalAlignment
  /// The gap between children, or `nil` for the children's preferred spacing.
  public var spacing: CGFloat?

  /// A horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

  var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, spacing: spacing, guide: .vertical(alignment)) }
}

extension HStackLayout: NoExplicitBuiltInGuides {}
