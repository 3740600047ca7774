extension View {
  /// Lays out this view proposing exactly `size` (see ``LayoutEngine``).
  ///
  /// - Throws: ``LayoutError``.
  /// - Complexity: as ``LayoutEngine/layout(_:proposal:)``.
  public func layout(in size: Size, limits: LayoutLimits = .default) throws(LayoutError) -> LayoutResult {
    try LayoutEngine(limits: limits).layout(self, in: size)
  }

  /// Lays out this view for `proposal` (see ``LayoutEngine``).
  ///
  /// - Throws: ``LayoutError``.
  /// - Complexity: as ``LayoutEngine/layout(_:proposal:)``.
  public func layout(proposal: ProposedViewSize, limits: LayoutLimits = .default) throws(LayoutError) -> LayoutResult {
    try LayoutEngine(limits: limits).layout(self, proposal: proposal)
  }
}
