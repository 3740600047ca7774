import TrellisCore

/// The state machine of FrameUp's `FlippingView`: a two-sided view flipped by swiping or tapping.
///
/// The angle is `flips · 180°`, face up iff ``flips`` is even. While dragging by `d` along ``axis`` the angle is
/// `flips · 180° + 180° · clamp(d / flipDistance, −1, 1)`; at the end of a drag
/// `flips += clamp(round(predicted / flipDistance), −1, 1)` with halves rounded away from zero. A tap on the
/// leading (top) half flips −1, on the trailing (bottom) half +1.
///
/// **Degenerate input.** A ``flipDistance`` that is not a finite positive number counts as 200; NaN translations
/// count as 0 (infinite ones clamp to one flip); a tap with a NaN location does nothing; ``flips`` saturates at
/// `Int.min`/`Int.max` instead of overflowing.
///
/// ```swift
/// var flipper = FlippingView()
/// flipper.endDrag(predictedTranslation: 250)  // +1: flips == 1, back side up
/// flipper.angle(dragTranslation: -100)        // 90°
/// ```
///
/// - Complexity: O(1) for every member.
public struct FlippingView: Hashable, Sendable {
  /// The default drag distance for one flip: 200.
  public static let defaultFlipDistance: CGFloat = 200

  /// The swipe direction: `.horizontal` flips with left/right drags and taps, `.vertical` with up/down.
  public var axis: Axis
  /// The number of half turns so far (negative when flipped backwards).
  public var flips: Int
  /// The drag length that turns the view by 180°.
  public var flipDistance: CGFloat

  /// Creates the state; the defaults are FrameUp's.
  @inlinable public init(
    axis: Axis = .horizontal, flips: Int = 0, flipDistance: CGFloat = FlippingView.defaultFlipDistance
  ) {
    self.axis = axis
    self.flips = flips
    self.flipDistance = flipDistance
  }

  /// Whether the front faces the viewer (an even number of flips).
  @inlinable public var isFaceUp: Bool { flips % 2 == 0 }

  /// The rotation at rest: `flips · 180°`.
  @inlinable public var angle: Angle { Angle(degrees: Double(flips) * 180) }

  /// The rotation while dragged by `translation` along ``axis``.
  public func angle(dragTranslation translation: CGFloat) -> Angle {
    Angle(degrees: angle.degrees + 180 * dragFraction(translation))
  }

  /// Ends a drag whose predicted end translation along ``axis`` is `predicted`; returns the change in flips
  /// (−1, 0 or +1).
  @discardableResult public mutating func endDrag(predictedTranslation predicted: CGFloat) -> Int {
    let step = Int(dragFraction(predicted).rounded(.toNearestOrAwayFromZero))
    add(step)
    return step
  }

  /// Handles a tap at `location` (along ``axis``) in a view `length` long; returns the change in flips: −1 on the
  /// leading/top half (`location < length / 2`), +1 otherwise, 0 for a NaN location or length.
  @discardableResult public mutating func tap(at location: CGFloat, length: CGFloat) -> Int {
    guard !location.isNaN, !length.isNaN else { return 0 }
    let step = location < length / 2 ? -1 : 1
    add(step)
    return step
  }

  /// Handles a tap at `location` in a view of size `size`, using the coordinate along ``axis``.
  @discardableResult public mutating func tap(at location: Point, in size: Size) -> Int {
    axis == .horizontal ? tap(at: location.x, length: size.width) : tap(at: location.y, length: size.height)
  }

  /// `clamp(translation / flipDistance, −1, 1)` with degenerate values replaced.
  private func dragFraction(_ translation: CGFloat) -> CGFloat {
    guard !translation.isNaN else { return 0 }
    let distance = flipDistance.isFinite && flipDistance > 0 ? flipDistance : Self.defaultFlipDistance
    return min(1, max(-1, translation / distance))
  }

  private mutating func add(_ step: Int) {
    let (sum, overflow) = flips.addingReportingOverflow(step)
    if !overflow { flips = sum }
  }
}
