/// A `PaddingLayout` whose top and bottom insets are equal and whose leading and trailing insets are equal (`padding(4)`,
/// `padding(.horizontal, 8)`), in 16 bytes. It answers as the ``LayoutBox`` of the padding it stands for.
struct CompactPaddingBox: ErasedLayout {
  let horizontalInset: CGFloat
  let verticalInset: CGFloat

  init?(_ padding: PaddingLayout) {
    let insets = padding.insets
    // Compared by bits, so that −0 and NaN insets keep their own box and answer exactly as before.
    guard insets.top.bitPattern == insets.bottom.bitPattern, insets.leading.bitPattern == insets.trailing.bitPattern
    else { return nil }
    horizontalInset = insets.leading
    verticalInset = insets.top
  }

  private var insets: EdgeInsets {
    EdgeInsets(top: verticalInset, leading: horizontalInset, bottom: verticalInset, trailing: horizontalInset)
  }
  private var expanded: LayoutBox<PaddingLayout> { LayoutBox(PaddingLayout(insets: insets)) }

  var base: any Layout { PaddingLayout(insets: insets) }
  var layoutProperties: LayoutProperties { PaddingLayout.layoutProperties }
  var hidesUnplacedSubviews: Bool { false }
  var layoutType: any Layout.Type { PaddingLayout.self }
  var traits: LayoutTraits { expanded.traits }
  var builtIn: BuiltInLayout { .padding(insets) }
  var stackGuide: AnyGuide? { nil }
  var isRigidByItself: Bool { false }

  func makeCacheBox(_ subviews: LayoutSubviews) -> AnyObject { expanded.makeCacheBox(subviews) }
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ box: AnyObject) -> Size {
    expanded.sizeThatFits(proposal, subviews, box)
  }
  func placeSubviews(_ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ box: AnyObject) {
    expanded.placeSubviews(bounds, proposal, subviews, box)
  }
  func spacing(_ subviews: LayoutSubviews, _ box: AnyObject) -> ViewSpacing { expanded.spacing(subviews, box) }
  func explicitAlignment(
    _ guide: AnyGuide, _ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ box: AnyObject
  ) -> CGFloat? {
    expanded.explicitAlignment(guide, bounds, proposal, subviews, box)
  }
}
