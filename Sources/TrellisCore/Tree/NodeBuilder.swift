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
///
/// The parts are ``Component``s, which hold one node without an array, so a `for` loop of N views makes one array of
/// N nodes rather than N one-element arrays; the closure's result is the `[Node]` of its children.
///
/// - Complexity: O(n) for a loop of n parts; a block of k statements copies its accumulated nodes at each statement
///   (O(k²) for k single views: blocks are short).
@resultBuilder
public enum NodeBuilder {
  /// A part of a builder closure's result: no node, one node, or several.
  public struct Component {
    fileprivate enum Storage {
      case none
      case one(Node)
      case many([Node])
    }
    fileprivate var storage: Storage

    fileprivate init(_ storage: Storage) { self.storage = storage }

    /// The part for one view's node: the node, or a group's views in its place (a composite view whose body is
    /// several views, a ``Group``).
    @usableFromInline init(checking node: consuming Node) {
      storage = node.isGroup ? .many(node.children) : .one(node)
    }

    /// The part for one node that is not a group.
    @usableFromInline init(one node: consuming Node) { storage = .one(node) }

    /// The part without nodes.
    @usableFromInline static var empty: Component { Component(.none) }

    /// How many nodes the part holds.
    var count: Int {
      switch storage {
      case .none: 0
      case .one: 1
      case .many(let nodes): nodes.count
      }
    }

    /// The nodes, in order.
    var nodes: [Node] {
      switch storage {
      case .none: []
      case .one(let node): [node]
      case .many(let nodes): nodes
      }
    }

    /// Appends the part's nodes to `target`.
    func append(to target: inout [Node]) {
      switch storage {
      case .none: break
      case .one(let node): target.append(node)
      case .many(let nodes): target.append(contentsOf: nodes)
      }
    }

    /// The part with every node that has an id scoped to one new loop scope (see ``IDScope``). The scope is made
    /// only when some node has an id: a loop of views without ids allocates none (a scope nobody holds is never
    /// compared).
    fileprivate func scopedInNewLoop() -> Component {
      switch storage {
      case .none: return self
      case .one(let node): return node.traits.hasID ? Component(.one(node.scoped(in: IDScope()))) : self
      case .many(var nodes):
        var scope: IDScope? = nil
        for k in nodes.indices where nodes[k].traits.hasID {
          let loop = scope ?? IDScope()
          scope = loop
          nodes[k] = nodes[k].scoped(in: loop)
        }
        return Component(.many(nodes))
      }
    }

    /// The nodes of `parts`, in order, in one array allocated once.
    static func joined(_ parts: some Collection<Component>) -> Component {
      var total = 0
      for part in parts { total += part.count }
      if total == 0 { return Component(.none) }
      var nodes: [Node] = []
      nodes.reserveCapacity(total)
      for part in parts { part.append(to: &nodes) }
      return Component(.many(nodes))
    }

    /// A loop's parts joined, every node with an id scoped to one new loop scope (see ``scopedInNewLoop()``). The
    /// common case, parts of one node each and no ids, moves the nodes into an array of exactly their count (no
    /// reference counting).
    ///
    /// - Complexity: O(nodes).
    static func loop(_ parts: consuming [Component]) -> Component {
      let simple = parts.allSatisfy { part in
        guard case .one(let node) = part.storage else { return false }
        return !node.hasID
      }
      guard simple else { return joined(parts).scopedInNewLoop() }
      if parts.isEmpty { return Component(.none) }
      // The parts are moved out and `.none` left in their place, so freeing the parts array releases nothing.
      let nodes = parts.withUnsafeMutableBufferPointer { buffer in
        [Node](unsafeUninitializedCapacity: buffer.count) { target, count in
          for k in buffer.indices {
            guard case .one(let node) = (buffer.baseAddress! + k).move().storage else {
              preconditionFailure("checked above: every part is one node")
            }
            (buffer.baseAddress! + k).initialize(to: Component(.none))
            (target.baseAddress! + k).initialize(to: node)
          }
          count = buffer.count
        }
      }
      return Component(.many(nodes))
    }

    /// The part's nodes, moved out of it.
    consuming func takeNodes() -> [Node] {
      switch storage {
      case .none: return []
      case .one(let node): return [node]
      case .many(let nodes): return nodes
      }
    }
  }

  // Inlinable so that, specialised for a view type in the caller's module, `mayBeGroup` is a constant: a builder of
  // `Box`es calls `Component(one:)` directly, with no check and no witness-table call.
  /// A view's node; a group's views in its place.
  @inlinable public static func buildExpression<V: View>(_ view: V) -> Component {
    V.mayBeGroup ? Component(checking: view.node) : Component(one: view.node)
  }
  /// A node as it is (moved into the part, not copied); a group's views in its place.
  @inlinable public static func buildExpression(_ node: consuming Node) -> Component { Component(checking: node) }
  /// Nodes built elsewhere (another builder's result), each a child.
  public static func buildExpression(_ nodes: [Node]) -> Component { Component(.many(nodes)) }
  /// A ``ForEach``'s views, each a child.
  public static func buildExpression<Data, ID>(_ forEach: ForEach<Data, ID>) -> Component {
    Component(.many(forEach.nodes))
  }
  /// A ``Group``'s views, each a child.
  public static func buildExpression(_ group: Group) -> Component { Component(.many(group.nodes)) }
  /// An optional view: its node, or nothing for `nil`.
  @inlinable public static func buildExpression<V: View>(_ view: V?) -> Component {
    guard let view else { return Component.empty }
    return V.mayBeGroup ? Component(checking: view.node) : Component(one: view.node)
  }
  /// An empty closure: no children.
  public static func buildBlock() -> Component { Component(.none) }
  /// The first statement's part.
  public static func buildPartialBlock(first: Component) -> Component { first }
  /// The parts so far followed by the next statement's.
  public static func buildPartialBlock(accumulated: Component, next: Component) -> Component {
    switch (accumulated.storage, next.storage) {
    case (.none, _): return next
    case (_, .none): return accumulated
    case (.many(var nodes), _):
      next.append(to: &nodes)
      return Component(.many(nodes))
    default: return Component.joined([accumulated, next])
    }
  }
  /// An `if` without `else`: its part, or nothing.
  public static func buildOptional(_ part: Component?) -> Component { part ?? Component(.none) }
  /// The `if` branch (or a `switch` case) that ran.
  public static func buildEither(first: Component) -> Component { first }
  /// The `else` branch (or a `switch` case) that ran.
  public static func buildEither(second: Component) -> Component { second }
  /// A `for … in` loop's views: like a ``ForEach``, the loop's ids need only be unique within the loop.
  public static func buildArray(_ parts: consuming [Component]) -> Component { Component.loop(consume parts) }
  /// An `if #available` branch, as it is.
  public static func buildLimitedAvailability(_ part: Component) -> Component { part }
  /// The closure's children, in order.
  public static func buildFinalResult(_ part: consuming Component) -> [Node] { (consume part).takeNodes() }
}

extension NodeBuilder.Component: Sendable {}
extension NodeBuilder.Component.Storage: Sendable {}
