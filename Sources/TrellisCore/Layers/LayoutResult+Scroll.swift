extension LayoutResult {
  /// The content size and visible rect of the ``ScrollView`` with `id` (or a ``ScrollViewLayout`` called as a
  /// function), from its frame and its content's; `nil` when no shown scroll view has that id.
  ///
  /// - Complexity: O(n) the first time ``entries`` are read, then O(entries).
  public func scrollGeometry(of id: String) -> ScrollGeometry? {
    let all = entries
    guard let index = all.firstIndex(where: { $0.id == id && Self.isScrollView($0.typeName) }) else { return nil }
    let container = all[index].frame
    guard let content = all[(index + 1)...].first(where: { $0.parent == index })?.frame else {
      return ScrollGeometry(
        contentSize: .zero, containerSize: container.size, visibleRect: Rect(origin: .zero, size: container.size))
    }
    let visible = Rect(
      x: container.minX - content.minX, y: container.minY - content.minY, width: container.width,
      height: container.height)
    return ScrollGeometry(contentSize: content.size, containerSize: container.size, visibleRect: visible)
  }

  /// Whether an entry of this type is a scroll view.
  static func isScrollView(_ typeName: String) -> Bool { typeName == "ScrollView" || typeName == "ScrollViewLayout" }
}
