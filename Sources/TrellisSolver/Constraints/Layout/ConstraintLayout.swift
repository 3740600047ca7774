import TrellisCore

/// A container whose children are placed by linear constraints between their anchors, solved with GLPK, with Auto
/// Layout's semantics (Documentation/Constraints.md, "Auto Layout semantics").
///
/// Children are referred to by id (or position) through a ``Proxy``. On each axis where a child does not stretch
/// (its answer to the `.infinity` proposal is finite and no larger than its ideal size), its ideal size `s` is its
/// intrinsic size: only the optional `size <= s` at its content hugging priority (default 250) and `size >= s` at
/// its compression resistance priority (default 750). A stretching child has no intrinsic size on that axis;
/// every size is `>= 0`. Nothing else from the child's own layout bounds it: a `Box(width: 40)` pinned 10 from both
/// edges of a 300-wide container is 280 wide. The child's frame in the result is its solved frame (its content is
/// proposed that size and centred inside it). A proposed finite dimension binds as `container.width == p` at
/// ``proposalPriority`` (999 by default: just below required, above every content priority); an unspecified or
/// infinite dimension makes the container fit its content (its size is minimised at the weakest level). A child
/// whose height depends on its width (wrapping text) is measured again at its solved width and the system solved
/// again until no height changes (at most ``heightForWidthRounds`` rounds).
///
/// ```swift
/// let row = ConstraintLayout {
///   Box(width: 40, height: 20).id("a")
///   Text("Hello").id("b")
/// } constraints: { p in
///   p["a"].leading == p.container.leading + 8
///   p["b"].leading == p["a"].trailing + 8
///   p["b"].trailing == p.container.trailing - 8
/// }
/// ```
///
/// The engine that lays the layout out keeps its solvers across passes and proposals (see ``SolverCache``), so an
/// engine kept by its caller re-lays the layout out at a new proposal by an edit of the proposal's edit variables,
/// not a cold solve; the solvers belong to that engine (two engines never share one) and go with it, or with the
/// last copy of this value. The engine also keeps the layout's own children's sizings, measured once, for the
/// passes where nothing outside the children can change their answers (no environment set on the container or an
/// ancestor, no embedded content); other passes measure them again. If the constraints cannot be
/// satisfied for some proposal, the pass fails with a `LayoutError` naming the container and the conflict; use
/// ``system(for:sizes:)`` or ``ambiguities(for:sizes:)`` to diagnose.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct ConstraintLayout: Layout, View {
  /// Refers to the children and the container while writing constraints: their anchors are the layout's own
  /// variables, the ones it reads its frames back by.
  public struct Proxy {
    let items: Items
    final class Misses { var names: [String] = [] }
    let misses = Misses()

    /// The container's anchors.
    public var container: LayoutAnchors { items.container }

    /// The anchors of the child with this id.
    public subscript(id: String) -> LayoutAnchors {
      guard let k = items.position[id] else {
        misses.names.append(id)
        return LayoutAnchors(key: id)
      }
      return items.anchors[k]
    }

    /// The anchors of the child at `index`.
    public subscript(index: Int) -> LayoutAnchors {
      guard items.anchors.indices.contains(index) else {
        misses.names.append("#\(index)")
        return LayoutAnchors(key: "#\(index)")
      }
      return items.anchors[index]
    }
  }

  /// Solved frames per proposal, within one layout pass (and the passes after it, while a `LayoutCache` keeps the
  /// pass and the container is unchanged).
  public struct Cache {
    /// The solutions for the last ``solvedLimit`` proposals, oldest first: a pass asks a container for a few sizes,
    /// and a kept pass re-laid out at new proposals would otherwise keep one solution per proposal ever asked. A
    /// container placed with a proposal whose solution was dropped (a parent that asked more than ``solvedLimit``
    /// other sizes in between) is solved again at its placed size, as one never measured with that proposal is;
    /// where the system leaves freedom, that solution may place the children differently.
    var solved: [(proposal: ProposedViewSize, size: Size, frames: [Rect])] = []
    var sizings: [ChildSizing]?
    var ideals: [Size] = []
    /// The sizings of the last height-for-width round, per proposal (kept only when the pass collects diagnostics).
    var settled: [ProposedViewSize: [ChildSizing]] = [:]

    /// How many solutions are kept.
    static let solvedLimit = 16

    /// The solution for `proposal`, if it is kept.
    func solution(for proposal: ProposedViewSize) -> (size: Size, frames: [Rect])? {
      // Newest first: the proposal a container is placed with is usually the last one it was measured with.
      for entry in solved.reversed() where entry.proposal == proposal { return (entry.size, entry.frames) }
      return nil
    }

    /// Keeps the solution for `proposal` (a new one; the oldest goes when ``solvedLimit`` are kept).
    mutating func keep(_ answer: (size: Size, frames: [Rect]), for proposal: ProposedViewSize) {
      if solved.count >= Self.solvedLimit { solved.removeFirst() }
      solved.append((proposal, answer.size, answer.frames))
    }
  }

  /// How many times at most the system is re-solved after re-measuring children whose height depends on their
  /// width; content that still changes after that fails the pass.
  public static let heightForWidthRounds = 8

  /// The constraints, over the items' variables (``anchors`` and ``container``: named `<key>.leading`, `<key>.top`,
  /// `<key>.width`, `<key>.height`, `container.width`, `container.height`).
  public let constraints: [Constraint]
  /// Each child's key: its id, or `#<index>`.
  public let keys: [String]
  /// Each child's anchors, parallel to ``keys``: the variables this layout solves for and reads its frames back by
  /// (by identity: two children whose keys look alike never share a variable).
  public let anchors: [LayoutAnchors]
  /// The container's anchors: `container.width` and `container.height`, the edit variables of a proposal.
  public let container: LayoutAnchors
  /// The priority of a proposed finite dimension, `container.width == proposal` (default 999).
  public let proposalPriority: ConstraintPriority
  /// What went wrong building the constraints of a builder form (which does not throw), or `nil`: a layout with an
  /// error has no constraints, and laying it out fails with `LayoutError.containerFailed` naming the error.
  public let buildError: ConstraintError?
  /// The children, each wrapped in its cell (``ConstraintCellLayout``) carrying its id.
  let children: [Node]
  /// The identity under which each engine keeps this value's solvers (``SolverCache``), shared by copies of this
  /// value.
  let memoKey: LayoutMemoKey

  /// The node of this container with its children.
  ///
  /// - Complexity: O(children).
  public var node: Node { Node(layout: self, typeName: "ConstraintLayout", children: children) }

  /// A constraint layout of the children built by `content`, constrained by `constraints`; a proposed dimension
  /// binds at `proposalPriority`.
  ///
  /// This form does not throw, so that it can be written inside a view builder like any other view: a constraint
  /// that names no child (``ConstraintError/unknownItem(_:)``), a child with the reserved id `container`
  /// (``ConstraintError/reservedItemID(_:)``), a `proposalPriority` outside (0, 1000]
  /// (``ConstraintError/invalidPriority(_:priority:)``) or a constraint ``ConstraintSystem/add(_:)`` rejects is kept
  /// in ``buildError``, and laying the container out fails with `LayoutError.containerFailed` naming it. Call
  /// ``validated()`` to get the error when building.
  /// - Complexity: O(children + constraint terms).
  public init(
    proposalPriority: ConstraintPriority = 999,
    @NodeBuilder _ content: () -> [Node], @ConstraintBuilder constraints: (Proxy) -> [Constraint]
  ) {
    let children = content()
    self = Self.deferringErrors(children: children, proposalPriority: proposalPriority) { () throws(ConstraintError) in
      let items = try Items(children)
      let built = try Self.build(constraints, items: items)
      for constraint in built { try ConstraintSystem.validate(constraint) }
      try Self.validate(proposalPriority)
      return ConstraintLayout(
        cells: Self.cells(children), items: items, constraints: built, proposalPriority: proposalPriority,
        buildError: nil)
    }
  }

  /// A constraint layout from constraints written with anchor names: `<id>.<anchor>` for a child and
  /// `container.<anchor>` (see ``LayoutAnchors/anchorNames``), as in scene files. Each variable is resolved by its
  /// name to the layout's own anchors (``anchors``, ``container``), whatever table or code made it: parsed strings
  /// (``Constraint/init(parsing:)``) and constraints over ``LayoutAnchors/init(key:)`` both work.
  ///
  /// - Throws: ``ConstraintError/unknownItem(_:)``, ``ConstraintError/unknownAnchor(_:)``,
  ///   ``ConstraintError/invalidPriority(_:priority:)`` for a bad `proposalPriority`, and the validation errors of
  ///   ``ConstraintSystem/add(_:)``.
  /// - Complexity: O(children + constraint terms).
  public init(
    children: [Node], anchorConstraints: [Constraint], proposalPriority: ConstraintPriority = 999
  ) throws(ConstraintError) {
    let items = try Items(children)
    try self.init(
      children: children, items: items, constraints: [], anchorConstraints: anchorConstraints,
      proposalPriority: proposalPriority)
  }

  /// The layout of `children` with the items `items`, its constraints `constraints` (over the items already)
  /// followed by `anchorConstraints` resolved by name, each validated.
  init(
    children: [Node], items: Items, constraints: [Constraint], anchorConstraints: [Constraint],
    proposalPriority: ConstraintPriority
  ) throws(ConstraintError) {
    var all = constraints
    all.reserveCapacity(constraints.count + anchorConstraints.count)
    for constraint in constraints { try ConstraintSystem.validate(constraint) }
    for constraint in anchorConstraints {
      all.append(try Self.resolve(constraint, items: items))
      try ConstraintSystem.validate(all[all.count - 1])
    }
    try Self.validate(proposalPriority)
    self.init(
      cells: Self.cells(children), items: items, constraints: all, proposalPriority: proposalPriority, buildError: nil)
  }

  /// A layout with every stored property given.
  init(
    cells: [Node], items: Items, constraints: [Constraint], proposalPriority: ConstraintPriority,
    buildError: ConstraintError?
  ) {
    self.children = cells
    self.keys = items.keys
    self.anchors = items.anchors
    self.container = items.container
    self.constraints = constraints
    self.proposalPriority = proposalPriority
    self.buildError = buildError
    self.memoKey = LayoutMemoKey()
  }

  /// The layout `make` builds, or, when it throws, a layout of `children` without constraints that keeps the
  /// error in ``buildError`` (its layout fails with it).
  static func deferringErrors(
    children: [Node], proposalPriority: ConstraintPriority, _ make: () throws(ConstraintError) -> ConstraintLayout
  ) -> ConstraintLayout {
    do {
      return try make()
    } catch {
      return ConstraintLayout(
        cells: cells(children), items: Items(keys: children.enumerated().map { $1.id ?? "#\($0)" }),
        constraints: [], proposalPriority: proposalPriority, buildError: error)
    }
  }

  /// This layout, or the error that building it met (see ``buildError``).
  ///
  /// ```swift
  /// let form = try ConstraintLayout { Box(width: 40, height: 20).id("a") } constraints: { p in
  ///   p["a"].leading == p.container.leading + 8
  /// }.validated()
  /// ```
  /// - Throws: ``buildError``, when there is one.
  public func validated() throws(ConstraintError) -> ConstraintLayout {
    if let buildError { throw buildError }
    return self
  }

  /// Each child in its cell, the cell carrying the child's id.
  static func cells(_ children: [Node]) -> [Node] {
    children.map { child in
      Node(modifier: ConstraintCellLayout(), typeName: "ConstraintCell", child: child.replacingID(nil))
        .replacingID(child.id)
    }
  }

  static func validate(_ priority: ConstraintPriority) throws(ConstraintError) {
    guard priority.isValid else {
      throw .invalidPriority(
        (ConstraintVariable("container.width") == 0).priority(priority).labeled("proposal"),
        priority: priority.value)
    }
  }

  /// Rewrites anchor names (`a.trailing`) into the items' variables.
  static func resolve(_ constraint: Constraint, items: Items) throws(ConstraintError) -> Constraint {
    var failure: ConstraintError?
    let expression = constraint.expression.substituting { variable in
      let name = variable.name
      guard let dot = name.lastIndex(of: ".") else {
        if failure == nil { failure = .unknownAnchor(name) }
        return LinearExpression(0)
      }
      let key = String(name[..<dot])
      let anchor = String(name[name.index(after: dot)...])
      guard let anchors = items.anchors(of: key) else {
        if failure == nil { failure = .unknownItem(key) }
        return LinearExpression(0)
      }
      guard let value = anchors.anchor(named: anchor) else {
        if failure == nil { failure = .unknownAnchor(name) }
        return LinearExpression(0)
      }
      return value
    }
    if let failure { throw failure }
    return Constraint(
      expression: expression, relation: constraint.relation, priority: constraint.priority, label: constraint.label)
  }

  /// The constraints `constraints` builds with a proxy over `items`; an id or index the proxy does not know throws.
  static func build(
    _ constraints: (Proxy) -> [Constraint], items: Items
  ) throws(ConstraintError) -> [Constraint] {
    let proxy = Proxy(items: items)
    let built = constraints(proxy)
    if let miss = proxy.misses.names.first { throw .unknownItem(miss) }
    return built
  }

}
