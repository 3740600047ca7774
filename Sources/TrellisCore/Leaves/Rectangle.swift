/// A flexible rectangle: it takes whatever size it is proposed; its ideal size is 10×10 (like SwiftUI's shapes).
///
/// Named `Rectangle` (as in SwiftUI) because `Rect` is the geometry type; scene files accept `"Rectangle"` and `"Rect"`.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct Rectangle: InsettableShape, Sendable {
  /// A flexible rectangle.
  public init() {}

  public func path(in rect: CGRect) -> Path { kind.path(in: rect) }

  public var kind: ShapeKind { .rectangle }
  public var node: Node { Node(leaf: FlexibleLeaf(), typeName: "Rectangle") }
}

struct FlexibleLeaf: LeafContent {
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Self.size(proposal) }

  /// Its answer to `proposal` (the engine answers it inline with this: ``NodeFlag/flexible``).
  @inline(__always)
  static func size(_ proposal: ProposedViewSize) -> Size { proposal.replacingUnspecifiedDimensions() }
}
