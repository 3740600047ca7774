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

  /// A spring with SwiftUI's defaults (response 0.55 s); the damping fraction is accepted and not recorded.
  public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  {
    Animation(curve: "spring", duration: response)
  }

  public var description: String { "\(curve) \(duration)s" }
}
