/// An ellipse (SwiftUI's `Ellipse`): a flexible shape drawing the ellipse that fills its frame.
///
/// - Complexity: O(1) for every member.
public struct Ellipse: InsettableShape, Sendable {
  /// An ellipse.
  public init() {}

  public func path(in rect: CGRect) -> Path { kind.path(in: rect) }

  public var kind: ShapeKind { .ellipse }
  public var node: Node { .shape(.ellipse, typeName: "Ellipse") }
}
