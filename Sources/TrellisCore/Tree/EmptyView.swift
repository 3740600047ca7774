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

/// An optional view is a view, as in SwiftUI: its value's node, or nothing (an ``EmptyView``) when `nil`. So
/// `.overlay(isPressed ? Color.black.opacity(0.2) : nil)` lays the colour over the view only when pressed.
extension Optional: View where Wrapped: View {
  public typealias Body = Never

  /// The wrapped view's node, or an empty group when `nil`.
  ///
  /// - Complexity: the wrapped view's; O(1) for `nil`.
  public var node: Node { self?.node ?? Node(grouping: []) }
}
