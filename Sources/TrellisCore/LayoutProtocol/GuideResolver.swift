/// Resolves explicit guides of one node for a given size (internal bridge to the engine).
struct GuideResolver {
  let context: LayoutContext
  let node: NodeIndex
  let proposal: ProposedViewSize
  var overrideLimit: Int = Int.max

  func explicit(_ guide: HorizontalAlignment, _ size: Size) -> CGFloat? {
    context.explicitGuide(.horizontal(guide), of: node, size: size, proposal: proposal, overrideLimit: overrideLimit)
  }
  func explicit(_ guide: VerticalAlignment, _ size: Size) -> CGFloat? {
    context.explicitGuide(.vertical(guide), of: node, size: size, proposal: proposal, overrideLimit: overrideLimit)
  }
}
