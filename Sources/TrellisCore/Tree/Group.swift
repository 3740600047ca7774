/// A group of views that adds no container of its own: its children join the enclosing container.
public struct Group: Sendable {
  /// The grouped nodes.
  public let nodes: [Node]

  /// Groups the views built by `content`.
  ///
  /// - Complexity: O(children).
  public init(@NodeBuilder _ content: () -> [Node]) { self.nodes = content() }
}
