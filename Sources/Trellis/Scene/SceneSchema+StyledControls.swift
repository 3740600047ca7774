import Foundation

extension SceneSchema {
  /// The label styles a scene names, as `labelStyle(_:)` takes them.
  static let labelStyles: [String: @Sendable (Node) -> Node] = [
    "automatic": { $0.labelStyle(.automatic) }, "titleAndIcon": { $0.labelStyle(.titleAndIcon) },
    "titleOnly": { $0.labelStyle(.titleOnly) }, "iconOnly": { $0.labelStyle(.iconOnly) },
  ]
  /// The date picker styles a scene names, as `datePickerStyle(_:)` takes them.
  static let datePickerStyles: [String: @Sendable (Node) -> Node] = [
    "automatic": { $0.datePickerStyle(.automatic) }, "compact": { $0.datePickerStyle(.compact) },
    "wheel": { $0.datePickerStyle(.wheel) }, "graphical": { $0.datePickerStyle(.graphical) },
  ]
  /// The gauge styles a scene names, as `gaugeStyle(_:)` takes them.
  static let gaugeStyles: [String: @Sendable (Node) -> Node] = [
    "automatic": { $0.gaugeStyle(.automatic) }, "linearCapacity": { $0.gaugeStyle(.linearCapacity) },
    "accessoryLinear": { $0.gaugeStyle(.accessoryLinear) },
    "accessoryLinearCapacity": { $0.gaugeStyle(.accessoryLinearCapacity) },
    "accessoryCircular": { $0.gaugeStyle(.accessoryCircular) },
    "accessoryCircularCapacity": { $0.gaugeStyle(.accessoryCircularCapacity) },
  ]
  /// The parts of a date a `DatePicker` shows, by SwiftUI's names (`DatePickerComponents`).
  static let dateComponentNames: [String: DatePickerComponents] = ["date": .date, "hourAndMinute": .hourAndMinute]

  /// The date a scene's `DatePicker` is built with: a scene has no bindings, and no frame depends on the date.
  static let sceneDate = Date(timeIntervalSinceReferenceDate: 0)

  /// A modifier that restyles the views at and below its node, as SwiftUI's style modifiers do (the innermost style
  /// wins): `{"type": name, "style": …}`, one of `styles`.
  static func styleModifier(_ name: String, _ styles: [String: @Sendable (Node) -> Node]) -> SceneModifierType {
    SceneModifierType(name: name, parameters: [.init("style", .choice(styles), required: true)]) {
      args, node throws(SceneError) in try args.required("style", .choice(styles))(node)
    }
  }

  /// Registers the controls that style modifiers restyle (Layout.md, "Controls"): `Label` with `labelStyle`,
  /// `DatePicker` with `datePickerStyle` and `Gauge` with `gaugeStyle`; and `ColorPicker` and `ControlGroup`. As the
  /// other controls, they lay out as the Swift API's built with constant bindings; a selection no frame depends on (a
  /// date picker's date, a colour picker's colour) is not written.
  mutating func registerStyledControls() {
    register(
      SceneNodeType(
        name: "Label", parameters: [.init("title", .string), .init("systemImage", .string), .init("image", .string)],
        acceptsChildren: true, build: Self.makeLabel))
    register(Self.styleModifier("labelStyle", Self.labelStyles))
    register(
      Self.labelledControl("DatePicker", [.init("displayedComponents", .any)]) { args, label throws(SceneError) in
        let components =
          try args.value("displayedComponents", Self.optionSet(Self.dateComponentNames)) ?? [.hourAndMinute, .date]
        return DatePicker(selection: .constant(Self.sceneDate), displayedComponents: components) { label }.node
      })
    register(Self.styleModifier("datePickerStyle", Self.datePickerStyles))
    register(
      Self.labelledControl(
        "Gauge",
        [.init("value", .number), .init("in", .any), .init("currentValueLabel", .string)] + Self.valueLabelParameters,
        make: Self.makeGauge))
    register(Self.styleModifier("gaugeStyle", Self.gaugeStyles))
    register(
      Self.labelledControl("ColorPicker", [.init("supportsOpacity", .bool)]) { args, label throws(SceneError) in
        ColorPicker(selection: .constant(.black), supportsOpacity: try args.value("supportsOpacity", .bool) ?? true) {
          label
        }.node
      })
    register(
      SceneNodeType(name: "ControlGroup", acceptsChildren: true) { _, children in
        ControlGroup { Self.content(children) }.node
      })
  }

  /// A `Label`: a `title` and one icon (`systemImage`, a symbol, or `image`, a named image), as
  /// `Label(_:systemImage:)` and `Label(_:image:)`; or two children, the title and the icon, as
  /// `Label { title } icon: { icon }`.
  static func makeLabel(_ args: SceneArguments, _ children: [Node]) throws(SceneError) -> Node {
    let icons = args.given(["systemImage", "image"])
    if !children.isEmpty {
      if let other = args.given(["title"]).first ?? icons.first {
        throw args.error(
          .conflictingParameters(
            [other, "children"], detail: "give a title and an icon, or the title and the icon as two children"),
          parameter: other)
      }
      guard children.count == 2 else {
        throw args.error(.wrongChildCount(expected: 2, got: children.count), parameter: "children")
      }
      return Label {
        children[0]
      } icon: {
        children[1]
      }.node
    }
    guard let title = try args.value("title", .string) else {
      throw args.error(.missingAlternatives(["title", "children"]))
    }
    guard icons.count == 1 else {
      guard icons.isEmpty else {
        throw args.error(
          .conflictingParameters(icons, detail: "give one icon: a systemImage or an image"), parameter: icons[1])
      }
      throw args.error(.missingAlternatives(["systemImage", "image"]))
    }
    if let symbol = try args.value("systemImage", .string) { return Label(title, systemImage: symbol).node }
    return Label(title, image: try args.required("image", .string)).node
  }

  /// A `Gauge` of `label` (its `title` or children): its `value` and `in` bounds (default 0…1; neither is laid out),
  /// and the value labels, in the Swift initialiser that takes the labels given (absent ones are empty views, as
  /// SwiftUI's bounds labels come with a current value label).
  static func makeGauge(_ args: SceneArguments, _ label: Node) throws(SceneError) -> Node {
    let value: Double = try args.value("value", .number) ?? 0
    let range = try args.value("in", Self.bounds) ?? 0...1
    let current = try args.value("currentValueLabel", .string)
    if let labels = try Self.valueLabels(args) {
      return Gauge(value: value, in: range) {
        label
      } currentValueLabel: {
        Self.optionalText(current)
      } minimumValueLabel: {
        labels.minimum
      } maximumValueLabel: {
        labels.maximum
      }.node
    }
    guard let current else { return Gauge(value: value, in: range) { label }.node }
    return Gauge(value: value, in: range) {
      label
    } currentValueLabel: {
      Text(current)
    }.node
  }
}
