import Foundation

/// An image loaded from a URL (SwiftUI's `AsyncImage`), for layout: nothing is fetched headless, so it always shows
/// what SwiftUI shows before the image arrives: its placeholder, or, with a `content` closure of the phase, that
/// closure's view for ``AsyncImagePhase/empty``. Without either it is SwiftUI's standard placeholder, a rectangle
/// filling the proposal (10 × 10 where a dimension is unspecified, as any shape), filled with the system fill
/// colour. The URL is recorded as `asyncImage(URL)` in ``DrawingStyle/handlers``.
///
/// ```swift
/// AsyncImage(url: avatarURL) { image in
///   image.resizable().scaledToFill()
/// } placeholder: {
///   ProgressView()
/// }
/// .frame(width: 44, height: 44)
/// ```
///
/// - Complexity: that of building the placeholder; O(1) otherwise.
public struct AsyncImage: View, Sendable {
  public let node: Node

  /// An image from `url`, shown at `scale` (not used: nothing is fetched): the standard placeholder.
  public init(url: URL?, scale: CGFloat = 1) {
    var style = DrawingStyle()
    style.fill = Color(uiColor: .systemFill)
    node = Self.recording(url, in: Node(leaf: FlexibleLeaf(), typeName: "AsyncImage").with(style: style))
  }

  /// An image from `url` shown by `content` once loaded (never, headless): `placeholder`.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) {
    node = Self.recording(url, in: placeholder().node)
  }

  /// An image from `url` whose view `content` makes from the loading phase: `content(.empty)`.
  public init<Content: View>(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    node = Self.recording(url, in: content(.empty).node)
  }

  /// `true`: the placeholder may be several views.
  public static var mayBeGroup: Bool { true }

  /// `node` recording the URL.
  static func recording(_ url: URL?, in node: Node) -> Node {
    node.recording("asyncImage(\(url?.absoluteString ?? "nil"))")
  }
}

/// Where an ``AsyncImage``'s loading is (SwiftUI's `AsyncImagePhase`): always ``empty`` headless.
public enum AsyncImagePhase {
  /// Nothing loaded yet.
  case empty
  /// The image loaded.
  case success(Image)
  /// Loading failed with the error.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error, if loading failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
