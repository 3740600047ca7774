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
  /// - Throws: ``KernelError`` for a bad size or parameter, or an output buffer shorter than the input.
  /// - Complexity: O(n), allocation-free.
  public static func topLeading(
    _ sizes: UnsafeBufferPointer<Size>, maxWidth: Double, horizontalSpacing: Double = 10, verticalSpacing: Double = 10,
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
    var rowHeight = 0.0
    var x = 0.0
    for i in 0..<n {
      let size = sizes[i]
      flags |= KernelError.flags(size)
      let position = x + horizontalSpacing
      if i > 0 && position + size.width <= maxWidth {
        offsets[i] = Point(x: position, y: y)
        x = position + size.width
        rowHeight = size.height > rowHeight ? size.height : rowHeight
      } else {
        if i > 0 {
          widest = x > widest ? x : widest
          y += rowHeight + verticalSpacing
        }
        rows += 1
        offsets[i] = Point(x: 0, y: y)
        x = size.width
        rowHeight = size.height
      }
    }
    widest = x > widest ? x : widest
    try KernelError.check(flags, sizes)
    return (rows, Size(width: widest, height: y + rowHeight))
  }
}
