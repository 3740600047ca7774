/// Content that lays itself out in a nested pass, for a proposal: what readers such as `HuggingGeometryReader` are
/// made of, since their content is built from the size they are given.
///
/// The engine asks for a layout per distinct proposal (answers are cached within the pass), uses its size as the
/// node's size, and splices its entries into the outer result under the node, moved to the node's frame.
public protocol EmbeddedContent: Sendable {
  /// The content's layout for `proposal`, in its own coordinates (root at the origin), run with `configuration`: the
  /// outer pass's, its depth limit reduced by the node's depth.
  ///
  /// - Throws: ``LayoutError``; paths in it are relative to the content (`root` is the content's root).
  func layout(proposal: ProposedViewSize, configuration: LayoutConfiguration) throws(LayoutError) -> LayoutResult
}
