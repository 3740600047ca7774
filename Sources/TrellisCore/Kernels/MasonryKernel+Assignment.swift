extension MasonryKernel {
  /// Lays out a masonry with a given lane for every item (each lane keeps index order), with the same geometry and
  /// alignment rules as the greedy kernel. This is how solver strategies (an optimal column assignment) are drawn.
  ///
  /// - Parameters:
  ///   - assignment: the lane of each item, `0..<lanes`; must have one entry per size.
  ///   - other parameters: as ``layout(_:axis:lanes:maxThickness:horizontalSpacing:verticalSpacing:alignment:placement:)``.
  /// - Throws: ``KernelError`` for a bad size or parameter, or an assignment of the wrong length or out of range
  ///   (``KernelError/invalidCount(name:value:)`` naming `assignment`).
  /// - Complexity: O(n + k).
  public static func layout(
    _ sizes: [Size], assignment: [Int], axis: Axis, lanes: Int, maxThickness: CGFloat, horizontalSpacing: CGFloat = 10,
    verticalSpacing: CGFloat = 10, alignment: KernelAlignment
  ) throws(KernelError) -> Result {
    let p = try MasonryParameters(
      axis: axis, lanes: lanes, maxThickness: maxThickness, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing, alignment: alignment, placement: .shortest)
    guard assignment.count == sizes.count else {
      throw .sizeCountMismatch(expected: sizes.count, actual: assignment.count)
    }
    try sizes.withUnsafeBufferPointer { (buffer) throws(KernelError) in try KernelError.validate(buffer) }
    let k = p.lanes
    var lengths = [CGFloat](repeating: 0, count: k)
    var used = [Bool](repeating: false, count: k)
    var offsets: [Point] = []
    offsets.reserveCapacity(sizes.count)
    var crossEnd = 0.0
    let pitch = p.laneThickness + p.crossSpacing
    for (i, size) in sizes.enumerated() {
      let lane = assignment[i]
      guard lane >= 0 && lane < k else { throw .invalidCount(name: "assignment[\(i)]", value: lane) }
      let along = size[axis]
      let across = size[axis.perpendicular]
      let position = used[lane] ? lengths[lane] + p.mainSpacing : 0
      used[lane] = true
      lengths[lane] = position + along
      let cross = CGFloat(lane) * pitch + max(0, p.laneThickness - across) * p.crossFraction
      var point = Point.zero
      point[axis] = position
      point[axis.perpendicular] = cross
      offsets.append(point)
      crossEnd = max(crossEnd, cross + across)
    }
    let longest = lengths.max() ?? 0
    if p.mainAlignment != .start && !sizes.isEmpty {
      if axis == .vertical {
        MasonryEngine<VerticalMainAxis>.align(
          &offsets, assignment, lengths, longest: longest, alignment: p.mainAlignment)
      } else {
        MasonryEngine<HorizontalMainAxis>.align(
          &offsets, assignment, lengths, longest: longest, alignment: p.mainAlignment)
      }
    }
    return Result(
      axis: axis, offsets: offsets, laneOfItem: assignment, laneLengths: lengths, laneThickness: p.laneThickness,
      lanePitch: pitch, contentSize: sizes.isEmpty ? .zero : Size(axis, along: longest, across: crossEnd))
  }
}
