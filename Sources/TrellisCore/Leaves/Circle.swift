/// A circle (SwiftUI's `Circle`): a flexible shape that takes its whole proposal, like ``Rectangle``, and draws the
/// largest circle inscribed in that frame, centred. Its frame is not squared: `Circle().frame(width: 100, height: 50)`
/// is 100×50 and draws a circle of diameter 50.
///
/// - Complexity: O(1) for every member.
public struct Circle: InsettableShape, Sendable {
  /// A circle.
  public init() {}

  public func path(in rect: CGRect) -> Path { kind.path(in: rect) }

  public var kind: ShapeKind { .circle }
  public var node: Node { .shape(.circle, typeName: "Circle") }
}
