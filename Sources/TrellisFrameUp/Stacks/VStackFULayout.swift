import TrellisCore

/// FrameUp's VStackFULayout: one unbounded column of items at their ideal heights, aligned horizontally, each proposed
/// at most `maxWidth` wide (and `maxItemHeight` high when given).
///
/// - Complexity: O(n).
public struct VStackFULayout: FULayout, Hashable {
  public var alignment: HorizontalAlignment
  public var spacing: Double
  public var maxWidth: Double
  public var maxItemHeight: Double?

  /// A column.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double = 10, maxWidth: Double, maxItemHeight: Double? = nil
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.maxWidth = maxWidth
    self.maxItemHeight = maxItemHeight
  }

  public var fixedSize: Axis.Set { .vertical }
  public var maxItemWidth: Double? { maxWidth }

  public func contentOffsets(sizes: [Int: Size]) -> [Int: Point] { dictionaryOffsets(sizes, contentOffsets) }

  public func contentOffsets(orderedSizes: [Size]) -> [Point?] {
    let widest = orderedSizes.map(\.width).max() ?? 0
    var y = 0.0
    return orderedSizes.map { size in
      defer { y += size.height + spacing }
      return Point(x: alignment.defaultValue(widest) - alignment.defaultValue(size.width), y: y)
    }
  }
}
