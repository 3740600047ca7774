/// What a ``GeometryReader`` tells its content (SwiftUI's `GeometryProxy`): the reader's size and its frame.
///
/// A layout pass is headless and runs once, so the proxy a reader's closure receives knows only what is settled
/// when the content is built: the reader's `size` and its ``CoordinateSpace/local`` frame. Where the reader ends up
/// is decided afterwards, by its ancestors, so that proxy answers `nil` for ``CoordinateSpace/global``. After the
/// pass, ``LayoutResult/geometry(of:)`` gives a proxy filled in from the result, which answers both:
///
/// ```swift
/// let tree = VStack(spacing: 0) {
///   Box(width: 300, height: 100)
///   GeometryReader { proxy in Box(width: proxy.size.width / 6, height: 50) }.id("reader")
/// }
/// let result = try tree.layout(in: Size(width: 300, height: 400))
/// result.geometry(of: "reader")?.frame(in: .global)  // Rect(x: 0, y: 100, width: 300, height: 300)
/// ```
///
/// - Complexity: O(1) for every member.
public struct GeometryProxy: Hashable, Sendable {
  /// The reader's size.
  public let size: Size
  /// The reader's frame in root coordinates, when it is known (after layout).
  private let globalFrame: Rect?

  /// A proxy for a view of `size`, placed at `globalFrame` in the root's coordinates when that is known.
  init(size: Size, globalFrame: Rect? = nil) {
    self.size = size
    self.globalFrame = globalFrame
  }

  /// Whether the proxy knows where the view is in the root (a proxy from ``LayoutResult/geometry(of:)``).
  public var isPlaced: Bool { globalFrame != nil }

  /// The view's frame in `space`: `.local` is always known ((0, 0) and ``size``); `.global` is `nil` while the
  /// content is being built, and the frame the result reports once the pass is done.
  public func frame(in space: CoordinateSpace) -> Rect? {
    switch space {
    case .local: Rect(origin: .zero, size: size)
    case .global: globalFrame
    }
  }
}
