import TrellisCore

/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension Proportionable {
  /// `width / height`: ∞ when only the height is 0, NaN for 0×0 (the raw quotient, as in FrameUp).
  @inlinable public var aspectRatio: CGFloat { width / height }

  /// ``AspectFormat/square`` iff the ratio is exactly 1, ``AspectFormat/portrait`` iff it is < 1, otherwise
  /// ``AspectFormat/landscape`` (including 0×0 and NaN dimensions).
  @inlinable public var aspectFormat: AspectFormat { .forRatio(aspectRatio) }

  /// The same value with width and height exchanged (FrameUp's `swappingWidthAndHeight`).
  @inlinable public var swappingWidthAndHeight: Self { Self(width: height, height: width) }

  /// The smaller of width and height.
  @inlinable public var minDimension: CGFloat { min(width, height) }

  /// The larger of width and height.
  @inlinable public var maxDimension: CGFloat { max(width, height) }

  /// A value `width` wide with the given ratio: `height = width / aspectRatio`.
  ///
  /// A ratio that is not a finite positive number is treated as 1.
  @inlinable public init(width: CGFloat, aspectRatio: CGFloat) {
    self.init(width: width, height: width / sanitizedAspectRatio(aspectRatio))
  }

  /// A value `height` high with the given ratio: `width = height · aspectRatio`.
  ///
  /// A ratio that is not a finite positive number is treated as 1.
  @inlinable public init(height: CGFloat, aspectRatio: CGFloat) {
    self.init(width: height * sanitizedAspectRatio(aspectRatio), height: height)
  }

  /// A square value with both dimensions `side`.
  @inlinable public static func square(_ side: CGFloat) -> Self { Self(width: side, height: side) }

  /// The largest value with this value's ratio that fits inside `frame` (FrameUp's `scaledToFit`).
  ///
  /// `0×0` stays `0×0`. With `ar` this ratio: if `ar < frame.aspectRatio` the result is `(frame.h · ar, frame.h)`,
  /// otherwise `(frame.w, frame.w / ar)`. A zero-height value (ratio ∞) becomes a `frame.w × 0` line, a zero-width
  /// value a `0 × frame.h` line. If this value or `frame` has a NaN or negative dimension the result is `0×0`.
  ///
  /// ```swift
  /// Size(width: 400, height: 200).scaledToFit(Size(width: 100, height: 100))  // 100×50
  /// ```
  @inlinable public func scaledToFit(_ frame: some Proportionable) -> Self {
    scaled(into: frame, fill: false)
  }

  /// The smallest value with this value's ratio that covers `frame` (FrameUp's `scaledToFill`).
  ///
  /// The branches of ``scaledToFit(_:)`` swapped: if `ar < frame.aspectRatio` the result is `(frame.w, frame.w / ar)`,
  /// otherwise `(frame.h · ar, frame.h)`. `0×0` stays `0×0`; NaN or negative dimensions give `0×0`. A line (one
  /// dimension 0) cannot cover an area: its long side becomes infinite.
  @inlinable public func scaledToFill(_ frame: some Proportionable) -> Self {
    scaled(into: frame, fill: true)
  }

  @inlinable func scaled(into frame: some Proportionable, fill: Bool) -> Self {
    let invalid = { (value: CGFloat) in value.isNaN || value < 0 }
    if invalid(width) || invalid(height) || invalid(frame.width) || invalid(frame.height) || (width == 0 && height == 0)
    {
      return Self(width: 0, height: 0)
    }
    let ratio = aspectRatio
    let byHeight = (ratio < frame.aspectRatio) != fill
    let result =
      byHeight
      ? (width: frame.height * ratio, height: frame.height) : (width: frame.width, height: frame.width / ratio)
    // ∞ · 0 or 0 / 0 (a line scaled into an infinite frame) has no meaningful value: collapse it to 0.
    return Self(width: result.width.isNaN ? 0 : result.width, height: result.height.isNaN ? 0 : result.height)
  }
}

/// `ratio` when it is a finite positive number, otherwise 1.
///
/// - Complexity: O(1).
@usableFromInline func sanitizedAspectRatio(_ ratio: CGFloat) -> CGFloat {
  ratio.isFinite && ratio > 0 ? ratio : 1
}
