import TrellisCore

/// FrameUp's HStackFULayout: one unbounded row of items at their ideal widths, aligned vertically, each proposed at
/// most `maxHeight` high (and `maxItemWidth` wide when given). No spacers; useful inside ``FULayoutThatFits``.
///
/// - Complexity: O(n).
public struct HStackFULayout: FULayout, Hashable {
  public var alignment: VerticalAlignment
  public var spacing: Double
  public var maxHeight: Double
  public var maxItemWidth: Double?

  /// A row.
  public init(
    alignment: VerticalAlignment = .center, spacing: Double = 10, maxHeight: Double, maxItemWidth: Double? = nil
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.maxHeight = maxHeight
    self.maxItemWidth = maxItemWidth
  }

  public var fixedSize: Axis.Set { .horizontal }
  public var maxItemHeight: Double? { maxHeight }

  public func contentOffsets(sizes: [Int: Size]) -> [Int: Point] { dictionaryOffsets(sizes, contentOffsets) }

  public func contentOffsets(orderedSizes: [Size]) -> [Point?] {
    let tallest = orderedSizes.map(\.height).max() ?? 0
    var x = 0.0
    return orderedSizes.map { size in
      defer { x += size.width + spacing }
      return Point(x: x, y: alignment.defaultValue(tallest) - alignment.defaultValue(size.height))
    }
  }
}
