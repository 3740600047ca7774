/// Append-only masonry: places items one at a time, never moving an item once placed (an infinite feed).
///
/// Uses the same rule and arithmetic as ``MasonryKernel`` with `.shortest` placement and start alignment along the
/// stacking axis, so appending n items one by one gives exactly the batch offsets for `.top` (VMasonry) or
/// `.leading` (HMasonry) alignment. The alignment's stacking part is ignored (aligning lanes to the longest lane
/// would move placed items); its other part aligns items within the lane thickness as in the batch kernel.
///
/// ```swift
/// var feed = try MasonryAppender(columns: 3, maxWidth: 320)
/// let p0 = try feed.append(Size(width: 100, height: 50))  // (0, 0)
/// let p1 = try feed.append(Size(width: 100, height: 80))  // (110, 0)
/// ```
public struct MasonryAppender: Sendable {
  /// The stacking axis (`.vertical`: columns, as VMasonry).
  public let axis: Axis
  /// The number of lanes.
  public let lanes: Int
  /// The lane thickness (column width for VMasonry).
  public let laneThickness: CGFloat
  private let mainSpacing: CGFloat
  private let crossSpacing: CGFloat
  private let crossFraction: CGFloat
  /// Each lane's current length along the stacking axis.
  public private(set) var laneLengths: [CGFloat]
  /// The number of items placed so far.
  public private(set) var count = 0
  /// The bounding box of the items placed so far.
  public private(set) var contentSize = Size.zero
  private var heap: [LaneHeap.Entry] = []

  /// Creates an empty feed over `lanes` lanes (values below 1 mean 1) across `maxThickness`.
  ///
  /// - Throws: ``KernelError`` for a bad length or more than ``TrellisLimits/maxLanes`` lanes.
  /// - Complexity: O(k) for k lanes.
  public init(
    axis: Axis = .vertical, lanes: Int, maxThickness: CGFloat, horizontalSpacing: CGFloat = 10,
    verticalSpacing: CGFloat = 10, alignment: KernelAlignment = .top
  ) throws(KernelError) {
    let p = try MasonryParameters(
      axis: axis, lanes: lanes, maxThickness: maxThickness, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing, alignment: alignment, placement: .shortest)
    self.axis = axis
    self.lanes = p.lanes
    laneThickness = p.laneThickness
    mainSpacing = p.mainSpacing
    crossSpacing = p.crossSpacing
    crossFraction = p.crossFraction
    laneLengths = [CGFloat](repeating: 0, count: p.lanes)
  }

  /// Creates an empty VMasonry feed with `columns` columns across `maxWidth`.
  ///
  /// - Throws: ``KernelError`` for a bad length.
  /// - Complexity: O(columns).
  public init(
    columns: Int, maxWidth: CGFloat, horizontalSpacing: CGFloat = 10, verticalSpacing: CGFloat = 10,
    alignment: KernelAlignment = .top
  ) throws(KernelError) {
    try self.init(
      axis: .vertical, lanes: columns, maxThickness: maxWidth, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing, alignment: alignment)
  }

  /// Places one item in the shortest lane (ties to the lowest index; empty lanes first) and returns its top-left
  /// corner. Earlier items never move.
  ///
  /// - Throws: ``KernelError/invalidItemSize(index:size:)`` for a NaN, infinite or negative size, and
  ///   ``KernelError/overflow(index:)`` when its position or far edge would exceed the double range (nothing changes).
  /// - Complexity: O(log k) for k lanes (O(k) once, when the last empty lane fills and the heap is built).
  @discardableResult
  public mutating func append(_ size: Size) throws(KernelError) -> Point {
    guard size.width >= 0, size.height >= 0, size.width < .infinity, size.height < .infinity else {
      throw .invalidItemSize(index: count, size: size)
    }
    let along = size[axis]
    let across = size[axis.perpendicular]
    let lane = count < lanes ? count : heap[0].lane
    let position = count < lanes ? 0 : heap[0].length + mainSpacing
    let end = position + along
    let cross = CGFloat(lane) * (laneThickness + crossSpacing) + max(0, laneThickness - across) * crossFraction
    let crossEnd = cross + across
    // Checked before anything changes, so a feed that would overflow stays as it was.
    guard end.isFinite && crossEnd.isFinite else { throw .overflow(index: count) }
    if count < lanes {
      laneLengths[lane] = along
      if count == lanes - 1 {
        heap = laneLengths.enumerated().map { LaneHeap.Entry(length: $0.element, lane: $0.offset) }
        heap.withUnsafeMutableBufferPointer { LaneHeap.heapify($0) }
      }
    } else {
      laneLengths[lane] = end
      heap.withUnsafeMutableBufferPointer { heap in
        heap[0].length = end
        LaneHeap.siftDown(heap, from: 0)
      }
    }
    count += 1
    let point = axis == .vertical ? Point(x: cross, y: position) : Point(x: position, y: cross)
    let extent = Size(axis, along: end, across: crossEnd)
    contentSize = Size(width: max(contentSize.width, extent.width), height: max(contentSize.height, extent.height))
    return point
  }
}
