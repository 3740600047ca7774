/// An `HStackLayout` or `VStackLayout` whose alignment is a built-in guide, in 24 bytes: the spacing, the axis and
/// the guide's fraction. It answers as the ``LayoutBox`` of the layout it stands for (which it rebuilds for the calls
/// the engine does not run itself).
struct CompactStackBox: ErasedLayout {
  let spacing: CGFloat?
  let axis: Axis
  /// The built-in guide's fraction of a child's length across (0, ½ or 1).
  let fraction: CGFloat

  init?(_ stack: HStackLayout) {
    guard stack.alignment.isBuiltIn else { return nil }
    spacing = stack.spacing
    axis = .horizontal
    fraction = stack.alignment.defaultValue(1)
  }

  init?(_ stack: VStackLayout) {
    guard stack.alignment.isBuiltIn else { return nil }
    spacing = stack.spacing
    axis = .vertical
    fraction = stack.alignment.defaultValue(1)
  }

  private var horizontal: LayoutBox<HStackLayout> {
    guard case .vertical(let guide) = AnyGuide.builtIn(horizontal: false, fraction: fraction) else {
      preconditionFailure("a vertical built-in guide")
    }
    return LayoutBox(HStackLayout(alignment: guide, spacing: spacing))
  }

  private var vertical: LayoutBox<VStackLayout> {
    guard case .horizontal(let guide) = AnyGuide.builtIn(horizontal: true, fraction: fraction) else {
      preconditionFailure("a horizontal built-in guide")
    }
    return LayoutBox(VStackLayout(alignment: guide, spacing: spacing))
  }

  var base: any Layout { axis == .horizontal ? horizontal.layout : vertical.layout }
  var layoutProperties: LayoutProperties {
    axis == .horizontal ? HStackLayout.layoutProperties : VStackLayout.layoutProperties
  }
  var hidesUnplacedSubviews: Bool { false }
  var layoutType: any Layout.Type { axis == .horizontal ? HStackLayout.self : VStackLayout.self }
  var traits: LayoutTraits { axis == .horizontal ? horizontal.traits : vertical.traits }
  var builtIn: BuiltInLayout {
    .stack(
      StackSpec(
        axis: axis, spacing: spacing, guideIsHorizontal: axis == .vertical, fraction: fraction, customGuide: -1))
  }
  var stackGuide: AnyGuide? { nil }
  var isRigidByItself: Bool { false }

  func makeCacheBox(_ subviews: LayoutSubviews) -> AnyObject {
    axis == .horizontal ? horizontal.makeCacheBox(subviews) : vertical.makeCacheBox(subviews)
  }
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ box: AnyObject) -> Size {
    axis == .horizontal
      ? horizontal.sizeThatFits(proposal, subviews, box) : vertical.sizeThatFits(proposal, subviews, box)
  }
  func placeSubviews(_ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ box: AnyObject) {
    if axis == .horizontal {
      horizontal.placeSubviews(bounds, proposal, subviews, box)
    } else {
      vertical.placeSubviews(bounds, proposal, subviews, box)
    }
  }
  func spacing(_ subviews: LayoutSubviews, _ box: AnyObject) -> ViewSpacing {
    axis == .horizontal ? horizontal.spacing(subviews, box) : vertical.spacing(subviews, box)
  }
  func explicitAlignment(
    _ guide: AnyGuide, _ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ box: AnyObject
  ) -> CGFloat? {
    axis == .horizontal
      ? horizontal.explicitAlignment(guide, bounds, proposal, subviews, box)
      : vertical.explicitAlignment(guide, bounds, proposal, subviews, box)
  }
}
