/// A picture with an intrinsic size (SwiftUI's `Image`). Headless, there are no image files: an image is made with
/// its size in points (and, optionally, its name, recorded for renderers), or by name alone, as SwiftUI's
/// `Image("photo")`, its size then looked up in the ``ImageCatalog`` of the environment (``EnvironmentValues/images``)
/// while the view is built.
///
/// | `Image("photo")` | SwiftUI | Trellis |
/// | --- | --- | --- |
/// | the name is in the catalogue | the asset's size | the catalogue's size for it |
/// | the name is not | shows nothing (a zero-sized view) and logs "No image named 'photo' found in asset catalog" | a zero-sized view; a pass that collects diagnostics reports `no image named "photo" in the environment's image catalogue` |
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
  /// Whether the image was named and its name is not in the environment's catalogue.
  var isMissing = false
  /// How the image is drawn, recorded in its node's `style.handlers` (``renderingMode(_:)`` and the like).
  var records: [String] = []

  /// An image of the given intrinsic size.
  public init(_ name: String? = nil, size: Size) {
    self.name = name
    self.size = size
  }

  /// An image of the given intrinsic width and height.
  public init(_ name: String? = nil, width: CGFloat, height: CGFloat) {
    self.init(name, size: Size(width: width, height: height))
  }

  /// The image named `name` in the ``ImageCatalog`` of the environment it is built in (SwiftUI's `init(_:bundle:)`:
  /// `Image("photo")`), at the catalogue's size; a name the catalogue lacks makes a zero-sized image, as SwiftUI's
  /// missing asset, reported by a pass that collects diagnostics. The bundle is accepted and ignored.
  ///
  /// - Complexity: O(1) expected (a dictionary lookup).
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
    if let size = EnvironmentValues.current.images[name] {
      self.size = size
    } else {
      self.size = .zero
      isMissing = true
    }
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
      } else if isMissing, let name {
        Node(leaf: MissingImageLeaf(name: name, isResizable: isResizable), typeName: "Image")
      } else if isResizable {
        Node(leaf: ResizableLeaf(ideal: size), typeName: "Image")
      } else {
        Node(leaf: FixedLeaf(size: size), typeName: "Image")
      }
    guard name != nil || !records.isEmpty else { return leaf }
    var style = DrawingStyle()
    style.imageName = name
    style.handlers = records
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

/// A named image the catalogue lacks: zero-sized, as SwiftUI's missing asset, unless resizable (then it takes the
/// proposal, as a resizable image does, with a zero ideal size). The engine reports it as a diagnostic.
struct MissingImageLeaf: LeafContent {
  let name: String
  let isResizable: Bool
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    isResizable ? Size(width: proposal.width ?? 0, height: proposal.height ?? 0) : .zero
  }
}

/// The sizes of named images (SwiftUI's asset catalogue, headless): `Image("photo")` takes the size given here for
/// `"photo"`. Put one in the environment for the views you build:
///
/// ```swift
/// let catalogue: ImageCatalog = ["photo": Size(width: 400, height: 300)]
/// engine.layout(ContentView().environment(\.images, catalogue), in: Size(width: 390, height: 844))
/// ```
///
/// Sizes are in points; a negative or non-finite size
/// is reported as a `LayoutError` when the image is laid out, as for ``Image/init(_:width:height:)``.
///
/// - Complexity: O(1) expected for a lookup.
public struct ImageCatalog: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  /// The sizes, by image name.
  public var sizes: [String: Size]

  /// A catalogue of `sizes`.
  public init(_ sizes: [String: Size] = [:]) { self.sizes = sizes }

  /// A catalogue of the names and sizes given.
  public init(dictionaryLiteral elements: (String, Size)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }

  /// The size of the image named `name`, `nil` when there is none; assigning `nil` removes it.
  public subscript(name: String) -> Size? {
    get { sizes[name] }
    set { sizes[name] = newValue }
  }
}

extension EnvironmentValues {
  /// The sizes of named images (empty unless set): what `Image("name")` reads while it is built.
  public var images: ImageCatalog {
    get { self[ImageCatalogKey.self] }
    set { self[ImageCatalogKey.self] = newValue }
  }
}

private struct ImageCatalogKey: EnvironmentKey { static let defaultValue = ImageCatalog() }
