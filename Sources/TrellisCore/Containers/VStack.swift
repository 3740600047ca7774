/// Children in a column (SwiftUI's `VStack`); see ``VStackLayout`` for the algorithm.
public struct VStack: View, Sendable {
  public let node: Node

  /// A vertical stack.
  ///
  /// - Complexity: O(children).
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @NodeBuilder content: () -> [Node]) {
    node = Node(layout: VStackLayout(alignment: alignment, spacing: spacing), typeName: "VStack", children: content())
  }
}
