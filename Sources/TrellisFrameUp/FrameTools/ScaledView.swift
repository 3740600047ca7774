import TrellisCore

/// The geometry of FrameUp's `ScaledView` / `scaledToFrame(size:contentMode:scaleMode:)`: the scale that makes
/// content of a given size match a frame, and the resulting size.
///
/// For content size `C` and frame `F`: `sx = F.w / C.w`, `sy = F.h / C.h` (1 when `C` is 0 or equals `F` on that axis),
/// each clamped by ``scaleMode``; then ``ContentMode/fit`` uses `min(sx, sy)` on both axes, ``ContentMode/fill`` uses
/// `max(sx, sy)` and `nil` keeps them independent. The final size is `C · scale`.
///
/// A missing frame dimension (`nil`, NaN or ±∞) is the FrameUp `scaledToFit(width:)` case, where the missing height
/// counts as ∞: for `.fit` the other axis decides (exactly FrameUp's result). Where ∞ would leak into the result
/// Trellis does the obvious finite thing instead (**fix**): with `.fill` the present axis decides, with `nil` the
/// missing axis is not scaled (scale 1), and with both dimensions missing nothing is scaled. A negative frame
/// dimension counts as 0; a content dimension that is negative, NaN or ∞ is not scaled (scale 1 on that axis) and
/// the final size uses 0 in its place.
///
/// ```swift
/// let scaled = ScaledView(width: 100, height: 100, contentMode: .fit)
/// scaled.size(forContent: Size(width: 200, height: 100))  // 100×50, scale 0.5
/// ```
///
/// - Complexity: O(1) for every member.
public struct ScaledView: Hashable, Sendable {
  /// The frame width to match, or `nil` for none.
  public var width: CGFloat?
  /// The frame height to match, or `nil` for none.
  public var height: CGFloat?
  /// `.fit`, `.fill`, or `nil` to scale each axis independently.
  public var contentMode: ContentMode?
  /// Whether the content may grow, shrink or both.
  public var scaleMode: ScaleMode

  /// Creates the geometry for `scaledToFrame(width:height:contentMode:scaleMode:)`.
  @inlinable public init(
    width: CGFloat?, height: CGFloat?, contentMode: ContentMode? = nil, scaleMode: ScaleMode = .both
  ) {
    self.width = width
    self.height = height
    self.contentMode = contentMode
    self.scaleMode = scaleMode
  }

  /// Creates the geometry for `scaledToFrame(size:contentMode:scaleMode:)`.
  @inlinable public init(size: Size, contentMode: ContentMode? = nil, scaleMode: ScaleMode = .both) {
    self.init(width: size.width, height: size.height, contentMode: contentMode, scaleMode: scaleMode)
  }

  /// `scaledToFit(width:height:scaleMode:)`; either dimension may be `nil` (`scaledToFit(width:)`, `(height:)`).
  @inlinable public static func scaledToFit(
    width: CGFloat? = nil, height: CGFloat? = nil, scaleMode: ScaleMode = .both
  ) -> ScaledView {
    ScaledView(width: width, height: height, contentMode: .fit, scaleMode: scaleMode)
  }

  /// `scaledToFit(size:scaleMode:)`.
  @inlinable public static func scaledToFit(size: Size, scaleMode: ScaleMode = .both) -> ScaledView {
    ScaledView(size: size, contentMode: .fit, scaleMode: scaleMode)
  }

  /// `scaledToFill(width:height:scaleMode:)`.
  @inlinable public static func scaledToFill(
    width: CGFloat? = nil, height: CGFloat? = nil, scaleMode: ScaleMode = .both
  ) -> ScaledView {
    ScaledView(width: width, height: height, contentMode: .fill, scaleMode: scaleMode)
  }

  /// `scaledToFill(size:scaleMode:)`.
  @inlinable public static func scaledToFill(size: Size, scaleMode: ScaleMode = .both) -> ScaledView {
    ScaledView(size: size, contentMode: .fill, scaleMode: scaleMode)
  }

  /// The scale applied to content of size `content`.
  public func scale(forContent content: Size) -> ScaleFactors {
    let sx = axisScale(content: content.width, frame: width)
    let sy = axisScale(content: content.height, frame: height)
    switch contentMode {
    case nil:
      return ScaleFactors(x: sx ?? 1, y: sy ?? 1)
    case .fit?:
      let s = combine(sx, sy, min)
      return ScaleFactors(x: s, y: s)
    case .fill?:
      let s = combine(sx, sy, max)
      return ScaleFactors(x: s, y: s)
    }
  }

  /// The size of `content` after scaling: `content · scale` (non-finite or negative content dimensions count as 0).
  public func size(forContent content: Size) -> Size {
    let s = scale(forContent: content)
    return Size(width: validContent(content.width) * s.x, height: validContent(content.height) * s.y)
  }

  /// The clamped scale on one axis, or `nil` when the frame gives no usable length on it.
  private func axisScale(content: CGFloat, frame: CGFloat?) -> CGFloat? {
    guard let frame, frame.isFinite else { return nil }
    let target = max(0, frame)
    guard content.isFinite, content > 0, content != target else { return scaleMode.clamp(1) }
    return scaleMode.clamp(target / content)
  }

  private func combine(_ a: CGFloat?, _ b: CGFloat?, _ pick: (CGFloat, CGFloat) -> CGFloat) -> CGFloat {
    switch (a, b) {
    case (let a?, let b?): pick(a, b)
    case (let a?, nil): a
    case (nil, let b?): b
    case (nil, nil): 1
    }
  }

  private func validContent(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
}
