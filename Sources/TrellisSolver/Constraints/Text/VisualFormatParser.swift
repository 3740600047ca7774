import TrellisCore

/// Reads one visual format left to right and emits its constraints as it goes (see ``VisualFormat`` for the
/// grammar). No recursion: every input costs O(length).
struct VisualFormatParser {
  /// One side of a gap: the container or a view.
  enum Item: Equatable {
    case container
    case view(String)
  }

  /// `REL OBJECT @PRIORITY` of a view or a gap, with the column where it starts.
  struct Predicate {
    var relation: Constraint.Relation
    var constant: Double?
    var view: String?
    var priority: ConstraintPriority
    var column: Int
  }

  let format: String
  /// The format as labels quote it: the whole text up to ``labelLength`` characters, else its start and `…` (so a
  /// huge format does not cost its length once per constraint).
  let labelFormat: String
  let characters: [Character]
  let views: Set<String>?
  let metrics: [String: Double]
  /// Anchors given by the caller (a layout's children and container); other items' anchors come from ``symbols``.
  let items: (views: [String: LayoutAnchors], container: LayoutAnchors?)
  /// The variables of the names of items not given.
  var symbols = ConstraintSymbolTable()
  var position = 0
  var horizontal = true
  /// The longest format quoted whole in labels.
  static let labelLength = 200
  var constraints: [Constraint] = []

  init(
    format: String, views: Set<String>?, metrics: [String: Double],
    items: (views: [String: LayoutAnchors], container: LayoutAnchors?) = ([:], nil)
  ) {
    self.format = format
    self.characters = Array(format)
    self.labelFormat =
      characters.count <= Self.labelLength ? format : String(characters.prefix(Self.labelLength)) + "…"
    self.views = views
    self.metrics = metrics
    self.items = items
  }

  // MARK: - Tokens

  var current: Character? { position < characters.count ? characters[position] : nil }

  var found: String {
    guard let current else { return "the end" }
    return current == " " ? "a space (spaces are not allowed)" : "'\(current)'"
  }

  func fail(_ kind: VisualFormatError.Kind, _ message: String, at index: Int? = nil) -> VisualFormatError {
    VisualFormatError(kind: kind, format: format, column: (index ?? position) + 1, message: message)
  }

  /// A failure for the character at `position`: ``VisualFormatError/Kind/unexpectedEnd`` at the end.
  func unexpected(_ expected: String) -> VisualFormatError {
    fail(current == nil ? .unexpectedEnd : .unexpectedCharacter, "expected \(expected), found \(found)")
  }

  mutating func expect(_ character: Character, _ what: String) throws(VisualFormatError) {
    guard current == character else { throw unexpected(what) }
    position += 1
  }

  static func isNameStart(_ c: Character) -> Bool { c == "_" || (c.isASCII && c.isLetter) }
  static func isNameCharacter(_ c: Character) -> Bool { c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) }

  mutating func name() -> String {
    let start = position
    while let c = current, Self.isNameCharacter(c) { position += 1 }
    return String(characters[start..<position])
  }

  /// `[-]DIGITS[.DIGITS][e[±]DIGITS]`; `signed` allows the minus.
  mutating func number(signed: Bool) throws(VisualFormatError) -> Double {
    let start = position
    if signed, current == "-" { position += 1 }
    position = NumberLexeme.end(in: characters, from: position)
    let text = String(characters[start..<position])
    guard let value = Double(text), value.isFinite, abs(value) <= LinearProgram.magnitudeLimit else {
      throw fail(.invalidNumber, "invalid number '\(text)'", at: start)
    }
    return value
  }

  /// The value of the metric `name` read at `column` (0-based).
  func metric(_ name: String, at column: Int) throws(VisualFormatError) -> Double {
    guard let value = metrics[name] else {
      throw fail(.unknownMetric(name), "unknown metric '\(name)'", at: column)
    }
    guard value.isFinite, abs(value) <= LinearProgram.magnitudeLimit else {
      throw fail(.invalidMetric(name), "metric '\(name)' is \(value), not a finite number within ±1e30", at: column)
    }
    return value
  }

  /// A view name read at `column` (0-based), checked against the layout's views.
  func checkView(_ name: String, at column: Int) throws(VisualFormatError) {
    if let views, !views.contains(name) {
      throw fail(.unknownView(name), "unknown view '\(name)' (not the id of a child)", at: column)
    }
  }

  // MARK: - Structure

  /// The whole format: orientation, an optional leading `|`, views and gaps, an optional trailing `|`.
  mutating func parse() throws(VisualFormatError) -> [Constraint] {
    guard !characters.isEmpty else { throw fail(.empty, "empty format") }
    if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
      horizontal = characters[0] == "H"
      position = 2
    }
    var previous: Item?
    var gap: [Predicate] = []
    if current == "|" {
      position += 1
      previous = .container
      gap = try connection()
    }
    while true {
      guard current == "[" else { throw unexpected(previous == nil ? "'[' or '|'" : "'[' (a view)") }
      let view = try viewToken()
      if let previous { emitGap(gap, from: previous, to: .view(view)) }
      previous = .view(view)
      if current == nil { break }
      gap = try connection()
      if current == "|" {
        position += 1
        emitGap(gap, from: .view(view), to: .container)
        if current != nil { throw fail(.unexpectedCharacter, "unexpected \(found) after the closing '|'") }
        break
      }
    }
    return constraints
  }

  /// A gap: nothing before `[` (flush), `-` before `[` or `|` (standard), `-N-`, `-METRIC-` or `-(…)-`.
  mutating func connection() throws(VisualFormatError) -> [Predicate] {
    let start = position
    guard current == "-" else {
      guard current == "[" || current == "|" else { throw unexpected("'-', '[' or '|'") }
      return [Predicate(relation: .equal, constant: 0, priority: .required, column: start)]
    }
    position += 1
    if current == "[" || current == "|" {
      return [Predicate(relation: .equal, constant: VisualFormat.standardSpacing, priority: .required, column: start)]
    }
    var predicates: [Predicate]
    if current == "(" {
      predicates = try predicateList(allowViews: false)
    } else if let c = current, NumberLexeme.isDigit(c) || c == "." {
      let column = position
      predicates = [
        Predicate(relation: .equal, constant: try number(signed: false), priority: .required, column: column)
      ]
    } else if let c = current, Self.isNameStart(c) {
      let column = position
      let value = try metric(name(), at: column)
      predicates = [Predicate(relation: .equal, constant: value, priority: .required, column: column)]
    } else {
      throw unexpected("'[', '|', a number, a metric or '(' after '-'")
    }
    try expect("-", "'-' to end the gap")
    guard current == "[" || current == "|" else { throw unexpected("'[' or '|' after a gap") }
    return predicates
  }

  /// `[NAME]` or `[NAME(predicates)]`; emits the size predicates and returns the name.
  mutating func viewToken() throws(VisualFormatError) -> String {
    let open = position
    position += 1
    guard let c = current, Self.isNameStart(c) else { throw unexpected("a view name after '['") }
    let nameColumn = position
    let view = name()
    try checkView(view, at: nameColumn)
    if current == "(" {
      for predicate in try predicateList(allowViews: true) { emitSize(predicate, of: view) }
    }
    guard current == "]" else {
      throw unexpected("']' to close the view '\(view)' opened at column \(open + 1)")
    }
    position += 1
    return view
  }
}
