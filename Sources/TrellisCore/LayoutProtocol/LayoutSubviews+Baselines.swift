extension LayoutSubviews {
  /// A container's text baseline: the first subview's ``VerticalAlignment/firstTextBaseline`` or the last
  /// subview's ``VerticalAlignment/lastTextBaseline`` (its explicit value, else its bottom), moved by where the
  /// subview was placed relative to `bounds`.
  func baseline(_ guide: VerticalAlignment, placements: [NodeIndex: Rect], bounds: Rect) -> CGFloat? {
    guard !isEmpty else { return nil }
    let subview = guide == .lastTextBaseline ? self[endIndex - 1] : self[startIndex]
    guard let frame = placements[subview.node] else { return nil }
    let proposal = context.trialProposal(subview.node) ?? .unspecified
    let value =
      context.explicitGuide(.vertical(guide), of: subview.node, size: frame.size, proposal: proposal)
      ?? frame.size.height
    return frame.origin.y - bounds.origin.y + value
  }
}
