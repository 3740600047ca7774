extension LayoutResult.Entry {
  /// What the node asks renderers to draw: its shape, fill, colours, opacity, border, whether it is hidden, its
  /// zIndex… (`nil` when it records none). Only this node's own settings: inherited ones (an opacity or a
  /// foreground colour set on an ancestor) are found by walking ``parent``. Not compared by `==`.
  public var style: DrawingStyle? {
    switch source {
    case .pass(let pass, let node): pass.style(of: node)
    case .values(let values): values.style
    }
  }

  /// Whether the node or an ancestor is ``View/hidden()`` (renderers draw neither); `entries` are the node's result's
  /// (``LayoutResult/entries``, or an array of them).
  ///
  /// - Complexity: O(depth).
  public func isHidden<Entries: RandomAccessCollection<LayoutResult.Entry>>(in entries: Entries) -> Bool
  where Entries.Index == Int {
    var entry: LayoutResult.Entry? = self
    while let e = entry {
      if e.style?.isHidden == true { return true }
      entry = e.parent.map { entries[$0] }
    }
    return false
  }
}
