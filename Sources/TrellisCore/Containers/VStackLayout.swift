/// A vertical stack as a `Layout` (SwiftUI's `VStackLayout`): children top to bottom, aligned horizontally.
///
/// - Complexity: O(n log n) for the priority/flexibility sort plus three size queries per child.
public struct VStackLayout: AxisStackLayout, Hashable {
  /// The horizontal guide that aligns the children.
  public var alignment: HorizontalAlignment
  /// The gap between children, or `nil` for the children's preferred spacing.
  public var spacing: CGFloat?

  /// A vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

  var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, spacing: spacing, guide: .horizontal(alignment)) }
}

extension VStackLayout: NoExplicitBuiltInGuides {}
