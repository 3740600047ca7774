extension Layout {
  /// Uses this layout as a container of the views built by `content`, as in SwiftUI:
  /// `HStackLayout(spacing: 0) { … }`, `MyLayout() { … }`.
  ///
  /// - Complexity: O(children).
  public func callAsFunction(@NodeBuilder _ content: () -> [Node]) -> Node {
    Node(layout: self, children: content())
  }
}

/// Children in a row (SwiftUI's `HStack`); see ``HStackLayout`` for the algorithm.
///
/// ```swift
/// HStack(spacing: 10) { Box(width: 50, height: 20); Rectangle().frame(maxWidth: 80); Rectangle() }
/// ```
public struct HStack: View {
  public let node: Node

  /// A horizontal stack.
  ///
  /// - Complexity: O(children).
  public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @NodeBuilder content: () -> [Node]) {
    node = Node(layout: HStackLayout(alignment: alignment, spacing: spacing), typeName: "HStack", children: content())
  }
}

/// Children in a column (SwiftUI's `VStack`); see ``VStackLayout`` for the algorithm.
public struct VStack: View {
  public let node: Node

  /// A vertical stack.
  ///
  /// - Complexity: O(children).
  public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @NodeBuilder content: () -> [Node]) {
    node = Node(layout: VStackLayout(alignment: alignment, spacing: spacing), typeName: "VStack", children: content())
  }
}

/// Children over each other (SwiftUI's `ZStack`); see ``ZStackLayout``.
public struct ZStack: View {
  public let node: Node

  /// An overlay stack.
  ///
  /// - Complexity: O(children).
  public init(alignment: Alignment = .center, @NodeBuilder content: () -> [Node]) {
    node = Node(layout: ZStackLayout(alignment: alignment), typeName: "ZStack", children: content())
  }
}
