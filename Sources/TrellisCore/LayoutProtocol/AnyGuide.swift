/// A horizontal or a vertical guide.
enum AnyGuide: Hashable, Sendable {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)
}

extension AnyGuide {
  /// The built-in guide at `fraction` of a length (0, ½ or 1): leading, center or trailing when `horizontal`, else
  /// top, center or bottom.
  static func builtIn(horizontal: Bool, fraction: CGFloat) -> AnyGuide {
    if horizontal {
      return .horizontal(fraction == 0 ? .leading : fraction == 1 ? .trailing : .center)
    }
    return .vertical(fraction == 0 ? .top : fraction == 1 ? .bottom : .center)
  }
}
