/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension LayoutResult {
  /// One visible node, in document order (a pre-order walk of the tree).
  ///
  /// An entry of a result from ``LayoutEngine`` holds its pass, not copies of its node's values: its id, type name,
  /// role, path, style and text are read from the pass when asked, so making one (``Entries`` makes an entry each time
  /// one is accessed) allocates nothing and copying one retains one reference. An entry a caller makes, or one whose
  /// path or key is set to another than its node's, holds values of its own.
  public struct Entry: Sendable, Equatable {
    /// Where the entry's values are: node `NodeIndex` of a pass, or values of its own.
    enum Source: Sendable {
      case pass(DeferredEntries, NodeIndex)
      case values(Values)
    }

    /// An entry's own values (``Source/values``); its key, when it is not its id.
    final class Values: Sendable {
      let id: String?
      let key: String?
      let typeName: String
      let role: Role
      let path: PathSource
      let text: TextSource?
      let style: DrawingStyle?

      init(
        id: String?, key: String?, typeName: String, role: Role, path: PathSource, text: TextSource?,
        style: DrawingStyle?
      ) {
        self.id = id
        self.key = key
        self.typeName = typeName
        self.role = role
        self.path = path
        self.text = text
        self.style = style
      }
    }

    /// Where an entry's own ``path`` comes from: a path the engine made (a nested result's entry, moved under its
    /// embedded node), or text a caller set.
    enum PathSource: Sendable {
      case path(NodePath)
      case text(String)
    }

    var source: Source
    /// The node's frame relative to the root's top-left corner.
    public internal(set) var frame: Rect
    /// Nesting depth (the root is 0).
    public internal(set) var depth: Int
    /// Index of the parent entry in ``LayoutResult/entries``, or `nil` for the root.
    public internal(set) var parent: Int?
    /// Whether the entry has no key although it may have an id (see ``key``).
    private var isUnkeyed = false

    /// The node's id, if any.
    public var id: String? {
      switch source {
      case .pass(let pass, let node): pass.withNode(node) { $0.id }
      case .values(let values): values.id
      }
    }

    /// The node's key in ``LayoutResult/frames``: its id when no other shown node has it, else the shortest unique
    /// id path (`row1/title`; see "Identity" in Documentation/Layout.md). `nil` without an id, and for an id that an
    /// outer modifier of the same view repeats (`Box().id("a").padding().id("a")`: the padding has the key).
    public internal(set) var key: String? {
      get {
        if isUnkeyed { return nil }
        if case .values(let values) = source, let key = values.key { return key }
        return id
      }
      set {
        isUnkeyed = newValue == nil
        guard let newValue else { return }
        if case .values(let values) = source, values.key != nil || newValue != values.id {
          source = .values(self.values(key: newValue == values.id ? nil : newValue, path: heldPath))
        } else if case .pass = source, newValue != id {
          source = .values(values(key: newValue, path: heldPath))
        }
      }
    }

    /// The node's type name (`"HStack"`, `"Box"`, `"frame"`, …).
    public var typeName: String {
      switch source {
      case .pass(let pass, let node): pass.withNode(node) { $0.typeName }
      case .values(let values): values.typeName
      }
    }

    /// What the node is.
    public var role: Role {
      switch source {
      case .pass(let pass, let node): pass.withNode(node) { Role($0.traits.kind) }
      case .values(let values): values.role
      }
    }

    /// The node's path, as in scene files (`root.children[1]`); built on demand.
    ///
    /// - Complexity: O(depth).
    public internal(set) var path: String {
      get {
        switch heldPath {
        case .path(let path): path.description
        case .text(let text): text
        }
      }
      set { source = .values(values(key: ownKey, path: .text(newValue))) }
    }

    /// The path as a value; `nil` for text a caller set that is not in the engine's spelling.
    var nodePath: NodePath? {
      switch heldPath {
      case .path(let path): path
      case .text(let text): NodePath(parsing: text)
      }
    }

    /// Where the path comes from: the pass's (made now) or the entry's own.
    ///
    /// - Complexity: O(depth) for an entry of a pass.
    private var heldPath: PathSource {
      switch source {
      case .pass(let pass, let node): .path(pass.path(of: node))
      case .values(let values): values.path
      }
    }

    /// Gives the entry the path `path` (a nested result's entry, moved under its embedded node).
    mutating func setPath(_ path: NodePath) { source = .values(values(key: ownKey, path: .path(path))) }

    /// For a ``Text`` leaf: what draws its lines (see ``textLines``).
    var textSource: TextSource? {
      switch source {
      case .pass(let pass, let node): pass.textSource(of: node)
      case .values(let values): values.text
      }
    }

    /// The entry's values, held, with the key `key` (`nil`: its id) and the path `path`.
    private func values(key: String?, path: PathSource) -> Values {
      Values(id: id, key: key, typeName: typeName, role: role, path: path, text: textSource, style: style)
    }

    /// The key the entry holds when it is not its id.
    private var ownKey: String? {
      guard case .values(let values) = source else { return nil }
      return values.key
    }

    /// Creates an entry.
    init(id: String?, typeName: String, role: Role, frame: Rect, depth: Int, path: String, parent: Int?) {
      let values = Values(id: id, key: nil, typeName: typeName, role: role, path: .text(path), text: nil, style: nil)
      self.init(source: .values(values), frame: frame, depth: depth, parent: parent)
    }

    /// The entry of node `node` of `pass`.
    init(pass: DeferredEntries, node: NodeIndex, frame: Rect, depth: Int, parent: Int?) {
      self.init(source: .pass(pass, node), frame: frame, depth: depth, parent: parent)
    }

    private init(source: Source, frame: Rect, depth: Int, parent: Int?) {
      self.source = source
      self.frame = frame
      self.depth = depth
      self.parent = parent
    }

    public static func == (a: Entry, b: Entry) -> Bool {
      a.id == b.id && a.key == b.key && a.typeName == b.typeName && a.role == b.role && a.frame == b.frame
        && a.depth == b.depth
        && a.parent == b.parent && a.path == b.path
    }
  }
}
