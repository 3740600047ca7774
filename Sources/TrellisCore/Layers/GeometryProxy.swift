/// What a ``GeometryReader`` tells its content (SwiftUI's `GeometryProxy`): the reader's size and its frame.
///
/// The content is built while the reader is measured, before its ancestors place it. A reader's frame never depends
/// on its content (its size is its proposal), so the engine answers ``CoordinateSpace/global`` exactly all the same:
/// when a closure reads it, the tree is laid out again with the frames the pass placed its readers at, until every
/// frame a closure read is the frame its reader was placed at (see ``GeometryReader``). After the pass,
/// ``LayoutResult/geometry(of:)`` gives a proxy filled in from the result:
///
/// ```swift
/// let tree = VStack(spacing: 0) {
///   Box(width: 300, height: 100)
///   GeometryReader { proxy in Box(width: 10, height: proxy.frame(in: .global).minY) }.id("reader")
/// }
/// let result = try tree.layout(in: Size(width: 300, height: 400))
/// result.geometry(of: "reader")?.frame(in: .global)  // Rect(x: 0, y: 100, width: 300, height: 300)
/// // the box inside is 10×100
/// ```
///
/// - Complexity: O(1) for every member.
public struct GeometryProxy: Hashable, Sendable {
  /// The reader's size.
  public let size: Size
  /// The reader's frame in root coordinates, for a proxy made from a result.
  private let globalFrame: Rect?
  /// For a proxy inside a reader's closure: the layout's record of reads, and the reader's path.
  private let reader: Reader?

  /// The reader a closure's proxy belongs to.
  struct Reader: Sendable {
    let frames: ReaderFrames
    let key: PlacedKey
    /// The nearest node named with each name around the reader (``View/coordinateSpace(name:)``).
    let spaces: [SpaceName: PlacedKey]
  }

  /// A proxy for a view of `size`, placed at `globalFrame` in the root's coordinates (a proxy from a result).
  init(size: Size, globalFrame: Rect) {
    self.size = size
    self.globalFrame = globalFrame
    reader = nil
  }

  /// The proxy a reader's closure receives: its frame is read from `reader`'s record.
  init(size: Size, reader: Reader?) {
    self.size = size
    globalFrame = nil
    self.reader = reader
  }

  /// The view's frame in `space`: `.local` is (0, 0) and ``size``; `.global` is its frame in the root's
  /// coordinates; `.named(name)` is its frame relative to the nearest ancestor named `name` with
  /// ``View/coordinateSpace(name:)`` (the view itself included), or `.global` when none is.
  ///
  /// Inside a reader's closure, reading `.global` or a named space makes the layout run again until the frame read is
  /// the frame the reader is placed at; a pass that does not know it yet (the first) answers the reader at the origin,
  /// and that pass's result is never returned. A proxy from ``LayoutResult/geometry(of:)`` knows no names: it answers
  /// `.named` as `.global`.
  public func frame(in space: CoordinateSpace) -> Rect {
    let local = Rect(origin: .zero, size: size)
    switch space.kind {
    case .local: return local
    case .global:
      if let globalFrame { return globalFrame }
      guard let reader else { return local }
      return reader.frames.read(reader.key, in: nil, size: size) ?? local
    case .named(let name):
      if let globalFrame { return globalFrame }
      guard let reader else { return local }
      return reader.frames.read(reader.key, in: reader.spaces[name], size: size) ?? local
    }
  }

  /// The view's bounds in `space` (SwiftUI's `bounds(of:)`): its size, at (0, 0) minus its origin in `space`'s
  /// coordinates, i.e. where `space`'s origin is seen from the view; `nil` for a name no ancestor has.
  public func bounds(of space: CoordinateSpace) -> Rect? {
    if case .named(let name) = space.kind, let reader, reader.spaces[name] == nil { return nil }
    let frame = frame(in: space)
    return Rect(origin: Point(x: -frame.minX, y: -frame.minY), size: size)
  }

  /// Whether two proxies are the same size, at the same frame (from a result) or of the same reader (in a closure).
  public static func == (lhs: GeometryProxy, rhs: GeometryProxy) -> Bool {
    lhs.size == rhs.size && lhs.globalFrame == rhs.globalFrame && lhs.reader?.key == rhs.reader?.key
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(size)
    hasher.combine(globalFrame)
    hasher.combine(reader?.key)
  }
}
