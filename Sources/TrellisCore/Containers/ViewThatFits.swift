/// Shows the first child that fits the proposal on the constrained axes, else the last (SwiftUI's `ViewThatFits`).
///
/// Each child is asked its size for the proposal with the constrained axes unspecified (its ideal size there); it fits
/// when that size is no larger than the proposal on every constrained axis (an unspecified proposal is infinite).
/// With no axes the first child is chosen. Only the chosen child appears in the result.
///
/// ```swift
/// ViewThatFits(in: .horizontal) { Text("A long label"); Text("Short") }
/// ```
public struct ViewThatFits: View, Sendable {
  public let node: Node

  /// Chooses among the children built by `content` on `axes`.
  ///
  /// - Complexity: O(children).
  public init(in axes: Axis.Set = [.horizontal, .vertical], @NodeBuilder content: () -> [Node]) {
    node = Node(layout: ViewThatFitsLayout(in: axes), typeName: "ViewThatFits", children: content())
  }
}
