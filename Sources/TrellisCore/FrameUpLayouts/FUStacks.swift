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
  ///
  /// - Complexity: O(1).
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
  ///
  /// - Complexity: O(1).
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

/// FrameUp's ZStackFULayout: items over each other, aligned on a common point, each proposed at most
/// `maxWidth × maxHeight`.
///
/// - Complexity: O(n).
public struct ZStackFULayout: FULayout, Hashable {
  public var alignment: Alignment
  public var maxWidth: Double
  public var maxHeight: Double

  /// An overlay.
  ///
  /// - Complexity: O(1).
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
