import TrellisCore

/// FrameUp's VStackFULayout: one unbounded column of items at their ideal heights, aligned horizontally, each proposed
/// at most `maxWidth` wide (and `maxItemHeight` high when given).
///
/// As in FrameUp the alignment is an ``FUHorizontalAlignment`` (justified acts as leading) and a `nil` spacing is 10.
///
/// - Complexity: O(n).
public struct VStackFULayout: FULayout, Hashable {
  public var alignment: FUHorizontalAlignment
  public var spacing: CGFloat
  public var maxWidth: CGFloat
  public var maxItemHeight: CGFloat?

  /// A column (FrameUp's `init(alignment:spacing:maxWidth:maxItemHeight:)`).
  public init(
    alignment: FUHorizontalAlignment = .center, spacing: CGFloat? = nil, maxWidth: CGFloat,
    maxItemHeight: CGFloat? = nil
  ) {
    self.alignment = alignment.replacingJustification()
    self.spacing = spacing ?? 10
    self.maxWidth = maxWidth
    self.maxItemHeight = maxItemHeight
  }

  public var fixedSize: Axis.Set { .vertical }
  public var maxItemWidth: CGFloat? { maxWidth }

  public func contentOffsets(sizes: [Int: Size]) -> [Int: Point] { dictionaryOffsets(sizes, contentOffsets) }

  public func contentOffsets(orderedSizes: [Size]) -> [Point?] {
    let widest = orderedSizes.map(\.width).max() ?? 0
    var y = 0.0
    return orderedSizes.map { size in
      defer { y += size.height + spacing }
      return Point(x: alignment.offset(size.width, in: widest), y: y)
    }
  }
}
