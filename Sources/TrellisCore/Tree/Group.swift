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

  /// A group node of the children (see ``Node/isGroup``): laid out on its own, a `VStack` of them.
  ///
  /// - Complexity: O(children).
  public var node: Node { Node(grouping: nodes) }

  /// `true`: the node is a group.
  public static var mayBeGroup: Bool { true }
}
