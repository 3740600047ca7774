/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension FlowKernel {
  /// Options beyond FrameUp's parameters. The defaults reproduce FrameUp exactly.
  ///
  /// ```swift
  /// var options = FlowKernel.Options()
  /// options.direction = .rightToLeft
  /// options.maxRows = 2
  /// options.forcedBreaks = [3]  // item 3 starts a new row
  /// ```
  public struct Options: Hashable, Sendable {
    /// Horizontal reading direction. `.rightToLeft` mirrors every x coordinate within the content width.
    public var direction: Direction
    /// The most rows (columns, for VFlow) to lay out; `nil` means no limit. Items that do not fit get no offset and
    /// are counted in ``Result/overflowCount``. Must be ≥ 0.
    public var maxRows: Int?
    /// Indices of items that must start a new row, sorted ascending (duplicates allowed; index 0 is a no-op).
    public var forcedBreaks: [Int]
    /// Where the last row goes when the main-axis alignment is justified (ignored otherwise).
    public var lastRowAlignment: LastRowAlignment

    /// Creates options; the defaults are FrameUp's behaviour.
    public init(
      direction: Direction = .leftToRight, maxRows: Int? = nil, forcedBreaks: [Int] = [],
      lastRowAlignment: LastRowAlignment = .leading
    ) {
      self.direction = direction
      self.maxRows = maxRows
      self.forcedBreaks = forcedBreaks
      self.lastRowAlignment = lastRowAlignment
    }
  }

  /// Horizontal reading direction.
  public enum Direction: Hashable, Sendable {
    /// x grows rightwards (FrameUp).
    case leftToRight
    /// Every item's x is mirrored within the content width: `x' = contentWidth − x − width`.
    case rightToLeft
  }

  /// Policy for the last row of a justified flow (FrameUp never justifies the last row).
  ///
  /// "Last row" is the row holding the final item; when `maxRows` cuts the flow short, no placed row is the last.
  public enum LastRowAlignment: Hashable, Sendable {
    /// At the start of the row (FrameUp's default).
    case leading
    /// Centred relative to the widest row.
    case center
    /// At the end, relative to the widest row.
    case trailing
    /// Justified like every other row (when it has more than one item).
    case justified
  }
}

/// Validated parameters in main/cross terms.
struct FlowParameters {
  var maxLength: CGFloat
  var mainSpacing: CGFloat
  var crossSpacing: CGFloat
  var mainAlignment: AxisAlignment
  var crossAlignment: AxisAlignment
  var options: FlowKernel.Options
}
