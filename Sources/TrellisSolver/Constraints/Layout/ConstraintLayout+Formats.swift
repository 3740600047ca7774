import TrellisCore

extension ConstraintLayout {
  /// A constraint layout described with Auto Layout's Visual Format Language (``VisualFormat``), plus any
  /// constraints written with anchor names.
  ///
  /// ```swift
  /// let form = try ConstraintLayout(
  ///   children: [Text("Name").id("label"), Rectangle().id("field")],
  ///   formats: ["H:|-8-[label]-8-[field(>=100)]-8-|", "V:|-[label]-|", "V:|-[field(==label)]"])
  /// ```
  /// Views are the children's ids; each expanded constraint is labelled with its format, so a conflict names the
  /// format it came from.
  ///
  /// - Parameters:
  ///   - children: the children; a format names them by id.
  ///   - formats: visual format strings, expanded in order.
  ///   - metrics: named numbers the formats may use for gaps, sizes and priorities.
  ///   - anchorConstraints: further constraints over anchor names (`<id>.<anchor>`, `container.<anchor>`), as in
  ///     ``init(children:anchorConstraints:proposalPriority:)``.
  ///   - proposalPriority: the priority at which a proposed dimension binds (default 999).
  /// - Throws: ``ConstraintError/invalidFormat(_:index:)`` for a format that does not parse or names an unknown
  ///   view or metric (with its column), and the errors of ``init(children:anchorConstraints:proposalPriority:)``.
  /// - Complexity: O(children + total length of the formats + constraint terms).
  public init(
    children: [Node], formats: [String], metrics: [String: Double] = [:], anchorConstraints: [Constraint] = [],
    proposalPriority: ConstraintPriority = 999
  ) throws(ConstraintError) {
    let keys = try Self.keys(of: children)
    let expanded = try Self.expand(formats, views: Set(keys), metrics: metrics)
    try self.init(
      children: children, anchorConstraints: expanded + anchorConstraints, proposalPriority: proposalPriority)
  }

  /// A constraint layout of the children built by `content`, described by visual formats.
  ///
  /// ```swift
  /// let row = ConstraintLayout(formats: ["H:|-[a]-[b]-|", "V:|-[a]-|", "V:|-[b]-|"]) {
  ///   Box(width: 40, height: 20).id("a")
  ///   Box(width: 60, height: 20).id("b")
  /// }
  /// ```
  /// Does not throw: the errors of ``init(children:formats:metrics:anchorConstraints:proposalPriority:)`` are kept in
  /// ``buildError`` and fail the layout (as for ``init(proposalPriority:_:constraints:)``).
  /// - Complexity: O(children + total length of the formats).
  public init(
    formats: [String], metrics: [String: Double] = [:], proposalPriority: ConstraintPriority = 999,
    @NodeBuilder _ content: () -> [Node]
  ) {
    let children = content()
    self = Self.deferringErrors(children: children, proposalPriority: proposalPriority) { () throws(ConstraintError) in
      try ConstraintLayout(children: children, formats: formats, metrics: metrics, proposalPriority: proposalPriority)
    }
  }

  /// A constraint layout of the children built by `content`, described by visual formats and by constraints built
  /// with a ``Proxy`` (for what the format language cannot say: alignment of centres, ratios).
  ///
  /// ```swift
  /// let row = ConstraintLayout(formats: ["H:|-[label]-[field]-|", "V:|-[field(24)]-|"]) {
  ///   Text("Name").id("label")
  ///   Rectangle().id("field")
  /// } constraints: { p in
  ///   p["label"].centerY == p["field"].centerY
  /// }
  /// ```
  /// Does not throw: the errors of ``init(children:formats:metrics:anchorConstraints:proposalPriority:)`` and
  /// ``ConstraintError/unknownItem(_:)`` for an id or index the proxy does not know are kept in ``buildError`` and
  /// fail the layout (as for ``init(proposalPriority:_:constraints:)``).
  /// - Complexity: O(children + total length of the formats + constraint terms).
  public init(
    formats: [String], metrics: [String: Double] = [:], proposalPriority: ConstraintPriority = 999,
    @NodeBuilder _ content: () -> [Node], @ConstraintBuilder constraints: (Proxy) -> [Constraint]
  ) {
    let children = content()
    self = Self.deferringErrors(children: children, proposalPriority: proposalPriority) { () throws(ConstraintError) in
      let built = try Self.build(constraints, keys: try Self.keys(of: children))
      // The proxy's constraints are over the items' variables (`a.leading`, `a.width`, `container.width`), which are
      // anchor names that resolve to themselves.
      return try ConstraintLayout(
        children: children, formats: formats, metrics: metrics, anchorConstraints: built,
        proposalPriority: proposalPriority)
    }
  }

  /// Every format's constraints, in order; a failure names the format's index.
  static func expand(
    _ formats: [String], views: Set<String>, metrics: [String: Double]
  ) throws(ConstraintError) -> [Constraint] {
    var all: [Constraint] = []
    for (index, format) in formats.enumerated() {
      do throws(VisualFormatError) {
        all += try VisualFormat.constraints(format, views: views, metrics: metrics)
      } catch {
        throw .invalidFormat(error, index: index)
      }
    }
    return all
  }
}
