/// One element of a layout tree: a leaf that measures itself, or a container with a layout and children.
///
/// Nodes are immutable values with reference identity; modifiers return new nodes that share their children,
/// so building a tree is cheap and a tree can be laid out from several tasks at once.
///
/// A node is one allocation of 120 bytes (a `Box` is one, a modifier with its one child one; a container adds its
/// children array): small enough for the allocator's fast bins, so that building and freeing large trees stays
/// cheap. `NodeStorageTests` checks the size.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public final class Node: View, Sendable, CustomStringConvertible {
  // The stored properties are declared in this order on purpose: the one-byte kind, two-byte flags and four-byte
  // counts fill the tail of `content` (41 bytes), which keeps the object at 120 bytes.

  /// What the node computes with.
  let content: Content
  /// The node's kind (see ``Traits/Kind``).
  private let kind: Traits.Kind
  /// The ``Traits`` flags (``TraitBits``). Written after the node is made only by ``identify(_:as:)``, while the node
  /// is uniquely referenced (so no read can overlap the write), which is why the runtime's exclusivity check is off.
  @exclusivity(unchecked) nonisolated(unsafe) private var bits: UInt16
  /// How many children the node has.
  private let childCount32: Int32
  /// Nodes in the tree below and including this one (shared nodes counted once per occurrence); saturates at
  /// `Int32.max`, which no pass accepts.
  private let subtreeCount32: Int32
  /// The longest path from this node down to a leaf, in edges; saturates at `Int32.max`.
  private let height32: Int32
  /// The children. Never mutated after the node is made, except while a deep tree is freed: the deinit of the node
  /// or of an ancestor empties it, only when nothing else holds the node (it is uniquely referenced), to take the tree
  /// apart iteratively. So no access can overlap a write, and the runtime's exclusivity check (a call per read of a
  /// class's `var`) is off for it.
  @exclusivity(unchecked) nonisolated(unsafe) private var childStorage: ChildStorage
  /// The attributes, `nil` when they set nothing (most nodes): a node without any stores and copies one word.
  private let attributeStorage: AttributeStorage?
  /// The node's type name as it appears in scene files and renderings (`"HStack"`, `"Box"`, `"frame"`, …).
  public let typeName: String
  /// The node's identity in results (`LayoutResult[id]`), or `nil`.
  public var id: String? { storedID }
  /// The id: set by the initialisers and, for a node nothing else holds yet, by ``identify(_:as:)`` (so no read can
  /// overlap the write, and the runtime's exclusivity check is off).
  @exclusivity(unchecked) nonisolated(unsafe) private var storedID: String?

  /// The children: none, one (a modifier's, without an array), or several.
  enum ChildStorage: Sendable {
    case none
    case one(Node)
    case many([Node])
  }

  /// What a node computes with.
  enum Content: Sendable {
    /// A leaf that answers one valid size (non-negative, finite) for every proposal (``Box``, a non-resizable
    /// ``Image``): stored inline, with no leaf value to call.
    case fixed(Size)
    /// A leaf: sizes itself from a proposal.
    case leaf(any LeafContent)
    /// Content laid out by its own nested pass (readers whose content is built from the size they get).
    case embedded(any EmbeddedContent)
    /// A flexible space: expands along its stack's axis (both axes outside a stack), at least `minLength`.
    case spacer(minLength: CGFloat?)
    /// A ``Divider``: 1 pt across its stack's axis, flexible along the other (as in a VStack outside a stack).
    case divider
    /// A container: a layout over the children. A modifier (``Traits/Kind/modifier``) is a container with exactly
    /// one child that is transparent for layout priority, layout values and explicit alignment guides (it is "the
    /// same view" to its parent).
    case layout(any ErasedLayout)
  }

  /// Values the parent reads through `LayoutSubview`.
  struct Attributes: Sendable {
    var priority: Double? = nil
    var guides: [GuideOverride] = []
    var values: [ObjectIdentifier: any Sendable] = [:]
    /// Text settings for the texts below (SwiftUI's environment); not part of ``isEmpty``, which is about what the
    /// parent reads.
    var text: TextEnvironment? = nil
    /// The layout direction set here for the containers below (``View/environment(_:_:)``); like `text`, not part
    /// of ``isEmpty``.
    var layoutDirection: LayoutDirection? = nil
    /// What renderers draw (``DrawingStyle``); never read by layout, so not part of ``isEmpty`` either.
    var style: DrawingStyle? = nil
    /// The loop whose ids this node's id must be unique among (``IDScope``); `nil` for a container's static children.
    /// Not part of ``isEmpty`` either.
    var idScope: IDScope? = nil
    /// What the controls this node stands for keep so that a style set on a container above can rebuild them
    /// (``ControlRecord``); never read by layout, so not part of ``isEmpty`` either.
    var controls: [ControlRecord] = []
    /// The preferences this node writes (``View/anchorPreference(key:value:transform:)``), innermost first; read
    /// only by a preference overlay above (``PreferenceOverlayContent``), so not part of ``isEmpty`` either.
    var preferences: [PreferenceWriter] = []
    var isEmpty: Bool { priority == nil && guides.isEmpty && values.isEmpty }
    /// Whether nothing at all is set (no storage is needed).
    var isUnset: Bool {
      isEmpty && text == nil && layoutDirection == nil && style == nil && idScope == nil && controls.isEmpty
        && preferences.isEmpty
    }
  }

  /// The bits of ``Traits``'s flags.
  enum TraitBits {
    static let lineBreak: UInt16 = 1 << 0
    static let text: UInt16 = 1 << 1
    static let setsEnvironment: UInt16 = 1 << 2
    static let plainAttributes: UInt16 = 1 << 3
    static let group: UInt16 = 1 << 4
    static let id: UInt16 = 1 << 5
    static let style: UInt16 = 1 << 6
    static let reordersChildren: UInt16 = 1 << 7
    static let fixed: UInt16 = 1 << 8
  }

  /// Facts the engine reads for every node of a pass, computed once when the node is made, so that a pass never
  /// copies `content` or `attributes` to learn them. Read through ``traits`` (a few loads from the node).
  struct Traits: Sendable {
    enum Kind: UInt8, Sendable { case leaf, embedded, spacer, layout, modifier }
    let kind: Kind
    let bits: UInt16
    let childCount: Int
    /// Nodes in the tree below and including this one (shared nodes counted once per occurrence; saturates at
    /// `Int32.max`).
    let subtreeCount: Int
    /// The longest path from this node down to a leaf, in edges.
    let height: Int

    /// Whether the node is a leaf that answers the same valid size for every proposal (``Box``, ``LineBreak``):
    /// ``Node/fixedSize`` is that size.
    var isFixed: Bool { bits & TraitBits.fixed != 0 }
    var isLineBreak: Bool { bits & TraitBits.lineBreak != 0 }
    /// Whether the node is a ``Text`` leaf (it answers text baselines and reads inherited text settings).
    var isText: Bool { bits & TraitBits.text != 0 }
    /// Whether the node sets environment values for the nodes below: text settings (``View/font(_:)`` and friends)
    /// or a layout direction (``View/environment(_:_:)``).
    var setsEnvironment: Bool { bits & TraitBits.setsEnvironment != 0 }
    /// Whether ``attributes`` sets nothing (no priority, guides or layout values).
    var plainAttributes: Bool { bits & TraitBits.plainAttributes != 0 }
    /// Whether the node is a group of views (``Group``, a ``ViewBuilder`` result of several views): a container's
    /// builder takes its children in its place, and a modifier applies to each child.
    var isGroup: Bool { bits & TraitBits.group != 0 }
    var hasID: Bool { bits & TraitBits.id != 0 }
    /// Whether the node records a ``DrawingStyle``.
    var hasStyle: Bool { bits & TraitBits.style != 0 }
    /// Whether some child has a non-zero `zIndex` (results list the children in drawing order).
    var reordersChildren: Bool { bits & TraitBits.reordersChildren != 0 }
  }

  /// The node's traits.
  var traits: Traits {
    @inline(__always) get {
      Traits(
        kind: kind, bits: bits, childCount: Int(childCount32), subtreeCount: Int(subtreeCount32),
        height: Int(height32))
    }
  }

  /// The size of a leaf that answers the same valid size for every proposal (``Traits/isFixed``), else `nil`.
  ///
  /// - Complexity: O(1), but it copies `content`: read it where ``Traits/isFixed`` holds.
  var fixedSize: Size? {
    guard bits & TraitBits.fixed != 0 else { return nil }
    if case .fixed(let size) = content { return size }
    return .zero
  }

  /// What the engine reads of a leaf's content, found once when its node is made.
  struct LeafTraits {
    var isLineBreak = false
    var isText = false

    /// The traits of `leaf`. Specialised for a concrete leaf type, the checks are resolved when compiling (a `Text`
    /// node costs no dynamic cast).
    @inline(__always)
    init<Leaf: LeafContent>(_ leaf: Leaf) {
      // An existential passed here is opened, so `Leaf` is the leaf's own type.
      isText = Leaf.self == TextLeaf.self
      isLineBreak = Leaf.self == LineBreakLeaf.self
    }
  }

  /// The content of a leaf: inline when it is a valid fixed size.
  @inline(__always)
  static func leafContent<Leaf: LeafContent>(_ leaf: Leaf) -> Content {
    if Leaf.self == FixedLeaf.self, let fixed = leaf as? FixedLeaf, fixed.isValid { return .fixed(fixed.size) }
    return .leaf(leaf)
  }

  convenience init(
    id: String? = nil, typeName: String, content: Content, kind: Traits.Kind? = nil, children: [Node] = [],
    attributes: Attributes = .init()
  ) {
    var leafTraits: LeafTraits? = nil
    var content = content
    let resolvedKind: Traits.Kind
    switch content {
    case .fixed: resolvedKind = .leaf
    case .leaf(let leaf):
      resolvedKind = .leaf
      leafTraits = LeafTraits(leaf)
      // A valid fixed leaf is stored inline, however the content was made.
      content = Self.leafContent(leaf)
    case .embedded: resolvedKind = .embedded
    case .spacer: resolvedKind = .spacer
    case .divider: resolvedKind = .leaf
    case .layout: resolvedKind = kind == .modifier ? .modifier : .layout
    }
    self.init(
      id: id, typeName: typeName, content: content, kind: resolvedKind, leafTraits: leafTraits,
      children: ChildStorage(children), attributes: attributes.isUnset ? nil : AttributeStorage(attributes))
  }

  private init(
    id: String?, typeName: String, content: Content, kind: Traits.Kind, leafTraits: LeafTraits?,
    children: ChildStorage, attributes: AttributeStorage?, isGroup: Bool = false
  ) {
    self.content = content
    self.kind = kind
    // One sweep over the children; the attribute facts were found once when their storage was made, so no
    // `Attributes` value (with its text and style settings) is copied here.
    var reordersChildren = false
    var subtreeCount: Int32 = 1
    var height: Int32 = 0
    let count: Int
    switch children {
    case .none:
      count = 0
    case .one(let child):
      count = 1
      reordersChildren = child.attributeStorage?.hasZIndex == true
      subtreeCount = Self.saturatingSum(subtreeCount, child.subtreeCount32)
      height = Self.saturatingSum(child.height32, 1)
    case .many(let nodes):
      count = nodes.count
      // Read through unretained references: the array holds every child for the whole loop.
      nodes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: Unmanaged<Node>.self) { unretained in
          for reference in unretained {
            reference._withUnsafeGuaranteedRef { child in
              reordersChildren = reordersChildren || child.attributeStorage?.hasZIndex == true
              subtreeCount = Self.saturatingSum(subtreeCount, child.subtreeCount32)
              height = max(height, Self.saturatingSum(child.height32, 1))
            }
          }
        }
      }
    }
    precondition(count < Int32.max, "a node has at most Int32.max - 1 children")
    var bits: UInt16 = 0
    if leafTraits?.isLineBreak == true { bits |= TraitBits.lineBreak | TraitBits.fixed }
    if case .fixed = content { bits |= TraitBits.fixed }
    if leafTraits?.isText == true { bits |= TraitBits.text }
    if attributes?.setsEnvironment == true { bits |= TraitBits.setsEnvironment }
    if attributes?.isPlain ?? true { bits |= TraitBits.plainAttributes }
    if isGroup { bits |= TraitBits.group }
    if id != nil { bits |= TraitBits.id }
    if attributes?.hasStyle == true { bits |= TraitBits.style }
    if reordersChildren { bits |= TraitBits.reordersChildren }
    self.bits = bits
    self.childCount32 = Int32(count)
    self.subtreeCount32 = subtreeCount
    self.height32 = height
    self.childStorage = children
    self.attributeStorage = attributes
    self.typeName = typeName
    self.storedID = id
  }

  /// `a + b`, at most `Int32.max`.
  @inline(__always) private static func saturatingSum(_ a: Int32, _ b: Int32) -> Int32 {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? .max : sum
  }

  /// A leaf of one valid size for every proposal (non-negative and finite width and height), stored inline.
  ///
  /// - Precondition: `size` is valid (use ``init(leaf:typeName:)`` with other sizes, which reports them when laid
  ///   out).
  init(fixed size: Size, typeName: String) {
    self.content = .fixed(size)
    self.kind = .leaf
    self.bits = TraitBits.plainAttributes | TraitBits.fixed
    self.childCount32 = 0
    self.subtreeCount32 = 1
    self.height32 = 0
    self.childStorage = .none
    self.attributeStorage = nil
    self.typeName = typeName
    self.storedID = nil
  }

  /// Creates a leaf node from custom content.
  public convenience init(leaf: some LeafContent, typeName: String) {
    self.init(
      id: nil, typeName: typeName, content: Self.leafContent(leaf), kind: .leaf, leafTraits: LeafTraits(leaf),
      children: .none, attributes: nil)
  }

  /// Creates a node whose content is laid out by its own nested pass (see ``EmbeddedContent``).
  public convenience init(embedded: some EmbeddedContent, typeName: String) {
    self.init(typeName: typeName, content: .embedded(embedded))
  }

  /// Creates a container node from any layout and its children.
  ///
  /// - Complexity: O(children).
  public convenience init<L: Layout>(layout: L, typeName: String? = nil, children: [Node]) {
    self.init(
      id: nil, typeName: typeName ?? LayoutTypeNames.name(of: L.self), content: .layout(erasedLayout(layout)),
      kind: .layout, leafTraits: nil, children: ChildStorage(children), attributes: nil)
  }

  /// A single-child container that modifies its child (frame, padding, …); on a group, a group of each child
  /// modified (SwiftUI applies a modifier of a `Group` to each of its views).
  ///
  /// - Complexity: O(1); O(children) on a group.
  package convenience init<L: Layout>(modifier layout: L, typeName: String, child: Node) {
    if child.traits.isGroup {
      self.init(grouping: child.children.map { Node(modifier: layout, typeName: typeName, child: $0) })
    } else {
      self.init(
        id: nil, typeName: typeName, content: .layout(erasedLayout(layout)), kind: .modifier, leafTraits: nil,
        children: .one(child), attributes: nil)
    }
  }

  /// A group of views (``Group``, or a ``ViewBuilder`` result of several views): a container's builder takes
  /// `nodes` in its place and a modifier applies to each of them. Laid out on its own (as the root of a pass), it is
  /// a `VStack` of `nodes` with default alignment and spacing.
  ///
  /// - Complexity: O(nodes).
  package convenience init(grouping nodes: [Node]) {
    self.init(
      id: nil, typeName: "Group", content: .layout(erasedLayout(VStackLayout())), kind: .layout, leafTraits: nil,
      children: .many(nodes), attributes: nil, isGroup: true)
  }

  /// Whether the node is a group of views whose modifiers apply to each of them (see ``init(grouping:)``).
  public var isGroup: Bool { bits & TraitBits.group != 0 }

  /// Whether the node has an id (``id`` is not `nil`).
  var hasID: Bool { bits & TraitBits.id != 0 }

  public var node: Node { self }

  /// `true`: a node may be a group (a ``ViewBuilder`` result of several views).
  public static var mayBeGroup: Bool { true }

  /// The child nodes, in order.
  ///
  /// - Complexity: O(1); a node with exactly one child (a modifier, a one-child container) makes a one-element array
  ///   each time (``withChildren(_:)`` and ``firstChild`` do not).
  public var children: [Node] {
    switch childStorage {
    case .none: return []
    case .one(let child): return [child]
    case .many(let nodes): return nodes
    }
  }

  /// The first child, if any, without making an array.
  var firstChild: Node? {
    switch childStorage {
    case .none: return nil
    case .one(let child): return child
    case .many(let nodes): return nodes.first
    }
  }

  /// Calls `body` with the children as a buffer, without making an array for a modifier's one child.
  ///
  /// - Complexity: O(1) beyond `body`.
  @inline(__always)
  func withChildren<R>(_ body: (UnsafeBufferPointer<Node>) throws -> R) rethrows -> R {
    switch childStorage {
    case .none:
      return try body(UnsafeBufferPointer(start: nil, count: 0))
    case .one(let child):
      return try withUnsafePointer(to: child) { try body(UnsafeBufferPointer(start: $0, count: 1)) }
    case .many(let nodes):
      return try nodes.withUnsafeBufferPointer(body)
    }
  }

  /// Values the parent reads, and text settings.
  var attributes: Attributes { attributeStorage?.value ?? Attributes() }

  /// Whether a control keeps a ``ControlRecord`` on this node (a container's control style may rebuild it).
  var hasControls: Bool { attributeStorage?.hasControls == true }

  /// Whether the node's attributes record a non-zero `zIndex`.
  var hasZIndex: Bool { attributeStorage?.hasZIndex == true }

  /// A copy whose attributes are changed by `change`; on a group, each of its views changed (a group has no
  /// attributes of its own).
  ///
  /// - Complexity: O(1); O(views) on a group.
  func updatingAttributes(_ change: (inout Attributes) -> Void) -> Node {
    if traits.isGroup { return Node(grouping: children.map { $0.updatingAttributes(change) }) }
    var updated = attributes
    change(&updated)
    return with(attributes: updated)
  }

  /// The deepest tree whose release may recurse: freeing a node releases its children, and theirs, one stack frame
  /// chain per level. Deeper trees are taken apart iteratively.
  private static var recursiveReleaseHeight: Int32 { 64 }

  /// Releases deep trees without deep recursion: a chain of 10⁵ modifiers would otherwise overflow the stack when
  /// its root is freed, because each node's release frees the next. The children are taken from this node, and the
  /// deep nodes only this tree holds are taken apart one by one, so releasing children recurses at most
  /// ``recursiveReleaseHeight`` levels. Shallow trees (most) are released as they are. (Nodes held inside a node's
  /// content, such as a scaled view's, are not children: they are released with the content, as before.)
  deinit {
    guard height32 > Self.recursiveReleaseHeight else { return }
    var pending: [Node] = []
    Self.take(&childStorage, into: &pending)
    while var next = pending.popLast() {
      // Only a deep node this tree alone holds is taken apart (nothing else can see it).
      if next.height32 > Self.recursiveReleaseHeight, isKnownUniquelyReferenced(&next) {
        Self.take(&next.childStorage, into: &pending)
      }
    }
  }

  /// Moves the children out of `storage` into `pending`, leaving it empty.
  private static func take(_ storage: inout ChildStorage, into pending: inout [Node]) {
    switch storage {
    case .none: break
    case .one(let child): pending.append(child)
    case .many(let nodes): pending.append(contentsOf: nodes)
    }
    storage = .none
  }

  /// Whether the node is a modifier wrapping one child.
  var isModifier: Bool { kind == .modifier }

  /// Whether the node is a leaf.
  var isLeaf: Bool { kind == .leaf || kind == .spacer }

  /// Whether the node is a ``Spacer``.
  var isSpacer: Bool { kind == .spacer }

  /// The wrapped layout value of a container node, if any.
  public var layout: (any Layout)? {
    if case .layout(let box) = content { return box.base }
    return nil
  }

  /// A copy whose id is `id` (`nil` removes it); the children are shared. For containers that wrap their children
  /// and move the id to the wrapper (the cells of TrellisSolver's `ConstraintLayout`).
  package func replacingID(_ id: String?) -> Node { with(id: .some(id)) }

  /// A copy with different identity or attributes; the children are shared. A group gives the id to each of its
  /// views.
  func with(id: String?? = nil, attributes: Attributes? = nil) -> Node {
    if traits.isGroup, attributes == nil { return Node(grouping: children.map { $0.with(id: id) }) }
    let stored: AttributeStorage? =
      if let attributes { attributes.isUnset ? nil : AttributeStorage(attributes) } else { attributeStorage }
    return Node(
      id: id ?? self.id, typeName: typeName, content: content, kind: kind,
      leafTraits: LeafTraits(isLineBreak: traits.isLineBreak, isText: traits.isText), children: childStorage,
      attributes: stored, isGroup: false)
  }

  /// Gives `node` the id `id`, as `node = node.id(id)` does: in place when nothing else holds the node (a node a
  /// builder has just made, which the scene reader names), else through a copy. A group's id goes to each member, so
  /// a group is always copied.
  ///
  /// - Complexity: O(1) in place; O(children) for a copy.
  package static func identify(_ node: inout Node, as id: String) {
    guard node.bits & TraitBits.group == 0, isKnownUniquelyReferenced(&node) else {
      node = node.with(id: .some(id))
      return
    }
    node.storedID = id
    node.bits |= TraitBits.id
  }

  /// A copy with `children` in place of this node's (same id, type, content and attributes).
  ///
  /// - Complexity: O(children).
  package func with(children: [Node]) -> Node {
    Node(
      id: id, typeName: typeName, content: content, kind: kind,
      leafTraits: LeafTraits(isLineBreak: traits.isLineBreak, isText: traits.isText),
      children: ChildStorage(children), attributes: attributeStorage, isGroup: traits.isGroup)
  }

  /// A copy laid out by `layout` (same id, type name, children and attributes); for modifiers that restyle a
  /// container already built (`listStyle`, `tabViewStyle`).
  ///
  /// - Complexity: O(1).
  package func with<L: Layout>(layout: L) -> Node {
    Node(
      id: id, typeName: typeName, content: .layout(erasedLayout(layout)), kind: kind,
      leafTraits: LeafTraits(isLineBreak: traits.isLineBreak, isText: traits.isText), children: childStorage,
      attributes: attributeStorage, isGroup: traits.isGroup)
  }

  /// A copy drawn with `style` (the children are shared).
  func with(style: DrawingStyle?) -> Node {
    var attributes = self.attributes
    attributes.style = style
    return with(attributes: attributes)
  }

  /// The node's ``DrawingStyle``, or `nil` when it records none.
  public var style: DrawingStyle? { traits.hasStyle ? attributes.style : nil }

  public var description: String {
    var s = typeName
    if let id { s += "#\(id)" }
    if childCount32 > 0 { s += "[" + children.map(\.description).joined(separator: ", ") + "]" }
    return s
  }
}

