import TrellisCore

/// A container whose children are placed by linear constraints between their anchors, solved with GLPK.
///
/// Children are referred to by id (or position) through a ``Proxy``. Each child's intrinsic size comes from its own
/// layout: for each axis, required `size >= min` and `size <= max` (its answers to the `.zero` and `.infinity`
/// proposals, when finite), and optional `size <= ideal` at its content hugging priority (default 250) and
/// `size >= ideal` at its compression resistance priority (default 750). The container's width and height are
/// variables too: a proposed dimension is a `.strong` suggestion `container.width == proposal` (required constraints
/// win over the parent), an unspecified or infinite one makes the container hug (`container.width <= 0` at
/// priority 1, the weakest level). Children are placed at their solved frames, proposed their solved sizes.
///
/// ```swift
/// let row = try ConstraintLayout {
///   Box(width: 40, height: 20).id("a")
///   Text("Hello").id("b")
/// } constraints: { p in
///   p["a"].leading == p.container.leading + 8
///   p["b"].leading == p["a"].trailing + 8
///   p["b"].trailing == p.container.trailing - 8
/// }
/// ```
///
/// If the constraints cannot be satisfied for some proposal (the layout protocol cannot throw), the container
/// answers the proposal (unspecified dimensions as 0) and places every child at its ideal size at the origin; use
/// ``system(for:sizes:)`` to diagnose.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct ConstraintLayout: Layout, View {
  /// Refers to the children and the container while writing constraints.
  public struct Proxy {
    let keys: [String]
    let known: Set<String>
    final class Misses { var names: [String] = [] }
    let misses = Misses()

    /// The container's anchors.
    public var container: LayoutAnchors { LayoutAnchors(key: "container") }

    /// The anchors of the child with this id.
    public subscript(id: String) -> LayoutAnchors {
      if !known.contains(id) { misses.names.append(id) }
      return LayoutAnchors(key: id)
    }

    /// The anchors of the child at `index`.
    public subscript(index: Int) -> LayoutAnchors {
      guard keys.indices.contains(index) else {
        misses.names.append("#\(index)")
        return LayoutAnchors(key: "#\(index)")
      }
      return LayoutAnchors(key: keys[index])
    }
  }

  /// Solved frames for one proposal.
  public struct Cache {
    var solved: [ProposedViewSize: (size: Size, frames: [Rect])] = [:]
  }

  /// The constraints, over the items' variables (`<key>.leading`, `<key>.top`, `<key>.width`, `<key>.height`,
  /// `container.width`, `container.height`).
  public let constraints: [Constraint]
  /// Each child's key: its id, or `#<index>`.
  public let keys: [String]
  let children: [Node]

  /// The node of this container with its children.
  ///
  /// - Complexity: O(children).
  public var node: Node { Node(layout: self, typeName: "ConstraintLayout", children: children) }

  /// A constraint layout of the children built by `content`, constrained by `constraints`.
  ///
  /// - Throws: ``ConstraintError/unknownItem(_:)`` for an id or index that is no child,
  ///   ``ConstraintError/reservedItemID(_:)`` for a child with the reserved id `container`, and the validation
  ///   errors of ``ConstraintSystem/add(_:)``.
  /// - Complexity: O(children + constraint terms).
  public init(
    @NodeBuilder _ content: () -> [Node], @ConstraintBuilder constraints: (Proxy) -> [Constraint]
  ) throws(ConstraintError) {
    let children = content()
    let keys = try Self.keys(of: children)
    let proxy = Proxy(keys: keys, known: Set(keys))
    let built = constraints(proxy)
    if let miss = proxy.misses.names.first { throw .unknownItem(miss) }
    for constraint in built { try ConstraintSystem.validate(constraint) }
    self.children = children
    self.keys = keys
    self.constraints = built
  }

  /// A constraint layout from constraints written with anchor names: `<id>.<anchor>` for a child and
  /// `container.<anchor>` (see ``LayoutAnchors/anchorNames``), as in scene files.
  ///
  /// - Throws: ``ConstraintError/unknownItem(_:)``, ``ConstraintError/unknownAnchor(_:)``, and the validation
  ///   errors of ``ConstraintSystem/add(_:)``.
  /// - Complexity: O(children + constraint terms).
  public init(children: [Node], anchorConstraints: [Constraint]) throws(ConstraintError) {
    let keys = try Self.keys(of: children)
    var resolved: [Constraint] = []
    for constraint in anchorConstraints {
      resolved.append(try Self.resolve(constraint, keys: Set(keys)))
      try ConstraintSystem.validate(resolved[resolved.count - 1])
    }
    self.children = children
    self.keys = keys
    self.constraints = resolved
  }

  /// Rewrites anchor names (`a.trailing`) into the items' variables.
  static func resolve(_ constraint: Constraint, keys: Set<String>) throws(ConstraintError) -> Constraint {
    var failure: ConstraintError?
    let expression = constraint.expression.substituting { name in
      guard let dot = name.lastIndex(of: ".") else {
        if failure == nil { failure = .unknownAnchor(name) }
        return LinearExpression(0)
      }
      let key = String(name[..<dot])
      let anchor = String(name[name.index(after: dot)...])
      guard key == "container" || keys.contains(key) else {
        if failure == nil { failure = .unknownItem(key) }
        return LinearExpression(0)
      }
      guard let value = LayoutAnchors(key: key).anchor(named: anchor) else {
        if failure == nil { failure = .unknownAnchor(name) }
        return LinearExpression(0)
      }
      return value
    }
    if let failure { throw failure }
    return Constraint(
      expression: expression, relation: constraint.relation, priority: constraint.priority, label: constraint.label)
  }

  static func keys(of children: [Node]) throws(ConstraintError) -> [String] {
    var keys: [String] = []
    for (k, child) in children.enumerated() {
      if child.id == "container" { throw .reservedItemID("container") }
      keys.append(child.id ?? "#\(k)")
    }
    return keys
  }

  // MARK: - Layout

  /// An empty cache.
  public func makeCache(subviews: Subviews) -> Cache { Cache() }

  /// The container's solved size for `proposal`.
  ///
  /// - Complexity: O(levels + 1) LP solves of O(constraints + children) rows, cached per proposal.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
    solved(proposal, subviews, &cache).size
  }

  /// Places each child at its solved frame, proposing its solved size.
  ///
  /// - Complexity: as ``sizeThatFits(proposal:subviews:cache:)``.
  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    let frames = solved(ProposedViewSize(bounds.size), subviews, &cache).frames
    for (k, subview) in subviews.enumerated() where k < frames.count {
      let frame = frames[k]
      subview.place(
        at: Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
        proposal: ProposedViewSize(frame.size))
    }
  }

  private func solved(
    _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache
  ) -> (size: Size, frames: [Rect]) {
    if let hit = cache.solved[proposal] { return hit }
    let sizes = subviews.map { subview in
      (
        ideal: subview.sizeThatFits(.unspecified), minimum: subview.sizeThatFits(.zero),
        maximum: subview.sizeThatFits(.infinity),
        hugging: (subview[HorizontalHuggingKey.self], subview[VerticalHuggingKey.self]),
        resistance: (subview[HorizontalResistanceKey.self], subview[VerticalResistanceKey.self])
      )
    }
    var answer: (size: Size, frames: [Rect])
    do {
      let solution = try system(for: proposal, sizes: sizes.map { ChildSizing($0) }).solve()
      func value(_ name: String) -> Double { max(0, solution[name: name] ?? 0) }
      let frames = keys.map { key in
        Rect(
          x: solution[name: key + ".leading"] ?? 0, y: solution[name: key + ".top"] ?? 0,
          width: value(key + ".width"), height: value(key + ".height"))
      }
      answer = (Size(width: value("container.width"), height: value("container.height")), frames)
    } catch {
      // Layout methods cannot throw: the pass fails with this error (a LayoutError naming the container).
      subviews.reportFailure("constraints cannot be solved: \(error)")
      answer = (
        proposal.replacingUnspecifiedDimensions(by: .zero),
        sizes.map { Rect(origin: .zero, size: $0.ideal.isFinite ? $0.ideal : .zero) }
      )
      if !answer.size.isFinite { answer.size = .zero }
    }
    cache.solved[proposal] = answer
    return answer
  }

  /// What a child contributes to the system: its ideal, minimum and maximum sizes and its priorities.
  public struct ChildSizing: Sendable {
    /// The size for the `.unspecified` proposal.
    public var ideal: Size
    /// The size for the `.zero` proposal.
    public var minimum: Size
    /// The size for the `.infinity` proposal.
    public var maximum: Size
    /// Content hugging priority (horizontal, vertical).
    public var hugging: (horizontal: ConstraintPriority, vertical: ConstraintPriority)
    /// Compression resistance priority (horizontal, vertical).
    public var resistance: (horizontal: ConstraintPriority, vertical: ConstraintPriority)

    /// A child's sizing; default priorities are Auto Layout's (hugging 250, compression resistance 750).
    public init(
      ideal: Size, minimum: Size = .zero, maximum: Size = Size(width: .infinity, height: .infinity),
      hugging: (horizontal: ConstraintPriority, vertical: ConstraintPriority) = (250, 250),
      resistance: (horizontal: ConstraintPriority, vertical: ConstraintPriority) = (750, 750)
    ) {
      self.ideal = ideal
      self.minimum = minimum
      self.maximum = maximum
      self.hugging = hugging
      self.resistance = resistance
    }

    init(
      _ s: (
        ideal: Size, minimum: Size, maximum: Size, hugging: (ConstraintPriority, ConstraintPriority),
        resistance: (ConstraintPriority, ConstraintPriority)
      )
    ) {
      self.init(ideal: s.ideal, minimum: s.minimum, maximum: s.maximum, hugging: s.hugging, resistance: s.resistance)
    }
  }

  /// The full constraint system the container solves for `proposal` with children of the given sizing: the user's
  /// constraints, each child's size constraints, and the container's proposal. Solve it, dump it, or ask it for
  /// ambiguities to diagnose a layout.
  ///
  /// - Throws: as ``ConstraintSystem/add(_:)``.
  /// - Complexity: O(constraints + children).
  public func system(for proposal: ProposedViewSize, sizes: [ChildSizing]) throws(ConstraintError) -> ConstraintSystem {
    var system = try ConstraintSystem(constraints)
    let container = LayoutAnchors(key: "container")
    try system.add((container.width >= 0).labeled("container.width >= 0"))
    try system.add((container.height >= 0).labeled("container.height >= 0"))
    for (axis, dimension) in [(Axis.horizontal, proposal.width), (Axis.vertical, proposal.height)] {
      let size = axis == .horizontal ? container.width : container.height
      let name = axis == .horizontal ? "container.width" : "container.height"
      if let dimension, dimension.isFinite {
        try system.add((size == dimension).priority(.strong).labeled("\(name) == proposal \(dimension)"))
      } else {
        try system.add((size <= 0).priority(1).labeled("\(name) hugs"))
      }
    }
    for (key, sizing) in zip(keys, sizes) {
      let item = LayoutAnchors(key: key)
      for axis in [Axis.horizontal, .vertical] {
        let horizontal = axis == .horizontal
        let size = horizontal ? item.width : item.height
        let name = key + (horizontal ? ".width" : ".height")
        let ideal = horizontal ? sizing.ideal.width : sizing.ideal.height
        let minimum = horizontal ? sizing.minimum.width : sizing.minimum.height
        let maximum = horizontal ? sizing.maximum.width : sizing.maximum.height
        let hugging = horizontal ? sizing.hugging.horizontal : sizing.hugging.vertical
        let resistance = horizontal ? sizing.resistance.horizontal : sizing.resistance.vertical
        try system.add((size >= (minimum.isFinite ? max(0, minimum) : 0)).labeled("\(name) >= minimum"))
        if maximum.isFinite { try system.add((size <= maximum).labeled("\(name) <= maximum")) }
        if ideal.isFinite {
          try system.add((size <= ideal).priority(hugging).labeled("\(name) hugs \(ideal)"))
          try system.add((size >= ideal).priority(resistance).labeled("\(name) resists compression below \(ideal)"))
        }
      }
    }
    return system
  }
}
