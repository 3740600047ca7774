extension View {
  /// Lays out this view proposing exactly `size`, with `configuration` (see ``LayoutEngine``). The `Trellis` module
  /// adds `layout(in:)`, which runs with its standard configuration (real fonts).
  ///
  /// - Throws: ``LayoutError``.
  /// - Complexity: as ``LayoutEngine/layout(_:proposal:)``.
  public func layout(in size: Size, configuration: LayoutConfiguration) throws(LayoutError) -> LayoutResult {
    try LayoutEngine(configuration: configuration).layout(self, in: size)
  }

  /// Lays out this view for `proposal`, with `configuration` (see ``LayoutEngine``). The `Trellis` module adds
  /// `layout(proposal:)`, which runs with its standard configuration (real fonts).
  ///
  /// - Throws: ``LayoutError``.
  /// - Complexity: as ``LayoutEngine/layout(_:proposal:)``.
  public func layout(proposal: ProposedViewSize, configuration: LayoutConfiguration) throws(LayoutError)
    -> LayoutResult
  {
    try LayoutEngine(configuration: configuration).layout(self, proposal: proposal)
  }
}