extension Node.ChildStorage {
  /// `nodes` stored without an array when there is exactly one.
  @inline(__always) init(_ nodes: [Node]) {
    switch nodes.count {
    case 0: self = .none
    case 1: self = .one(nodes[0])
    default: self = .many(nodes)
    }
  }
}

extension Node.LeafTraits {
  init(isLineBreak: Bool, isText: Bool) {
    self.isLineBreak = isLineBreak
    self.isText = isText
  }
}

/// A node's attributes when they set anything: one immutable box, with the facts a node's ``Node/Traits`` and its
/// parent read found once here.
private final class AttributeStorage: Sendable {
  let value: Node.Attributes
  /// Whether ``Node/Attributes/isEmpty`` (no priority, guides or layout values).
  let isPlain: Bool
  /// Whether text settings or a layout direction are set.
  let setsEnvironment: Bool
  /// Whether a ``DrawingStyle`` is recorded.
  let hasStyle: Bool
  /// Whether the recorded style has a non-zero `zIndex` (the parent lists its children in drawing order).
  let hasZIndex: Bool
  /// Whether some control keeps a ``ControlRecord`` here.
  let hasControls: Bool

  init(_ value: Node.Attributes) {
    self.value = value
    isPlain = value.isEmpty
    setsEnvironment = value.text != nil || value.layoutDirection != nil
    hasStyle = value.style != nil
    hasZIndex = (value.style?.zIndex ?? 0) != 0
    hasControls = !value.controls.isEmpty
  }
}
