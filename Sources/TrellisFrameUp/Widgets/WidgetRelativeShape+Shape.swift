import TrellisCore

/// FrameUp's `WidgetRelativeShape` as a shape, so `.clipShape(WidgetRelativeShape(.systemSmall))` reads as in
/// FrameUp. Like ``ContainerRelativeShape`` it has no container radius headless, so it draws the frame (a rectangle;
/// type name `"WidgetRelativeShape"`); the corrected radius for a known container radius is
/// ``WidgetRelativeShape/cornerRadius(containerRadius:device:screenSize:osVersion:)``.
///
/// - Complexity: O(1) for every member.
extension WidgetRelativeShape: Shape {
  public func path(in rect: CGRect) -> Path { kind.path(in: rect) }

  public var kind: ShapeKind { .rectangle }
  public var node: Node { .shape(kind, typeName: "WidgetRelativeShape") }
}
