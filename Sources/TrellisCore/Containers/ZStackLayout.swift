/// Children laid over each other (SwiftUI's `ZStackLayout`).
///
/// Every child of the highest layout priority is proposed the stack's proposal and aligned by `alignment`: relative
/// to one common alignment point, a child's origin is `−child.dimensions[alignment]` on each axis (explicit
/// `alignmentGuide` values included). The stack's size is the bounding box of those aligned children, and every
/// origin is shifted so that the box starts at the stack's top-leading corner. Children of lower priority are then
/// proposed the stack's size and aligned to the same point (`ZStack { Rectangle().layoutPriority(-1); Text("…") }`
/// sizes the rectangle to the text). With no explicit guides the box is the largest width and height.
///
/// ```swift
/// ZStack(alignment: .leading) {
///   Box(width: 100, height: 100)
///   Box(width: 20, height: 20).alignmentGuide(.leading) { _ in 30 }
/// }  // 130×100: the big box at (30, 0), the small one at (0, 40)
/// ```
/// - Complexity: O(n) subview measurements.
public struct ZStackLayout: Layout, Hashable {
  /// How children are aligned.
  public var alignment: Alignment

  /// An overlay stack.
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    box(proposal: proposal, subviews: subviews).size
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let box = box(proposal: proposal, subviews: subviews)
    // The common alignment point, placed so that the top group's box starts at the bounds' corner.
    let x = bounds.origin.x - box.minX
    let y = bounds.origin.y - box.minY
    let top = box.priority
    let lowerProposal = ProposedViewSize(bounds.size)
    for subview in subviews {
      let childProposal = subview.priority == top ? proposal : lowerProposal
      let d = subview.dimensions(in: childProposal)
      subview.place(
        at: Point(x: x - d[alignment.horizontal], y: y - d[alignment.vertical]), anchor: .topLeading,
        proposal: childProposal)
    }
  }

  /// The bounding box of the highest-priority children aligned at the origin, and that priority.
  private func box(proposal: ProposedViewSize, subviews: Subviews) -> (
    size: Size, minX: CGFloat, minY: CGFloat,
    priority: Double
  ) {
    guard let top = subviews.map(\.priority).max() else { return (.zero, 0, 0, 0) }
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    // An infinite child (a flexible view probed with an infinite proposal) makes that axis infinite: its guide
    // offsets would be ∞ − ∞.
    var infiniteWidth = false
    var infiniteHeight = false
    for subview in subviews where subview.priority == top {
      let d = subview.dimensions(in: proposal)
      if d.width.isFinite {
        let x = -d[alignment.horizontal]
        minX = min(minX, x)
        maxX = max(maxX, x + d.width)
        if !(maxX - minX).isFinite { return overflow(subview, guide: -x, "horizontal", top) }
      } else {
        infiniteWidth = true
      }
      if d.height.isFinite {
        let y = -d[alignment.vertical]
        minY = min(minY, y)
        maxY = max(maxY, y + d.height)
        if !(maxY - minY).isFinite { return overflow(subview, guide: -y, "vertical", top) }
      } else {
        infiniteHeight = true
      }
    }
    let width = infiniteWidth ? CGFloat.infinity : maxX > minX ? maxX - minX : 0
    let height = infiniteHeight ? CGFloat.infinity : maxY > minY ? maxY - minY : 0
    return (Size(width: width, height: height), minX.isFinite ? minX : 0, minY.isFinite ? minY : 0, top)
  }

  /// Finite children whose guides lie more than the double range apart (guides of ±1e308): bad input at the child
  /// whose guide makes the box overflow, naming the guide, rather than an infinite frame blamed on the proposal.
  private func overflow(_ subview: LayoutSubview, guide: CGFloat, _ name: String, _ top: Double) -> (
    size: Size, minX: CGFloat, minY: CGFloat, priority: Double
  ) {
    subview.context.failInvalidInput(
      subview.node,
      message:
        "its \(name) alignment guide \(formatNumber(guide)) puts its ZStack's extent beyond the double range (the "
        + "children's guides are more than 1.8e308 apart)")
    return (.zero, 0, 0, top)
  }
}

extension ZStackLayout: NoExplicitBuiltInGuides {}
