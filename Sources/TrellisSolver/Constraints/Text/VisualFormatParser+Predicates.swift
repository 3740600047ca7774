import TrellisCore

extension VisualFormatParser {
  // MARK: - Predicates

  /// `'(' predicate (',' predicate)* ')'`.
  mutating func predicateList(allowViews: Bool) throws(VisualFormatError) -> [Predicate] {
    position += 1
    var predicates: [Predicate] = []
    while true {
      predicates.append(try predicate(allowViews: allowViews))
      if current == "," {
        position += 1
        continue
      }
      try expect(")", "',' or ')' after a predicate")
      return predicates
    }
  }

  /// `[REL] OBJECT [@PRIORITY]`.
  mutating func predicate(allowViews: Bool) throws(VisualFormatError) -> Predicate {
    let column = position
    var relation = Constraint.Relation.equal
    if let c = current, "=<>".contains(c) {
      guard position + 1 < characters.count, characters[position + 1] == "=" else {
        throw fail(.unexpectedCharacter, "expected a relation ('==', '<=' or '>='), found \(found)")
      }
      relation = c == "=" ? .equal : c == "<" ? .lessOrEqual : .greaterOrEqual
      position += 2
    }
    var result = Predicate(relation: relation, constant: nil, view: nil, priority: .required, column: column)
    if let c = current, NumberLexeme.isDigit(c) || c == "." || c == "-" {
      result.constant = try number(signed: true)
    } else if let c = current, Self.isNameStart(c) {
      let nameColumn = position
      let object = name()
      if allowViews, try isView(object, at: nameColumn) {
        result.view = object
      } else if metrics[object] == nil, !allowViews, views?.contains(object) ?? false {
        throw fail(
          .viewInGap(object), "a gap cannot refer to the view '\(object)' (numbers and metrics only)", at: nameColumn)
      } else {
        result.constant = try metric(object, at: nameColumn)
      }
    } else {
      throw unexpected(allowViews ? "a number, a metric or a view" : "a number or a metric")
    }
    if current == "@" {
      position += 1
      result.priority = try priority()
    }
    return result
  }

  /// Whether `name` in a view's predicate is a view (`false`: a metric). Exactly one of the two must match.
  func isView(_ name: String, at column: Int) throws(VisualFormatError) -> Bool {
    let isMetric = metrics[name] != nil
    let isView = views?.contains(name) ?? !isMetric
    if isView && isMetric {
      throw fail(.ambiguousName(name), "'\(name)' is both a view and a metric", at: column)
    }
    if !isView && !isMetric {
      throw fail(.unknownView(name), "unknown view or metric '\(name)'", at: column)
    }
    return isView
  }

  /// `NUMBER`, a metric, or `required` / `strong` / `medium` / `weak`; in (0, 1000].
  mutating func priority() throws(VisualFormatError) -> ConstraintPriority {
    let start = position
    let value: Double
    if let c = current, NumberLexeme.isDigit(c) || c == "." || c == "-" {
      value = try number(signed: true)
    } else if let c = current, Self.isNameStart(c) {
      let text = name()
      let named: [String: ConstraintPriority] = [
        "required": .required, "strong": .strong, "medium": .medium, "weak": .weak,
      ]
      if metrics[text] == nil, let priority = named[text] { return priority }
      value = try metric(text, at: start)
    } else {
      throw unexpected("a priority (a number, a metric, required, strong, medium or weak) after '@'")
    }
    guard value > 0, value <= 1000 else {
      throw fail(.priorityOutOfRange, "priority \(formatConstraintNumber(value)) is outside (0, 1000]", at: start)
    }
    return ConstraintPriority(value)
  }

  // MARK: - Constraints

  private var sizeAnchor: String { horizontal ? "width" : "height" }

  /// The anchors of the item `key` (`container` for the container): those the caller gave, or those of the names
  /// `<key>.leading`, … in ``symbols``.
  private mutating func anchors(_ key: String) -> LayoutAnchors {
    if let known = key == "container" ? items.container : items.views[key] { return known }
    return LayoutAnchors(key: key, symbols: &symbols)
  }

  /// `view.width REL constant` or `view.width REL other.width` (heights for `V:`).
  mutating func emitSize(_ predicate: Predicate, of view: String) {
    let size = horizontal ? anchors(view).width : anchors(view).height
    let rhs: LinearExpression
    let rhsText: String
    if let other = predicate.view {
      rhs = horizontal ? anchors(other).width : anchors(other).height
      rhsText = "\(other).\(sizeAnchor)"
    } else {
      rhs = LinearExpression(predicate.constant ?? 0)
      rhsText = formatConstraintNumber(predicate.constant ?? 0)
    }
    let text = "\(view).\(sizeAnchor) \(predicate.relation.rawValue) \(rhsText)"
    constraints.append(
      Constraint(size, predicate.relation, rhs, priority: predicate.priority, label: "\(labelFormat) (\(text))"))
  }

  /// `next.leading REL previous.trailing + gap` for each predicate of the gap (top and bottom for `V:`); the
  /// container's facing edge is its leading (top) edge before the first view and its trailing (bottom) edge after
  /// the last.
  mutating func emitGap(_ gap: [Predicate], from previous: Item, to next: Item) {
    let (start, end) = horizontal ? ("leading", "trailing") : ("top", "bottom")
    let container = anchors("container")
    let after: (LinearExpression, String)
    switch previous {
    case .container:
      after = (horizontal ? container.leading : container.top, "container.\(start)")
    case .view(let name):
      after = (horizontal ? anchors(name).trailing : anchors(name).bottom, "\(name).\(end)")
    }
    let before: (LinearExpression, String)
    switch next {
    case .container:
      before = (horizontal ? container.trailing : container.bottom, "container.\(end)")
    case .view(let name):
      before = (horizontal ? anchors(name).leading : anchors(name).top, "\(name).\(start)")
    }
    for predicate in gap {
      let value = predicate.constant ?? 0
      let offset = value == 0 ? "" : (value < 0 ? " - " : " + ") + formatConstraintNumber(abs(value))
      let text = "\(before.1) \(predicate.relation.rawValue) \(after.1)\(offset)"
      constraints.append(
        Constraint(
          before.0, predicate.relation, after.0 + value, priority: predicate.priority, label: "\(labelFormat) (\(text))"
        ))
    }
  }
}
