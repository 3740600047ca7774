extension LayoutResult {
  /// Lays out `node` in a nested pass for `proposal` (what embedded content does).
  static func nested(_ node: Node, proposal: ProposedViewSize, limits: LayoutLimits) throws(LayoutError) -> LayoutResult
  {
    try LayoutEngine(limits: limits).layout(node, proposal: proposal)
  }

  /// This result with every frame moved by (dx, dy) and the size replaced by `size`.
  func moved(dx: Double, dy: Double, size: Size) -> LayoutResult {
    transformed(size: size) { $0.offsetBy(dx: dx, dy: dy) }
  }

  /// This result with every frame mapped by `transform` and the size replaced by `size`.
  func transformed(size: Size, _ transform: (Rect) -> Rect) -> LayoutResult {
    var copy = self
    copy.size = size
    for k in copy.entries.indices { copy.entries[k].frame = transform(copy.entries[k].frame) }
    for (id, frame) in copy.frames { copy.frames[id] = transform(frame) }
    return copy
  }
}
