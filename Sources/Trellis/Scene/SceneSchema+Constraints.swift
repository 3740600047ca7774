import TrellisCore
import TrellisFrameUp
import TrellisSolver

extension SceneSchema {
  /// Registers `ConstraintLayout` and the `contentHuggingPriority` / `compressionResistancePriority` modifiers.
  ///
  /// ```json
  /// {"type": "ConstraintLayout",
  ///  "constraints": ["a.leading == container.leading + 8", "container.trailing == a.trailing + 8 @strong"],
  ///  "children": [{"type": "Box", "id": "a", "width": 40, "height": 20}]}
  /// ```
  /// Child anchors are named `<id>.<anchor>` and the container's `container.<anchor>` (anchors: leading, trailing,
  /// left, right, top, bottom, width, height, centerX, centerY). Errors name `constraints[k]` and the column.
  ///
  /// - Complexity: O(1).
  mutating func registerConstraints() {
    register(
      SceneNodeType(
        name: "ConstraintLayout", parameters: [.init("constraints", .strings, required: true)], acceptsChildren: true
      ) { args, children throws(SceneError) in
        var ids = Set<String>()
        for child in children { if let id = child.id { ids.insert(id) } }
        var constraints: [Constraint] = []
        for (k, text) in (args.strings("constraints") ?? []).enumerated() {
          let path = "\(args.path).constraints[\(k)]"
          var constraint: Constraint
          do throws(ConstraintParseError) {
            constraint = try Constraint(parsing: text)
          } catch {
            throw SceneError(path: path, message: error.description)
          }
          for term in constraint.expression.terms {
            guard let dot = term.name.lastIndex(of: ".") else {
              throw SceneError(
                path: path, message: "'\(term.name)' is not an anchor (write <id>.<anchor> or container.<anchor>)")
            }
            let item = String(term.name[..<dot])
            let anchor = String(term.name[term.name.index(after: dot)...])
            guard item == "container" || ids.contains(item) else {
              throw SceneError(path: path, message: "unknown id '\(item)' (not the id of a child)")
            }
            guard LayoutAnchors.anchorNames.contains(anchor) else {
              throw SceneError(
                path: path,
                message: "unknown anchor '\(anchor)' (anchors: \(LayoutAnchors.anchorNames.joined(separator: ", ")))")
            }
          }
          constraint.label = String(text.drop { $0 == " " }.dropLast(text.reversed().prefix { $0 == " " }.count))
          constraints.append(constraint)
        }
        do throws(ConstraintError) {
          return try ConstraintLayout(children: children, anchorConstraints: constraints).node
        } catch {
          throw args.error(error.description, parameter: "constraints")
        }
      })
    let priorityParameters: [SceneParameter] = [
      .init("priority", .number, required: true), .init("axis", .choice(["horizontal", "vertical"]), required: true),
    ]
    register(
      SceneModifierType(name: "contentHuggingPriority", parameters: priorityParameters) {
        args, node throws(SceneError) in
        let priority = args.number("priority")!
        guard priority > 0, priority <= 1000 else { throw args.error("must be in (0, 1000]", parameter: "priority") }
        return node.contentHuggingPriority(
          ConstraintPriority(priority), for: args.string("axis") == "horizontal" ? .horizontal : .vertical)
      })
    register(
      SceneModifierType(name: "compressionResistancePriority", parameters: priorityParameters) {
        args, node throws(SceneError) in
        let priority = args.number("priority")!
        guard priority > 0, priority <= 1000 else { throw args.error("must be in (0, 1000]", parameter: "priority") }
        return node.compressionResistancePriority(
          ConstraintPriority(priority), for: args.string("axis") == "horizontal" ? .horizontal : .vertical)
      })
  }
}
