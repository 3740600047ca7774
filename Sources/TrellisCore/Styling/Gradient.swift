/// Colours along a line or a radius (SwiftUI's `Gradient`): stops at locations from 0 to 1.
///
/// - Complexity: O(1) for every member, O(stops) for the initializers.
public struct Gradient: Hashable, Sendable {
  /// A colour at a location from 0 (the start) to 1 (the end).
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where the colour is, 0…1 (clamped; NaN counts as 0).
    public var location: CGFloat

    /// A stop of `color` at `location`.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location.isNaN ? 0 : min(1, max(0, location))
    }
  }

  /// The stops, in the order given (renderers draw them in order of location).
  public var stops: [Stop]

  /// A gradient through `stops`.
  public init(stops: [Stop]) { self.stops = stops }

  /// A gradient through `colors`, spaced evenly from 0 to 1 (one colour: a plain fill).
  public init(colors: [Color]) {
    let last = CGFloat(max(1, colors.count - 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }
}

/// A fill that varies across a view's frame, recorded in ``DrawingStyle/gradient`` by ``LinearGradient``,
/// ``RadialGradient`` and `Shape.fill(_:)`.
///
/// - Complexity: O(1) for every member.
public enum GradientFill: Hashable, Sendable {
  /// Along the line from `startPoint` to `endPoint` (unit points of the frame), constant across it.
  case linear(Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
  /// In circles about `center` (a unit point of the frame), from `startRadius` to `endRadius` points.
  case radial(Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
  /// Around `center` (a unit point of the frame) from `startAngle` to `endAngle` (``AngularGradient``).
  case angular(Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
}

/// A linear gradient (SwiftUI's `LinearGradient`): as a view, a flexible rectangle filled with it, like ``Color``;
/// as a fill, `Rectangle().fill(LinearGradient(…))`. Recorded for renderers; no frame depends on it.
///
/// ```swift
/// LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom).frame(height: 80)
/// ```
///
/// - Complexity: O(1) for every member.
public struct LinearGradient: View, Hashable, Sendable {
  /// The colours.
  public var gradient: Gradient
  /// Where the first colour is, a unit point of the frame.
  public var startPoint: UnitPoint
  /// Where the last colour is.
  public var endPoint: UnitPoint

  /// A gradient from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// A gradient of `colors`, evenly spaced, from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// A gradient through `stops` from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// What it records.
  public var fill: GradientFill { .linear(gradient, startPoint: startPoint, endPoint: endPoint) }

  /// A flexible rectangle filled with the gradient.
  public var node: Node {
    var style = DrawingStyle()
    style.gradient = fill
    return Node(leaf: FlexibleLeaf(), typeName: "LinearGradient").with(style: style)
  }
}

/// A radial gradient (SwiftUI's `RadialGradient`): colours in circles about a centre, from a start radius to an end
/// radius. As a view, a flexible rectangle filled with it; as a fill, `Circle().fill(RadialGradient(…))`.
///
/// - Complexity: O(1) for every member.
public struct RadialGradient: View, Hashable, Sendable {
  /// The colours.
  public var gradient: Gradient
  /// The circles' centre, a unit point of the frame.
  public var center: UnitPoint
  /// The radius of the first colour, in points (negative or NaN counts as 0).
  public var startRadius: CGFloat
  /// The radius of the last colour, in points.
  public var endRadius: CGFloat

  /// A gradient about `center` from `startRadius` to `endRadius`.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius.isFinite ? max(0, startRadius) : 0
    self.endRadius = endRadius.isFinite ? max(0, endRadius) : 0
  }

  /// A gradient of `colors`, evenly spaced, about `center` from `startRadius` to `endRadius`.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// What it records.
  public var fill: GradientFill {
    .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A flexible rectangle filled with the gradient.
  public var node: Node {
    var style = DrawingStyle()
    style.gradient = fill
    return Node(leaf: FlexibleLeaf(), typeName: "RadialGradient").with(style: style)
  }
}

extension Shape {
  /// The shape filled with a linear gradient (recorded for renderers; no frame changes).
  public func fill(_ gradient: LinearGradient) -> Node { styled { $0.gradient = gradient.fill } }

  /// The shape filled with a radial gradient (recorded for renderers; no frame changes).
  public func fill(_ gradient: RadialGradient) -> Node { styled { $0.gradient = gradient.fill } }
}
