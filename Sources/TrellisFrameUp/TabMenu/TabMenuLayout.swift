import TrellisCore

/// The layout of a ``TabMenu`` bar: FrameUp's tab bar geometry (``TabMenuGeometry``) over one child per item.
///
/// The bar is the proposed width `W` (unspecified or infinite: `2 + Σ (item ideal width + 20)`) by 50. Item `i` is
/// placed at ``TabMenuGeometry/itemFrames(width:nameHeight:)`` `[i]` and proposed that frame's size.
///
/// - Complexity: O(n) items.
public struct TabMenuLayout: Layout, HidesUnplacedSubviews {
  /// Whether the items have names (every item then reserves a name row).
  public var hasNames: Bool
  /// The height of the name row.
  public var nameHeight: CGFloat

  /// A tab bar layout.
  public init(hasNames: Bool = false, nameHeight: CGFloat = 0) {
    self.hasNames = hasNames
    self.nameHeight = nameHeight.isFinite ? max(0, nameHeight) : 0
  }

  func geometry(_ subviews: Subviews) -> TabMenuGeometry {
    TabMenuGeometry(itemCount: subviews.count, hasNames: hasNames)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    if let w = proposal.width, w.isFinite { return Size(width: w, height: TabMenuGeometry.barHeight) }
    var width = 2 * TabMenuGeometry.barHorizontalPadding
    for subview in subviews {
      width += subview.sizeThatFits(.unspecified).width + 2 * TabMenuGeometry.itemHorizontalPadding
    }
    return Size(width: width, height: TabMenuGeometry.barHeight)
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let frames = geometry(subviews).itemFrames(width: bounds.width, nameHeight: nameHeight)
    for (subview, frame) in zip(subviews, frames) {
      subview.place(
        at: Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
        proposal: ProposedViewSize(frame.size))
    }
  }
}
