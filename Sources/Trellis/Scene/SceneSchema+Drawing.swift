extension SceneSchema {
  /// The fields of each path command, by command type (`close` has none). Coordinates are points in the path's
  /// frame; angles are degrees.
  static let pathCommandFields: [String: [String]] = [
    "move": ["x", "y"], "line": ["x", "y"], "quad": ["x", "y", "controlX", "controlY"],
    "curve": ["x", "y", "control1X", "control1Y", "control2X", "control2Y"],
    "arc": ["centerX", "centerY", "radius", "startAngle", "endAngle", "clockwise"],
    "rect": ["x", "y", "width", "height"], "ellipse": ["x", "y", "width", "height"], "close": [],
  ]

  /// A path's commands, `[{"type": "move", "x": 0, "y": 0}, {"type": "line", "x": 40, "y": 0}, {"type": "close"}]`,
  /// as the calls of `Path { p in … }` (`move(to:)`, `addLine(to:)`, `addQuadCurve`, `addCurve`, `addArc`, `addRect`,
  /// `addEllipse(in:)`, `closeSubpath()`). Every field but an arc's `clockwise` (default false) is required; numbers
  /// are finite, sizes and radii ≥ 0.
  static let pathCommands = SceneArguments.Reader<Path> { value, path throws(SceneError) in
    guard case .array(let items) = value else { throw mismatch("an array of path commands", value, path) }
    var result = Path()
    for (index, item) in items.enumerated() {
      let here = "\(path)[\(index)]"
      guard case .object(let pairs) = item else { throw mismatch("a path command object with a \"type\"", item, here) }
      guard let typeValue = pairs.first(where: { $0.key == "type" })?.value else {
        throw SceneError(path: "\(here).type", reason: .missingField("type", owner: "a path command"))
      }
      let commands = pathCommandFields.keys.sorted()
      let type = try SceneParameter.Kind.choice(typeValue, options: commands, path: "\(here).type")
      let known = pathCommandFields[type] ?? []
      var numbers: [String: CGFloat] = [:]
      var clockwise = false
      for (key, field) in pairs where key != "type" {
        guard known.contains(key) else {
          throw SceneError(
            path: "\(here).\(key)", reason: .unknownField(key, owner: "a \(type) command", known: ["type"] + known))
        }
        if key == "clockwise" {
          guard case .bool(let flag) = field else { throw mismatch("a boolean", field, "\(here).\(key)") }
          clockwise = flag
        } else {
          let kind: SceneParameter.Kind = ["width", "height", "radius"].contains(key) ? .length : .number
          numbers[key] = CGFloat(try kind.read(field, path: "\(here).\(key)"))
        }
      }
      for key in known where key != "clockwise" && numbers[key] == nil {
        throw SceneError(path: "\(here).\(key)", reason: .missingField(key, owner: "a \(type) command"))
      }
      func point(_ x: String, _ y: String) -> CGPoint { CGPoint(x: numbers[x]!, y: numbers[y]!) }
      func rect() -> CGRect {
        CGRect(x: numbers["x"]!, y: numbers["y"]!, width: numbers["width"]!, height: numbers["height"]!)
      }
      switch type {
      case "move": result.move(to: point("x", "y"))
      case "line": result.addLine(to: point("x", "y"))
      case "quad": result.addQuadCurve(to: point("x", "y"), control: point("controlX", "controlY"))
      case "curve":
        result.addCurve(
          to: point("x", "y"), control1: point("control1X", "control1Y"), control2: point("control2X", "control2Y"))
      case "arc":
        result.addArc(
          center: point("centerX", "centerY"), radius: numbers["radius"]!, startAngle: .degrees(numbers["startAngle"]!),
          endAngle: .degrees(numbers["endAngle"]!), clockwise: clockwise)
      case "rect": result.addRect(rect())
      case "ellipse": result.addEllipse(in: rect())
      default: result.closeSubpath()
      }
    }
    return result
  }

  /// Registers the drawing types (Layout.md, "Drawing and transforms"): `Path`, `AngularGradient`, and the shape
  /// modifiers `trim`, `inset` and `strokeBorder`.
  mutating func registerDrawing() {
    register(
      SceneNodeType(name: "Path", parameters: [.init("commands", .any, required: true)]) {
        args, _ throws(SceneError) in try args.required("commands", Self.pathCommands).node
      })
    register(
      SceneNodeType(
        name: "AngularGradient",
        parameters: [
          .init("colors", .any, required: true), .init("center", .choice(Self.unitPointNames)),
          .init("startAngle", .number), .init("endAngle", .number), .init("angle", .number),
        ]
      ) { args, _ throws(SceneError) in
        let colors = try args.required("colors", Self.colors)
        let center = try args.value("center", .choice(Self.unitPointNames)) ?? .center
        let start: Double? = try args.value("startAngle", .number)
        let end: Double? = try args.value("endAngle", .number)
        // SwiftUI's two forms: from `startAngle` to `endAngle`, or once round from `angle`.
        if let angle: Double = try args.value("angle", .number) {
          if let other = args.given(["startAngle", "endAngle"]).first {
            throw args.error(
              .conflictingParameters(["angle", other], detail: "give angle, or startAngle and endAngle"))
          }
          return AngularGradient(colors: colors, center: center, angle: .degrees(angle)).node
        }
        return AngularGradient(
          colors: colors, center: center, startAngle: .degrees(start ?? 0), endAngle: .degrees(end ?? 0)
        ).node
      })
    register(
      SceneModifierType(name: "trim", parameters: [.init("from", .number), .init("to", .number)]) {
        args, node throws(SceneError) in
        let from: CGFloat = try args.value("from", .number) ?? 0
        let to: CGFloat = try args.value("to", .number) ?? 1
        for (name, value) in [("from", from), ("to", to)] where !(0...1).contains(value) {
          throw args.error(.custom("a trim fraction must be between 0 and 1"), parameter: name)
        }
        return try Self.reshaped(node, args) { SceneShape(kind: $0).trim(from: from, to: to).kind }
      })
    register(
      SceneModifierType(name: "inset", parameters: [.init("amount", .number, required: true)]) {
        args, node throws(SceneError) in
        let amount: CGFloat = try args.required("amount", .number)
        return try Self.reshaped(node, args) { SceneShape(kind: $0).inset(by: amount).kind }
      })
    register(
      SceneModifierType(
        name: "strokeBorder", parameters: [.init("color", .any, required: true), .init("lineWidth", .length)]
      ) { args, node throws(SceneError) in
        let color = try args.required("color", Self.color)
        let width = try args.value("lineWidth", .length) ?? 1
        // As `InsettableShape.strokeBorder`: the outline inset by half the line width, then stroked.
        let inset = try Self.reshaped(node, args) { SceneShape(kind: $0).inset(by: width / 2).kind }
        return inset.restyled {
          $0.stroke = color
          $0.lineWidth = width
        }
      })
  }

  /// `node` drawing the shape `change` makes of its shape; a node that draws no shape is an error at the modifier.
  static func reshaped(_ node: Node, _ args: SceneArguments, _ change: (ShapeKind) -> ShapeKind) throws(SceneError)
    -> Node
  {
    // A Rectangle records no shape (it draws its frame); the others record theirs.
    let kind = node.style?.shape ?? (node.typeName == "Rectangle" ? .rectangle : nil)
    guard let kind, node.children.isEmpty else {
      throw args.error(
        "\(args.owner) applies to a shape (Rectangle, Circle, Capsule, Path, …), not to a \(node.typeName)")
    }
    let changed = change(kind)
    return node.restyled { $0.shape = changed }
  }
}

/// A recorded shape as a ``Shape`` again, so that the Swift API's `trim` and `inset` make its trimmed or inset form.
struct SceneShape: InsettableShape {
  let kind: ShapeKind

  func path(in rect: CGRect) -> Path { kind.path(in: rect) }

  func inset(by amount: CGFloat) -> InsettedShape<SceneShape> { InsettedShape(base: self, amount: amount) }
}
