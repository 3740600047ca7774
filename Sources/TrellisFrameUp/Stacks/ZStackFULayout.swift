import TrellisCore

/// FrameUp's ZStackFULayout: items over each other, aligned on a common point, each proposed at most
/// `maxWidth × maxHeight`.
///
/// - Complexity: O(n).
public struct ZStackFULayout: FULayout, Hashable {
  public var alignment: Alignment
  public var maxWidth: Double
  public var maxHeight: Double

  /// An overlay.
  public init(alignment: Alignment = .center, maxWidth: Double, maxHeight: Double) {
    self.alignment = alignment
    self.maxWidth = maxWidth
    self.maxHeight = maxHeight
  }

  public var fixedSize: Axis.Set { [] }
  public var maxItemWidth: Double? { maxWidth }
  public var maxItemHeight: Double? { maxHeight }

  public func contentOffsets(sizes: [Int: Size]) -> [Int: Point] { dictionaryOffsets(sizes, contentOffsets) }

  public func contentOffsets(orderedSizes: [Size]) -> [Point?] {
    let w = orderedSizes.map(\.width).max() ?? 0
    let h = orderedSizes.map(\.height).max() ?? 0
    return orderedSizes.map { size in
      Point(
        x: alignment.horizontal.defaultValue(w) - alignment.horizontal.defaultValue(size.width),
        y: alignment.vertical.defaultValue(h) - alignment.vertical.defaultValue(size.height))
    }
  }
}
