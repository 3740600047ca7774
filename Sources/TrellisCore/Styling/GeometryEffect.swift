/// A transform a view is drawn with (`scaleEffect`, `rotationEffect`), recorded for renderers in
/// ``DrawingStyle/effects``. As in SwiftUI, it changes how the view is drawn, never its frame or anyone's layout.
///
/// ```swift
/// Text("New").rotationEffect(.degrees(-15))   // the text's frame is unchanged; renderers draw it turned
/// ```
///
/// - Complexity: O(1) for every member.
public enum GeometryEffect: Hashable, Sendable {
  /// Scaled by `x` horizontally and `y` vertically about `anchor` (a unit point of the view's frame).
  case scale(x: CGFloat, y: CGFloat, anchor: UnitPoint)
  /// Turned by `angle` about `anchor`: clockwise on screen for a positive angle, as SwiftUI (y grows downwards).
  case rotation(Angle, anchor: UnitPoint)

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
    }
    let point = frame.point(at: anchor)
    return CGAffineTransform(translationX: -point.x, y: -point.y).concatenating(effect)
      .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
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
