/// A view with no content, SwiftUI's `EmptyView`: in a container it adds no child.
public struct EmptyView: View, Sendable {
  /// An empty view.
  public init() {}

  /// An empty group node (see ``Node/isGroup``): a container's builder takes no child in its place.
  ///
  /// - Complexity: O(1).
  public var node: Node { Node(grouping: []) }

  /// `true`: the node is an empty group.
  public static var mayBeGroup: Bool { true }
}
