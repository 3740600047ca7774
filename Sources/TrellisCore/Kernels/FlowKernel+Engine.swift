/// The flow row engine, written once over a main axis and specialised for both orientations.
///
/// Pass 1 breaks rows greedily and writes start-aligned offsets (final for top-leading, left to right). Pass 2,
/// run only when needed, applies main-axis alignment or justification, cross-axis alignment within each row, and
/// mirroring.
enum FlowEngine<A: KernelAxis> {
  /// Lays the items out, validating them on the way: throws when any item read is bad.
  static func run(_ sizes: UnsafeBufferPointer<Size>, _ p: FlowParameters) throws(KernelError) -> FlowKernel.Result {
    let n = sizes.count
    if n == 0 {
      // No allocation at all: `Array(unsafeUninitializedCapacity: 0)` writes its count into the shared empty-array
      // storage, which ThreadSanitizer reports as a race between concurrent layouts.
      return FlowKernel.Result(
        axis: A.axis, offsets: [], rows: [], contentSize: .zero, overflowCount: 0,
        isMirrored: p.options.direction == .rightToLeft)
    }
    let rowLimit = p.options.maxRows ?? Int.max
    let maxLength = p.maxLength
    let spacing = p.mainSpacing
    let crossSpacing = p.crossSpacing
    var rows: [FlowKernel.Row] = []
    rows.reserveCapacity(estimatedRowCount(sizes, p))
    var widest = 0.0
    var crossEnd = 0.0
    var flags: UInt64 = 0
    var offsets = [Point](unsafeUninitializedCapacity: n) { out, initialized in
      p.options.forcedBreaks.withUnsafeBufferPointer { breaks in
        var i = 0
        var b = 0
        var crossPosition = 0.0
        while i < n && rows.count < rowLimit {
          let start = i
          while b < breaks.count && breaks[b] <= start { b += 1 }
          let stop = b < breaks.count ? breaks[b] : n
          let first = sizes[i]
          flags |= KernelError.flags(first)
          var length = A.main(first)
          var thickness = A.cross(first)
          out[i] = A.point(main: 0, cross: crossPosition)
          i += 1
          while i < stop {
            let size = sizes[i]
            flags |= KernelError.flags(size)
            let position = length + spacing
            let end = position + A.main(size)
            if end > maxLength { break }
            out[i] = A.point(main: position, cross: crossPosition)
            length = end
            let t = A.cross(size)
            thickness = t > thickness ? t : thickness
            i += 1
          }
          rows.append(
            FlowKernel.Row(
              items: start..<i, crossOffset: crossPosition, thickness: thickness, mainOffset: 0, length: length,
              naturalLength: length))
          widest = length > widest ? length : widest
          crossEnd = crossPosition + thickness
          crossPosition = crossEnd + crossSpacing
        }
        initialized = i
      }
    }
    let placed = offsets.count
    // Validate what pass 1 read, then the items it never reached (those past `maxRows`).
    try KernelError.check(flags, sizes)
    try KernelError.validate(UnsafeBufferPointer(rebasing: sizes[placed...]), firstIndex: placed)
    // Sizes and spacings are finite and non-negative, so positions only grow along a row and down the rows: the
    // widest row and the last row's end bound every sum pass 1 made, and pass 2 only moves items within them.
    if !(widest.isFinite && crossEnd.isFinite) {
      throw offsets.withUnsafeBufferPointer { KernelError.overflow($0, sizes) }
    }
    let mirrored = p.options.direction == .rightToLeft
    let needsAlignment =
      p.mainAlignment != .start || p.crossAlignment == .center || p.crossAlignment == .end
    var mainEnd = widest
    if needsAlignment && placed > 0 {
      mainEnd = align(sizes, &offsets, &rows, p, widest: widest, isComplete: placed == n)
    }
    let contentSize = placed == 0 ? Size.zero : Size(A.axis, along: mainEnd, across: crossEnd)
    if mirrored && placed > 0 {
      mirror(sizes, &offsets, &rows, width: contentSize.width)
    }
    let result = FlowKernel.Result(
      axis: A.axis, offsets: offsets, rows: rows, contentSize: contentSize, overflowCount: n - placed,
      isMirrored: mirrored)
    #if TRELLIS_INTERNAL_CHECKS
      checkInvariants(result, sizes)
    #endif
    return result
  }

