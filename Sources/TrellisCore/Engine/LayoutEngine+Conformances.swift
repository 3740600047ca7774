extension LayoutEngine {
  /// Lays out `root` for `proposal` with every layout run through its `Layout` conformance — padding, the axis stacks
  /// and constraint cells too, which the engine otherwise runs itself (``BuiltInLayout``) — and without templates:
  /// the oracle of the differential test (`BuiltInLayoutDifferentialTests`), where both must answer the same frames.
  ///
  /// - Throws: as ``layout(_:proposal:)``.
  func layoutThroughConformances(_ root: some View, proposal: ProposedViewSize) throws(LayoutError) -> LayoutResult {
    try finish(
      LayoutContext(root: root.node, configuration: configuration, engine: storage, runsBuiltIns: false),
      proposal: proposal)
  }
}
