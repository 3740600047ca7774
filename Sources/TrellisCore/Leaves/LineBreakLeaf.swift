/// The content of a forced line break (FrameUp's `LineBreak`): an empty leaf that takes no space. The engine
/// recognises it by this type and flows start a new row (column) after it.
package struct LineBreakLeaf: LeafContent {
  package init() {}
  package func sizeThatFits(_ proposal: ProposedViewSize) -> Size { .zero }
}
