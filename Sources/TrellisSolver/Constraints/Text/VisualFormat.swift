import TrellisCore

/// Auto Layout's Visual Format Language: one line of ASCII art that expands to ordinary constraints.
///
/// ```
/// format     := [('H' | 'V') ':'] ['|' gap] view (gap view)* [gap '|']
/// view       := '[' NAME ['(' predicate (',' predicate)* ')'] ']'
/// gap        := ''                                   flush: 0
///             | '-'                                  the standard spacing, 8
///             | '-' (NUMBER | METRIC) '-'            a gap of that size
///             | '-' '(' predicate (',' predicate)* ')' '-'
/// predicate  := ['==' | '<=' | '>='] (NUMBER | METRIC | VIEW) ['@' (NUMBER | METRIC | PRIORITY-NAME)]
/// ```
/// `|` is the container; `H:` (the default) lays views out along leading → trailing and constrains widths, `V:`
/// along top → bottom and constrains heights. A view's predicate constrains its size (`[field(>=100@750)]`:
/// `field.width >= 100 @750`; `[a(==b)]`: `a.width == b.width`); a gap's predicate constrains the distance between
/// the neighbours' facing edges (`[a]-(>=8)-[b]`: `b.leading >= a.trailing + 8`). A predicate without a relation
/// is `==`; without a priority, required. Names (`[A-Za-z_][A-Za-z0-9_]*`) are views or, in gaps and priorities,
/// metrics; in a view's predicate a name must be exactly one of the two. No spaces are allowed.
/// Priorities are numbers in (0, 1000], metrics, or `required`, `strong`, `medium`, `weak` when no metric has that
/// name.
///
/// Each expanded constraint is labelled `FORMAT (piece)` (`H:|-8-[a]-| (a.leading == container.leading + 8)`), so a
/// conflict report prints the format it came from (a format over 200 characters is quoted by its first 200 and
/// `…`). The constraints are written over ``LayoutAnchors``' variables (`a.leading`, `a.width`, `container.width`,
/// …), resolved by name through a ``ConstraintSymbolTable``, ready for ``ConstraintLayout`` or a
/// ``ConstraintSystem``.
///
/// ```swift
/// let row = try VisualFormat.constraints(
///   "H:|-pad-[label]-8-[field(>=100)]-pad-|", views: ["label", "field"], metrics: ["pad": 12])
/// ```
public enum VisualFormat {
  /// The standard spacing of a bare `-`: 8, between siblings and to the container alike.
  public static let standardSpacing = 8.0

  /// The constraints that `format` expands to, over the variables `symbols` has for the names `<view>.leading`,
  /// `<view>.top`, `<view>.width`, `<view>.height`, `container.width` and `container.height` (made there the first
  /// time): expand every format of a system, and parse its constraint strings, with one table.
  ///
  /// - Parameters:
  ///   - format: one visual format string.
  ///   - views: the names a format may use as views, or `nil` to accept any name (a constraint file, where views
  ///     are only variable prefixes).
  ///   - metrics: named numbers for gaps, sizes and priorities.
  ///   - symbols: the variables by name.
  /// - Throws: ``VisualFormatError`` naming the column: malformed text, unknown views and metrics.
  /// - Complexity: O(length of `format`).
  public static func constraints(
    _ format: String, views: Set<String>?, metrics: [String: Double] = [:], symbols: inout ConstraintSymbolTable
  ) throws(VisualFormatError) -> [Constraint] {
    var parser = VisualFormatParser(format: format, views: views, metrics: metrics)
    // The table moves into the parser and back, so adding names never copies it.
    swap(&parser.symbols, &symbols)
    defer { swap(&parser.symbols, &symbols) }
    return try parser.parse()
  }

  /// ``constraints(_:views:metrics:symbols:)`` with a table of its own: the variables are new, one per name within
  /// this format, distinct from every other. Give the constraints to what resolves anchor names itself
  /// (``ConstraintLayout/init(children:anchorConstraints:proposalPriority:)``), or expand a system's formats with one
  /// table.
  ///
  /// - Throws: as ``constraints(_:views:metrics:symbols:)``.
  /// - Complexity: O(length of `format`).
  public static func constraints(
    _ format: String, views: Set<String>?, metrics: [String: Double] = [:]
  ) throws(VisualFormatError) -> [Constraint] {
    var symbols = ConstraintSymbolTable()
    return try constraints(format, views: views, metrics: metrics, symbols: &symbols)
  }

  /// The constraints that `format` expands to over the given anchors: `anchors` by view name (the names in
  /// `views`), and the container's.
  ///
  /// - Throws: as ``constraints(_:views:metrics:symbols:)``.
  /// - Complexity: O(length of `format`).
  static func constraints(
    _ format: String, views: Set<String>, anchors: [String: LayoutAnchors], container: LayoutAnchors,
    metrics: [String: Double]
  ) throws(VisualFormatError) -> [Constraint] {
    var parser = VisualFormatParser(format: format, views: views, metrics: metrics, items: (anchors, container))
    return try parser.parse()
  }
}
