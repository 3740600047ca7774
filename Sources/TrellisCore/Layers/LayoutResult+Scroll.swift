extension LayoutResult {
  /// The content size and visible rect of the ``ScrollView`` with key or id path `id` (read as ``lookup(_:)`` reads
  /// it), from its frame and its content's; `nil` when no shown scroll view has that id, or the id is ambiguous.
  ///
  /// - Complexity: O(n) the first time ``entries`` are read, then O(entries).
  public func scrollGeometry(of id: String) -> ScrollGeometry? {
    let all = entries
    let found =
      all.firstIndex { $0.key == id && Self.isScrollView($0.typeName) }
      ?? (try? entryIndex(matching: id)).flatMap { Self.isScrollView(all[$0].typeName) ? $0 : nil }
    guard let index = found else { return nil }
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
  static func isScrollView(_ typeName: String) -> Bool {
    // The length first: most type names are neither, and a length is read without comparing strings.
    let length = typeName.utf8.count
    return (length == 10 || length == 16) && (typeName == "ScrollView" || typeName == "ScrollViewLayout")
  }
}
