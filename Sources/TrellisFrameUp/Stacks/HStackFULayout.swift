import TrellisCore

/// FrameUp's HStackFULayout: one unbounded row of items at their ideal widths, aligned vertically, each proposed at
/// most `maxHeight` high (and `maxItemWidth` wide when given). No spacers; useful inside ``FULayoutThatFits``.
///
/// As in FrameUp the alignment is an ``FUVerticalAlignment`` (justified acts as top) and a `nil` spacing is 10.
///
/// ```swift
/// HStackFULayout(alignment: .bottom, maxHeight: 1000) { … }
/// ```
/// - Complexity: O(n).
public struct HStackFULayout: FULayout, Hashable {
  public var alignment: FUVerticalAlignment
  public var spacing: CGFloat
  public var maxHeight: CGFloat
  public var maxItemWidth: CGFloat?

  /// A row (FrameUp's `init(alignment:spacing:maxHeight:maxItemWidth:)`).
  public init(
    alignment: FUVerticalAlignment = .center, spacing: CGFloat? = nil, maxHeight: CGFloat, maxItemWidth: CGFloat? = nil
  ) {
    self.alignment = alignment.replacingJustification()
    self.spacing = spacing ?? 10
    self.maxHeight = maxHeight
    self.maxItemWidth = maxItemWidth
  }

  public var fixedSize: Axis.Set { .horizontal }
  public var maxItemHeight: CGFloat? { maxHeight }

  public func contentOffsets(sizes: [Int: Size]) -> [Int: Point] { dictionaryOffsets(sizes, contentOffsets) }

  public func contentOffsets(orderedSizes: [Size]) -> [Point?] {
    let tallest = orderedSizes.map(\.height).max() ?? 0
    var x = 0.0
    return orderedSizes.map { size in
      defer { x += size.width + spacing }
      return Point(x: x, y: alignment.offset(size.height, in: tallest))
    }
  }
}
