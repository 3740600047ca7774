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
    let items = try Items(children)
    try self.init(
      children: children, items: items, constraints: try Self.expand(formats, items: items, metrics: metrics),
      anchorConstraints: anchorConstraints, proposalPriority: proposalPriority)
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
      let items = try Items(children)
      let built = try Self.build(constraints, items: items)
      // The formats' constraints and the proxy's are both over the items' own variables.
      return try ConstraintLayout(
        children: children, items: items, constraints: try Self.expand(formats, items: items, metrics: metrics) + built,
        anchorConstraints: [], proposalPriority: proposalPriority)
    }
  }

  /// Every format's constraints over `items`' anchors, in order; a failure names the format's index.
  static func expand(
    _ formats: [String], items: Items, metrics: [String: Double]
  ) throws(ConstraintError) -> [Constraint] {
    guard !formats.isEmpty else { return [] }
    var all: [Constraint] = []
    let views = Set(items.keys)
    var anchors: [String: LayoutAnchors] = [:]
    for (key, k) in items.position { anchors[key] = items.anchors[k] }
    for (index, format) in formats.enumerated() {
      do throws(VisualFormatError) {
        all += try VisualFormat.constraints(
          format, views: views, anchors: anchors, container: items.container, metrics: metrics)
      } catch {
        throw .invalidFormat(error, index: index)
      }
    }
    return all
  }
}
