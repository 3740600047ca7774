extension LayoutResult.Entry {
  /// A node's ``DrawingStyle``, shared by reference.
  final class StyleBox: Sendable {
    let value: DrawingStyle
    init(_ value: DrawingStyle) { self.value = value }
  }

  /// What the node asks renderers to draw: its shape, fill, colours, opacity, border, whether it is hidden, its
  /// zIndex… (`nil` when it records none). Only this node's own settings: inherited ones (an opacity or a
  /// foreground colour set on an ancestor) are found by walking ``parent``. Not compared by `==`.
  public var style: DrawingStyle? { styleBox?.value }

  /// Whether the node or an ancestor is ``View/hidden()`` (renderers draw neither).
  ///
  /// - Complexity: O(depth).
  public func isHidden(in entries: [LayoutResult.Entry]) -> Bool {
    var entry: LayoutResult.Entry? = self
    while let e = entry {
      if e.style?.isHidden == true { return true }
      entry = e.parent.map { entries[$0] }
    }
    return false
  }
}
