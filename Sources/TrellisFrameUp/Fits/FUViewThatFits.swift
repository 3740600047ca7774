import TrellisCore

/// FrameUp's FUViewThatFits: shows the first child whose size fits the maximum size on the checked axes, else the last.
///
/// `FUViewThatFits(maxWidth:)` checks width only (children get their ideal height), `(maxHeight:)` height only,
/// `(maxWidth:maxHeight:)` and `(maxSize:)` both. With `mode: .bestFit` a selection where nothing fits picks the
/// child that overflows least instead of the last; ``report(sizes:)`` says why each child was rejected.
///
/// ```swift
/// FUViewThatFits(maxWidth: 300) {
///   Text("This layout will pick the first view that fits the available width.").fixedSize()
///   Text("Maybe this?").fixedSize()
///   Text("OK!").fixedSize()
/// }
/// ```
/// - Complexity: O(n).
public struct FUViewThatFits: FULayout, Hashable {
  /// The width limit, if width is checked.
  public var maxWidth: CGFloat?
  /// The height limit, if height is checked.
  public var maxHeight: CGFloat?
  /// What happens when no child fits.
  public var mode: FitMode

  /// Checks width only.
  public init(maxWidth: CGFloat, mode: FitMode = .firstThatFits) { self.init(maxWidth, nil, mode) }
  /// Checks height only.
  public init(maxHeight: CGFloat, mode: FitMode = .firstThatFits) { self.init(nil, maxHeight, mode) }
  /// Checks both axes.
  public init(maxWidth: CGFloat, maxHeight: CGFloat, mode: FitMode = .firstThatFits) {
    self.init(maxWidth, maxHeight, mode)
  }
  /// Checks both axes against a size.
  public init(maxSize: Size, mode: FitMode = .firstThatFits) { self.init(maxSize.width, maxSize.height, mode) }

  private init(_ width: CGFloat?, _ height: CGFloat?, _ mode: FitMode) {
    maxWidth = width
    maxHeight = height
    self.mode = mode
  }

  /// The checked axes.
  public var axes: Axis.Set {
    var axes: Axis.Set = []
    if maxWidth != nil { axes.insert(.horizontal) }
    if maxHeight != nil { axes.insert(.vertical) }
    return axes
  }

  public var fixedSize: Axis.Set { Axis.Set.both.subtracting(axes) }
  public var maxItemWidth: CGFloat? { maxWidth }
  public var maxItemHeight: CGFloat? { maxHeight }

  /// Which child is chosen for children of `sizes`, and why the others were rejected.
  ///
  /// - Complexity: O(n).
  public func report(sizes: [Size]) -> FitReport {
    FitReport.select(
      count: sizes.count, axes: axes, mode: mode, proposal: ProposedViewSize(width: maxWidth, height: maxHeight)
    ) { sizes[$0] }
  }

  public func contentOffsets(sizes: [Int: Size]) -> [Int: Point] { dictionaryOffsets(sizes, contentOffsets) }

  public func contentOffsets(orderedSizes: [Size]) -> [Point?] {
    let chosen = report(sizes: orderedSizes).chosen
    return orderedSizes.indices.map { $0 == chosen ? Point.zero : nil }
  }
}
