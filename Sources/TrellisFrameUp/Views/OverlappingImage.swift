import TrellisCore

/// The geometry of FrameUp's `OverlappingImage`: an image of a fixed aspect ratio whose frame is shorter than the
/// image, so the image overlaps the content before and after it on one axis.
///
/// - Vertical form `(aspectRatio: ar, top: t, bottom: b)`: the frame's aspect ratio is `ar / (1 − t − b)`; the image
///   is `W × W/ar` at `y = −t · imageH` (a frame `W` wide).
/// - Horizontal form `(aspectRatio: ar, left: l, right: r)` (FrameUp's labels; `leading:trailing:` is Trellis's
///   earlier spelling of the same form): the frame's aspect ratio is `ar · (1 − l − r)`; the image is `H·ar × H` at
///   `x = −l · imageW` (a frame `H` high). As in FrameUp (which turns off right-to-left flipping), left and right are
///   the physical sides.
///
/// Given the image view (FrameUp's `OverlappingImage(image, aspectRatio:top:bottom:)`), the node also holds the
/// image, placed and proposed at ``imageFrame(inFrame:)``, so the result shows where it is drawn. Equality and hashing
/// compare the geometry only.
///
/// **Degenerate input.** An aspect ratio that is not a finite positive number counts as 1; NaN or infinite overlap
/// fractions count as 0. When the overlaps leave no frame (`t + b ≥ 1`, or `l + r ≥ 1`) the frame's length on the
/// overlap axis is 0 and the image keeps its full size. Negative overlaps make the frame larger than the image.
///
/// ```swift
/// let image = OverlappingImage(aspectRatio: 1, top: 0.1, bottom: 0.25)
/// image.frameSize(forWidth: 200)                             // 200×130
/// image.imageFrame(inFrame: Size(width: 200, height: 130))  // (0, −20, 200, 200)
/// ```
///
/// - Complexity: O(1) for every member.
public struct OverlappingImage: Hashable, Sendable {
  /// The image view, when one was given (drawn at ``imageFrame(inFrame:)``).
  var imageView: Node?
  /// The axis on which the image overlaps its neighbours.
  public var axis: Axis
  /// The image's aspect ratio (width / height).
  public var aspectRatio: CGFloat
  /// The overlapped fraction of the image before the frame: top (vertical form) or leading (horizontal form).
  public var leadingOverlap: CGFloat
  /// The overlapped fraction of the image after the frame: bottom (vertical form) or trailing (horizontal form).
  public var trailingOverlap: CGFloat

  /// The vertical form: `top` and `bottom` are fractions of the image height that lie outside the frame.
  public init(aspectRatio: CGFloat, top: CGFloat = 0, bottom: CGFloat = 0) {
    self.imageView = nil
    self.axis = .vertical
    self.aspectRatio = aspectRatio
    self.leadingOverlap = top
    self.trailingOverlap = bottom
  }

  /// The horizontal form (FrameUp's labels): `left` and `right` are fractions of the image width that lie outside
  /// the frame.
  public init(aspectRatio: CGFloat, left: CGFloat = 0, right: CGFloat = 0) {
    self.imageView = nil
    self.axis = .horizontal
    self.aspectRatio = aspectRatio
    self.leadingOverlap = left
    self.trailingOverlap = right
  }

  /// The horizontal form under Trellis's earlier labels: `leading` is `left`, `trailing` is `right`.
  public init(aspectRatio: CGFloat, leading: CGFloat = 0, trailing: CGFloat = 0) {
    self.init(aspectRatio: aspectRatio, left: leading, right: trailing)
  }

  /// FrameUp's `OverlappingImage(_:aspectRatio:top:bottom:)`: `image` drawn overlapping the content above and below.
  ///
  /// ```swift
  /// OverlappingImage(Rectangle(), aspectRatio: 1, top: 0.1, bottom: 0.25)  // 200 wide: 200×130, image (0, −20, 200, 200)
  /// ```
  public init(_ image: some View, aspectRatio: CGFloat, top: CGFloat = 0, bottom: CGFloat = 0) {
    self.init(aspectRatio: aspectRatio, top: top, bottom: bottom)
    self.imageView = image.node
  }

