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
/// The layout keeps its solvers across passes and proposals (see ``SolverCache``): a re-layout at a new proposal is
/// an edit of the proposal's edit variables, not a cold solve. It also keeps its own children's sizings, measured
/// once, for the passes where nothing outside the children can change their answers (no environment set on the
/// container or an ancestor, no embedded content); other passes measure them again. If the constraints cannot be
/// satisfied for some proposal, the pass fails with a `LayoutError` naming the container and the conflict; use
/// ``system(for:sizes:)`` or ``ambiguities(for:sizes:)`` to diagnose.
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

  /// The edit variable of a proposed finite width.
  static let containerWidth = ConstraintVariable("container.width")
  /// The edit variable of a proposed finite height.
  static let containerHeight = ConstraintVariable("container.height")

  /// How many times at most the system is re-solved after re-measuring children whose height depends on their
  /// width; content that still changes after that fails the pass.
  public static let heightForWidthRounds = 8

  /// The constraints, over the items' variables (`<key>.leading`, `<key>.top`, `<key>.width`, `<key>.height`,
  /// `container.width`, `container.height`).
  public let constraints: [Constraint]
  /// Each child's key: its id, or `#<index>`.
  public let keys: [String]
  /// The priority of a proposed finite dimension, `container.width == proposal` (default 999).
  public let proposalPriority: ConstraintPriority
  /// What went wrong building the constraints of a builder form (which does not throw), or `nil`: a layout with an
  /// error has no constraints, and laying it out fails with `LayoutError.containerFailed` naming the error.
  public let buildError: ConstraintError?
  /// The children, each wrapped in its cell (``ConstraintCellLayout``) carrying its id.
  let children: [Node]
  /// The solvers kept across passes, shared by copies of this value.
  let solvers: SolverCache

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
      let keys = try Self.keys(of: children)
      let built = try Self.build(constraints, keys: keys)
      for constraint in built { try ConstraintSystem.validate(constraint) }
      try Self.validate(proposalPriority)
      return ConstraintLayout(
        cells: Self.cells(children), keys: keys, constraints: built, proposalPriority: proposalPriority,
        buildError: nil)
    }
  }

  /// A constraint layout from constraints written with anchor names: `<id>.<anchor>` for a child and
  /// `container.<anchor>` (see ``LayoutAnchors/anchorNames``), as in scene files.
  ///
  /// - Throws: ``ConstraintError/unknownItem(_:)``, ``ConstraintError/unknownAnchor(_:)``,
  ///   ``ConstraintError/invalidPriority(_:priority:)`` for a bad `proposalPriority`, and the validation errors of
  ///   ``ConstraintSystem/add(_:)``.
  /// - Complexity: O(children + constraint terms).
  public init(
    children: [Node], anchorConstraints: [Constraint], proposalPriority: ConstraintPriority = 999
  ) throws(ConstraintError) {
    let keys = try Self.keys(of: children)
    var resolved: [Constraint] = []
    for constraint in anchorConstraints {
      resolved.append(try Self.resolve(constraint, keys: Set(keys)))
      try ConstraintSystem.validate(resolved[resolved.count - 1])
    }
    try Self.validate(proposalPriority)
    self.init(
      cells: Self.cells(children), keys: keys, constraints: resolved, proposalPriority: proposalPriority,
      buildError: nil)
  }

  /// A layout with every stored property given.
  init(
    cells: [Node], keys: [String], constraints: [Constraint], proposalPriority: ConstraintPriority,
    buildError: ConstraintError?
  ) {
    self.children = cells
    self.keys = keys
    self.constraints = constraints
    self.proposalPriority = proposalPriority
    self.buildError = buildError
    self.solvers = SolverCache()
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
        cells: cells(children), keys: children.enumerated().map { $1.id ?? "#\($0)" }, constraints: [],
        proposalPriority: proposalPriority, buildError: error)
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

  /// The constraints `constraints` builds with a proxy over `keys`; an id or index the proxy does not know throws.
  static func build(
    _ constraints: (Proxy) -> [Constraint], keys: [String]
  ) throws(ConstraintError) -> [Constraint] {
    let proxy = Proxy(keys: keys, known: Set(keys))
    let built = constraints(proxy)
    if let miss = proxy.misses.names.first { throw .unknownItem(miss) }
    return built
  }

  static func keys(of children: [Node]) throws(ConstraintError) -> [String] {
    var keys: [String] = []
    for (k, child) in children.enumerated() {
      if child.id == "container" { throw .reservedItemID("container") }
      keys.append(child.id ?? "#\(k)")
    }
    return keys
  }
}
