import Foundation

/// A transform a view is drawn with (`scaleEffect`, `rotationEffect`, `rotation3DEffect`, `transformEffect`,
/// `projectionEffect`, a ``GeometryEffect`` applied with `modifier(_:)`), recorded for renderers in
/// ``DrawingStyle/effects``. As in SwiftUI, it changes how the view is drawn, never its frame or anyone's layout.
///
/// ```swift
/// Text("New").rotationEffect(.degrees(-15))   // the text's frame is unchanged; renderers draw it turned
/// ```
///
/// - Complexity: O(1) for every member.
public enum DrawingEffect: Hashable, Sendable {
  /// Scaled by `x` horizontally and `y` vertically about `anchor` (a unit point of the view's frame).
  case scale(x: CGFloat, y: CGFloat, anchor: UnitPoint)
  /// Turned by `angle` about `anchor`: clockwise on screen for a positive angle, as SwiftUI (y grows downwards).
  case rotation(Angle, anchor: UnitPoint)
  /// Turned by `angle` about the axis (`x`, `y`, `z`) through `anchor` at depth `anchorZ`, seen with
  /// `perspective` (`rotation3DEffect`). Its ``transform(in:)`` is the rotation seen straight on, without the
  /// perspective (a projective transform is not affine): an axis of (0, 0, 1) turns as ``rotation(_:anchor:)``.
  case rotation3D(Angle, x: CGFloat, y: CGFloat, z: CGFloat, anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
  /// Drawn with `transform` in the view's own coordinates, its origin the frame's top-left corner (`transformEffect`).
  case affine(CGAffineTransform)
  /// Drawn with `projection` in the view's own coordinates (`projectionEffect`). Its ``transform(in:)`` is the
  /// projection seen without its perspective terms (m13, m23), as for ``rotation3D(_:x:y:z:anchor:anchorZ:perspective:)``.
  case projection(ProjectionTransform)
  /// Drawn with what a ``GeometryEffect`` of the user's returns for the view's size (`.modifier(effect)`), in the
  /// view's own coordinates, as ``projection(_:)``.
  case geometry(RecordedGeometryEffect)

  /// The transform, in the coordinates the view's `frame` is given in, that draws the view with this effect.
  public func transform(in frame: Rect) -> CGAffineTransform {
    let anchor: UnitPoint
    let effect: CGAffineTransform
    switch self {
    case .scale(let x, let y, let unit):
      anchor = unit
      effect = CGAffineTransform(scaleX: x, y: y)
    case .rotation(let angle, let unit):
      anchor = unit
      effect = CGAffineTransform(rotationAngle: angle.radians)
    case .rotation3D(let angle, let x, let y, let z, let unit, let anchorZ, _):
      anchor = unit
      effect = Self.rotation3D(angle.radians, x, y, z, anchorZ)
    case .projection(let projection):
      return Self.own(projection.affinePart, in: frame)
    case .geometry(let effect):
      return Self.own(effect.projection(size: frame.size).affinePart, in: frame)
    case .affine(let transform):
      return Self.own(transform, in: frame)
    }
    let point = frame.point(at: anchor)
    return CGAffineTransform(translationX: -point.x, y: -point.y).concatenating(effect)
      .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
  }

  /// `transform`, given in the coordinates of `frame` with its origin the frame's top-left corner, in the
  /// coordinates `frame` is given in.
  private static func own(_ transform: CGAffineTransform, in frame: Rect) -> CGAffineTransform {
    CGAffineTransform(translationX: -frame.minX, y: -frame.minY).concatenating(transform)
      .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
  }

  /// The rotation by `angle` about the unit axis along (x, y, z) (Rodrigues' formula), seen along z: the x and y
  /// rows of the 3×3 rotation, a point at depth −`anchorZ` relative to the anchor (the view lies at z = 0). A zero
  /// axis turns nothing.
  private static func rotation3D(_ angle: Double, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ anchorZ: CGFloat)
    -> CGAffineTransform
  {
    let length: CGFloat = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return .identity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c: CGFloat = cos(angle)
    let s: CGFloat = sin(angle)
    let t: CGFloat = 1 - c
    let r00: CGFloat = c + ux * ux * t
    let r01: CGFloat = ux * uy * t - uz * s
    let r02: CGFloat = ux * uz * t + uy * s
    let r10: CGFloat = uy * ux * t + uz * s
    let r11: CGFloat = c + uy * uy * t
    let r12: CGFloat = uy * uz * t - ux * s
    let depth: CGFloat = anchorZ.isFinite ? -anchorZ : 0
    return CGAffineTransform(a: r00, b: r10, c: r01, d: r11, tx: r02 * depth, ty: r12 * depth)
  }
}

extension DrawingStyle {
  /// The transform of ``effects`` together, the first recorded (the innermost modifier) applied first; `nil` when
  /// there are none.
  ///
  /// - Complexity: O(effects).
  public func transform(in frame: Rect) -> CGAffineTransform? {
    guard let first = effects.first else { return nil }
    return effects.dropFirst().reduce(first.transform(in: frame)) { $0.concatenating($1.transform(in: frame)) }
  }
}
