import TrellisCore

/// FrameUp's FULayoutThatFits: lays the same children out with the first FrameUp layout whose content fits the
/// maximum size on the checked axes, else the last (no layouts: nothing is shown).
///
/// ```swift
/// FULayoutThatFits(maxWidth: width, layouts: [HStackFULayout(maxHeight: 1000), VStackFULayout(maxWidth: width)]) {
///   Box(width: 50, height: 50); Box(width: 50, height: 200); Box(width: 50, height: 100)
/// }
/// ```
/// With `mode: .bestFit` the least overflowing layout is used when none fits; ``report(proposal:children:)`` says
/// why each layout was rejected.
/// - Complexity: O(n) per layout tried.
public struct FULayoutThatFits: Layout, HidesUnplacedSubviews {
  /// The width limit, if width is checked.
  public var maxWidth: CGFloat?
  /// The height limit, if height is checked.
  public var maxHeight: CGFloat?
  /// The candidate layouts, in order of preference.
  public var layouts: [AnyFULayout]
  /// What happens when no layout fits.
  public var mode: FitMode

  /// Checks width only.
  ///
  /// - Complexity: O(layouts).
  public init(maxWidth: CGFloat, layouts: [any FULayout], mode: FitMode = .firstThatFits) {
    self.init(maxWidth, nil, layouts, mode)
  }
  /// Checks height only.
  ///
  /// - Complexity: O(layouts).
  public init(maxHeight: CGFloat, layouts: [any FULayout], mode: FitMode = .firstThatFits) {
    self.init(nil, maxHeight, layouts, mode)
  }
  /// Checks both axes.
  ///
  /// - Complexity: O(layouts).
  public init(maxWidth: CGFloat, maxHeight: CGFloat, layouts: [any FULayout], mode: FitMode = .firstThatFits) {
    self.init(maxWidth, maxHeight, layouts, mode)
  }

  /// Checks both axes against `maxSize` (FrameUp's `init(maxSize:layouts:)`).
  ///
  /// - Complexity: O(layouts).
  public init(maxSize: Size, layouts: [any FULayout], mode: FitMode = .firstThatFits) {
    self.init(maxSize.width, maxSize.height, layouts, mode)
  }

  private init(_ width: CGFloat?, _ height: CGFloat?, _ layouts: [any FULayout], _ mode: FitMode) {
    maxWidth = width
    maxHeight = height
    self.layouts = layouts.map(AnyFULayout.init)
    self.mode = mode
  }

  var axes: Axis.Set {
    var axes: Axis.Set = []
    if maxWidth != nil { axes.insert(.horizontal) }
    if maxHeight != nil { axes.insert(.vertical) }
    return axes
  }

  /// Per candidate layout: its size and offsets, computed once per pass.
  public struct Cache {
    var results: [Int: (size: Size, offsets: [Point?])] = [:]
    var report: FitReport?
  }

  public func makeCache(subviews: Subviews) -> Cache { Cache() }

  func result(_ index: Int, _ subviews: Subviews, _ cache: inout Cache) -> (size: Size, offsets: [Point?]) {
    if let hit = cache.results[index] { return hit }
    let container = FULayoutContainer(layouts[index])
    var inner = FULayoutContainer<AnyFULayout>.Cache()
    let size = container.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &inner)
    cache.results[index] = (size, inner.resolvedOffsets)
    return (size, inner.resolvedOffsets)
  }

  func select(_ subviews: Subviews, _ cache: inout Cache) -> FitReport {
    if let report = cache.report { return report }
    var results = cache
    let report = FitReport.select(
      count: layouts.count, axes: axes, mode: mode, proposal: ProposedViewSize(width: maxWidth, height: maxHeight)
    ) { result($0, subviews, &results).size }
    cache = results
    cache.report = report
    return report
  }

  /// Which layout is chosen for these children, and why the others were rejected; the children are measured with
  /// `configuration`.
  ///
  /// - Throws: ``LayoutError`` when measuring the children fails.
  /// - Complexity: O(n) per layout tried.
  public func report(children: [Node], configuration: LayoutConfiguration) throws(LayoutError) -> FitReport {
    let probe = FitReportProbe(layout: self)
    _ = try Node(layout: probe, children: children).layout(proposal: .unspecified, configuration: configuration)
    return probe.box.report ?? FitReport(candidates: [], chosen: nil)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
    guard let chosen = select(subviews, &cache).chosen else { return .zero }
    return result(chosen, subviews, &cache).size
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    guard let chosen = select(subviews, &cache).chosen else { return }
    let offsets = result(chosen, subviews, &cache).offsets
    let itemProposal = layouts[chosen].itemProposal
    for (k, subview) in subviews.enumerated() {
      guard k < offsets.count, let offset = offsets[k] else { continue }
      subview.place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: itemProposal)
    }
  }
}

/// Runs a ``FULayoutThatFits`` selection inside a pass and keeps its report.
private struct FitReportProbe: Layout {
  /// Written and read on the calling thread during one synchronous layout in `report(children:)`; never shared.
  final class Box: @unchecked Sendable {
    var report: FitReport?
  }
  let layout: FULayoutThatFits
  let box = Box()

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    var inner = layout.makeCache(subviews: subviews)
    box.report = layout.select(subviews, &inner)
    return .zero
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
