/// The masonry engine, written once over the stacking axis and specialised for both orientations.
///
/// Pass 1 places every item start-aligned in its lane; pass 2, run only for center/end/justified stacking
/// alignment, shifts or spreads each lane relative to the longest lane.
enum MasonryEngine<A: KernelAxis> {
  /// Lays the items out, validating them on the way: throws when any item is bad.
  static func run(_ sizes: UnsafeBufferPointer<Size>, _ p: MasonryParameters) throws(KernelError)
    -> MasonryKernel.Result
  {
    let n = sizes.count
    let k = p.lanes
    let pitch = p.laneThickness + p.crossSpacing
    if n == 0 {
      return MasonryKernel.Result(
        axis: A.axis, offsets: [], laneOfItem: [], laneLengths: [CGFloat](repeating: 0, count: k),
        laneThickness: p.laneThickness, lanePitch: pitch, contentSize: .zero)
    }
    var lengths = [CGFloat](repeating: 0, count: k)
    var crossEnd: CGFloat = 0
    var flags: UInt64 = 0
    var offsets: [Point] = []
    // Pass 1 writes every element of both arrays.
    let laneOfItem = [Int](unsafeUninitializedCapacity: n) { laneOf, laneCount in
      offsets = [Point](unsafeUninitializedCapacity: n) { out, initialized in
        lengths.withUnsafeMutableBufferPointer { lengths in
          (crossEnd, flags) = place(sizes, p, out, lengths, laneOf)
        }
        initialized = n
      }
      laneCount = n
    }
    try KernelError.check(flags, sizes)
    var longest = 0.0
    for length in lengths { longest = max(longest, length) }
    // Lane lengths only grow, so the longest lane and the far cross edge bound every sum; an infinite pitch makes
    // lane 0's offset 0·∞ = NaN, which the cross edge would miss.
    if !(longest.isFinite && crossEnd.isFinite && pitch.isFinite) {
      throw offsets.withUnsafeBufferPointer { KernelError.overflow($0, sizes) }
    }
    if p.mainAlignment != .start {
      align(&offsets, laneOfItem, lengths, longest: longest, alignment: p.mainAlignment)
    }
    let result = MasonryKernel.Result(
      axis: A.axis, offsets: offsets, laneOfItem: laneOfItem, laneLengths: lengths, laneThickness: p.laneThickness,
      lanePitch: pitch, contentSize: Size(A.axis, along: longest, across: crossEnd))
    #if TRELLIS_INTERNAL_CHECKS
      for i in 0..<n {
        precondition(result.laneOfItem[i] >= 0 && result.laneOfItem[i] < k, "masonry lane out of range")
        precondition(
          KernelError.isInside(result.offsets[i], sizes[i], result.contentSize), "masonry item \(i) outside the content"
        )
      }
    #endif
    return result
  }

  /// Pass 1: every item goes into its lane at the lane's current end. Returns the cross-axis extent and the
  /// validity flags of all sizes (``KernelError/flags(_:)``).
  @inline(__always)
  static func place(
    _ sizes: UnsafeBufferPointer<Size>, _ p: MasonryParameters, _ out: UnsafeMutableBufferPointer<Point>,
    _ lengths: UnsafeMutableBufferPointer<CGFloat>, _ laneOf: UnsafeMutableBufferPointer<Int>
  ) -> (crossEnd: CGFloat, flags: UInt64) {
    let n = sizes.count
    let k = p.lanes
    let thickness = p.laneThickness
    let pitch = thickness + p.crossSpacing
    let fraction = p.crossFraction
    let spacing = p.mainSpacing
    var crossEnd: CGFloat = 0
    var flags: UInt64 = 0
    @inline(__always) func put(_ i: Int, lane: Int, at position: CGFloat) {
      let size = sizes[i]
      flags |= KernelError.flags(size)
      let across = A.cross(size)
      let cross = CGFloat(lane) * pitch + max(0, thickness - across) * fraction
      out[i] = A.point(main: position, cross: cross)
      laneOf[i] = lane
      let end = cross + across
      crossEnd = end > crossEnd ? end : crossEnd
    }
    // The first k items fill the empty lanes in order (an empty lane is shorter than any other).
    let prefix = min(n, k)
    for i in 0..<prefix {
      put(i, lane: i, at: 0)
      lengths[i] = A.main(sizes[i])
    }
    if prefix == n { return (crossEnd, flags) }
    switch p.placement {
    case .sequential:
      var lane = 0
      for i in prefix..<n {
        let position = lengths[lane] + spacing
        put(i, lane: lane, at: position)
        lengths[lane] = position + A.main(sizes[i])
        lane += 1
        if lane == k { lane = 0 }
      }
    case .shortest where k <= MasonryKernel.linearScanLimit:
      for i in prefix..<n {
        var lane = 0
        var shortest = lengths[0]
        for c in 1..<k where lengths[c] < shortest {
          shortest = lengths[c]
          lane = c
        }
        let position = shortest + spacing
        put(i, lane: lane, at: position)
        lengths[lane] = position + A.main(sizes[i])
      }
    case .shortest:
      let heap = UnsafeMutableBufferPointer<LaneHeap.Entry>.allocate(capacity: k)
      defer { heap.deallocate() }
      for c in 0..<k { heap.initializeElement(at: c, to: LaneHeap.Entry(length: lengths[c], lane: c)) }
      LaneHeap.heapify(heap)
      for i in prefix..<n {
        let lane = heap[0].lane
        let position = heap[0].length + spacing
        put(i, lane: lane, at: position)
        let end = position + A.main(sizes[i])
        lengths[lane] = end
        heap[0].length = end
        LaneHeap.siftDown(heap, from: 0)
      }
    case .tolerance(let tolerance):
      for i in prefix..<n {
        var shortest = lengths[0]
        for c in 1..<k where lengths[c] < shortest { shortest = lengths[c] }
        let limit = shortest + tolerance
        var lane = 0
        // Bounded even if a bad (NaN) size got in: the error is thrown after this pass.
        while lane < k - 1 && !(lengths[lane] <= limit) { lane += 1 }
        let position = lengths[lane] + spacing
        put(i, lane: lane, at: position)
        lengths[lane] = position + A.main(sizes[i])
      }
    }
    return (crossEnd, flags)
  }

  /// Pass 2: aligns lanes relative to the longest one along the stacking axis.
  static func align(
    _ offsets: inout [Point], _ laneOfItem: [Int], _ lengths: [CGFloat], longest: CGFloat, alignment: AxisAlignment
  ) {
    let k = lengths.count
    if alignment == .justified {
      var counts = [Int](repeating: 0, count: k)
      for lane in laneOfItem { counts[lane] += 1 }
      var extra = [CGFloat](repeating: 0, count: k)
      for c in 0..<k where counts[c] > 1 { extra[c] = (longest - lengths[c]) / CGFloat(counts[c] - 1) }
      var rank = [Int](repeating: 0, count: k)
      offsets.withUnsafeMutableBufferPointer { out in
        for i in out.indices {
          let lane = laneOfItem[i]
          out[i] = A.point(main: A.main(out[i]) + CGFloat(rank[lane]) * extra[lane], cross: A.cross(out[i]))
          rank[lane] += 1
        }
      }
    } else {
      let fraction = alignment.fraction
      let shift = lengths.map { (longest - $0) * fraction }
      offsets.withUnsafeMutableBufferPointer { out in
        for i in out.indices {
          out[i] = A.point(main: A.main(out[i]) + shift[laneOfItem[i]], cross: A.cross(out[i]))
        }
      }
    }
  }
}
