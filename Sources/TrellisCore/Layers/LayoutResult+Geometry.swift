extension LayoutResult {
  /// A ``GeometryProxy`` for the node with `id`, filled in from this result: its size and its frame in the root's
  /// coordinates (`frame(in: .global)`), as the proxy inside its closure answered it. `id` is a key or an
  /// id path, as ``subscript(_:)`` reads it; `nil` when no shown node, or more than one, matches.
  ///
  /// ```swift
  /// let result = try GeometryReader { _ in Box(width: 10, height: 10) }.id("r").padding(5)
  ///   .layout(in: Size(width: 100, height: 60))
  /// result.geometry(of: "r")?.frame(in: .global)  // Rect(x: 5, y: 5, width: 90, height: 50)
  /// ```
  /// - Complexity: O(1) on average for a key (see ``subscript(_:)``).
  public func geometry(of id: String) -> GeometryProxy? {
    guard let frame = self[id] else { return nil }
    return GeometryProxy(size: frame.size, globalFrame: frame)
  }
}
