/// Children in a row (SwiftUI's `HStack`); see ``HStackLayout`` for the algorithm.
///
/// ```swift
/// HStack(spacing: 10) { Box(width: 50, height: 20); Rectangle().frame(maxWidth: 80); Rectangle() }
/// ```
public struct HStack: View, Sendable {
  public let node: Node

  /// A horizontal stack.
  ///
  /// - Complexity: O(children).
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @NodeBuilder content: () -> [Node]) {
    node = Node(layout: HStackLayout(alignment: alignment, spacing: spacing), typeName: "HStack", children: content())
  }
}
