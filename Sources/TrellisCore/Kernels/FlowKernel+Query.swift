extension FlowKernel.Result {
  /// Indices of the placed items whose frames share interior area with `rect` (touching edges do not count), in
  /// ascending order: the visible items of a virtualised scroll view.
  ///
  /// Rows are sorted across the flow axis and items within a row along it (before mirroring), so both are found by
  /// binary search.
  ///
  /// ```swift
  /// let visible = try flow.items(in: Rect(x: 0, y: scrollY, width: 400, height: 800), sizes: sizes)
  /// ```
  ///
  /// - Parameter sizes: the sizes that were laid out (at least ``placedCount`` of them).
  /// - Throws: ``KernelError/sizeCountMismatch(expected:actual:)`` when `sizes` has fewer than ``placedCount`` items.
  /// - Complexity: O(log r + Σ log mᵢ + c) for r rows, where the sum runs over the rows whose band meets `rect`
  ///   (mᵢ items each) and c counts the items whose row band and main-axis span both meet `rect` (c ≥ the result).
  public func items(in rect: Rect, sizes: [Size]) throws(KernelError) -> [Int] {
    guard sizes.count >= offsets.count else {
      throw .sizeCountMismatch(expected: offsets.count, actual: sizes.count)
    }
    var found: [Int] = []
    if rows.isEmpty { return found }
    let width = contentSize.width
    let main = axis
    let cross = axis.perpendicular
    // Work in unmirrored coordinates, where rows and items are sorted ascending.
    func interval(_ lo: CGFloat, _ length: CGFloat, _ a: Axis) -> (CGFloat, CGFloat) {
      isMirrored && a == .horizontal ? (width - lo - length, width - lo) : (lo, lo + length)
    }
    let query: (main: (CGFloat, CGFloat), cross: (CGFloat, CGFloat)) = (
      interval(rect.origin[main], rect.size[main], main), interval(rect.origin[cross], rect.size[cross], cross)
    )
    func rowBand(_ r: Int) -> (CGFloat, CGFloat) { interval(rows[r].crossOffset, rows[r].thickness, cross) }
    func itemSpan(_ i: Int) -> (CGFloat, CGFloat) { interval(offsets[i][main], sizes[i][main], main) }
    // In unmirrored coordinates rows and the items of a row are in index order, ascending.
    var lo = 0
    var hi = rows.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if rowBand(mid).1 > query.cross.0 { hi = mid } else { lo = mid + 1 }
    }
    var r = lo
    while r < rows.count, rowBand(r).0 < query.cross.1 {
      let items = rows[r].items
      var a = items.lowerBound
      var b = items.upperBound
      while a < b {
        let mid = (a + b) / 2
        if itemSpan(mid).1 > query.main.0 { b = mid } else { a = mid + 1 }
      }
      var i = a
      while i < items.upperBound, itemSpan(i).0 < query.main.1 {
        if Rect(origin: offsets[i], size: sizes[i]).overlapsInterior(rect) { found.append(i) }
        i += 1
      }
      r += 1
    }
    return found
  }
}
