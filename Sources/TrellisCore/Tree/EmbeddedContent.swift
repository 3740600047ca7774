/// Content that lays itself out in a nested pass, for a proposal: what readers such as `HuggingGeometryReader` are
/// made of, since their content is built from the size they are given.
///
/// The engine asks for a layout per distinct proposal (answers are cached within the pass), uses its size as the
/// node's size, and splices its entries into the outer result under the node, moved to the node's frame.
public protocol EmbeddedContent: Sendable {
  /// The content's layout for `proposal`, in its own coordinates (root at the origin), run with `engine`: the outer
  /// pass's engine (its memory and memos), its configuration's depth limit reduced by the node's depth.
  ///
  /// ```swift
  /// func layout(proposal: ProposedViewSize, engine: LayoutEngine) throws(LayoutError) -> LayoutResult {
  ///   try engine.layout(content(proposal), proposal: proposal)
  /// }
  /// ```
  ///
  /// - Throws: ``LayoutError``; paths in it are relative to the content (`root` is the content's root).
  /// - Complexity: as ``LayoutEngine/layout(_:proposal:)`` for the content.
  func layout(proposal: ProposedViewSize, engine: LayoutEngine) throws(LayoutError) -> LayoutResult
}
