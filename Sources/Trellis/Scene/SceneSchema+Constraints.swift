import TrellisCore
import TrellisFrameUp
import TrellisSolver

extension SceneSchema {
  /// Registers `ConstraintLayout` (with its optional `proposalPriority`, default 999) and the `contentHuggingPriority` / `compressionResistancePriority` modifiers.
  ///
  /// ```json
  /// {"type": "ConstraintLayout",
  ///  "constraints": ["a.leading == container.leading + 8", "container.trailing == a.trailing + 8 @strong"],
  ///  "formats": ["V:|-pad-[a]-pad-|"], "metrics": {"pad": 8},
  ///  "children": [{"type": "Box", "id": "a", "width": 40, "height": 20}]}
  /// ```
  /// Child anchors are named `<id>.<anchor>` and the container's `container.<anchor>` (anchors: leading, trailing,
  /// left, right, top, bottom, width, height, centerX, centerY). `formats` are visual format strings
  /// (``VisualFormat``) over the children's ids, `metrics` an object of numbers they may name; a node needs
  /// `constraints`, `formats` or both. Errors name `constraints[k]` or `formats[k]` and the column.
  mutating func registerConstraints() {
    register(
      SceneNodeType(
        name: "ConstraintLayout",
        parameters: [
          .init("constraints", .strings), .init("formats", .strings), .init("metrics", .any),
          .init("proposalPriority", .number),
        ],
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        var proposalPriority = 999.0
        try args.read("proposalPriority", .number, into: &proposalPriority)
        guard SceneError.Reason.Bound.priority.contains(proposalPriority) else {
          throw args.error(.outOfRange(value: proposalPriority, bound: .priority), parameter: "proposalPriority")
        }
        var ids = Set<String>()
        for child in children { if let id = child.id { ids.insert(id) } }
        guard !args.given(["constraints", "formats"]).isEmpty else {
          throw args.error(.missingAlternatives(["constraints", "formats"]))
        }
        // One table for the node's formats and strings: a name is one variable throughout (and then one of the
        // layout's anchors, which ConstraintLayout finds by name).
        var symbols = ConstraintSymbolTable()
        var constraints = try Self.formatConstraints(args, ids: ids, symbols: &symbols)
        for (k, text) in try (args.value("constraints", .strings) ?? []).enumerated() {
          constraints.append(
            try Self.constraint(text, ids: ids, path: "\(args.path).constraints[\(k)]", symbols: &symbols))
        }
        do throws(ConstraintError) {
          return try ConstraintLayout(
            children: children, anchorConstraints: constraints, proposalPriority: ConstraintPriority(proposalPriority)
          ).node
        } catch {
          throw args.error(.invalidConstraints(error), parameter: "constraints")
        }
      })
    let axes: [String: Axis] = ["horizontal": .horizontal, "vertical": .vertical]
    let priorityParameters: [SceneParameter] = [
      .init("priority", .number, required: true), .init("axis", .choice(axes), required: true),
    ]
    let priorities: [(String, @Sendable (Node, ConstraintPriority, Axis) -> Node)] = [
      ("contentHuggingPriority", { $0.contentHuggingPriority($1, for: $2) }),
      ("compressionResistancePriority", { $0.compressionResistancePriority($1, for: $2) }),
    ]
    for (name, apply) in priorities {
      register(
        SceneModifierType(name: name, parameters: priorityParameters) { args, node throws(SceneError) in
          let priority: Double = try args.required("priority", .number)
          guard SceneError.Reason.Bound.priority.contains(priority) else {
            throw args.error(.outOfRange(value: priority, bound: .priority), parameter: "priority")
          }
          return apply(node, ConstraintPriority(priority), try args.required("axis", .choice(axes)))
        })
    }
  }

  /// One constraint string whose terms are anchors of the container or of the children with the given ids, its
  /// names resolved through `symbols`.
  static func constraint(
    _ text: String, ids: Set<String>, path: String, symbols: inout ConstraintSymbolTable
  ) throws(SceneError) -> Constraint {
    var constraint: Constraint
    do throws(ConstraintParseError) {
      constraint = try Constraint(parsing: text, symbols: &symbols)
    } catch {
      throw SceneError(path: path, reason: .invalidConstraint(error))
    }
    for term in constraint.expression.termsByName {
      let name = term.variable.name
      guard let dot = name.lastIndex(of: ".") else {
        throw SceneError(path: path, reason: .notAnAnchor(name))
      }
      let item = String(name[..<dot])
      let anchor = String(name[name.index(after: dot)...])
      guard item == "container" || ids.contains(item) else {
        throw SceneError(path: path, reason: .unknownID(item))
      }
      guard LayoutAnchors.anchorNames.contains(anchor) else {
        throw SceneError(path: path, reason: .unknownAnchor(anchor, known: LayoutAnchors.anchorNames))
      }
    }
    constraint.label = String(text.drop { $0 == " " }.dropLast(text.reversed().prefix { $0 == " " }.count))
    return constraint
  }
}
