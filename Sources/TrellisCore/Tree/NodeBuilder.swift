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

/// Views computed from a collection of data, each identified by an id (SwiftUI's `ForEach`).
///
/// Each produced node without an explicit id gets the item's id (as a string), so results are keyed by it.
///
/// ```swift
/// HStack { ForEach(["a", "b"], id: \.self) { name in Text(name) } }   // nodes "a" and "b"
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: Sendable {
  /// The produced nodes.
  public let nodes: [Node]

  /// Views for each element of `data`, identified by the key path `id`.
  ///
  /// - Complexity: O(n) views built.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @NodeBuilder content: (Data.Element) -> [Node]) {
    var nodes: [Node] = []
    nodes.reserveCapacity(data.count)
    for element in data {
      let itemID = String(describing: element[keyPath: id])
      let produced = content(element)
      for (k, node) in produced.enumerated() {
        if node.id != nil {
          nodes.append(node)
        } else {
          nodes.append(node.with(id: .some(produced.count == 1 ? itemID : "\(itemID).\(k)")))
        }
      }
    }
    self.nodes = nodes
  }

  /// Views for each element of identifiable data.
  ///
  /// - Complexity: O(n) views built.
  public init(_ data: Data, @NodeBuilder content: (Data.Element) -> [Node])
  where Data.Element: Identifiable, ID == Data.Element.ID {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for each integer of a range, identified by the integer.
  ///
  /// - Complexity: O(n) views built.
  public init(_ data: Range<Int>, @NodeBuilder content: (Int) -> [Node]) {
    self.init(data, id: \.self, content: content)
  }
}

/// A group of views that adds no container of its own: its children join the enclosing container.
public struct Group: Sendable {
  /// The grouped nodes.
  public let nodes: [Node]

  /// Groups the views built by `content`.
  ///
  /// - Complexity: O(children).
  public init(@NodeBuilder _ content: () -> [Node]) { self.nodes = content() }
}
