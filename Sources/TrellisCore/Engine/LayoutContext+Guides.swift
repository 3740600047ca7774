extension LayoutContext {
  /// Whether ``explicitGuide(_:of:size:proposal:)`` could answer anything but `nil` for a guide (built-in or not):
  /// the check it starts with, made from the flags alone so a stack skips the call (and the guide's copy) for plain
  /// children.
  @inline(__always)
  func mayHaveExplicitGuide(_ node: NodeIndex, builtIn: Bool) -> Bool {
    let k = node.offset
    let flag = tree.flags[k]
    if flag & NodeFlag.guideFree != 0 { return false }
    guard builtIn, flag & NodeFlag.builtInGuideFree != 0 else { return true }
    return flag & NodeFlag.noGuideOverrides == 0
  }

  /// The explicit value of `guide` for the node at `size`: its last `alignmentGuide` override, else its layout's.
  func explicitGuide(_ guide: AnyGuide, of node: NodeIndex, size: Size, proposal: ProposedViewSize) -> CGFloat? {
    explicitGuide(guide, of: node, size: size, proposal: proposal, overrideLimit: Int.max)
  }

  /// The explicit value of `guide`: the last `alignmentGuide` override for it (among the first `overrideLimit`),
  /// else what the node's layout says.
  func explicitGuide(
    _ guide: AnyGuide, of node: NodeIndex, size: Size, proposal: ProposedViewSize, overrideLimit: Int
  ) -> CGFloat? {
    let k = node.offset
    if tree.flags[k] & NodeFlag.guideFree != 0 { return nil }
    let object = tree.node(k)
    let overrides = object.traits.plainAttributes ? [] : object.attributes.guides
    if overrides.isEmpty && tree.flags[k] & NodeFlag.builtInGuideFree != 0 {
      switch guide {
      case .horizontal(let g) where g.isBuiltIn: return nil
      case .vertical(let g) where g.isBuiltIn: return nil
      default: break
      }
    }
    let limit = min(overrideLimit, overrides.count)
    if limit > 0 {
      for index in stride(from: limit - 1, through: 0, by: -1) where overrides[index].guide == guide {
        // The closure sees only the overrides applied before this one.
        let inner = GuideResolver(context: self, node: node, proposal: proposal, overrideLimit: index)
        return overrides[index].compute(ViewDimensions(size: size, resolver: inner))
      }
    }
    if tree.flags[k] & NodeFlag.text != 0 { return textBaseline(guide, of: node, proposal: proposal) }
    guard case .layout(let box) = object.content else { return nil }
    let subviews = subviews(of: node)
    if object.isModifier, box.base is any PropagatesChildGuides {
      // The child's explicit guide, moved by where the modifier puts the child.
      let child = NodeIndex(raw: tree.firstChild[k])
      let placed = trialPlacements {
        box.placeSubviews(Rect(origin: .zero, size: size), proposal, subviews, cacheBox(node, box))
      }
      guard let frame = placed[child] else { return nil }
      let childProposal = trialProposal(child) ?? proposal
      guard let value = explicitGuide(guide, of: child, size: frame.size, proposal: childProposal) else { return nil }
      switch guide {
      case .horizontal: return frame.origin.x + value
      case .vertical: return frame.origin.y + value
      }
    }
    return box.explicitAlignment(
      guide, Rect(origin: .zero, size: size), proposal, subviews, cacheBox(node, box))
  }
}

extension LayoutContext {
  /// A text leaf's first or last baseline, from its font, for the proposal it was measured with.
  func textBaseline(_ guide: AnyGuide, of node: NodeIndex, proposal: ProposedViewSize) -> CGFloat? {
    guard case .vertical(let vertical) = guide, vertical.isTextBaseline, let text = textLeaf(node.offset) else {
      return nil
    }
    let measurement = text.measurement(
      proposal, environment: tree.textEnvironments[node], measurer: configuration.measurer)
    return vertical == .firstTextBaseline ? measurement.firstBaseline : measurement.lastBaseline
  }
}
