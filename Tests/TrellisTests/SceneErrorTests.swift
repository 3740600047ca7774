import Testing
import Trellis

/// One scene per ``SceneError/Reason`` case: each is produced, with its exact fields, path and description.
@Suite struct SceneErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var scene: String
    var path: String
    var reason: SceneError.Reason
    /// The description, when it is worth pinning.
    var description: String?
    var testDescription: String { Self.name(reason) }

    /// The case name of a reason. Exhaustive, so a new case fails to compile until it has a row in ``cases``.
    static func name(_ reason: SceneError.Reason) -> String {
      switch reason {
      case .invalidJSON: "invalidJSON"
      case .tooDeep: "tooDeep"
      case .wrongKind: "wrongKind"
      case .nullValue: "nullValue"
      case .outOfRange: "outOfRange"
      case .invalidChoice: "invalidChoice"
      case .unknownType: "unknownType"
      case .unknownModifier: "unknownModifier"
      case .unknownField: "unknownField"
      case .missingField: "missingField"
      case .childrenNotAllowed: "childrenNotAllowed"
      case .wrongChildCount: "wrongChildCount"
      case .conflictingParameters: "conflictingParameters"
      case .missingAlternatives: "missingAlternatives"
      case .invalidConstraint: "invalidConstraint"
      case .invalidFormat: "invalidFormat"
      case .notAnAnchor: "notAnAnchor"
      case .unknownID: "unknownID"
      case .unknownAnchor: "unknownAnchor"
      case .invalidConstraints: "invalidConstraints"
      case .layoutFailed: "layoutFailed"
      case .custom: "custom"
      case .fontFile: "fontFile"
      }
    }
  }

  static let box = #"{"type": "Box", "id": "a", "width": 1, "height": 1}"#
  static func constraints(_ list: String) -> String {
    #"{"root": {"type": "ConstraintLayout", "constraints": \#(list), "children": [\#(box)]}}"#
  }

  /// A text with one modifier of `fields`.
  static func dynamicType(_ fields: String) -> String {
    #"{"root": {"type": "Text", "text": "a", "modifiers": [{\#(fields)}]}}"#
  }

  static let cases: [Case] = [
    Case(
      scene: #"{"root": {"type": "Box", "width": 1, "height": 1}, "root": 2}"#, path: "",
      reason: .invalidJSON(detail: #"duplicate key "root""#),
      description: #"JSON syntax error at line 1, column 52: duplicate key "root""#),
    Case(
      scene: #"{"root": {"type": "Box", "width": true, "height": 1}}"#, path: "root.width",
      reason: .wrongKind(expected: "a number", got: "a boolean"),
      description: "root.width: expected a number, got a boolean"),
    Case(
      scene: #"{"root": {"type": "Box", "width": null, "height": 1}}"#, path: "root.width", reason: .nullValue,
      description: "root.width: must not be null"),
    Case(
      scene: #"{"root": {"type": "Spacer", "minLength": "infinity"}}"#, path: "root.minLength",
      reason: .outOfRange(value: .infinity, bound: .finite)),
    Case(
      scene: #"{"root": {"type": "Rectangle", "modifiers": [{"type": "padding", "edges": "middle"}]}}"#,
      path: "root.modifiers[0].edges",
      reason: .invalidChoice(
        got: "middle", options: ["all", "bottom", "horizontal", "leading", "top", "trailing", "vertical"])),
    Case(
      scene: #"{"root": {"type": "Carousel"}}"#, path: "root.type",
      reason: .unknownType("Carousel", known: SceneSchema.standard.nodeTypes.keys.sorted())),
    Case(
      scene: #"{"root": {"type": "Rectangle", "modifiers": [{"type": "blur"}]}}"#, path: "root.modifiers[0].type",
      reason: .unknownModifier("blur", known: SceneSchema.standard.modifierTypes.keys.sorted())),
    Case(
      scene: #"{"root": {"type": "Rectangle", "modifiers": [{"type": "padding", "insets": {"middle": 1}}]}}"#,
      path: "root.modifiers[0].insets.middle",
      reason: .unknownField("middle", owner: "insets", known: ["top", "leading", "bottom", "trailing"]),
      description:
        #"root.modifiers[0].insets.middle: unknown field "middle" for insets (known: top, leading, bottom, trailing)"#),
    Case(
      scene: #"{"root": {"type": "Rectangle", "modifiers": [{"width": 3}]}}"#, path: "root.modifiers[0].type",
      reason: .missingField("type", owner: "a modifier"),
      description: "root.modifiers[0].type: missing: a modifier needs type"),
    Case(
      scene: #"{"root": {"type": "Spacer", "children": []}}"#, path: "root.children",
      reason: .childrenNotAllowed(type: "Spacer")),
    Case(
      scene: #"{"root": {"type": "WidgetDemoFrame", "size": "small", "screenSize": {"width": 1, "height": 1}}}"#,
      path: "root.children", reason: .wrongChildCount(expected: 1, got: 0),
      description: "root.children: needs exactly 1 child, got 0"),
    Case(
      scene: #"{"root": {"type": "Rectangle", "modifiers": [{"type": "padding", "insets": {"top": 1}, "length": 2}]}}"#,
      path: "root.modifiers[0].insets",
      reason: .conflictingParameters(["insets", "length"], detail: "give either insets, or edges and length")),
    Case(
      scene: #"{"root": {"type": "FUViewThatFits", "children": []}}"#, path: "root",
      reason: .missingAlternatives(["maxWidth", "maxHeight"]), description: "root: needs maxWidth or maxHeight"),
    Case(
      scene: dynamicType(#""type": "dynamicTypeSize""#), path: "root.modifiers[0]",
      reason: .missingAlternatives(["size", "minimum", "maximum"]),
      description: "root.modifiers[0]: needs size, minimum or maximum"),
    Case(
      scene: dynamicType(#""type": "dynamicTypeSize", "size": "large", "maximum": "xLarge""#),
      path: "root.modifiers[0].maximum",
      reason: .conflictingParameters(
        ["size", "minimum", "maximum"], detail: "give a size, or a range by minimum and/or maximum")),
    Case(
      scene: dynamicType(#""type": "dynamicTypeSize", "minimum": "xLarge", "maximum": "small""#),
      path: "root.modifiers[0].maximum",
      reason: .conflictingParameters(["minimum", "maximum"], detail: "minimum xLarge is larger than maximum small")),
    Case(scene: constraints(#"["a.width == b.q"]"#), path: "root.constraints[0]", reason: .unknownID("b")),
    Case(
      scene: constraints(#"["a.width == 3", "a.left == container.left", "q == 2"]"#), path: "root.constraints[2]",
      reason: .notAnAnchor("q")),
    Case(
      scene: constraints(#"["a.depth == 3"]"#), path: "root.constraints[0]",
      reason: .unknownAnchor("depth", known: LayoutAnchors.anchorNames)),
    Case(
      scene: #"{"root": {"type": "ConstraintLayout", "formats": ["H:|-[a]-[b]-|"], "children": [\#(box)]}}"#,
      path: "root.formats[0]",
      reason: .invalidFormat(
        VisualFormatError(
          kind: .unknownView("b"), format: "H:|-[a]-[b]-|", column: 10,
          message: "unknown view 'b' (not the id of a child)"
        )),
      description: "root.formats[0]: column 10: unknown view 'b' (not the id of a child)"),
    Case(
      scene: #"{"root": {"type": "HStack", "children": [\#(box), \#(box)]}}"#, path: "",
      reason: .layoutFailed(.duplicateID("a", paths: ["root.children[0]", "root.children[1]"]))),
    Case(
      scene: #"{"fonts": ["/no/such/font.ttf"], "root": \#(box)}"#, path: "fonts[0]",
      reason: .fontFile(.fileNotFound("/no/such/font.ttf")),
      description: "fonts[0]: no font file at /no/such/font.ttf"),
  ]

  @Test(arguments: cases)
  func producesTheReason(_ row: Case) {
    let error = #expect(throws: SceneError.self) { try Scene.read(row.scene).layout() }
    #expect(error?.path == row.path)
    #expect(error?.reason == row.reason, "\(String(describing: error))")
    if let description = row.description { #expect(error?.description == description) }
  }

  @Test func syntaxErrorsKeepLineAndColumn() {
    let error = #expect(throws: SceneError.self) { try Scene.read("{\n  \"root\": [1,\n  2,]\n}") }
    #expect(error?.path == "")
    #expect(error?.line == 3 && error?.column == 5, "\(String(describing: error))")
    guard case .invalidJSON(let detail)? = error?.reason else {
      Issue.record("expected .invalidJSON, got \(String(describing: error))")
      return
    }
    #expect(error?.description == "JSON syntax error at line 3, column 5: \(detail)")
  }

  @Test func nestingTooDeep() {
    var node = Self.box
    for _ in 0...SceneNode.maxDepth { node = #"{"type": "ZStack", "children": [\#(node)]}"# }
    let error = #expect(throws: SceneError.self) { try Scene.read(#"{"root": \#(node)}"#) }
    #expect(error?.reason == .tooDeep(limit: SceneNode.maxDepth))
    #expect(error?.path == "root" + String(repeating: ".children[0]", count: SceneNode.maxDepth + 1))
  }

  @Test func constraintsTheSystemRejects() {
    let scene =
      #"{"root": {"type": "ConstraintLayout", "constraints": [], "children": [{"type": "Box", "id": "container", "width": 1, "height": 1}]}}"#
    let error = #expect(throws: SceneError.self) { try Scene.read(scene).layout() }
    #expect(error?.path == "root.constraints")
    #expect(
      error?.reason == .invalidConstraints(.reservedItemID("container")),
      "\(String(describing: error))")
  }

  @Test func constraintThatDoesNotParse() {
    let error = #expect(throws: SceneError.self) { try Scene.read(Self.constraints(#"["a.width == "]"#)).layout() }
    #expect(error?.path == "root.constraints[0]")
    guard case .invalidConstraint(let parse)? = error?.reason else {
      Issue.record("expected .invalidConstraint, got \(String(describing: error))")
      return
    }
    #expect(parse.kind == .expectedTerm)
  }

  @Test func customBuilderError() {
    var schema = SceneSchema.standard
    schema.register(
      SceneNodeType(name: "Refuse") { args, _ throws(SceneError) in throw args.error("not today", parameter: "when") })
    let error = #expect(throws: SceneError.self) {
      try Scene.read(#"{"root": {"type": "Refuse"}}"#, schema: schema).layout(schema: schema)
    }
    #expect(error == SceneError(path: "root.when", reason: .custom("not today")))
    #expect(error?.description == "root.when: not today")
  }

  /// Every reason case is produced by a test above.
  @Test func everyReasonIsCovered() {
    var produced = Set(Self.cases.map { Case.name($0.reason) })
    produced.formUnion(["tooDeep", "invalidConstraints", "invalidConstraint", "custom"])
    let all: Set<String> = [
      "invalidJSON", "tooDeep", "wrongKind", "nullValue", "outOfRange", "invalidChoice", "unknownType",
      "unknownModifier", "unknownField", "missingField", "childrenNotAllowed", "wrongChildCount",
      "conflictingParameters", "missingAlternatives", "invalidConstraint", "invalidFormat", "notAnAnchor", "unknownID",
      "unknownAnchor",
      "invalidConstraints", "layoutFailed", "custom", "fontFile",
    ]
    #expect(produced == all, "missing: \(all.subtracting(produced).sorted())")
  }
}
