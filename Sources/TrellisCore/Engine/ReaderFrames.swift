/// What the readers of one layout know about where they are placed: the frames the previous pass of the same layout
/// placed its readers and named coordinate spaces at (by ``PlacedKey``), and which of them their closures read in
/// this pass.
///
/// A reader's own frame never depends on its content (its size is its proposal), so the frame the previous pass
/// placed it at is exact unless content built from a frame moves it (content of an outer reader that itself read a
/// frame, or of a hugging reader). ``LayoutEngine`` therefore lays a tree out again, with the frames its last pass
/// placed, until every frame a closure read is the frame its reader was placed at
/// (``LayoutEngine/settlingReaders(_:frames:root:proposal:)``).
///
/// Shared by the nested passes of one layout, which may run on several threads: the reads are under a lock.
///
/// - Complexity: O(1) per read, amortized.
final class ReaderFrames: Sendable {
  /// The frames the previous pass placed readers and named spaces at; empty in the first pass.
  let known: [PlacedKey: Rect]
  /// Each frame a closure read in this pass.
  private let reads = Lock<[Read]>([])

  /// One frame a closure read: its reader, the named space it was read in (`nil` for `.global`), the reader's size
  /// in that layout, and the frame the closure was given (`nil` when this pass did not know it). An anchored node's
  /// frame (``readAnchor(_:)``) is read in the root's coordinates at whatever size it is placed (`size` `nil`).
  struct Read: Sendable {
    let reader: PlacedKey
    let space: PlacedKey?
    let size: Size?
    let given: Rect?
  }

  init(known: [PlacedKey: Rect]) { self.known = known }

  /// Records that the closure of `reader`, laid out at `size`, read its frame in the coordinates of `space` (the
  /// root's for `nil`), and answers it (`nil` when this pass does not know it yet).
  func read(_ reader: PlacedKey, in space: PlacedKey?, size: Size) -> Rect? {
    var given: Rect?
    if let frame = known[reader] {
      if let space {
        given = known[space].map { Self.frame(of: frame, inSpaceAt: $0, size: size) }
      } else {
        given = Rect(origin: frame.origin, size: size)
      }
    }
    let read = Read(reader: reader, space: space, size: size, given: given)
    reads.withLock { $0.append(read) }
    return given
  }

  /// The frame of a node placed at `frame` (in the root's coordinates), in the coordinates of a space placed at
  /// `space`, at `size`.
  static func frame(of frame: Rect, inSpaceAt space: Rect, size: Size) -> Rect {
    Rect(origin: Point(x: frame.minX - space.minX, y: frame.minY - space.minY), size: size)
  }

  /// Records that a preference overlay read the frame of the anchored node `node` (``Anchor``), and answers it in the
  /// root's coordinates (`nil` when this pass does not know it yet).
  func readAnchor(_ node: PlacedKey) -> Rect? {
    let given = known[node]
    let read = Read(reader: node, space: nil, size: nil, given: given)
    reads.withLock { $0.append(read) }
    return given
  }

  /// Whether a closure read a frame this pass did not know.
  var readUnknown: Bool { reads.withLock { $0.contains { $0.given == nil } } }

  /// The frames closures read in this pass.
  var allReads: [Read] { reads.withLock { $0 } }
}

/// A node of the outermost layout, as its result can name it: its path (`.content` steps included) and how many
/// modifiers above it share that path (modifiers add no step).
struct PlacedKey: Hashable, Sendable {
  let path: NodePath
  let level: Int
}

/// Where a nested pass sits in the outermost layout, for its readers: the shared ``ReaderFrames``, the embedded node
/// whose content it lays out, the path of its root, and the nearest named coordinate spaces around it.
struct ReaderScope: Sendable {
  let frames: ReaderFrames
  /// The embedded node whose content this pass lays out (`nil` for the outermost pass).
  let node: PlacedKey?
  /// The path this pass's root has in the outermost layout.
  let prefix: NodePath
  /// The nearest node named with each name (``View/coordinateSpace(name:)``) among the embedded node and its
  /// ancestors, through every enclosing pass.
  let spaces: [SpaceName: PlacedKey]
}

/// The layout value that ``View/coordinateSpace(name:)`` sets: the name of the node's coordinate space.
enum CoordinateSpaceNameKey: LayoutValueKey {
  static let defaultValue: SpaceName? = nil
}
