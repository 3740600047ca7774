/// A capsule (SwiftUI's `Capsule`): a flexible shape drawing its frame with fully rounded ends.
///
/// - Complexity: O(1) for every member.
public struct Capsule: InsettableShape, Sendable {
  /// How the ends are rounded (drawn).
  public var style: RoundedCornerStyle

  /// A capsule.
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }

  public func path(in rect: CGRect) -> Path { kind.path(in: rect) }

  public var kind: ShapeKind { .capsule(style: style) }
  public var node: Node { .shape(kind, typeName: "Capsule") }
}
