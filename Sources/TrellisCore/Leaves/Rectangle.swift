/// A flexible rectangle: it takes whatever size it is proposed; its ideal size is 10×10 (like SwiftUI's shapes).
///
/// Named `Rectangle` (as in SwiftUI) because `Rect` is the geometry type; scene files accept `"Rectangle"` and `"Rect"`.
public struct Rectangle: View {
  /// A flexible rectangle.
  ///
  /// - Complexity: O(1).
  public init() {}

  public var node: Node { Node(leaf: FlexibleLeaf(), typeName: "Rectangle") }
}

struct FlexibleLeaf: LeafContent {
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size { proposal.replacingUnspecifiedDimensions() }
}
