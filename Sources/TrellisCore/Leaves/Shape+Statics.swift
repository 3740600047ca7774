/// SwiftUI's shape names where a shape is expected (iOS 17): `.clipShape(.circle)`,
/// `.background(.blue, in: .rect(cornerRadius: 8))`, `.contentShape(.capsule)`. Each is the shape it names.
///
/// - Complexity: O(1) for every member.
extension Shape where Self == Rectangle {
  /// A ``Rectangle``.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A ``RoundedRectangle`` of `cornerRadius`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Circle {
  /// A ``Circle``.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ``Ellipse``.
  public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
  /// A ``Capsule`` with continuous corners.
  public static var capsule: Capsule { Capsule() }
  /// A ``Capsule`` with corners of `style`.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
