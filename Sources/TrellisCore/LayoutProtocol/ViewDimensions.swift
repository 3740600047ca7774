/// A view's size and its alignment guides, as its parent sees it after proposing a size (SwiftUI's `ViewDimensions`).
///
/// `dimensions[.leading]` is the explicit value of the guide when the view has one (from `alignmentGuide` or its
/// layout's `explicitAlignment`), else the guide's default (leading/top → 0, center → size/2, trailing/bottom → size).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct ViewDimensions {
  /// The width the view chose.
  public let width: CGFloat
  /// The height the view chose.
  public let height: CGFloat
  let resolver: GuideResolver?

  init(size: Size, resolver: GuideResolver?) {
    self.width = size.width
    self.height = size.height
    self.resolver = resolver
  }

  /// Dimensions of a plain view of `size`, without explicit guides.
  init(size: Size) { self.init(size: size, resolver: nil) }

  /// The size as a ``Size``.
  var size: Size { Size(width: width, height: height) }

  /// The explicit value of a horizontal guide, if the view has one.
  ///
  /// - Complexity: O(1) for views without explicit guides; containers may place their subviews to answer.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { resolver?.explicit(guide, size) }

  /// The explicit value of a vertical guide, if the view has one.
  ///
  /// - Complexity: as for the horizontal form.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { resolver?.explicit(guide, size) }

  /// The value of a horizontal guide: explicit if present, else its default.
  ///
  /// - Complexity: as ``subscript(explicit:)-(HorizontalAlignment)``.
  public subscript(guide: HorizontalAlignment) -> CGFloat { self[explicit: guide] ?? guide.defaultValue(width) }

  /// The value of a vertical guide: explicit if present, else its default.
  ///
  /// - Complexity: as ``subscript(explicit:)-(VerticalAlignment)``.
  public subscript(guide: VerticalAlignment) -> CGFloat { self[explicit: guide] ?? guide.defaultValue(height) }
}
