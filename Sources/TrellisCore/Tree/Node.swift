/// One element of a layout tree: a leaf that measures itself, or a container with a layout and children.
///
/// Nodes are immutable values with reference identity; modifiers return new nodes that share their children,
/// so building a tree is cheap and a tree can be laid out from several tasks at once.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public final class Node: View, Sendable, CustomStringConvertible {
  /// The node's identity in results (`LayoutResult[id]`), or `nil`.
  public let id: String?
  /// The node's type name as it appears in scene files and renderings (`"HStack"`, `"Box"`, `"frame"`, …).
  public let typeName: String
  /// The child nodes, in order.
  public var children: [Node] { childNodes }
  /// The children, stored in the node itself (a leaf's is the empty array, which allocates nothing and is not
  /// reference counted). Never mutated after the node is made, except by the node's own deinit (when nothing else can
  /// see the node), which empties it to free deep trees iteratively.
  nonisolated(unsafe) private var childNodes: [Node]
  let content: Content
  /// The attributes, `nil` when they set nothing (most nodes): a node without any stores and copies one word.
  private let attributeStorage: AttributeStorage?
  /// Values the parent reads, and text settings.
  var attributes: Attributes { attributeStorage?.value ?? Attributes() }

  /// What a node computes with.
  enum Content: Sendable {
    /// A leaf: sizes itself from a proposal.
    case leaf(any LeafContent)
    /// Content laid out by its own nested pass (readers whose content is built from the size they get).
    case embedded(any EmbeddedContent)
    /// A flexible space: expands along its stack's axis (both axes outside a stack), at least `minLength`.
    case spacer(minLength: Double?)
    /// A ``Divider``: 1 pt across its stack's axis, flexible along the other (as in a VStack outside a stack).
    case divider
    /// A container: a layout over `children`. `modifier` containers have exactly one child and are transparent
    /// for layout priority, layout values and explicit alignment guides (they are "the same view" to their parent).
    case layout(any ErasedLayout, modifier: Bool)
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
    var isEmpty: Bool { priority == nil && guides.isEmpty && values.isEmpty }
  }

  /// Facts the engine reads for every node of a pass, computed once here so that a pass never copies `content`
  /// or `attributes` to learn them.
  let traits: Traits

  struct Traits: Sendable {
    enum Kind: UInt8, Sendable { case leaf, embedded, spacer, layout, modifier }
    let kind: Kind
    /// The size of a leaf that answers the same valid size for every proposal (``Box``), else `nil`.
    let fixedSize: Size?
    let isLineBreak: Bool
    /// Whether the node is a ``Text`` leaf (it answers text baselines and reads inherited text settings).
    let isText: Bool
    /// Whether the node sets environment values for the nodes below: text settings (``View/font(_:)`` and friends)
    /// or a layout direction (``View/environment(_:_:)``).
    let setsEnvironment: Bool
    /// Whether ``attributes`` sets nothing (no priority, guides or layout values).
    let plainAttributes: Bool
    /// Whether the node is a group of views (``Group``, a ``ViewBuilder`` result of several views): a container's
    /// builder takes its children in its place, and a modifier applies to each child.
    let isGroup: Bool
    let hasID: Bool
    /// Whether the node records a ``DrawingStyle``.
    let hasStyle: Bool
    /// Whether some child has a non-zero `zIndex` (results list the children in drawing order).
    let reordersChildren: Bool
    let childCount: Int
    /// Nodes in the tree below and including this one (shared nodes counted once per occurrence; saturates).
    let subtreeCount: Int
    /// The longest path from this node down to a leaf, in edges.
    let height: Int
  }

  convenience init(
    id: String? = nil, typeName: String, content: Content, children: [Node] = [], attributes: Attributes = .init()
  ) {
    var leafTraits: LeafTraits? = nil
    let kind: Traits.Kind
    switch content {
    case .leaf(let leaf):
      kind = .leaf
      leafTraits = LeafTraits(leaf)
    case .embedded: kind = .embedded
    case .spacer: kind = .spacer
    case .divider: kind = .leaf
    case .layout(_, let modifier): kind = modifier ? .modifier : .layout
    }
    let stored =
      attributes.isEmpty && attributes.text == nil && attributes.layoutDirection == nil && attributes.style == nil
        && attributes.idScope == nil
      ? nil : AttributeStorage(attributes)
    self.init(
      id: id, typeName: typeName, content: content, kind: kind, leafTraits: leafTraits, children: children,
      attributes: stored)
  }

  /// What the engine reads of a leaf's content, found once when its node is made.
  struct LeafTraits {
    var fixedSize: Size? = nil
    var isLineBreak = false
    var isText = false

    /// The traits of `leaf`. Specialised for a concrete leaf type, the checks are resolved when compiling (a `Box`
    /// node costs no dynamic cast).
    @inline(__always)
    init<Leaf: LeafContent>(_ leaf: Leaf) {
      // An existential passed here is opened, so `Leaf` is the leaf's own type.
      if Leaf.self == FixedLeaf.self || Leaf.self == TextLeaf.self || Leaf.self == LineBreakLeaf.self {
        isText = leaf is TextLeaf
        if let fixed = leaf as? FixedLeaf, fixed.size.width >= 0, fixed.size.height >= 0, fixed.size.isFinite {
          fixedSize = fixed.size
        } else if leaf is LineBreakLeaf {
          fixedSize = .zero
          isLineBreak = true
        }
      }
    }
  }

  private init(
    id: String?, typeName: String, content: Content, kind: Traits.Kind, leafTraits: LeafTraits?, children: [Node],
    attributes: AttributeStorage?, isGroup: Bool = false
  ) {
    self.id = id
    self.typeName = typeName
    self.content = content
    self.childNodes = children
    self.attributeStorage = attributes
    // One sweep over the children; the attribute facts were found once when their storage was made, so no
    // `Attributes` value (with its text and style settings) is copied here.
    var reordersChildren = false
    var subtreeCount = 1
    var height = 0
    for child in children {
      reordersChildren = reordersChildren || child.attributeStorage?.hasZIndex == true
      subtreeCount = min(Int.max / 2, subtreeCount + child.traits.subtreeCount)
      height = max(height, child.traits.height + 1)
    }
    traits = Traits(
      kind: kind, fixedSize: leafTraits?.fixedSize, isLineBreak: leafTraits?.isLineBreak ?? false,
      isText: leafTraits?.isText ?? false, setsEnvironment: attributes?.setsEnvironment ?? false,
      plainAttributes: attributes?.isPlain ?? true, isGroup: isGroup, hasID: id != nil,
      hasStyle: attributes?.hasStyle ?? false, reordersChildren: reordersChildren, childCount: children.count,
      subtreeCount: subtreeCount, height: height)
  }

  /// Creates a leaf node from custom content.
  public convenience init(leaf: some LeafContent, typeName: String) {
    self.init(
      id: nil, typeName: typeName, content: .leaf(leaf), kind: .leaf, leafTraits: LeafTraits(leaf), children: [],
      attributes: nil)
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
      id: nil, typeName: typeName ?? LayoutTypeNames.name(of: L.self),
      content: .layout(erasedLayout(layout), modifier: false), kind: .layout, leafTraits: nil, children: children,
      attributes: nil)
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
        id: nil, typeName: typeName, content: .layout(erasedLayout(layout), modifier: true), kind: .modifier,
        leafTraits: nil, children: [child], attributes: nil)
    }
  }

  /// A group of views (``Group``, or a ``ViewBuilder`` result of several views): a container's builder takes
  /// `nodes` in its place and a modifier applies to each of them. Laid out on its own (as the root of a pass), it is
  /// a `VStack` of `nodes` with default alignment and spacing.
  ///
  /// - Complexity: O(nodes).
  package convenience init(grouping nodes: [Node]) {
    self.init(
      id: nil, typeName: "Group", content: .layout(erasedLayout(VStackLayout()), modifier: false), kind: .layout,
      leafTraits: nil, children: nodes, attributes: nil, isGroup: true)
  }

  /// Whether the node is a group of views whose modifiers apply to each of them (see ``init(grouping:)``).
  public var isGroup: Bool { traits.isGroup }

  public var node: Node { self }

  /// `true`: a node may be a group (a ``ViewBuilder`` result of several views).
  public static var mayBeGroup: Bool { true }

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

  /// Releases deep trees without deep recursion: a chain of 10⁵ modifiers would otherwise overflow the stack when
  /// its root is freed, because each node's release frees the next. The children list is emptied here and the
  /// nodes only this tree holds are taken apart one by one, so no nested deinit has children left to free.
  deinit {
    guard !childNodes.isEmpty else { return }
    var pending = childNodes
    childNodes = []
    while var next = pending.popLast() {
      // Only a node this tree alone holds is taken apart (nothing else can see it); a leaf has nothing to take.
      if !next.childNodes.isEmpty, isKnownUniquelyReferenced(&next) {
        pending.append(contentsOf: next.childNodes)
        next.childNodes = []
      }
    }
  }

  /// Whether the node is a modifier wrapping one child.
  public var isModifier: Bool { traits.kind == .modifier }

  /// Whether the node is a leaf.
  public var isLeaf: Bool { traits.kind == .leaf || traits.kind == .spacer }

  /// Whether the node is a ``Spacer``.
  public var isSpacer: Bool { traits.kind == .spacer }

  /// The wrapped layout value of a container node, if any.
  public var layout: (any Layout)? {
    if case .layout(let box, _) = content { return box.base }
    return nil
  }

  /// A copy whose id is `id` (`nil` removes it); the children are shared. For containers that wrap their children
  /// and move the id to the wrapper (the cells of TrellisSolver's `ConstraintLayout`).
  package func replacingID(_ id: String?) -> Node { with(id: .some(id)) }

  /// A copy with different identity or attributes; the children are shared. A group gives the id to each of its
  /// views.
  func with(id: String?? = nil, attributes: Attributes? = nil) -> Node {
    if traits.isGroup, attributes == nil { return Node(grouping: children.map { $0.with(id: id) }) }
    return Node(
      id: id ?? self.id, typeName: typeName, content: content, children: children,
      attributes: attributes ?? self.attributes)
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
    if !children.isEmpty { s += "[" + children.map(\.description).joined(separator: ", ") + "]" }
    return s
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

  init(_ value: Node.Attributes) {
    self.value = value
    isPlain = value.isEmpty
    setsEnvironment = value.text != nil || value.layoutDirection != nil
    hasStyle = value.style != nil
    hasZIndex = (value.style?.zIndex ?? 0) != 0
  }
}
