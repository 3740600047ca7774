/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension LayoutResult {
  /// One visible node, in document order (a pre-order walk of the tree).
  public struct Entry: Sendable, Equatable {
    // `id` is a constant on purpose: as a `var`, it makes the optimiser build every entry of a pass twice and move it
    // into the array by an outlined copy and destroy of the whole entry, more than doubling what building the entries
    // costs.

    /// The node's id, if any.
    public let id: String?
    /// The node's key in ``LayoutResult/frames``: its id when no other shown node has it, else the shortest unique
    /// id path (`row1/title`; see "Identity" in Documentation/Layout.md). `nil` without an id, and for an id that an
    /// outer modifier of the same view repeats (`Box().id("a").padding().id("a")`: the padding has the key).
    public internal(set) var key: String? {
      get { isUnkeyed ? nil : keyStorage ?? id }
      set {
        isUnkeyed = newValue == nil
        keyStorage = newValue == id ? nil : newValue
      }
    }
    /// The key when it is not the id (most entries store nothing here: an entry is copied often).
    private var keyStorage: String?
    /// The node's type name (`"HStack"`, `"Box"`, `"frame"`, …).
    public internal(set) var typeName: String
    /// What the node is.
    public internal(set) var role: Role
    /// Whether the entry has no key although it may have an id (see ``key``).
    private var isUnkeyed = false
    /// The node's frame relative to the root's top-left corner.
    public internal(set) var frame: Rect
    /// Nesting depth (the root is 0).
    public internal(set) var depth: Int
    /// The node's path, as in scene files (`root.children[1]`); built on demand.
    ///
    /// - Complexity: O(depth).
    public var path: String {
      get {
        switch pathSource {
        case .table(let table, let node): table.path(of: node).description
        case .path(let path): path.description
        case .text(let text): text
        }
      }
      set { pathSource = .text(newValue) }
    }
    /// Index of the parent entry in ``LayoutResult/entries``, or `nil` for the root.
    public internal(set) var parent: Int?

    /// Where ``path`` comes from: a pass's table (read when asked), a path the engine made, or text a caller set.
    enum PathSource: Sendable {
      case table(PathTable, NodeIndex)
      case path(NodePath)
      case text(String)
    }

    var pathSource: PathSource
    /// For a ``Text`` leaf: what draws its lines (see ``textLines``).
    var textSource: TextSource?
    /// What the node asks renderers to draw (see ``style``), boxed so an entry stays a few words.
    var styleBox: StyleBox?

    /// The path as a value; `nil` for text a caller set that is not in the engine's spelling.
    var nodePath: NodePath? {
      switch pathSource {
      case .table(let table, let node): table.path(of: node)
      case .path(let path): path
      case .text(let text): NodePath(parsing: text)
      }
    }

    /// Creates an entry.
    public init(id: String?, typeName: String, role: Role, frame: Rect, depth: Int, path: String, parent: Int?) {
      self.init(id: id, typeName: typeName, role: role, frame: frame, depth: depth, source: .text(path), parent: parent)
    }

    init(
      id: String?, typeName: String, role: Role, frame: Rect, depth: Int, table: PathTable, node: NodeIndex,
      parent: Int?
    ) {
      self.init(
        id: id, typeName: typeName, role: role, frame: frame, depth: depth, source: .table(table, node), parent: parent)
    }

    private init(
      id: String?, typeName: String, role: Role, frame: Rect, depth: Int, source: PathSource, parent: Int?
    ) {
      self.id = id
      self.typeName = typeName
      self.role = role
      self.frame = frame
      self.depth = depth
      self.parent = parent
      self.pathSource = source
    }

    public static func == (a: Entry, b: Entry) -> Bool {
      a.id == b.id && a.key == b.key && a.typeName == b.typeName && a.role == b.role && a.frame == b.frame
        && a.depth == b.depth
        && a.parent == b.parent && a.path == b.path
    }
  }
}
