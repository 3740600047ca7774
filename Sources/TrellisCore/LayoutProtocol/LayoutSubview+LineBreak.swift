extension LayoutSubview {
  /// Whether the subview is a ``LineBreak``.
  package var isLineBreak: Bool { context.isLineBreak(node) }
}
