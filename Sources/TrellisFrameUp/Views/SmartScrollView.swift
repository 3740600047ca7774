import TrellisCore

/// The geometry of FrameUp's `SmartScrollView(axes, optionalScrolling:, shrinkToFit:)`: a scroll view that shrinks to
/// its content, scrolls only when the content does not fit, and reports the content's edge insets.
///
/// With the content's ideal size `C` (measured with the scroll axes unspecified) and the available size `A`:
/// `width = min(A.w, (axes ∋ .vertical || shrinkToFit) ? C.w : ∞)` and
/// `height = min(A.h, (axes ∋ .horizontal || shrinkToFit) ? C.h : ∞)`.
///
/// **Degenerate input.** A NaN available dimension counts as ∞ (no limit); negative or NaN sizes count as 0. If the
/// formula leaves ∞ (an unlimited axis that does not hug its content) the result is the content's length instead.
///
/// ```swift
/// let scroll = SmartScrollView()  // vertical, optional scrolling, shrink to fit
/// let size = scroll.frameSize(content: Size(width: 280, height: 800), available: Size(width: 300, height: 500))
/// // 280×500; scroll.scrollingAxes(content: Size(width: 280, height: 800), frame: size) == .vertical
/// ```
///
/// Built with content (FrameUp's full initialiser, `SmartScrollView(.vertical, showsIndicators: true,
/// optionalScrolling: true, shrinkToFit: true) { … } onScroll: { insets in … }`) it is also the view: its ``node`` is
/// the scroll view node over that content, and `onScroll` is called with the content's edge insets when the view is
/// first laid out and whenever they change (nothing scrolls in a headless layout, so the content is at offset 0).
/// Equality and hashing compare the geometry only (axes, indicators, optional scrolling, shrink to fit).
///
/// - Complexity: O(1) for every member.
public struct SmartScrollView: Hashable, Sendable {
  /// The axes the view may scroll on.
  public var axes: Axis.Set
  /// Scroll only on the axes where the content is larger than the view (otherwise always on ``axes``).
  public var optionalScrolling: Bool
  /// Hug the content on every axis (otherwise the view fills the available length along the scroll axes).
  public var shrinkToFit: Bool
  /// Whether scroll indicators are shown (drawing only; no effect on layout).
  public var showsIndicators: Bool
  /// The content and the scroll action given to the full initialiser (not part of equality).
  let attached: SmartScrollContent?

  /// Creates the geometry; the defaults are FrameUp's.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, optionalScrolling: Bool = true,
    shrinkToFit: Bool = true
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.optionalScrolling = optionalScrolling
    self.shrinkToFit = shrinkToFit
    self.attached = nil
  }

  /// FrameUp's `SmartScrollView(_:showsIndicators:optionalScrolling:shrinkToFit:content:onScroll:)`: the scroll
  /// view over `content` (see ``node``). `onScroll` is called with the content's edge insets when the view is first
  /// laid out and whenever they change.
  ///
  /// ```swift
  /// SmartScrollView(.vertical, showsIndicators: true, optionalScrolling: true, shrinkToFit: true) {
  ///   Box(width: 280, height: 800)
  /// } onScroll: { edgeInsets in print(edgeInsets as Any) }  // in 300×500: 280×500, bottom inset −300
  /// ```
  /// - Complexity: O(children).
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, optionalScrolling: Bool = true,
    shrinkToFit: Bool = true, @NodeBuilder content: () -> [Node],
    onScroll: (@Sendable (EdgeInsets?) -> Void)? = nil
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.optionalScrolling = optionalScrolling
    self.shrinkToFit = shrinkToFit
    self.attached = SmartScrollContent(children: content(), onScroll: onScroll.map(ScrollReportState.init))
  }

  public static func == (a: SmartScrollView, b: SmartScrollView) -> Bool {
    a.axes == b.axes && a.showsIndicators == b.showsIndicators && a.optionalScrolling == b.optionalScrolling
      && a.shrinkToFit == b.shrinkToFit
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(axes.rawValue)
    hasher.combine(showsIndicators)
    hasher.combine(optionalScrolling)
    hasher.combine(shrinkToFit)
  }

  /// The view's size for content of ideal size `content` in the `available` space.
  public func frameSize(content: Size, available: Size) -> Size {
    let hugWidth = axes.contains(.vertical) || shrinkToFit
    let hugHeight = axes.contains(.horizontal) || shrinkToFit
    return Size(
      width: length(content: content.width, available: available.width, hugs: hugWidth),
      height: length(content: content.height, available: available.height, hugs: hugHeight))
  }

  /// The axes that scroll for content of size `content` in a view of size `frame`: ``axes`` when
  /// ``optionalScrolling`` is off, else those of ``axes`` along which the content is larger than the view.
  public func scrollingAxes(content: Size, frame: Size) -> Axis.Set {
    guard optionalScrolling else { return axes }
    var result: Axis.Set = []
    if axes.contains(.horizontal) && content.width > frame.width { result.insert(.horizontal) }
    if axes.contains(.vertical) && content.height > frame.height { result.insert(.vertical) }
    return result
  }

  /// The content's edge insets for a content frame `contentFrame` inside a view of size `frame`:
  /// `top = R.minY`, `leading = R.minX`, `bottom = height − R.maxY`, `trailing = width − R.maxX`
  /// (negative where the content extends beyond that edge).
  public func edgeInsets(contentFrame: Rect, frame: Size) -> EdgeInsets {
    EdgeInsets(
      top: contentFrame.minY, leading: contentFrame.minX, bottom: frame.height - contentFrame.maxY,
      trailing: frame.width - contentFrame.maxX)
  }

  private func length(content: CGFloat, available: CGFloat, hugs: Bool) -> CGFloat {
    let c = content.isNaN ? 0 : max(0, content)
    let a = available.isNaN ? CGFloat.infinity : max(0, available)
    let result = min(a, hugs ? c : .infinity)
    return result.isFinite ? result : c
  }
}
