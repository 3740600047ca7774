import TrellisCore

/// FrameUp's layout protocol: a layout that measures every child with a fixed maximum item size and turns the sizes
/// into offsets.
///
/// Each child is proposed `(fixedSize ∋ .horizontal ? nil : maxItemWidth, fixedSize ∋ .vertical ? nil : maxItemHeight)`;
/// the layout's ``contentOffsets(sizes:)`` gives each child's top-left corner (children left out are not shown); the
/// container's size is the bounding box of the placed children and the origin (``rect(contentOffsets:sizes:)``, zero
/// when none), negative offsets included, as FrameUp. **fix**: FrameUp then draws the items at their raw offsets,
/// partly outside its own frame; Trellis shifts every item by the box's negative origin, so all of them are inside.
/// Use a layout as a container by calling it with the children:
///
/// ```swift
/// struct SidesLayout: FULayout {          // FrameUp's "Custom FULayout": items alternate around a centre line
///   var maxWidth: CGFloat
///   var fixedSize: Axis.Set { .horizontal }
///   var maxItemWidth: CGFloat? { maxWidth / 2 }
///   var maxItemHeight: CGFloat? { nil }
///   func contentOffsets(sizes: [Int: Size]) -> [Int: Point] { … }
/// }
/// let node = SidesLayout(maxWidth: 200) { Box(width: 40, height: 20); Box(width: 60, height: 20) }
/// ```
/// FrameUp's layouts (`HFlow`, `VFlow`, `HMasonry`, `VMasonry`, the FULayout stacks) conform; they also provide the
/// array-based fast path ``contentOffsets(orderedSizes:)`` over the greedy kernels.
public protocol FULayout: Sendable {
  /// The axes on which children are proposed their ideal size (`nil`) instead of the maximum item size.
  var fixedSize: Axis.Set { get }
  /// The width proposed to each child (unless `fixedSize` contains `.horizontal`).
  var maxItemWidth: CGFloat? { get }
  /// The height proposed to each child (unless `fixedSize` contains `.vertical`).
  var maxItemHeight: CGFloat? { get }
  /// Offsets (top-left corners) of the children by index, given their sizes by index. Children without an offset are
  /// not shown.
  func contentOffsets(sizes: [Int: Size]) -> [Int: Point]
  /// Offsets of the children in index order; `nil` hides a child. The default calls ``contentOffsets(sizes:)``.
  func contentOffsets(orderedSizes: [Size]) -> [Point?]
}

/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension FULayout {
  public func contentOffsets(orderedSizes: [Size]) -> [Point?] {
    var sizes: [Int: Size] = [:]
    sizes.reserveCapacity(orderedSizes.count)
    for (k, size) in orderedSizes.enumerated() { sizes[k] = size }
    let offsets = contentOffsets(sizes: sizes)
    return orderedSizes.indices.map { offsets[$0] }
  }

  /// The proposal made to every child.
  public var itemProposal: ProposedViewSize {
    ProposedViewSize(
      width: fixedSize.contains(.horizontal) ? nil : maxItemWidth,
      height: fixedSize.contains(.vertical) ? nil : maxItemHeight)
  }

  /// The size of the bounding box of `sizes` placed at `offsets` and of the origin (zero when nothing is placed):
  /// `max(0, max(x + w)) − min(0, min(x))` wide, likewise high, so negative offsets count (FrameUp's
  /// `rect(contentOffsets:sizes:)`).
  ///
  /// - Complexity: O(n).
  public func contentSize(sizes: [Size], offsets: [Point?]) -> Size {
    contentBounds(sizes: sizes, offsets: offsets).size
  }

  /// FrameUp's `rect(contentOffsets:sizes:)`: the rectangle holding every item placed at its offset and the origin
  /// (`.zero` when nothing is placed). Its origin is negative when some offset is.
  ///
  /// ```swift
  /// layout.rect(contentOffsets: [0: Point(x: -40, y: 0), 1: Point(x: 0, y: 0)],
  ///             sizes: [0: Size(width: 40, height: 20), 1: Size(width: 60, height: 25)])  // (−40, 0, 100, 25)
  /// ```
  /// - Complexity: O(n).
  public func rect(contentOffsets: [Int: Point], sizes: [Int: Size]) -> Rect {
    let items = sizes.sorted { $0.key < $1.key }
    return contentBounds(sizes: items.map(\.value), offsets: items.map { contentOffsets[$0.key] })
  }

  /// The bounding box of the placed items and the origin.
  ///
  /// - Complexity: O(n).
  func contentBounds(sizes: [Size], offsets: [Point?]) -> Rect {
    var minX = 0.0
    var minY = 0.0
    var maxX = 0.0
    var maxY = 0.0
    for (k, offset) in offsets.enumerated() {
      guard let offset else { continue }
      minX = min(minX, offset.x)
      minY = min(minY, offset.y)
      maxX = max(maxX, offset.x + sizes[k].width)
      maxY = max(maxY, offset.y + sizes[k].height)
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Uses this layout as a container of the views built by `content` (FrameUp's `callAsFunction`).
  ///
  /// - Complexity: O(children).
  public func callAsFunction(@NodeBuilder _ content: () -> [Node]) -> Node {
    Node(layout: FULayoutContainer(self), typeName: LayoutTypeNames.name(of: Self.self), children: content())
  }

  /// A child for each element of `data`, identified by `id` (FrameUp's `forEach(_:id:content:)`).
  ///
  /// - Complexity: O(n).
  public func forEach<Data: RandomAccessCollection, ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @NodeBuilder content: (Data.Element) -> [Node]
  ) -> Node {
    callAsFunction { ForEach(data, id: id, content: content).nodes }
  }
}
