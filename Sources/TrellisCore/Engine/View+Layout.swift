extension View {
  /// Lays out this view proposing exactly `size`, with `configuration`, in an engine made for this layout alone (it
  /// keeps nothing for the next one: keep a ``LayoutEngine`` to lay out again). The `Trellis` module adds
  /// `layout(in:)`, which runs with its standard configuration (real fonts).
  ///
  /// - Throws: ``LayoutError``.
  /// - Complexity: as ``LayoutEngine/layout(_:proposal:)``.
  public func layout(in size: Size, configuration: LayoutConfiguration) throws(LayoutError) -> LayoutResult {
    try LayoutEngine(configuration: configuration).layout(self, in: size)
  }

  /// Lays out this view for `proposal`, with `configuration`, in an engine made for this layout alone (see
  /// ``layout(in:configuration:)``). The `Trellis` module adds `layout(proposal:)`, which runs with its standard
  /// configuration (real fonts).
  ///
  /// - Throws: ``LayoutError``.
  /// - Complexity: as ``LayoutEngine/layout(_:proposal:)``.
  public func layout(proposal: ProposedViewSize, configuration: LayoutConfiguration) throws(LayoutError)
    -> LayoutResult
  {
    try LayoutEngine(configuration: configuration).layout(self, proposal: proposal)
  }
}