  /// FrameUp's `OverlappingImage(_:aspectRatio:left:right:)`: `image` drawn overlapping the content on its sides.
  public init(_ image: some View, aspectRatio: CGFloat, left: CGFloat = 0, right: CGFloat = 0) {
    self.init(aspectRatio: aspectRatio, left: left, right: right)
    self.imageView = image.node
  }

  public static func == (a: OverlappingImage, b: OverlappingImage) -> Bool {
    a.axis == b.axis && a.aspectRatio == b.aspectRatio && a.leadingOverlap == b.leadingOverlap
      && a.trailingOverlap == b.trailingOverlap
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(axis)
    hasher.combine(aspectRatio)
    hasher.combine(leadingOverlap)
    hasher.combine(trailingOverlap)
  }

  /// The image ratio with degenerate values replaced by 1.
  @inlinable var ratio: CGFloat { sanitizedAspectRatio(aspectRatio) }

  /// The fraction of the image left inside the frame on the overlap axis: `1 − t − b` (or `1 − l − r`), never < 0.
  @inlinable public var visibleFraction: CGFloat {
    let before = leadingOverlap.isFinite ? leadingOverlap : 0
    let after = trailingOverlap.isFinite ? trailingOverlap : 0
    return max(0, 1 - before - after)
  }

  /// The frame's aspect ratio (width / height): `ar / (1 − t − b)` or `ar · (1 − l − r)`
  /// (∞ for a vertical frame with no height).
  @inlinable public var frameAspectRatio: CGFloat {
    axis == .vertical ? ratio / visibleFraction : ratio * visibleFraction
  }

  /// The frame for a given width: `W × W/frameAspectRatio`. Negative or NaN widths count as 0.
  public func frameSize(forWidth width: CGFloat) -> Size {
    let w = width.isNaN ? 0 : max(0, width)
    // Multiply by the reciprocal ratio directly so a zero visible fraction gives 0, never ∞ · 0.
    let height =
      axis == .vertical ? w / ratio * visibleFraction : (visibleFraction > 0 ? w / (ratio * visibleFraction) : 0)
    return Size(width: w, height: height.isNaN ? 0 : height)
  }

  /// The frame for a given height: `H·frameAspectRatio × H`. Negative or NaN heights count as 0.
  public func frameSize(forHeight height: CGFloat) -> Size {
    let h = height.isNaN ? 0 : max(0, height)
    let width =
      axis == .horizontal ? h * ratio * visibleFraction : (visibleFraction > 0 ? h * ratio / visibleFraction : 0)
    return Size(width: width.isNaN ? 0 : width, height: h)
  }

  /// The largest frame of ``frameAspectRatio`` inside `available` (an aspect-ratio fit, like
  /// `.aspectRatio(contentMode: .fit)`).
  public func frameSize(fitting available: Size) -> Size {
    let byWidth = frameSize(forWidth: available.width)
    if byWidth.height <= available.height || available.height.isNaN { return byWidth }
    return frameSize(forHeight: available.height)
  }

  /// The image's rectangle relative to a frame of size `frame` (the frame's top-left corner is the origin).
  ///
  /// Vertical: `(0, −t·imageH, W, W/ar)`; horizontal: `(−l·imageW, 0, H·ar, H)`.
  public func imageFrame(inFrame frame: Size) -> Rect {
    let before = leadingOverlap.isFinite ? leadingOverlap : 0
    if axis == .vertical {
      let w = frame.width.isNaN ? 0 : max(0, frame.width)
      let imageHeight = w / ratio
      return Rect(x: 0, y: -before * imageHeight, width: w, height: imageHeight)
    }
    let h = frame.height.isNaN ? 0 : max(0, frame.height)
    let imageWidth = h * ratio
    return Rect(x: -before * imageWidth, y: 0, width: imageWidth, height: h)
  }
}
