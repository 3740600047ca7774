/// SwiftUI's `ContainerRelativeShape`: the shape of the enclosing container (a widget's rounded rectangle), inset
/// to the view's frame. It sizes like every shape (it takes whatever size it is proposed).
///
/// Headless there is no container shape (the system gives widgets theirs), so the shape is what SwiftUI draws when
/// no container shape is defined: the frame, a rectangle (recorded as ``ShapeKind/rectangle``, type name
/// `"ContainerRelativeShape"`).
///
/// ```swift
/// Text("Widget").background(ContainerRelativeShape().fill(.red))  // the red shape fills the text's frame
/// ```
///
/// - Complexity: O(1) for every member.
public struct ContainerRelativeShape: Shape {
  /// The container's shape.
  public init() {}

  public func path(in rect: CGRect) -> Path { kind.path(in: rect) }

  public var kind: ShapeKind { .rectangle }
  public var node: Node { .shape(kind, typeName: "ContainerRelativeShape") }
}
