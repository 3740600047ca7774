/// A horizontal or a vertical guide.
enum AnyGuide: Hashable, Sendable {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)
}
