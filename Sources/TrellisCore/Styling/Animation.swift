/// How a change is animated (SwiftUI's `Animation`), recorded by ``View/animation(_:value:)`` for renderers.
///
/// Layout has no time: an animation moves no frame. Trellis gives the in-between frames of a change as values
/// (`LayoutResult.interpolated(to:fraction:)`); an animation only names the curve a renderer would use for them.
///
/// ```swift
/// Text("Hi").animation(.spring(), value: isExpanded)  // the text's frame is unchanged
/// ```
///
/// - Complexity: O(1) for every member.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The curve: `"default"`, `"linear"`, `"easeIn"`, `"easeOut"`, `"easeInOut"` or `"spring"`.
  public let curve: String
  /// The duration in seconds (for a spring, its response).
  public let duration: Double
  /// The wait before the animation starts, in seconds (`delay(_:)`; 0 unless set).
  public private(set) var delay: Double = 0
  /// How much faster than its duration the animation runs (`speed(_:)`; 1 unless set).
  public private(set) var speed: Double = 1
  /// How many times the animation runs: 1 unless set, `nil` for ever (`repeatCount(_:autoreverses:)`,
  /// `repeatForever(autoreverses:)`).
  public private(set) var repeatCount: Int? = 1
  /// Whether a repeated animation runs backwards every other time.
  public private(set) var autoreverses = false

  private init(curve: String, duration: Double) {
    self.curve = curve
    self.duration = duration.isFinite && duration >= 0 ? duration : 0
  }

  /// The system's default animation (an ease-in-out curve of 0.35 s in SwiftUI).
  public static let `default` = Animation(curve: "default", duration: 0.35)
  /// A constant-speed animation of 0.35 s.
  public static let linear = Animation(curve: "linear", duration: 0.35)
  /// An animation that starts slowly, 0.35 s.
  public static let easeIn = Animation(curve: "easeIn", duration: 0.35)
  /// An animation that ends slowly, 0.35 s.
  public static let easeOut = Animation(curve: "easeOut", duration: 0.35)
  /// An animation that starts and ends slowly, 0.35 s.
  public static let easeInOut = Animation(curve: "easeInOut", duration: 0.35)

  /// A constant-speed animation of `duration` seconds.
  public static func linear(duration: Double) -> Animation { Animation(curve: "linear", duration: duration) }
  /// An animation that starts and ends slowly, over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation { Animation(curve: "easeInOut", duration: duration) }

  /// An animation that starts slowly, over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation { Animation(curve: "easeIn", duration: duration) }
  /// An animation that ends slowly, over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation { Animation(curve: "easeOut", duration: duration) }
  /// A cubic Bézier timing curve through the control points (c0x, c0y) and (c1x, c1y), over `duration` seconds;
  /// the control points are accepted and not recorded.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    Animation(curve: "timingCurve", duration: duration)
  }
  /// A spring of `duration` seconds (iOS 17's form); the bounce is accepted and not recorded.
  public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation(curve: "spring", duration: duration)
  }
  /// A spring with SwiftUI's defaults for interactive changes (response 0.15 s); the rest is not recorded.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(curve: "spring", duration: response)
  }
  /// An interactive spring of `duration` seconds (iOS 17's form); the bounce and blend are accepted and not recorded.
  public static func interactiveSpring(
    duration: Double, extraBounce: Double = 0, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(curve: "spring", duration: duration)
  }
  /// SwiftUI's default spring (`.spring` without arguments; response 0.55 s).
  public static let spring = Animation(curve: "spring", duration: 0.55)
  /// A spring given by its physics (SwiftUI's `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`),
  /// recorded as a spring whose duration is its response: one undamped period, 2π·√(mass / stiffness). A mass or
  /// stiffness that is not positive and finite records a duration of 0; the damping and velocity are accepted and
  /// not recorded.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    let valid = mass.isFinite && mass > 0 && stiffness.isFinite && stiffness > 0
    return Animation(curve: "spring", duration: valid ? 2 * Double.pi * (mass / stiffness).squareRoot() : 0)
  }
  /// A spring of `duration` seconds (iOS 17's `interpolatingSpring(duration:bounce:initialVelocity:)`); the bounce
  /// and velocity are accepted and not recorded.
  public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
    -> Animation
  {
    Animation(curve: "spring", duration: duration)
  }
  /// iOS 17's spring with no bounce (`.smooth`, 0.5 s).
  public static let smooth = Animation(curve: "spring", duration: 0.5)
  /// iOS 17's spring with a small bounce (`.snappy`, 0.5 s; the bounce is not recorded).
  public static let snappy = Animation(curve: "spring", duration: 0.5)
  /// iOS 17's spring with a visible bounce (`.bouncy`, 0.5 s; the bounce is not recorded).
  public static let bouncy = Animation(curve: "spring", duration: 0.5)

  /// The animation started `delay` seconds later (a negative or non-finite delay is recorded as 0).
  public func delay(_ delay: Double) -> Animation {
    var animation = self
    animation.delay = delay.isFinite && delay > 0 ? delay : 0
    return animation
  }
  /// The animation run `speed` times as fast (a speed that is not positive and finite is recorded as 1).
  public func speed(_ speed: Double) -> Animation {
    var animation = self
    animation.speed = speed.isFinite && speed > 0 ? speed : 1
    return animation
  }
  /// The animation run `repeatCount` times (at least once), backwards every other time when `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var animation = self
    animation.repeatCount = max(1, repeatCount)
    animation.autoreverses = autoreverses
    return animation
  }
  /// The animation run for ever, backwards every other time when `autoreverses` (a renderer shows one cycle).
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var animation = self
    animation.repeatCount = nil
    animation.autoreverses = autoreverses
    return animation
  }

  /// A spring with SwiftUI's defaults (response 0.55 s); the damping fraction is accepted and not recorded.
  public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  {
    Animation(curve: "spring", duration: response)
  }

  public var description: String { "\(curve) \(duration)s" }
}
