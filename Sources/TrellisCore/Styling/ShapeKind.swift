/// The outline a shape leaf draws in its frame (recorded for renderers; every shape sizes like ``Rectangle`` unless
/// a custom shape says otherwise with `sizeThatFits`).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public enum ShapeKind: Hashable, Sendable {
  /// The frame itself.
  case rectangle
  /// The frame with rounded corners of `cornerRadius` (limited to half the shorter side when drawn).
  case roundedRectangle(cornerRadius: CGFloat, style: RoundedCornerStyle)
  /// The largest circle inscribed in the frame, centred.
  case circle
  /// The ellipse filling the frame.
  case ellipse
  /// The frame with fully rounded ends (corner radius half the shorter side).
  case capsule(style: RoundedCornerStyle)
  /// A ``Path`` or a shape of your own (`path(in:)`), drawn from ``CustomShape/path(in:)`` in the frame.
  case path(CustomShape)

  /// The outline drawn in `rect`, as a ``Path`` (the built-in shapes' outlines as SwiftUI's `path(in:)` gives them,
  /// continuous corners drawn circular).
  ///
  /// - Complexity: O(1) for the built-in shapes; a custom shape's `path(in:)` for ``path(_:)``.
  public func path(in rect: CGRect) -> Path {
    let half = min(rect.width, rect.height) / 2
    switch self {
    case .rectangle: return Path(rect)
    case .roundedRectangle(let radius, let style): return Path(roundedRect: rect, cornerRadius: radius, style: style)
    case .capsule(let style): return Path(roundedRect: rect, cornerRadius: half, style: style)
    case .circle:
      return Path(ellipseIn: CGRect(x: rect.midX - half, y: rect.midY - half, width: 2 * half, height: 2 * half))
    case .ellipse: return Path(ellipseIn: rect)
    case .path(let shape): return shape.path(in: rect)
    }
  }
}

/// A shape recorded by its outline: a ``Path``, or a custom ``Shape``'s `path(in:)`, kept so that renderers draw
/// it in the frame the layout gives.
///
/// Two are equal when they come from the same type and draw the same path in a reference rectangle (0, 0, 97, 61)
/// and in the empty rectangle (a closure cannot be compared; two shapes that differ only in other frames compare
/// equal).
///
/// - Complexity: ``path(in:)`` is the shape's own; `==` draws both twice.
public struct CustomShape: Hashable, Sendable, CustomStringConvertible {
  /// The shape's type name (`"Path"`, `"Triangle"`).
  public let typeName: String
  private let outline: @Sendable (CGRect) -> Path

  /// The recorded `shape`.
  public init(_ shape: some Shape) {
    typeName = String(describing: type(of: shape))
    outline = { shape.path(in: $0) }
  }

  /// The outline in `rect`.
  public func path(in rect: CGRect) -> Path { outline(rect) }

  private static let references = [CGRect(x: 0, y: 0, width: 97, height: 61), CGRect.zero]

  public static func == (lhs: CustomShape, rhs: CustomShape) -> Bool {
    lhs.typeName == rhs.typeName && references.allSatisfy { lhs.path(in: $0) == rhs.path(in: $0) }
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(typeName) }

  public var description: String { typeName }
}

/// How rounded corners are drawn (SwiftUI's `RoundedCornerStyle`); renderers without continuous curves draw both
/// as circular arcs.
public enum RoundedCornerStyle: String, Hashable, Sendable, CaseIterable {
  /// Quarter circles.
  case circular
  /// Apple's continuous curvature (a smoother join with the straight edges).
  case continuous
}
