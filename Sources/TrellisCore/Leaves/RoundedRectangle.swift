/// A rectangle with rounded corners (SwiftUI's `RoundedRectangle`): a flexible shape like ``Rectangle``; the radius
/// only changes what is drawn (renderers limit it to half the shorter side).
///
/// - Complexity: O(1) for every member.
public struct RoundedRectangle: InsettableShape, Sendable {
  /// The corner radius (negative or NaN counts as 0).
  public var cornerRadius: CGFloat
  /// How the corners are rounded (drawn).
  public var style: RoundedCornerStyle

  /// A rounded rectangle.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius >= 0 ? cornerRadius : 0
    self.style = style
  }

  public func path(in rect: CGRect) -> Path { kind.path(in: rect) }

  public var kind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius, style: style) }
  public var node: Node { .shape(kind, typeName: "RoundedRectangle") }
}
