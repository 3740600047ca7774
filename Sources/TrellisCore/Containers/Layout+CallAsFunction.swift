extension Layout {
  /// Uses this layout as a container of the views built by `content`, as in SwiftUI:
  /// `HStackLayout(spacing: 0) { … }`, `MyLayout() { … }`.
  ///
  /// - Complexity: O(children).
  public func callAsFunction(@NodeBuilder _ content: () -> [Node]) -> Node {
    Node(layout: self, children: content())
  }
}
