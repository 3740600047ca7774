extension FlowKernel {
  /// The top-leading, left-to-right HFlow (FrameUp's default) written into a caller's buffer: no allocation at all.
  ///
  /// The same rows and offsets as ``horizontal(_:maxWidth:horizontalSpacing:verticalSpacing:alignment:options:)``
  /// with its defaults, for callers that lay out the same large arrays repeatedly (and the benchmark's comparison with
  /// a C loop writing into preallocated memory).
  ///
  /// ```swift
  /// var offsets = [Point](repeating: .zero, count: sizes.count)
  /// let (rows, size) = try sizes.withUnsafeBufferPointer { items in
  ///   try offsets.withUnsafeMutableBufferPointer { out in try FlowKernel.topLeading(items, maxWidth: 375, into: out) }
  /// }
  /// ```
  /// - Throws: ``KernelError`` for a bad size or parameter, an output buffer shorter than the input, or
  ///   ``KernelError/overflow(index:)`` when a position exceeds the double range.
  /// - Complexity: O(n), allocation-free.
  public static func topLeading(
    _ sizes: UnsafeBufferPointer<Size>, maxWidth: CGFloat, horizontalSpacing: CGFloat = 10,
    verticalSpacing: CGFloat = 10,
    into offsets: UnsafeMutableBufferPointer<Point>
  ) throws(KernelError) -> (rows: Int, contentSize: Size) {
    try KernelError.validate(maxWidth, "maxWidth", allowInfinity: true)
    try KernelError.validate(horizontalSpacing, "horizontalSpacing")
    try KernelError.validate(verticalSpacing, "verticalSpacing")
    guard offsets.count >= sizes.count else {
      throw .sizeCountMismatch(expected: sizes.count, actual: offsets.count)
    }
    let n = sizes.count
    if n == 0 { return (0, .zero) }
    var flags: UInt64 = 0
    var rows = 0
    var widest = 0.0
    var y = 0.0
    var bottom = 0.0
    var i = 0
    // The C loop's shape: one row per outer iteration, items joining it in the inner loop.
    while i < n {
      let first = sizes[i]
      flags |= KernelError.flags(first)
      var length = first.width
      var thickness = first.height
      offsets[i] = Point(x: 0, y: y)
      i += 1
      while i < n {
        let size = sizes[i]
        let position = length + horizontalSpacing
        let end = position + size.width
        if end > maxWidth { break }
        flags |= KernelError.flags(size)
        offsets[i] = Point(x: position, y: y)
        length = end
        thickness = size.height > thickness ? size.height : thickness
        i += 1
      }
      rows += 1
      widest = length > widest ? length : widest
      bottom = y + thickness
      y = bottom + verticalSpacing
    }
    try KernelError.check(flags, sizes)
    // As in the full kernel: positions only grow, so the widest row and the last row's end bound every sum.
    if !(widest.isFinite && bottom.isFinite) {
      throw KernelError.overflow(UnsafeBufferPointer(rebasing: offsets[..<n]), sizes)
    }
    return (rows, Size(width: widest, height: bottom))
  }
}
