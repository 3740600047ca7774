import TrellisCore

/// FrameUp's `OverlappingImage` initialisers with an ``Image``: as FrameUp does, the image is made resizable, so it
/// fills the rectangle it is drawn in (``OverlappingImage/imageFrame(inFrame:)``) whatever its intrinsic size. Any
/// other view is drawn as it is, proposed that rectangle.
///
/// - Complexity: O(1) for every member.
extension OverlappingImage {
  /// FrameUp's `OverlappingImage(_:aspectRatio:top:bottom:)` with an image, made resizable.
  ///
  /// ```swift
  /// OverlappingImage(Image("star", width: 24, height: 24), aspectRatio: 1, top: 0.1, bottom: 0.25)
  /// // 200 wide: 200×130, the image (0, −20, 200, 200)
  /// ```
  public init(_ image: Image, aspectRatio: CGFloat, top: CGFloat = 0, bottom: CGFloat = 0) {
    self.init(image.resizable().node, aspectRatio: aspectRatio, top: top, bottom: bottom)
  }

  /// FrameUp's `OverlappingImage(_:aspectRatio:left:right:)` with an image, made resizable.
  public init(_ image: Image, aspectRatio: CGFloat, left: CGFloat = 0, right: CGFloat = 0) {
    self.init(image.resizable().node, aspectRatio: aspectRatio, left: left, right: right)
  }
}
