/// The outcome of a layout pass: the root's size and every visible node's frame in root coordinates.
///
/// ```swift
/// let result = try VStack { Box(width: 40, height: 20).id("a") }.layout(in: Size(width: 100, height: 100))
/// result["a"]   // Rect(x: 0, y: 0, width: 40, height: 20)
/// ```
public struct LayoutResult: Sendable, Equatable {
  /// One visible node, in document order (a pre-order walk of the tree).
  public struct Entry: Sendable, Equatable {
    /// The node's id, if any.
    public var id: String?
    /// The node's type name (`"HStack"`, `"Box"`, `"frame"`, …).
    public var typeName: String
    /// What the node is.
    public var role: Role
    /// The node's frame relative to the root's top-left corner.
    public var frame: Rect
    /// Nesting depth (the root is 0).
    public var depth: Int
    /// The node's path, as in scene files (`root.children[1]`); built on demand.
    ///
    /// - Complexity: O(depth).
    public var path: String {
      get { pathOverride ?? pathTable?.path(of: Int(pathIndex)) ?? "root" }
      set { pathOverride = newValue }
    }
    /// Index of the parent entry in ``LayoutResult/entries``, or `nil` for the root.
    public var parent: Int?

    var pathOverride: String?
    var pathTable: PathTable?
    var pathIndex: Int32 = 0

    /// Creates an entry.
    ///
    /// - Complexity: O(1).
    public init(id: String?, typeName: String, role: Role, frame: Rect, depth: Int, path: String, parent: Int?) {
      self.id = id
      self.typeName = typeName
      self.role = role
      self.frame = frame
      self.depth = depth
      self.parent = parent
      self.pathOverride = path
    }

    init(
      id: String?, typeName: String, role: Role, frame: Rect, depth: Int, table: PathTable, index: Int32, parent: Int?
    ) {
      self.id = id
      self.typeName = typeName
      self.role = role
      self.frame = frame
      self.depth = depth
      self.parent = parent
      self.pathTable = table
      self.pathIndex = index
    }

    public static func == (a: Entry, b: Entry) -> Bool {
      a.id == b.id && a.typeName == b.typeName && a.role == b.role && a.frame == b.frame && a.depth == b.depth
        && a.parent == b.parent && a.path == b.path
    }
  }

  /// Paths of the nodes of one pass, built on demand from parent links (no string per node during the pass).
  final class PathTable: Sendable {
    /// For each engine node: its parent, and its index among its parent's children (-1 under a modifier).
    let parent: [Int32]
    let childIndex: [Int32]

    /// The table of a pass: each node's parent and, unless that parent is a modifier, its index among its siblings.
    ///
    /// - Complexity: O(nodes).
    init(nodes: NodeList, storage: PassStorage) {
      var childIndex = [Int32](repeating: -1, count: nodes.count)
      for k in 1..<max(1, nodes.count) {
        let p = Int(storage.parent[k])
        if !nodes[p].isModifier { childIndex[k] = Int32(k) - storage.firstChild[p] }
      }
      self.parent = Array(storage.parent)
      self.childIndex = childIndex
    }

    func path(of node: Int) -> String {
      var parts: [Int32] = []
      var k = node
      while parent[k] >= 0 {
        if childIndex[k] >= 0 { parts.append(childIndex[k]) }
        k = Int(parent[k])
      }
      var path = "root"
      for index in parts.reversed() { path += ".children[\(index)]" }
      return path
    }
  }

  /// Whether a node is a leaf, a container or a single-child modifier.
  public enum Role: String, Sendable, Equatable {
    case leaf, container, modifier
  }

  /// Counts gathered during the pass.
  public struct Statistics: Sendable, Equatable {
    /// Nodes in the tree.
    public var nodeCount: Int
    /// Sizes asked for (`sizeThatFits` calls through subview proxies, including cached answers).
    public var sizeRequests: Int
    /// Sizes computed (cache misses), over all nodes.
    public var sizeComputations: Int
    /// Sizes computed by leaves (text measurements and other leaf measure functions).
    public var leafMeasurements: Int
  }

