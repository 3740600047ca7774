/// Children laid over each other (SwiftUI's `ZStackLayout`).
///
/// Its size is the largest width and height among the children of the highest layout priority; every child is then
/// proposed the stack's size and aligned by `alignment`.
/// - Complexity: O(n).
public struct ZStackLayout: Layout, Hashable {
  /// How children are aligned.
  public var alignment: Alignment

  /// An overlay stack.
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    guard let top = subviews.map(\.priority).max() else { return .zero }
    var size = Size.zero
    for subview in subviews where subview.priority == top {
      let s = subview.sizeThatFits(proposal)
      size.width = max(size.width, s.width)
      size.height = max(size.height, s.height)
    }
    return size
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let childProposal = ProposedViewSize(bounds.size)
    let x = bounds.minX + alignment.horizontal.defaultValue(bounds.width)
    let y = bounds.minY + alignment.vertical.defaultValue(bounds.height)
    for subview in subviews {
      let d = subview.dimensions(in: childProposal)
      subview.place(
        at: Point(x: x - d[alignment.horizontal], y: y - d[alignment.vertical]), anchor: .topLeading,
        proposal: childProposal)
    }
  }
}

extension ZStackLayout: NoExplicitBuiltInGuides {}
