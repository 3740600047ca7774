/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension FlowKernel {
  /// One row of a flow (a column, for VFlow). Lengths are along the flow axis, thickness across it.
  public struct Row: Hashable, Sendable {
    /// The items in the row, consecutive indices.
    public var items: Range<Int>
    /// Position of the row's start edge across the flow axis (y for HFlow, x for VFlow), in final coordinates.
    public var crossOffset: CGFloat
    /// The row's thickness: its tallest item (HFlow) or widest item (VFlow).
    public var thickness: CGFloat
    /// Position of the row's first edge along the flow axis, in final coordinates (after alignment and mirroring).
    public var mainOffset: CGFloat
    /// The row's span along the flow axis after alignment (the justified width for a justified row).
    public var length: CGFloat
    /// FrameUp's `minRowWidth`: `Σw + (n−1)·spacing`.
    public var naturalLength: CGFloat
  }

  /// The output of the flow kernel.
  public struct Result: Hashable, Sendable {
    /// The flow axis: `.horizontal` for HFlow, `.vertical` for VFlow.
    public var axis: Axis
    /// Top-left corner of each placed item in container coordinates; `offsets.count == placedCount`.
    public var offsets: [Point]
    /// The rows in order (sorted by ``Row/crossOffset`` for left-to-right; for a right-to-left VFlow by decreasing x).
    public var rows: [Row]
    /// The bounding box of the placed items, measured from the origin (`.zero` when nothing is placed).
    public var contentSize: Size
    /// How many trailing items did not fit within `maxRows` (they are `placedCount..<itemCount`).
    public var overflowCount: Int
    /// Whether x coordinates were mirrored (right-to-left).
    public var isMirrored: Bool

    /// Creates a result.
    init(axis: Axis, offsets: [Point], rows: [Row], contentSize: Size, overflowCount: Int, isMirrored: Bool) {
      self.axis = axis
      self.offsets = offsets
      self.rows = rows
      self.contentSize = contentSize
      self.overflowCount = overflowCount
      self.isMirrored = isMirrored
    }

    /// The number of items that got an offset.
    public var placedCount: Int { offsets.count }

    /// The row holding item `index`, or `nil` if the item was not placed.
    ///
    /// - Complexity: O(log r) for r rows (binary search).
    public func rowIndex(ofItem index: Int) -> Int? {
      guard index >= 0, index < offsets.count else { return nil }
      var lo = 0
      var hi = rows.count - 1
      while lo < hi {
        let mid = (lo + hi + 1) / 2
        if rows[mid].items.lowerBound <= index { lo = mid } else { hi = mid - 1 }
      }
      return lo
    }

    /// The row index of every placed item, in item order.
    ///
    /// - Complexity: O(n).
    public var rowIndices: [Int] {
      var indices: [Int] = []
      indices.reserveCapacity(offsets.count)
      for (r, row) in rows.enumerated() { for _ in row.items { indices.append(r) } }
      return indices
    }

    /// The frame of placed item `index` (which must be below ``placedCount``), given the sizes that were laid out.
    public func frame(ofItem index: Int, sizes: [Size]) -> Rect { Rect(origin: offsets[index], size: sizes[index]) }
  }
}
