/// The layout of `padding`: the child is proposed the inset proposal; the size is the child's plus the insets.
///
/// - Complexity: O(1) plus one child measurement.
package struct PaddingLayout: Layout, PropagatesChildGuides {
  package var insets: EdgeInsets

  /// Padding by `insets`.
  package init(insets: EdgeInsets) { self.insets = insets }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    let child = subviews.first?.sizeThatFits(Self.childProposal(proposal, insets: insets)) ?? .zero
    let size = Self.size(child: child, insets: insets)
    if let message = Self.overflow(child: child, size: size, insets: insets) { subviews.reportInvalidInput(message) }
    return size
  }

  /// Why a finite child padded to a size that is not finite is bad input (insets of 1e308 on both sides), or `nil`:
  /// the padding is named, not the infinite frame it would make.
  static func overflow(child: Size, size: Size, insets: EdgeInsets) -> String? {
    guard child.width.isFinite && child.height.isFinite, !(size.width.isFinite && size.height.isFinite) else {
      return nil
    }
    let (name, values) =
      size.width.isFinite
      ? ("vertical", [insets.top, insets.bottom]) : ("horizontal", [insets.leading, insets.trailing])
    return "its \(name) padding (\(values.map { formatNumber($0) }.joined(separator: " + "))) around a "
      + "\(child.formatted) child overflows the double range"
  }

  package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(
      at: Self.childOrigin(bounds, insets: insets), anchor: .topLeading,
      proposal: Self.childProposal(proposal, insets: insets))
  }

  /// What the child is proposed (shared with the engine, which runs padding itself; see ``BuiltInLayout``).
  @inline(__always)
  static func childProposal(_ proposal: ProposedViewSize, insets: EdgeInsets) -> ProposedViewSize {
    proposal.inset(by: insets)
  }

  /// The padded size around a child of size `child`.
  @inline(__always)
  static func size(child: Size, insets: EdgeInsets) -> Size {
    Size(width: max(0, child.width + insets.horizontal), height: max(0, child.height + insets.vertical))
  }

  /// Where the child's top-leading corner goes in `bounds`.
  @inline(__always)
  static func childOrigin(_ bounds: Rect, insets: EdgeInsets) -> Point {
    Point(x: bounds.origin.x + insets.leading, y: bounds.origin.y + insets.top)
  }
}
