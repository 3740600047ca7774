import Testing
import Trellis

/// A user who edits `SceneSchema.standard` (drops a parameter declaration, changes a kind) gets a ``SceneError``
/// from the built-in builders, never a crash: builders re-check every value against the kind they read.
@Suite struct SceneSchemaMutationTests {
  /// `standard` with the declaration of `parameter` of node type `type` removed.
  static func dropping(_ parameter: String, of type: String) -> SceneSchema {
    var schema = SceneSchema.standard
    if schema.nodeTypes[type] != nil {
      schema.nodeTypes[type]?.parameters.removeAll { $0.name == parameter }
    } else {
      schema.modifierTypes[type]?.parameters.removeAll { $0.name == parameter }
    }
    return schema
  }

  /// `standard` with `parameter` of `type` declared with `kind` (and optional).
  static func changing(_ parameter: String, of type: String, to kind: SceneParameter.Kind) -> SceneSchema {
    var schema = SceneSchema.standard
    let replacement = SceneParameter(parameter, kind)
    if let k = schema.nodeTypes[type]?.parameters.firstIndex(where: { $0.name == parameter }) {
      schema.nodeTypes[type]?.parameters[k] = replacement
    } else if let k = schema.modifierTypes[type]?.parameters.firstIndex(where: { $0.name == parameter }) {
      schema.modifierTypes[type]?.parameters[k] = replacement
    }
    return schema
  }

