/// Builds a view from a closure, SwiftUI's `@ViewBuilder`: the result builder of ``View/body``, of your own
/// `@ViewBuilder` properties and functions, and of views that take content.
///
/// ```swift
/// struct Row: View {
///   let detail: Bool
///   var body: some View {
///     Text("Title")
///     if detail { Text("Detail") } else { Spacer() }
///   }
/// }
/// ```
///
/// It accepts what ``NodeBuilder`` accepts (`if`/`else`, `switch`, optionals, `for … in`, ``ForEach``,
/// ``Group``). One view is returned as its own node; several views (or none) become a group node: put in a
/// container, the group's views become the container's children (`HStack { Row(detail: true) }` has two children),
/// a modifier applied to it applies to each view, and laid out on its own it is a `VStack` of them.
///
/// - Complexity: as ``NodeBuilder``; O(1) more for the result.
@resultBuilder
public enum ViewBuilder {
  /// A part of the closure's result (the same parts as ``NodeBuilder``'s).
  public typealias Component = NodeBuilder.Component

  @inlinable public static func buildExpression(_ view: some View) -> Component { NodeBuilder.buildExpression(view) }
  /// A node as it is (moved into the part, not copied); a group's views in its place.
  @inlinable public static func buildExpression(_ node: consuming Node) -> Component {
    NodeBuilder.buildExpression(node)
  }
  public static func buildExpression(_ nodes: [Node]) -> Component { NodeBuilder.buildExpression(nodes) }
  public static func buildExpression<Data, ID>(_ forEach: ForEach<Data, ID>) -> Component {
    NodeBuilder.buildExpression(forEach)
  }
  public static func buildExpression(_ group: Group) -> Component { NodeBuilder.buildExpression(group) }
  @inlinable public static func buildExpression(_ view: (some View)?) -> Component {
    NodeBuilder.buildExpression(view)
  }
  public static func buildBlock() -> Component { NodeBuilder.buildBlock() }
  public static func buildPartialBlock(first: Component) -> Component { first }
  public static func buildPartialBlock(accumulated: Component, next: Component) -> Component {
    NodeBuilder.buildPartialBlock(accumulated: accumulated, next: next)
  }
  public static func buildOptional(_ part: Component?) -> Component { NodeBuilder.buildOptional(part) }
  public static func buildEither(first: Component) -> Component { first }
  public static func buildEither(second: Component) -> Component { second }
  public static func buildArray(_ parts: consuming [Component]) -> Component {
    NodeBuilder.buildArray(consume parts)
  }
  public static func buildLimitedAvailability(_ part: Component) -> Component { part }

  /// One view's node, or a group node of the views (see ``Node/isGroup``).
  public static func buildFinalResult(_ part: Component) -> Node {
    let nodes = part.nodes
    return nodes.count == 1 ? nodes[0] : Node(grouping: nodes)
  }
}
