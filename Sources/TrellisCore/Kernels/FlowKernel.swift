/// FrameUp's flow row engine as pure functions over arrays of sizes: HFlow (rows left to right, wrapping down) and
/// VFlow (its transpose: columns top to bottom, wrapping right).
///
/// The algorithm is FrameUp's greedy row engine (see `semantics.md` §2 "Row engine"): an item joins the current row
/// iff `minRowWidth + spacing + w ≤ maxWidth`, where `minRowWidth = Σw + (n−1)·spacing`; the first item of a row
/// always fits, so an over-wide item gets a row of its own. Greedy uses the fewest rows possible; for rows of more
/// even length with the same row count see ``balancedBreaks(_:maxLength:spacing:)``.
///
/// ```swift
/// let sizes = [Size(width: 80, height: 20), Size(width: 70, height: 30), Size(width: 60, height: 20)]
/// let flow = try FlowKernel.horizontal(sizes, maxWidth: 200)
/// flow.offsets      // [(0, 0), (90, 0), (0, 40)]
/// flow.contentSize  // 160×60
/// ```
///
/// The kernel lays out sizes it is given; clamping items to `maxItemWidth` (FrameUp's
/// `min(maxWidth, maxItemWidth ?? ∞)`) is the container's job when it proposes sizes to its children.
/// Bad input throws ``KernelError`` before anything is computed; no items give an empty result of size zero.
public enum FlowKernel {
  /// Lays out an HFlow: rows left to right, wrapping at `maxWidth`, rows stacked downwards.
  ///
  /// - Parameters:
  ///   - sizes: item sizes in index order; each must be finite and non-negative.
  ///   - maxWidth: the row length limit, ≥ 0; `.infinity` puts everything in one row.
  ///   - horizontalSpacing: the minimum gap between items in a row, finite ≥ 0.
  ///   - verticalSpacing: the gap between rows, finite ≥ 0.
  ///   - alignment: horizontal part aligns rows (relative to the widest row) or justifies them to `maxWidth`;
  ///     vertical part aligns items within their row (`.justified` acts as top).
  ///   - options: direction, row limit, forced breaks, last-row policy.
  /// - Throws: ``KernelError`` for a bad size or parameter.
  /// - Complexity: O(n) time; one allocation for the offsets plus amortised growth of the row list.
  public static func horizontal(
    _ sizes: [Size], maxWidth: CGFloat, horizontalSpacing: CGFloat = 10, verticalSpacing: CGFloat = 10,
    alignment: KernelAlignment = .topLeading, options: Options = Options()
  ) throws(KernelError) -> Result {
    try withBuffer(sizes) { (buffer) throws(KernelError) in
      try layout(
        buffer, axis: .horizontal, maxLength: maxWidth, horizontalSpacing: horizontalSpacing,
        verticalSpacing: verticalSpacing, alignment: alignment, options: options)
    }
  }

  /// Lays out a VFlow: columns top to bottom, wrapping at `maxHeight`, columns placed rightwards.
  ///
  /// The transpose of ``horizontal(_:maxWidth:horizontalSpacing:verticalSpacing:alignment:options:)``: each "row"
  /// of the result is a column; the vertical alignment part aligns (or justifies) columns, the horizontal part aligns
  /// items within their column (`.justified` acts as leading); the next column starts at
  /// `x + widest item + horizontalSpacing`.
  ///
  /// - Throws: ``KernelError`` for a bad size or parameter.
  /// - Complexity: O(n).
  public static func vertical(
    _ sizes: [Size], maxHeight: CGFloat, horizontalSpacing: CGFloat = 10, verticalSpacing: CGFloat = 10,
    alignment: KernelAlignment = .topLeading, options: Options = Options()
  ) throws(KernelError) -> Result {
    try withBuffer(sizes) { (buffer) throws(KernelError) in
      try layout(
        buffer, axis: .vertical, maxLength: maxHeight, horizontalSpacing: horizontalSpacing,
        verticalSpacing: verticalSpacing, alignment: alignment, options: options)
    }
  }

  /// The flow kernel over a raw buffer, for either axis: `axis == .horizontal` is HFlow, `.vertical` is VFlow.
  ///
  /// `maxLength` is the limit along `axis` (maxWidth for HFlow, maxHeight for VFlow). Spacing along `axis` separates
  /// items within a row; spacing across it separates rows.
  ///
  /// - Throws: ``KernelError`` for a bad size or parameter, or a forced break list that is unsorted or out of range.
  /// - Complexity: O(n + b) for n items and b forced breaks; allocation-free per item.
  public static func layout(
    _ sizes: UnsafeBufferPointer<Size>, axis: Axis, maxLength: CGFloat, horizontalSpacing: CGFloat = 10,
    verticalSpacing: CGFloat = 10, alignment: KernelAlignment = .topLeading, options: Options = Options()
  ) throws(KernelError) -> Result {
    try KernelError.validate(maxLength, axis == .horizontal ? "maxWidth" : "maxHeight", allowInfinity: true)
    try KernelError.validate(horizontalSpacing, "horizontalSpacing")
    try KernelError.validate(verticalSpacing, "verticalSpacing")
    if let maxRows = options.maxRows, maxRows < 0 { throw .invalidCount(name: "maxRows", value: maxRows) }
    var previous = -1
    for b in options.forcedBreaks {
      guard b >= 0, b < max(sizes.count, 1), b >= previous else { throw .invalidLineBreak(index: b) }
      previous = b
    }
    let mainSpacing = axis == .horizontal ? horizontalSpacing : verticalSpacing
    let crossSpacing = axis == .horizontal ? verticalSpacing : horizontalSpacing
    let parameters = FlowParameters(
      maxLength: maxLength, mainSpacing: mainSpacing, crossSpacing: crossSpacing,
      mainAlignment: alignment.component(axis), crossAlignment: alignment.component(axis.perpendicular),
      options: options)
    // The engine validates the sizes in the same pass that reads them.
    return axis == .horizontal
      ? try FlowEngine<HorizontalMainAxis>.run(sizes, parameters)
      : try FlowEngine<VerticalMainAxis>.run(sizes, parameters)
  }

  /// Calls `body` with the array's storage (no copy).
  static func withBuffer<R>(
    _ sizes: [Size], _ body: (UnsafeBufferPointer<Size>) throws(KernelError) -> R
  ) throws(KernelError) -> R {
    let result: Swift.Result<R, KernelError> = sizes.withUnsafeBufferPointer { buffer in
      do throws(KernelError) { return .success(try body(buffer)) } catch { return .failure(error) }
    }
    return try result.get()
  }
}
