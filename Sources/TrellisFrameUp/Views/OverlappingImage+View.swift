import TrellisCore

/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension OverlappingImage: View {
  /// The image as a leaf node (type name `"OverlappingImage"`) sized to its frame: see ``OverlappingImage`` for the
  /// frame and ``OverlappingImage/imageFrame(inFrame:)`` for where the image is drawn relative to it.
  ///
  /// ```swift
  /// let result = try VStack { OverlappingImage(aspectRatio: 1, top: 0.1, bottom: 0.25).id("img") }
  ///   .layout(in: Size(width: 200, height: 500))
  /// result["img"]  // 200×130; the image is (0, −20, 200, 200) relative to it
  /// ```
  public var node: Node { Node(leaf: OverlappingImageLeaf(image: self), typeName: "OverlappingImage") }
}
