extension ForEach: View {
  /// A group node of the produced views (see ``Node/isGroup``): a modifier applied to a `ForEach` applies to each
  /// view, as in SwiftUI, and a container's builder takes the views in its place.
  ///
  /// - Complexity: O(views).
  public var node: Node { Node(grouping: nodes) }

  /// `true`: the node is a group.
  public static var mayBeGroup: Bool { true }
}
