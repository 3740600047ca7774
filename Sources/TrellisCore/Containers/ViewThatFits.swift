/// Shows the first child that fits (SwiftUI's `ViewThatFits`); see ``ViewThatFitsLayout``.
public struct ViewThatFits: View, Sendable {
  public let node: Node

  /// Chooses among the children built by `content` on `axes`.
  ///
  /// - Complexity: O(children).
  public init(in axes: Axis.Set = [.horizontal, .vertical], @NodeBuilder content: () -> [Node]) {
    node = Node(layout: ViewThatFitsLayout(in: axes), typeName: "ViewThatFits", children: content())
  }
}