  /// The root's size.
  public var size: Size
  /// Every visible node in document order.
  ///
  /// A pass keeps its frames in per-node arrays and builds these entries the first time they are read (then
  /// keeps them), so a caller that only needs ``subscript(_:)`` or ``frames`` never pays for them.
  ///
  /// - Complexity: O(n) for the first read of a result from ``LayoutEngine``, O(1) afterwards.
  public var entries: [Entry] {
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
  public var statistics: Statistics
  /// Frames of the nodes that have an id.
  public var frames: [String: Rect]

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

  /// Frames in order, indexed from 0 (see ``childFrames(of:)``).
  public struct FrameList: RandomAccessCollection, Sendable, Equatable {
    private let storage: PassStorage?
    private let range: Range<Int>
    private let copied: ArraySlice<Rect>

    /// Frames shared with a pass's storage (no copy).
    init(storage: PassStorage, range: Range<Int>) {
      self.storage = storage
      self.range = range
      self.copied = []
    }

    init(_ frames: ArraySlice<Rect>) {
      storage = nil
      range = 0..<frames.count
      copied = frames
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }
    /// The `position`th frame.
    ///
    /// - Complexity: O(1).
    public subscript(position: Int) -> Rect {
      precondition(position >= 0 && position < range.count, "FrameList index \(position) out of range")
      if let storage { return storage.frames[range.lowerBound + position] }
      return copied[copied.startIndex + position]
    }

    public static func == (a: FrameList, b: FrameList) -> Bool { a.elementsEqual(b) }
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

  /// The entries of a pass in document order: a pre-order walk with an explicit stack (no recursion, whatever the
  /// depth), paths built on demand from one table of parent links. `visit` runs after each entry is appended, with
  /// the node, its entry index and depth (to splice nested content right after it).
  ///
  /// - Complexity: O(nodes) plus `visit`.
  static func preOrderEntries<E: Error>(
    nodes: NodeList, storage: PassStorage,
    visit: (_ node: Int32, _ index: Int, _ depth: Int, _ entries: inout [Entry]) throws(E) -> Void
  ) throws(E) -> [Entry] {
    let firstChild = storage.firstChild
    let childCount = storage.childCount
    let frames = storage.frames
    let placed = storage.placed
    let table = PathTable(nodes: nodes, storage: storage)
    var entries: [Entry] = []
    entries.reserveCapacity(nodes.count)
    var stack: [(node: Int32, depth: Int, parent: Int?)] = [(0, 0, nil)]
    while let (node, depth, parent) = stack.popLast() {
      let k = Int(node)
      guard placed[k] else { continue }
      let n = nodes[k]
      let role: Role = n.isLeaf ? .leaf : (n.isModifier ? .modifier : .container)
      let index = entries.count
      entries.append(
        Entry(
          id: n.id, typeName: n.typeName, role: role, frame: frames[k], depth: depth, table: table, index: node,
          parent: parent))
      try visit(node, index, depth, &entries)
      let first = Int(firstChild[k])
      for c in stride(from: first + Int(childCount[k]) - 1, through: first, by: -1) {
        stack.append((Int32(c), depth + 1, index))
      }
    }
    return entries
  }

  /// The per-node arrays of a finished pass, turned into ``Entry`` values on first use (thread-safe).
  final class DeferredEntries: Sendable {
    let nodes: NodeList
    let storage: PassStorage
    let identified: [(node: Int32, id: String)]
    private let built = PassLock<[Entry]?>(nil)

    init(nodes: NodeList, storage: PassStorage, identified: [(node: Int32, id: String)]) {
      self.nodes = nodes
      self.storage = storage
      self.identified = identified
    }

    func childFrames(of id: String?) -> FrameList? {
      var node = 0
      if let id {
        guard let found = identified.first(where: { $0.id == id }) else { return nil }
        node = Int(found.node)
      }
      let placed = storage.placed
      guard storage.count > 0, placed[node] else { return nil }
      let first = Int(storage.firstChild[node])
      let children = first..<(first + Int(storage.childCount[node]))
      if placed[children].allSatisfy({ $0 }) { return FrameList(storage: storage, range: children) }
      return FrameList(children.filter { placed[$0] }.map { storage.frames[$0] }[...])
    }

    var entries: [Entry] {
      built.withLock { built in
        if let built { return built }
        let made = build()
        built = made
        return made
      }
    }

    private func build() -> [Entry] {
      LayoutResult.preOrderEntries(nodes: nodes, storage: storage) { (_, _, _, _) throws(Never) in }
    }
  }

  /// The frame of the node with `id`, or `nil` when there is no such visible node.
  ///
  /// - Complexity: O(1) on average.
  public subscript(id: String) -> Rect? { frames[id] }

  public static func == (a: LayoutResult, b: LayoutResult) -> Bool {
    a.size == b.size && a.entries == b.entries
  }
}
