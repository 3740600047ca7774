/// A picture with an intrinsic size (SwiftUI's `Image`). Headless, there is no asset catalogue: an image is
/// made with its size in points (and, optionally, its name, recorded for renderers).
///
/// An image is fixed at its size unless ``resizable()``: then it takes whatever size it is proposed, its ideal size
/// being its intrinsic size, so `.aspectRatio(contentMode:)`, ``View/scaledToFit()`` and ``View/scaledToFill()``
/// keep its proportions.
///
/// ```swift
/// Image("photo", width: 400, height: 300).resizable().scaledToFit().frame(width: 200, height: 200)  // 200×150
/// ```
///
/// - Complexity: O(1) for every member.
public struct Image: View, Sendable {
  /// The picture's name, or `nil`.
  var name: String?
  /// The intrinsic size (negative or NaN sizes are reported as a `LayoutError` when laid out).
  var size: Size
  /// Whether the image takes the size it is proposed.
  var isResizable = false
  /// A system symbol's name (``init(systemName:)``), else `nil`.
  var symbolName: String?
  /// How a system symbol is measured, else `nil`.
  var symbol: SymbolMeasurer?

  /// An image of the given intrinsic size.
  public init(_ name: String? = nil, size: Size) {
    self.name = name
    self.size = size
  }

  /// An image of the given intrinsic width and height.
  public init(_ name: String? = nil, width: CGFloat, height: CGFloat) {
    self.init(name, size: Size(width: width, height: height))
  }

  /// The image, resizable: it takes whatever size it is proposed, and its intrinsic size when a dimension is
  /// unspecified.
  public func resizable() -> Image {
    var image = self
    image.isResizable = true
    return image
  }

  public var node: Node {
    let leaf: Node =
      if let symbol, let symbolName, !isResizable {
        Node(leaf: TextLeaf(Text(symbolName, measurer: symbol)), typeName: "Image")
      } else if let symbol, isResizable {
        Node(leaf: ResizableLeaf(ideal: symbol.size(of: "", proposal: .unspecified)), typeName: "Image")
      } else if isResizable {
        Node(leaf: ResizableLeaf(ideal: size), typeName: "Image")
      } else {
        Node(leaf: FixedLeaf(size: size), typeName: "Image")
      }
    guard let name else { return leaf }
    var style = DrawingStyle()
    style.imageName = name
    return leaf.with(style: style)
  }
}

/// A resizable image's content: the proposal, with an unspecified dimension replaced by the ideal one.
struct ResizableLeaf: LeafContent {
  let ideal: Size
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
  }
}
