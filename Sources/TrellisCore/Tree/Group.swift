/// A group of views that adds no container of its own: its children join the enclosing container, and a modifier
/// applied to the group applies to each child (SwiftUI's `Group`).
///
/// ```swift
/// HStack {
///   Group {
///     Box(width: 40, height: 20)
///     Text("label")
///   }
///   .padding(4)  // each of the two views is padded: the stack has two children
/// }
/// ```
public struct Group: View, Sendable {
  /// The grouped nodes.
  let nodes: [Node]

  /// Groups the views built by `content`.
  ///
  /// - Complexity: O(children).
  public init(@NodeBuilder _ content: () -> [Node]) { self.nodes = content() }

  /// Groups the one view an ordinary closure returns: `Group { () -> Path in var p = Path(); …; return p }`.
  ///
  /// SwiftUI's `Group` is generic over its content, so a closure with statements and an explicit `return` is an
  /// ordinary closure returning a view, and compiles; this overload takes it. A closure without `return` keeps the
  /// ``NodeBuilder`` form above (this one is disfavoured, so `Group { Text("a") }` means the builder). A group that
  /// the closure returns is unwrapped, so its views join this group's container as in the builder form.
  ///
  /// - Complexity: O(children).
  @_disfavoredOverload
  public init<Content: View>(_ content: () -> Content) {
    let node = content().node
    self.nodes = node.isGroup ? node.children : [node]
  }

  /// A group node of the children (see ``Node/isGroup``): laid out on its own, a `VStack` of them.
  ///
  /// - Complexity: O(children).
  public var node: Node { Node(grouping: nodes) }

  /// `true`: the node is a group.
  public static var mayBeGroup: Bool { true }
}
