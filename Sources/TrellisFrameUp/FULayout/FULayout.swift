import TrellisCore

/// FrameUp's layout protocol: a layout that measures every child with a fixed maximum item size and turns the sizes
/// into offsets.
///
/// Each child is proposed `(fixedSize ∋ .horizontal ? nil : maxItemWidth, fixedSize ∋ .vertical ? nil : maxItemHeight)`;
/// the layout's ``contentOffsets(sizes:)`` gives each child's top-left corner relative to the container (children left
/// out are not shown); the container's size is the bounding box of the placed children (zero when none).
/// Use a layout as a container by calling it with the children:
///
/// ```swift
/// struct SidesLayout: FULayout {          // FrameUp's "Custom FULayout": items alternate around a centre line
///   var maxWidth: Double
///   var fixedSize: Axis.Set { .horizontal }
///   var maxItemWidth: Double? { maxWidth / 2 }
///   var maxItemHeight: Double? { nil }
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
  var maxItemWidth: Double? { get }
  /// The height proposed to each child (unless `fixedSize` contains `.vertical`).
  var maxItemHeight: Double? { get }
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

  /// The bounding box of `sizes` placed at `offsets` (from the origin; zero when nothing is placed).
  ///
  /// - Complexity: O(n).
  public func contentSize(sizes: [Size], offsets: [Point?]) -> Size {
    var size = Size.zero
    for (k, offset) in offsets.enumerated() {
      guard let offset else { continue }
      size.width = max(size.width, offset.x + sizes[k].width)
      size.height = max(size.height, offset.y + sizes[k].height)
    }
    return size
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
