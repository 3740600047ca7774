extension MasonryKernel {
  /// A visible-rect index over a masonry result: the items of each lane, sorted along the stacking axis.
  ///
  /// ```swift
  /// let index = try MasonryKernel.SpatialIndex(masonry, sizes: sizes)
  /// let visible = index.items(in: Rect(x: 0, y: scrollY, width: 320, height: 600))
  /// ```
  public struct SpatialIndex: Sendable {
    private let axis: Axis
    private let offsets: [Point]
    private let sizes: [Size]
    /// `laneItems[laneStarts[c]..<laneStarts[c + 1]]` are lane c's items in stacking order.
    private let laneStarts: [Int]
    private let laneItems: [Int]
    /// Each lane's band across the stacking axis (items may be thicker than the lane).
    private let laneBands: [(CGFloat, CGFloat)]

    /// Builds the index for `result`, whose items had `sizes`.
    ///
    /// - Throws: ``KernelError/sizeCountMismatch(expected:actual:)`` when the counts differ.
    /// - Complexity: O(n + k) for n items and k lanes.
    public init(_ result: Result, sizes: [Size]) throws(KernelError) {
      guard sizes.count == result.offsets.count else {
        throw .sizeCountMismatch(expected: result.offsets.count, actual: sizes.count)
      }
      let k = result.laneLengths.count
      var starts = [Int](repeating: 0, count: k + 1)
      for lane in result.laneOfItem { starts[lane + 1] += 1 }
      for c in 0..<k { starts[c + 1] += starts[c] }
      var next = starts
      var items = [Int](repeating: 0, count: sizes.count)
      var bands = [(CGFloat, CGFloat)](repeating: (.infinity, -.infinity), count: k)
      let cross = result.axis.perpendicular
      for (i, lane) in result.laneOfItem.enumerated() {
        items[next[lane]] = i
        next[lane] += 1
        let lo = result.offsets[i][cross]
        bands[lane] = (min(bands[lane].0, lo), max(bands[lane].1, lo + sizes[i][cross]))
      }
      axis = result.axis
      offsets = result.offsets
      self.sizes = sizes
      laneStarts = starts
      laneItems = items
      laneBands = bands
    }

    /// Indices of the items whose frames share interior area with `rect` (touching edges do not count), ascending.
    ///
    /// - Complexity: O(k + Σ log mᵢ + c + c log c) for k lanes, where the sum runs over the lanes whose band meets
    ///   `rect` (mᵢ items each) and c counts the items in those lanes whose stacking span meets `rect`.
    public func items(in rect: Rect) -> [Int] {
      let main = axis
      let cross = axis.perpendicular
      let qMain = (rect.origin[main], rect.origin[main] + rect.size[main])
      let qCross = (rect.origin[cross], rect.origin[cross] + rect.size[cross])
      var found: [Int] = []
      for c in laneBands.indices where laneBands[c].0 < qCross.1 && qCross.0 < laneBands[c].1 {
        var lo = laneStarts[c]
        var hi = laneStarts[c + 1]
        let end = hi
        while lo < hi {
          let mid = (lo + hi) / 2
          let i = laneItems[mid]
          if offsets[i][main] + sizes[i][main] > qMain.0 { hi = mid } else { lo = mid + 1 }
        }
        var j = lo
        while j < end, offsets[laneItems[j]][main] < qMain.1 {
          let i = laneItems[j]
          if Rect(origin: offsets[i], size: sizes[i]).overlapsInterior(rect) { found.append(i) }
          j += 1
        }
      }
      found.sort()
      return found
    }
  }
}

extension MasonryKernel.Result {
  /// Indices of the items whose frames meet `rect`, ascending. Builds a ``MasonryKernel/SpatialIndex`` each call:
  /// keep one index when querying repeatedly.
  ///
  /// - Throws: ``KernelError/sizeCountMismatch(expected:actual:)`` when `sizes` does not match.
  /// - Complexity: O(n + k) to build, plus the index's query cost.
  public func items(in rect: Rect, sizes: [Size]) throws(KernelError) -> [Int] {
    try MasonryKernel.SpatialIndex(self, sizes: sizes).items(in: rect)
  }
}
