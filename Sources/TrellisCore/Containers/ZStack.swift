/// Children over each other (SwiftUI's `ZStack`); see ``ZStackLayout``.
public struct ZStack: View, Sendable {
  public let node: Node

  /// An overlay stack.
  ///
  /// - Complexity: O(children).
  public init(alignment: Alignment = .center, @NodeBuilder content: () -> [Node]) {
    node = Node(layout: ZStackLayout(alignment: alignment), typeName: "ZStack", children: content())
  }
}
