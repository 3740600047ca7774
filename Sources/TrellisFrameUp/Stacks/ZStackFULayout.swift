import TrellisCore

/// FrameUp's ZStackFULayout: items over each other, aligned on a common point, each proposed at most
/// `maxWidth × maxHeight`.
///
/// It takes any of the sixteen ``FUAlignment`` values, as FrameUp's does: a justified component acts as leading
/// (horizontal) or top (vertical), so `.justified` is `.topLeading`, `.centerJustified` is `.leading` and
/// `.justifiedTrailing` is `.topTrailing`. A `nil` alignment is `.center`.
///
/// - Complexity: O(n).
public struct ZStackFULayout: FULayout, Hashable {
  public var alignment: FUAlignment
  public var maxWidth: CGFloat
  public var maxHeight: CGFloat

  /// An overlay (FrameUp's `init(alignment:maxWidth:maxHeight:)`).
  public init(alignment: FUAlignment? = nil, maxWidth: CGFloat, maxHeight: CGFloat) {
    self.alignment =
      alignment?.replacingVerticalJustification().replacingHorizontalJustification() ?? .center
    self.maxWidth = maxWidth
    self.maxHeight = maxHeight
  }

  public var fixedSize: Axis.Set { [] }
  public var maxItemWidth: CGFloat? { maxWidth }
  public var maxItemHeight: CGFloat? { maxHeight }

  public func contentOffsets(sizes: [Int: Size]) -> [Int: Point] { dictionaryOffsets(sizes, contentOffsets) }

  public func contentOffsets(orderedSizes: [Size]) -> [Point?] {
    let w = orderedSizes.map(\.width).max() ?? 0
    let h = orderedSizes.map(\.height).max() ?? 0
    return orderedSizes.map { size in
      Point(x: alignment.horizontal.offset(size.width, in: w), y: alignment.vertical.offset(size.height, in: h))
    }
  }
}
