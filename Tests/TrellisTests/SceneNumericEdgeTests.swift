import Foundation
import Testing
import Trellis

/// Issue 33's schema walk: every numeric parameter of every registered node type and modifier (and every number
/// inside a parameter of kind `.any`, `.insets` or a constraint string) is tried at the edges 0, −1, ±1e308, 2³¹ and
/// 999,999,999, in a few contexts (the scene's root, a cell of a `Grid`), through the library (`Scene.read`, then
/// `layout`). Each must lay out or fail with a typed error (`SceneError`, layout failures as `.layoutFailed`): a
/// count that sized an allocation before it was checked aborts the test process, as a `gridCellColumns` of
/// 999,999,999 did.
@Suite struct SceneNumericEdgeTests {
  static let schema = SceneSchema.standard

  /// The values every number is tried at.
  static let edges = ["0", "-1", "1e308", "-1e308", "2147483648", "999999999"]

  /// The fields that carry numbers for parameters whose kind does not say so (`.any`, `.insets`, constraint
  /// strings), keyed by `"Owner.parameter"` or by the parameter's name alone; `$` is where the number goes. A field
  /// may bring the companions it needs (a metric is read only by a format that names it).
  static let numericFields: [String: [String]] = [
    "color": [#""color": {"red": $, "green": 0, "blue": 0, "opacity": $}"#, #""color": {"white": $}"#],
    "colors": [#""colors": [{"red": $, "green": 0, "blue": 0}, {"white": $, "opacity": $}]"#],
    "insets": [#""insets": {"top": $, "leading": 1}"#, #""insets": {"bottom": 1, "trailing": $}"#],
    "lineBreaks": [#""lineBreaks": [$]"#],
    "LazyVGrid.columns": gridItems("columns"),
    "Text.runs": [
      #""runs": [{"text": "a b", "font": {"size": $}}, {"text": "c", "font": {"style": "title", "size": $}}]"#
    ],
    "LazyHGrid.rows": gridItems("rows"),
    "ScrollView.contentOffset": [#""contentOffset": {"x": $, "y": $}"#],
    "WidgetDemoFrame.screenSize": [#""screenSize": {"width": $, "height": $}"#],
    "ConstraintLayout.constraints": [#""constraints": ["a.width == $", "a.leading == container.leading + $"]"#],
    "ConstraintLayout.formats": [#""formats": ["H:|-$-[a($)]"]"#],
    "ConstraintLayout.metrics": [#""metrics": {"m": $}, "formats": ["H:|-m-[a]-m-|"]"#],
    "Stepper.in": [#""in": [$, 1]"#, #""in": [-1, $]"#],
    "Slider.in": [#""in": [$, $]"#, #""in": [0, $]"#],
    "Gauge.in": [#""in": [$, 1]"#, #""in": [-1, $]"#],
    // Names only: a number, alone or in the array, is refused.
    "DatePicker.displayedComponents": [#""displayedComponents": $"#, #""displayedComponents": ["date", $]"#],
    "UnevenRoundedRectangle.cornerRadii": [
      #""cornerRadii": {"topLeading": $, "bottomTrailing": 1}"#,
      #""cornerRadii": {"bottomLeading": $, "topTrailing": $}"#,
    ],
    "Path.commands": [
      #""commands": [{"type": "move", "x": $, "y": $}, {"type": "line", "x": 1, "y": $}]"#,
      #""commands": [{"type": "arc", "centerX": $, "centerY": 0, "radius": $, "startAngle": $, "endAngle": $}]"#,
      #""commands": [{"type": "rect", "x": 0, "y": $, "width": $, "height": 1}, {"type": "close"}]"#,
      #""commands": [{"type": "curve", "x": $, "y": 0, "control1X": $, "control1Y": $, "control2X": 0, "control2Y": $}]"#,
    ],
    "LayoutThatFits.layouts": [#""layouts": [{"type": "HStack", "spacing": $}, {"type": "VStack", "spacing": $}]"#],
    "FULayoutThatFits.layouts": [
      #""layouts": [{"type": "HStackFULayout", "spacing": $, "maxHeight": $}]"#,
      #""layouts": [{"type": "VMasonry", "columns": $, "maxWidth": $}]"#,
      #""layouts": [{"type": "HFlow", "maxWidth": $, "maxRows": $}]"#,
    ],
  ]

  static func gridItems(_ name: String) -> [String] {
    [
      #""\#(name)": [{"type": "fixed", "size": $, "spacing": $}]"#,
      #""\#(name)": [{"type": "adaptive", "minimum": $, "maximum": $}]"#,
      #""\#(name)": [{"type": "flexible", "minimum": $}, {"type": "flexible", "maximum": $}]"#,
    ]
  }

  /// The fields of `parameter` with `$` for the number, or `nil` when it carries none.
  static func fields(of parameter: SceneParameter, owner: String) -> [String]? {
    if let fields = numericFields["\(owner).\(parameter.name)"] ?? numericFields[parameter.name] { return fields }
    switch parameter.kind {
    case .number, .length, .positiveLength, .lengthOrInfinity, .integer: return [#""\#(parameter.name)": $"#]
    default: return nil
    }
  }

  /// A valid value of a required parameter, so that the one under test is the only unusual one.
  static func baseline(_ parameter: SceneParameter, owner: String) -> String {
    if let fields = numericFields["\(owner).\(parameter.name)"] ?? numericFields[parameter.name] {
      return fields[0].replacingOccurrences(of: "$", with: "1")
    }
    let value: String
    switch parameter.kind {
    case .number, .length, .positiveLength, .lengthOrInfinity: value = "40"
    case .integer(let minimum, let maximum, _): value = "\(min(maximum, minimum + 2))"
    case .string: value = #""a""#
    case .bool: value = "true"
    case .choice(let options): value = #""\#(options.sorted()[0])""#
    case .strings: value = "[]"
    case .axes: value = #""both""#
    case .edges: value = #""all""#
    case .insets: value = "{}"
    case .any: value = "0"
    case .node: value = box
    }
    return #""\#(parameter.name)": \#(value)"#
  }

  static let box = #"{"type": "Box", "width": 30, "height": 20}"#
  /// Children for a container: identified (a constraint layout names its cells) and a text (text settings apply).
  static let children =
    #"[{"type": "Box", "id": "a", "width": 30, "height": 20}, {"type": "Text", "id": "b", "text": "Two words"}]"#

  /// One case: the parameter `owner.name` given `value` in `context`.
  struct Case: CustomStringConvertible {
    let owner: String
    let parameter: String
    let scene: String
    var description: String { "\(owner).\(parameter): \(scene)" }
  }

  /// The node under test with `fields` replacing the parameter's: a node type with its required parameters and two
  /// children, or a modifier on a stack of a box and a text.
  static func subjects() -> [(owner: String, parameter: String, make: (String) -> String)] {
    var subjects: [(String, String, (String) -> String)] = []
    for type in schema.nodeTypes.values.sorted(by: { $0.name < $1.name }) {
      for parameter in type.parameters {
        guard let templates = fields(of: parameter, owner: type.name) else { continue }
        let others = type.parameters.filter { $0.required && $0.name != parameter.name }
          .map { baseline($0, owner: type.name) }
        let tail = type.acceptsChildren ? [#""children": \#(children)"#] : []
        for template in templates {
          subjects.append(
            (
              type.name, parameter.name,
              { value in
                let field = template.replacingOccurrences(of: "$", with: value)
                return "{" + ([#""type": "\#(type.name)""#] + others + [field] + tail).joined(separator: ", ") + "}"
              }
            ))
        }
      }
    }
    for type in schema.modifierTypes.values.sorted(by: { $0.name < $1.name }) {
      for parameter in type.parameters {
        guard let templates = fields(of: parameter, owner: type.name) else { continue }
        let others = type.parameters.filter { $0.required && $0.name != parameter.name }
          .map { baseline($0, owner: type.name) }
        for template in templates {
          subjects.append(
            (
              type.name, parameter.name,
              { value in
                let field = template.replacingOccurrences(of: "$", with: value)
                let modifier = "{" + ([#""type": "\#(type.name)""#] + others + [field]).joined(separator: ", ") + "}"
                return #"{"type": "VStack", "children": \#(children), "modifiers": [\#(modifier)]}"#
              }
            ))
        }
      }
    }
    return subjects
  }

  /// Where the node under test is put: the root, and a cell of a grid beside another cell.
  static let contexts: [@Sendable (String) -> String] = [
    { $0 },
    { #"{"type": "Grid", "children": [{"type": "GridRow", "children": [\#($0), \#(box)]}, \#(box)]}"# },
  ]

  static let cases: [Case] = subjects().flatMap { subject in
    edges.flatMap { value in
      contexts.map { context in
        Case(
          owner: subject.owner, parameter: subject.parameter,
          scene: #"{"proposal": {"width": 390, "height": null}, "root": \#(context(subject.make(value)))}"#)
      }
    }
  }

  @Test func everyNumberAtItsEdgesLaysOutOrFailsWithATypedError() {
    var laidOut = 0
    var refused = 0
    for item in Self.cases {
      do throws(SceneError) {
        let scene = try Scene.read(item.scene)
        let result = try scene.layout(proposal: scene.proposal)
        for entry in result.entries {
          let f = entry.frame
          #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite, "\(item) \(entry.path)")
        }
        laidOut += 1
      } catch {
        // Typed throws: the compiler checks that every failure is a SceneError.
        #expect(!error.description.isEmpty)
        refused += 1
      }
    }
    // Both outcomes occur: the walk reaches layouts, not only the schema's checks.
    #expect(laidOut > Self.cases.count / 4, "\(laidOut) laid out, \(refused) refused of \(Self.cases.count)")
    #expect(refused > 0)
    #expect(Self.cases.count > 1_000, "\(Self.cases.count) cases")
  }

  /// Every parameter of kind `.any` has numeric fields above (or is listed as carrying none), so a new one is walked.
  @Test func everyAnyParameterIsWalked() {
    var missing: [String] = []
    let owners =
      Self.schema.nodeTypes.values.map { ($0.name, $0.parameters) }
      + Self.schema.modifierTypes.values.map { ($0.name, $0.parameters) }
    for (owner, parameters) in owners {
      for parameter in parameters {
        if case .any = parameter.kind, Self.fields(of: parameter, owner: owner) == nil {
          missing.append("\(owner).\(parameter.name)")
        }
      }
    }
    #expect(missing.sorted() == [])
  }
}