  static func build(_ root: String, _ schema: SceneSchema) throws(SceneError) {
    _ = try Scene.read(#"{"root": \#(root)}"#, schema: schema).makeTree(schema: schema)
  }

  /// A required parameter whose declaration was dropped: the builder reports it missing.
  @Test(arguments: [
    (#"{"type": "Box", "width": 1}"#, "Box", "height", "root.height"),
    (#"{"type": "Text"}"#, "Text", "text", "root.text"),
    (#"{"type": "VMasonry", "children": []}"#, "VMasonry", "columns", "root.columns"),
    (#"{"type": "HMasonry", "maxHeight": 100, "children": []}"#, "HMasonry", "rows", "root.rows"),
    (#"{"type": "HStackFULayout", "children": []}"#, "HStackFULayout", "maxHeight", "root.maxHeight"),
    (#"{"type": "ZStackFULayout", "maxWidth": 3, "children": []}"#, "ZStackFULayout", "maxHeight", "root.maxHeight"),
    (#"{"type": "LayoutThatFits", "children": []}"#, "LayoutThatFits", "layouts", "root.layouts"),
    (#"{"type": "FULayoutThatFits", "maxWidth": 9, "children": []}"#, "FULayoutThatFits", "layouts", "root.layouts"),
    (
      #"{"type": "WidgetDemoFrame", "size": "small", "children": [{"type": "Rectangle"}]}"#, "WidgetDemoFrame",
      "screenSize", "root.screenSize"
    ),
    (
      #"{"type": "Rectangle", "modifiers": [{"type": "layoutPriority"}]}"#, "layoutPriority", "value",
      "root.modifiers[0].value"
    ),
    (
      #"{"type": "Rectangle", "modifiers": [{"type": "alignmentGuide", "value": 2}]}"#, "alignmentGuide", "guide",
      "root.modifiers[0].guide"
    ),
    (
      #"{"type": "Rectangle", "modifiers": [{"type": "contentHuggingPriority", "priority": 250}]}"#,
      "contentHuggingPriority", "axis", "root.modifiers[0].axis"
    ),
    (#"{"type": "TagViewForScrollView"}"#, "TagViewForScrollView", "maxWidth", "root.maxWidth"),
  ])
  func droppedRequiredParameterIsMissing(root: String, type: String, parameter: String, path: String) {
    #expect(throws: SceneError(path: path, reason: .missingField(parameter, owner: type))) {
      try Self.build(root, Self.dropping(parameter, of: type))
    }
  }

  /// A parameter whose kind was changed: the value passes the new declaration but not the builder's reader.
  @Test(arguments: [
    (
      #"{"type": "Box", "width": "wide", "height": 1}"#, "Box", "width", SceneParameter.Kind.string, "root.width",
      SceneError.Reason.wrongKind(expected: "a number", got: #""wide""#)
    ),
    (
      #"{"type": "Box", "width": -2, "height": 1}"#, "Box", "width", .number, "root.width",
      .outOfRange(value: -2, bound: .nonNegative)
    ),
    (#"{"type": "Text", "text": 5}"#, "Text", "text", .number, "root.text", .wrongKind(expected: "a string", got: "5")),
    (
      #"{"type": "HStack", "alignment": "middle"}"#, "HStack", "alignment", .string, "root.alignment",
      .invalidChoice(got: "middle", options: ["bottom", "center", "firstTextBaseline", "lastTextBaseline", "top"])
    ),
    (
      #"{"type": "HFlow", "maxRows": 1.5}"#, "HFlow", "maxRows", .number, "root.maxRows",
      .outOfRange(value: 1.5, bound: .integer(minimum: 0))
    ),
    (
      #"{"type": "VFlow", "lastRowAlignment": "last"}"#, "VFlow", "lastRowAlignment", .string,
      "root.lastRowAlignment", .invalidChoice(got: "last", options: ["center", "justified", "leading", "trailing"])
    ),
    (
      #"{"type": "VMasonry", "columns": 0}"#, "VMasonry", "columns", .number, "root.columns",
      .outOfRange(value: 0, bound: .integer(minimum: 1))
    ),
    (
      #"{"type": "HMasonry", "rows": 2, "strategy": 7}"#, "HMasonry", "strategy", .any, "root.strategy",
      .wrongKind(expected: #"one of "greedy", "optimal""#, got: "7")
    ),
    (
      #"{"type": "SmartScrollView", "axes": "diagonal", "children": [{"type": "Rectangle"}]}"#, "SmartScrollView",
      "axes", .string, "root.axes", .invalidChoice(got: "diagonal", options: ["both", "horizontal", "vertical"])
    ),
    (
      #"{"type": "FUViewThatFits", "maxWidth": 10, "mode": "worst"}"#, "FUViewThatFits", "mode", .string, "root.mode",
      .invalidChoice(got: "worst", options: FitMode.allCases.map(\.rawValue))
    ),
    (
      #"{"type": "ConstraintLayout", "constraints": "a.width == 3"}"#, "ConstraintLayout", "constraints", .string,
      "root.constraints", .wrongKind(expected: "an array of strings", got: #""a.width == 3""#)
    ),
    (
      #"{"type": "Rectangle", "modifiers": [{"type": "frame", "maxWidth": "x"}]}"#, "frame", "maxWidth", .any,
      "root.modifiers[0].maxWidth", .wrongKind(expected: "a number", got: #""x""#)
    ),
    (
      #"{"type": "Rectangle", "modifiers": [{"type": "padding", "insets": 3}]}"#, "padding", "insets", .number,
      "root.modifiers[0].insets", .wrongKind(expected: "an object of top, leading, bottom, trailing", got: "3")
    ),
    (
      #"{"type": "Rectangle", "modifiers": [{"type": "fixedSize", "vertical": "yes"}]}"#, "fixedSize", "vertical",
      .string, "root.modifiers[0].vertical", .wrongKind(expected: "a boolean", got: #""yes""#)
    ),
    (
      #"{"type": "Rectangle", "modifiers": [{"type": "contentHuggingPriority", "priority": 250, "axis": "z"}]}"#,
      "contentHuggingPriority", "axis", .string, "root.modifiers[0].axis",
      .invalidChoice(got: "z", options: ["horizontal", "vertical"])
    ),
  ])
  func changedKindIsCheckedByTheBuilder(
    root: String, type: String, parameter: String, kind: SceneParameter.Kind, path: String,
    reason: SceneError.Reason
  ) {
    #expect(throws: SceneError(path: path, reason: reason)) {
      try Self.build(root, Self.changing(parameter, of: type, to: kind))
    }
  }

  /// Every parameter of every built-in type re-declared as `.any` and given an object: a typed error, no crash.
  @Test func everyParameterAsAnyIsATypedError() {
    let standard = SceneSchema.standard
    var checked = 0
    for (name, type) in standard.nodeTypes {
      for parameter in type.parameters {
        let schema = Self.changing(parameter.name, of: name, to: .any)
        let children = type.acceptsChildren ? #", "children": [{"type": "Rectangle"}]"# : ""
        Self.expectNoCrash(#"{"type": "\#(name)", "\#(parameter.name)": {"bogus": 1}\#(children)}"#, schema)
        checked += 1
      }
    }
    for (name, type) in standard.modifierTypes {
      for parameter in type.parameters {
        let schema = Self.changing(parameter.name, of: name, to: .any)
        Self.expectNoCrash(
          #"{"type": "Rectangle", "modifiers": [{"type": "\#(name)", "\#(parameter.name)": {"bogus": 1}}]}"#, schema)
        checked += 1
      }
    }
    #expect(checked > 100)
  }

  /// Every built-in type with all its parameter declarations removed and none given: built or a typed error.
  @Test func everyTypeWithoutDeclarationsIsBuiltOrATypedError() {
    var schema = SceneSchema.standard
    for name in schema.nodeTypes.keys { schema.nodeTypes[name]?.parameters = [] }
    for name in schema.modifierTypes.keys { schema.modifierTypes[name]?.parameters = [] }
    for (name, type) in schema.nodeTypes {
      Self.expectNoCrash(#"{"type": "\#(name)"\#(type.acceptsChildren ? #", "children": []"# : "")}"#, schema)
    }
    for name in schema.modifierTypes.keys {
      Self.expectNoCrash(#"{"type": "Rectangle", "modifiers": [{"type": "\#(name)"}]}"#, schema)
    }
  }

  /// Builds `root`; a typed error is fine (it is the only kind `build` can throw). Returning at all is the check.
  static func expectNoCrash(_ root: String, _ schema: SceneSchema) {
    do throws(SceneError) {
      try build(root, schema)
    } catch {
      #expect(error.path.hasPrefix("root"), "\(error)")
    }
  }

  /// Below the root, a builder's error names the path the reader writes: children and modifiers by position (the
  /// tree's builders spell a path out only for an error).
  @Test(arguments: [
    (
      #"{"type": "VStack", "children": [{"type": "Rectangle"}, {"type": "HStack", "children": [{"type": "Box", "#
        + #""width": -2, "height": 1}]}]}"#, "Box", "root.children[1].children[0].width"
    ),
    (
      #"{"type": "VStack", "children": [{"type": "Rectangle"}, {"type": "Rectangle", "modifiers": [{"type": "#
        + #""padding", "length": 1}, {"type": "frame", "width": -2}]}]}"#, "frame",
      "root.children[1].modifiers[1].width"
    ),
  ])
  func nestedBuilderErrorsNameTheirPath(root: String, type: String, path: String) {
    #expect(throws: SceneError(path: path, reason: .outOfRange(value: -2, bound: .nonNegative))) {
      try Self.build(root, Self.changing("width", of: type, to: .number))
    }
  }
}