  #if TRELLIS_INTERNAL_CHECKS
    /// Debug-only invariants: rows partition the placed items in order, every item lies inside the content size.
    ///
    /// - Complexity: O(n).
    static func checkInvariants(_ result: FlowKernel.Result, _ sizes: UnsafeBufferPointer<Size>) {
      var next = 0
      for row in result.rows {
        precondition(row.items.lowerBound == next && !row.items.isEmpty, "flow rows must partition the items")
        next = row.items.upperBound
      }
      precondition(next == result.placedCount, "flow rows must cover the placed items")
      for (i, offset) in result.offsets.enumerated() {
        precondition(
          KernelError.isInside(offset, sizes[i], result.contentSize), "flow item \(i) outside the content")
      }
    }
  #endif

  /// A generous guess at the row count from the first items, so the row list rarely regrows (each regrowth copies
  /// it). Only a capacity hint: a wrong guess costs time, never correctness.
  ///
  /// - Complexity: O(1) (looks at up to 64 items).
  static func estimatedRowCount(_ sizes: UnsafeBufferPointer<Size>, _ p: FlowParameters) -> Int {
    let n = sizes.count
    let sample = min(n, 64)
    if sample == 0 { return 0 }
    var total = 0.0
    for i in 0..<sample { total += A.main(sizes[i]) + p.mainSpacing }
    let perRow = (p.maxLength + p.mainSpacing) / (total / CGFloat(sample))
    // NaN, infinity and huge values all fall back to the bounds.
    guard perRow >= 1 else { return min(n, p.options.maxRows ?? n) }
    let guess = perRow < CGFloat(n) ? Int(CGFloat(n) / perRow * 1.25) + 16 : 16
    return min(guess, n, p.options.maxRows ?? n)
  }

  /// Pass 2: row alignment/justification along the main axis and item alignment within the row. Returns the
  /// largest main-axis extent of any row.
  static func align(
    _ sizes: UnsafeBufferPointer<Size>, _ offsets: inout [Point], _ rows: inout [FlowKernel.Row], _ p: FlowParameters,
    widest: CGFloat, isComplete: Bool
  ) -> CGFloat {
    let justifiedLength = p.maxLength < .infinity ? p.maxLength : widest
    let justifies = p.mainAlignment == .justified
    let lastPolicy = p.options.lastRowAlignment
    func justifiesRow(_ r: Int, _ row: FlowKernel.Row) -> Bool {
      justifies && row.items.count > 1 && (!(isComplete && r == rows.count - 1) || lastPolicy == .justified)
    }
    var reference = widest
    if justifies, rows.indices.contains(where: { justifiesRow($0, rows[$0]) }) {
      reference = max(widest, justifiedLength)
    }
    let crossFraction = p.crossAlignment.fraction
    var mainEnd = 0.0
    offsets.withUnsafeMutableBufferPointer { out in
      for r in rows.indices {
        let row = rows[r]
        var rowStart = 0.0
        var rowEnd = 0.0
        if justifiesRow(r, row) {
          var sum = 0.0
          for i in row.items { sum += A.main(sizes[i]) }
          let gap = (justifiedLength - sum) / CGFloat(row.items.count - 1)
          var position = 0.0
          for i in row.items {
            let size = sizes[i]
            out[i] = A.point(main: position, cross: row.crossOffset + (row.thickness - A.cross(size)) * crossFraction)
            rowEnd = position + A.main(size)
            position = rowEnd + gap
          }
        } else {
          var fraction = p.mainAlignment.fraction
          if justifies && isComplete && r == rows.count - 1 {
            switch lastPolicy {
            case .leading, .justified: fraction = 0
            case .center: fraction = 0.5
            case .trailing: fraction = 1
            }
          }
          rowStart = (reference - row.naturalLength) * fraction
          for i in row.items {
            let size = sizes[i]
            out[i] = A.point(
              main: A.main(out[i]) + rowStart, cross: row.crossOffset + (row.thickness - A.cross(size)) * crossFraction)
          }
          rowEnd = rowStart + row.naturalLength
        }
        rows[r].mainOffset = rowStart
        rows[r].length = rowEnd - rowStart
        mainEnd = max(mainEnd, rowEnd)
      }
    }
    return mainEnd
  }

  /// Mirrors x within `width`: `x' = width − x − itemWidth`, for items and rows.
  static func mirror(
    _ sizes: UnsafeBufferPointer<Size>, _ offsets: inout [Point], _ rows: inout [FlowKernel.Row], width: CGFloat
  ) {
    offsets.withUnsafeMutableBufferPointer { out in
      for i in out.indices { out[i].x = width - out[i].x - sizes[i].width }
    }
    for r in rows.indices {
      if A.axis == .horizontal {
        rows[r].mainOffset = width - rows[r].mainOffset - rows[r].length
      } else {
        rows[r].crossOffset = width - rows[r].crossOffset - rows[r].thickness
      }
    }
  }
}
