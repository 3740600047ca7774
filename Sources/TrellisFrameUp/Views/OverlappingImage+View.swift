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
  ///
  /// Built with an image view, the node is a container of that view, placed and proposed at the image's rectangle.
  public var node: Node {
    guard let imageView else { return Node(leaf: OverlappingImageLeaf(image: self), typeName: "OverlappingImage") }
    return Node(layout: OverlappingImageLayout(image: self), typeName: "OverlappingImage", children: [imageView])
  }
}
