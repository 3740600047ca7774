/// Builds the children of a container from a closure, SwiftUI-style: expressions, `if`/`else`, `switch`,
/// optionals, `for … in` loops and ``ForEach``.
///
/// ```swift
/// VStack(spacing: 8) {
///   Box(width: 40, height: 20).id("a")
///   if showDetail { Text("More") }
///   for i in 0..<3 { Box(width: 10, height: 10).id("item\(i)") }
/// }
/// ```
@resultBuilder
public enum NodeBuilder {
  public static func buildExpression(_ view: some View) -> [Node] { [view.node] }
  public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
  public static func buildExpression<Data, ID>(_ forEach: ForEach<Data, ID>) -> [Node] { forEach.nodes }
  public static func buildExpression(_ group: Group) -> [Node] { group.nodes }
  public static func buildExpression(_ view: (some View)?) -> [Node] { view.map { [$0.node] } ?? [] }
  public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
  public static func buildEither(first: [Node]) -> [Node] { first }
  public static func buildEither(second: [Node]) -> [Node] { second }
  public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}
