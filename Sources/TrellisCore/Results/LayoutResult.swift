/// The outcome of a layout pass: the root's size and every visible node's frame in root coordinates.
///
/// ```swift
/// let result = try VStack { Box(width: 40, height: 20).id("a") }.layout(in: Size(width: 100, height: 100))
/// result["a"]   // Rect(x: 0, y: 0, width: 40, height: 20)
/// ```
public struct LayoutResult: Sendable, Equatable {
  /// The root's size.
  public internal(set) var size: Size
  /// Every visible node in document order.
  ///
  /// A pass keeps its frames in per-node arrays and builds these entries the first time they are read (then
  /// keeps them), so a caller that only needs ``subscript(_:)`` or ``frames`` never pays for them.
  ///
  /// - Complexity: O(n) for the first read of a result from ``LayoutEngine``, O(1) afterwards.
  public internal(set) var entries: [Entry] {
    get { storedEntries ?? deferred?.entries ?? [] }
    _modify {
      if storedEntries == nil {
        storedEntries = deferred?.entries ?? []
        deferred = nil
      }
      yield &storedEntries!
    }
    set {
      storedEntries = newValue
      deferred = nil
    }
  }
  /// Counts gathered during the pass.
  public internal(set) var statistics: Statistics
  /// Frames of the nodes that have an id.
  public internal(set) var frames: [String: Rect]
  /// What containers reported when the pass asked for diagnostics (``LayoutEngine/collectsDiagnostics``), in the
  /// order they were placed; empty otherwise.
  public internal(set) var diagnostics: [LayoutDiagnostic] = []

  private var storedEntries: [Entry]?
  private var deferred: DeferredEntries?

  /// The frames of the shown children of the node with `id` (of the root when `id` is `nil`), in child order,
  /// without building ``entries``: the fast way to read a large container's layout. A modifier is a node too (the
  /// child of `.padding(8).id("p")` is the padded view). Returns `nil` when no shown node has that id.
  ///
  /// ```swift
  /// let result = try HFlow(maxWidth: 300) { for s in sizes { Box(width: s.width, height: s.height) } }
  ///   .layout(proposal: .unspecified)
  /// let itemFrames = result.childFrames()!   // one Rect per item, in order
  /// ```
  ///
  /// - Complexity: O(1) when every child is shown (the frames are shared with the result, not copied), else
  ///   O(children); plus O(ids) to find `id`. O(entries) once ``entries`` have been built or edited.
  public func childFrames(of id: String? = nil) -> FrameList? {
    if storedEntries == nil, let deferred { return deferred.childFrames(of: id) }
    let all = entries
    guard let index = id.map({ id in all.firstIndex { $0.id == id } }) ?? (all.isEmpty ? nil : 0) else { return nil }
    return FrameList(all.lazy.filter { $0.parent == index }.map(\.frame)[...])
  }

  package init(size: Size, entries: [Entry], statistics: Statistics, frames: [String: Rect]) {
    self.size = size
    self.storedEntries = entries
    self.statistics = statistics
    self.frames = frames
  }

  init(size: Size, deferred: DeferredEntries, statistics: Statistics, frames: [String: Rect]) {
    self.size = size
    self.deferred = deferred
    self.statistics = statistics
    self.frames = frames
  }

  /// The frame of the node with `id`, or `nil` when there is no such visible node.
  ///
  /// - Complexity: O(1) on average.
  public subscript(id: String) -> Rect? { frames[id] }

  public static func == (a: LayoutResult, b: LayoutResult) -> Bool {
    a.size == b.size && a.entries == b.entries
  }
}
