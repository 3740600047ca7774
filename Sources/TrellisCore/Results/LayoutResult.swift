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
  /// A pass keeps its frames in per-node arrays; the first read of a result from ``LayoutEngine`` puts its shown
  /// nodes in drawing order (then keeps that order), and each ``Entry`` is made from the arrays when it is accessed
  /// (see ``Entries``), so a caller that only needs ``subscript(_:)`` or ``frames`` never pays for entries, and one
  /// that reads every frame pays for no array of them.
  ///
  /// - Complexity: O(n) for the first read of a result from ``LayoutEngine``, O(1) afterwards.
  public var entries: Entries { storedEntries.map(Entries.init) ?? deferred?.entries ?? Entries([]) }

  /// The entries as values, for the code that edits them (transitions, moved and nested results): made from the
  /// pass's arrays at the first edit, after which the result no longer reads them.
  ///
  /// - Complexity: O(n) for the first edit of a result from ``LayoutEngine``, O(1) afterwards.
  var entryValues: [Entry] {
    get { storedEntries ?? deferred.map { Array($0.entries) } ?? [] }
    _modify {
      if storedEntries == nil {
        storedEntries = deferred.map { Array($0.entries) } ?? []
        detach()
      }
      yield &storedEntries!
    }
    set {
      storedEntries = newValue
      detach()
    }
  }
  /// Counts gathered during the pass.
  public internal(set) var statistics: Statistics
  /// Frames of the shown nodes that have an id, keyed by each one's unique key: its id when no other shown node has
  /// it, else the shortest unique id path (`"row1/title"`; see ``Entry/key`` and "Identity" in
  /// Documentation/Layout.md).
  ///
  /// A pass keeps its frames in per-node arrays and makes this dictionary the first time it (or ``subscript(_:)``,
  /// ``lookup(_:)``, ``ambiguousIDs``) is read, then keeps it, so a caller that reads only ``size`` or
  /// ``childFrames(of:)`` never hashes an id.
  ///
  /// - Complexity: O(ids) for the first read of a result from ``LayoutEngine`` (O(ids × depth) when an id repeats),
  ///   O(1) afterwards.
  public internal(set) var frames: [String: Rect] {
    get { storedFrames ?? deferred?.keying.frames ?? [:] }
    _modify {
      if storedFrames == nil { storedFrames = deferred?.keying.frames ?? [:] }
      yield &storedFrames!
    }
    set { storedFrames = newValue }
  }
  /// The ids that more than one shown node has, in the order of their first node: a plain lookup of one of them
  /// (``subscript(_:)``) answers `nil` and ``lookup(_:)`` throws ``LookupError/ambiguous(_:keys:)``; their nodes
  /// are keyed by id paths.
  ///
  /// - Complexity: as ``frames``.
  public internal(set) var ambiguousIDs: [String] {
    get { storedAmbiguousIDs ?? deferred?.keying.ambiguous ?? [] }
    set { storedAmbiguousIDs = newValue }
  }
  /// What containers reported when the pass asked for diagnostics (``LayoutEngine/collectsDiagnostics``), in the
  /// order they were placed; empty otherwise.
  public internal(set) var diagnostics: [LayoutDiagnostic] = []
  /// Every container whose solver strategy settled for less than it was asked (it stopped at its own time limit or
  /// the layout's, or the problem was over its size cap), with what it answered instead; always recorded, in the
  /// order the containers were measured. Empty when every strategy finished (and always with greedy strategies).
  public internal(set) var fallbacks: [LayoutFallback] = []

  private var storedEntries: [Entry]?
  private var storedFrames: [String: Rect]?
  private var storedAmbiguousIDs: [String]?
  private var deferred: DeferredEntries?

  /// Stops reading the pass's arrays: the frames by key and the repeated ids are kept first (the entries are set by
  /// the caller).
  private mutating func detach() {
    guard let deferred else { return }
    if storedFrames == nil || storedAmbiguousIDs == nil {
      let keying = deferred.keying
      if storedFrames == nil { storedFrames = keying.frames }
      if storedAmbiguousIDs == nil { storedAmbiguousIDs = keying.ambiguous }
    }
    self.deferred = nil
  }

  /// The pass's arrays this result reads, while it reads them (a ``LayoutCache`` that keeps the pass copies them
  /// before changing them for as long as this object lives).
  var deferredEntries: DeferredEntries? { deferred }

  /// The frames of the shown children of the node with key or id path `id` (of the root when `id` is `nil`; read as
  /// ``lookup(_:)`` reads it), in child order, without building ``entries`` when `id` is a key: the fast way to read
  /// a large container's layout. A modifier is a node too (the child of `.padding(8).id("p")` is the padded view).
  /// Returns `nil` when no shown node, or more than one, matches.
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
    if storedEntries == nil, let deferred, id.map({ frames[$0] != nil }) ?? true { return deferred.childFrames(of: id) }
    let all = entries
    let found: Int? =
      if let id { frames[id] != nil ? all.firstIndex { $0.key == id } : try? entryIndex(matching: id) } else {
        all.isEmpty ? nil : 0
      }
    guard let index = found else { return nil }
    return FrameList(all.lazy.filter { $0.parent == index }.map(\.frame)[...])
  }

  package init(size: Size, entries: [Entry], statistics: Statistics, frames: [String: Rect]) {
    self.size = size
    self.storedEntries = entries
    self.statistics = statistics
    self.storedFrames = frames
    self.storedAmbiguousIDs = []
  }

  /// A result that reads a finished pass's arrays through `deferred`: its entries, frames by key and repeated ids
  /// are made when first read.
  init(size: Size, deferred: DeferredEntries, statistics: Statistics) {
    self.size = size
    self.deferred = deferred
    self.statistics = statistics
  }

  /// The frame of the shown node with key `id` (its id when unambiguous), or of the one node an id path names
  /// (`"row1/title"`); `nil` when none does, or when the id or path is ambiguous (``lookup(_:)`` says which).
  ///
  /// - Complexity: O(1) on average for a key; O(entries) for a path (see ``lookup(_:)``).
  public subscript(id: String) -> Rect? { frames[id] ?? (try? lookup(id)) }

  /// The frame of the one shown node the path of ids names: `result["row1", "title"]` is the node with id `title`
  /// that has an ancestor with id `row1` (each segment an ancestor of the next, not necessarily its parent); `nil`
  /// when none or several do.
  ///
  /// - Complexity: O(entries).
  public subscript(first: String, second: String, more: String...) -> Rect? {
    try? lookup(path: [first, second] + more)
  }

  public static func == (a: LayoutResult, b: LayoutResult) -> Bool {
    a.size == b.size && a.entries == b.entries
  }
}
