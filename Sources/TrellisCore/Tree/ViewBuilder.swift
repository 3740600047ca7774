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

  /// A view's node; a group's views in its place.
  @inlinable public static func buildExpression(_ view: some View) -> Component { NodeBuilder.buildExpression(view) }
  /// A node as it is (moved into the part, not copied); a group's views in its place.
  @inlinable public static func buildExpression(_ node: consuming Node) -> Component {
    NodeBuilder.buildExpression(node)
  }
  /// Nodes built elsewhere (another builder's result).
  public static func buildExpression(_ nodes: [Node]) -> Component { NodeBuilder.buildExpression(nodes) }
  /// A ``ForEach``'s views.
  public static func buildExpression<Data, ID>(_ forEach: ForEach<Data, ID>) -> Component {
    NodeBuilder.buildExpression(forEach)
  }
  /// A ``Group``'s views.
  public static func buildExpression(_ group: Group) -> Component { NodeBuilder.buildExpression(group) }
  /// An optional view: its node, or nothing for `nil`.
  @inlinable public static func buildExpression(_ view: (some View)?) -> Component {
    NodeBuilder.buildExpression(view)
  }
  /// An empty closure: no views.
  public static func buildBlock() -> Component { NodeBuilder.buildBlock() }
  /// The first statement's part.
  public static func buildPartialBlock(first: Component) -> Component { first }
  /// The parts so far followed by the next statement's.
  public static func buildPartialBlock(accumulated: Component, next: Component) -> Component {
    NodeBuilder.buildPartialBlock(accumulated: accumulated, next: next)
  }
  /// An `if` without `else`: its part, or nothing.
  public static func buildOptional(_ part: Component?) -> Component { NodeBuilder.buildOptional(part) }
  /// The `if` branch (or a `switch` case) that ran.
  public static func buildEither(first: Component) -> Component { first }
  /// The `else` branch (or a `switch` case) that ran.
  public static func buildEither(second: Component) -> Component { second }
  /// A `for … in` loop's views (ids scoped to the loop, as in ``NodeBuilder/buildArray(_:)``).
  public static func buildArray(_ parts: consuming [Component]) -> Component {
    NodeBuilder.buildArray(consume parts)
  }
  /// An `if #available` branch, as it is.
  public static func buildLimitedAvailability(_ part: Component) -> Component { part }

  /// One view's node, or a group node of the views (see ``Node/isGroup``).
  public static func buildFinalResult(_ part: Component) -> Node {
    let nodes = part.nodes
    return nodes.count == 1 ? nodes[0] : Node(grouping: nodes)
  }
}
