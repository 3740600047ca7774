/// Children in a column, built as needed (SwiftUI's `LazyVStack`): laid out as a ``VStack`` of the same alignment and
/// spacing in a frame as wide as the proposal, the column placed in it by `alignment` (a lazy stack cannot measure
/// children it has not built, so it takes the width it is offered rather than its widest child's; for an unspecified
/// width it is its children's width). Every child is laid out: "lazy" only matters to a renderer that builds views
/// on screen. The stack's node is the ``VStack``'s (type name `LazyVStack`) inside that frame.
///
/// ```swift
/// LazyVStack(alignment: .leading, spacing: 0) { Box(width: 50, height: 20); Box(width: 80, height: 10) }
/// // proposed 200 × 100: 200 × 30; the boxes at x 0, y 0 and 20
/// ```
public struct LazyVStack: View, Sendable {
  public let node: Node

  /// A lazy vertical stack; `pinnedViews` is accepted for SwiftUI code and changes nothing (Trellis has no sections).
  ///
  /// - Complexity: O(children).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @NodeBuilder content: () -> [Node]
  ) {
    let stack = Node(
      layout: VStackLayout(alignment: alignment, spacing: spacing), typeName: "LazyVStack", children: content())
    node = stack.frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
  }

  /// A lazy vertical stack of the views a closure returns, passed as a value (`LazyVStack(content: content)` in a
  /// view generic over its content), as the builder form.
  ///
  /// - Complexity: O(children).
  public init<Content: View>(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    content: () -> Content
  ) {
    self.init(alignment: alignment, spacing: spacing, pinnedViews: pinnedViews) { content() }
  }
}

/// Children in a row, built as needed (SwiftUI's `LazyHStack`): an ``HStack`` of the same alignment and spacing in a
/// frame as tall as the proposal, the row placed in it by `alignment`, as ``LazyVStack`` is across its axis.
///
/// ```swift
/// LazyHStack(alignment: .top, spacing: 0) { Box(width: 50, height: 20); Box(width: 80, height: 10) }
/// // proposed 200 × 100: 130 × 100; the boxes at x 0 and 50, y 0
/// ```
public struct LazyHStack: View, Sendable {
  public let node: Node

  /// A lazy horizontal stack; `pinnedViews` is accepted and changes nothing, as ``LazyVStack``'s.
  ///
  /// - Complexity: O(children).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @NodeBuilder content: () -> [Node]
  ) {
    let stack = Node(
      layout: HStackLayout(alignment: alignment, spacing: spacing), typeName: "LazyHStack", children: content())
    node = stack.frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
  }

  /// A lazy horizontal stack of the views a closure returns, passed as a value, as the builder form.
  ///
  /// - Complexity: O(children).
  public init<Content: View>(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    content: () -> Content
  ) {
    self.init(alignment: alignment, spacing: spacing, pinnedViews: pinnedViews) { content() }
  }
}
