extension SceneSchema {
  /// The picker styles a scene names, as `pickerStyle(_:)` takes them.
  static let pickerStyles: [String: any PickerStyle] = [
    "automatic": DefaultPickerStyle(), "menu": MenuPickerStyle(), "segmented": SegmentedPickerStyle(),
    "wheel": WheelPickerStyle(), "inline": InlinePickerStyle(),
  ]
  /// The progress view styles a scene names.
  static let progressViewStyles: [String: any BuiltInProgressViewStyle] = [
    "automatic": DefaultProgressViewStyle(), "circular": CircularProgressViewStyle(),
    "linear": LinearProgressViewStyle(),
  ]
  /// The control sizes a scene names (SwiftUI's `ControlSize` cases).
  static let controlSizes: [String: ControlSize] = [
    "mini": .mini, "small": .small, "regular": .regular, "large": .large, "extraLarge": .extraLarge,
  ]

  /// A closed range of numbers, `[lower, upper]` (SwiftUI's `in:` bounds), finite with lower ≤ upper.
  static let bounds = SceneArguments.Reader<ClosedRange<Double>> { value, path throws(SceneError) in
    guard case .array(let items) = value, items.count == 2 else {
      throw mismatch("an array of two numbers [lower, upper]", value, path)
    }
    let lower = try SceneParameter.Kind.number.read(items[0], path: "\(path)[0]")
    let upper = try SceneParameter.Kind.number.read(items[1], path: "\(path)[1]")
    guard lower <= upper else {
      throw SceneError(path: path, reason: .custom("the lower bound \(lower) is above the upper bound \(upper)"))
    }
    return lower...upper
  }

  /// A control's label: a `title` (a ``Text``), or the node's children (one view, or several as a group, as a
  /// `@ViewBuilder` label makes them); one of the two when `required`.
  static func label(_ args: SceneArguments, _ children: [Node], required: Bool = true) throws(SceneError) -> Node? {
    if let title = try args.value("title", .string) {
      guard children.isEmpty else {
        throw args.error(
          .conflictingParameters(["title", "children"], detail: "give a title or label children, not both"))
      }
      return Text(title).node
    }
    if children.isEmpty {
      if required { throw args.error(.missingAlternatives(["title", "children"])) }
      return nil
    }
    return children.count == 1 ? children[0] : Node(grouping: children)
  }

  /// A control labelled by a `title` or its children (``label(_:_:required:)``, required), with `parameters` after
  /// the title; `make` builds it from the arguments and the label.
  static func labelledControl(
    _ name: String, _ parameters: [SceneParameter],
    make: @escaping @Sendable (SceneArguments, Node) throws(SceneError) -> Node
  ) -> SceneNodeType {
    SceneNodeType(name: name, parameters: [.init("title", .string)] + parameters, acceptsChildren: true) {
      args, children throws(SceneError) in try make(args, try label(args, children)!)
    }
  }

  /// Registers the controls (Layout.md, "Controls"): `Toggle`, `Stepper`, `Slider`, `Picker`, `TextField`,
  /// `SecureField`, `TextEditor` and `ProgressView`. A scene has no bindings: a value is written as it is (`isOn`,
  /// `value`, `text`, a picker's `selection` index), and the controls lay out as the Swift API's built with
  /// `.constant` bindings.
  mutating func registerControls() {
    register(
      Self.labelledControl("Toggle", [.init("isOn", .bool)]) { args, label throws(SceneError) in
        Toggle(isOn: .constant(try args.value("isOn", .bool) ?? false)) { label }.node
      })
    register(
      Self.labelledControl("Stepper", [.init("value", .number), .init("in", .any), .init("step", .number)]) {
        args, label throws(SceneError) in
        let value: Double = try args.value("value", .number) ?? 0
        let range = try args.value("in", Self.bounds)
        let step: Double = try args.value("step", .number) ?? 1
        guard let range else { return Stepper(value: .constant(value), step: step) { label }.node }
        return Stepper(value: .constant(value), in: range, step: step) { label }.node
      })
    register(
      SceneNodeType(
        name: "Slider",
        parameters: [.init("value", .number), .init("in", .any), .init("step", .number)] + Self.valueLabelParameters
      ) { args, _ throws(SceneError) in
        let value: Double = try args.value("value", .number) ?? 0
        let range = try args.value("in", Self.bounds) ?? 0...1
        let step: Double? = try args.value("step", .number)
        guard let labels = try Self.valueLabels(args) else {
          guard let step else { return Slider(value: .constant(value), in: range).node }
          return Slider(value: .constant(value), in: range, step: step).node
        }
        return Slider(value: .constant(value), in: range, step: step ?? 1) {
          EmptyView()
        } minimumValueLabel: {
          labels.minimum
        } maximumValueLabel: {
          labels.maximum
        }.node
      })
    registerPicker()
    registerTextInput()
    registerStyledControls()
    register(
      SceneNodeType(
        name: "ProgressView",
        parameters: [
          .init("title", .string), .init("value", .number), .init("total", .positiveLength),
          .init("progressViewStyle", .choice(Self.progressViewStyles)),
          .init("controlSize", .choice(Self.controlSizes)),
        ],
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        let value: Double? = try args.value("value", .number)
        let total = Double(try args.value("total", .positiveLength) ?? 1)
        var view: Node
        if let label = try Self.label(args, children, required: false) {
          view = ProgressView(value: value, total: total) { label }.node
        } else {
          view = ProgressView(value: value, total: total).node
        }
        if let style = try args.value("progressViewStyle", .choice(Self.progressViewStyles)) {
          view = view.progressViewStyle(style)
        }
        if let size = try args.value("controlSize", .choice(Self.controlSizes)) { view = view.controlSize(size) }
        return view
      })
  }

  /// A slider's or gauge's `minimumValueLabel` and `maximumValueLabel` (texts before and after the track).
  static let valueLabelParameters: [SceneParameter] = [
    .init("minimumValueLabel", .string), .init("maximumValueLabel", .string),
  ]

  /// The texts of ``valueLabelParameters``, or `nil` when neither is given. SwiftUI's value labels come together:
  /// an absent one is an empty view.
  static func valueLabels(_ args: SceneArguments) throws(SceneError) -> (minimum: Node, maximum: Node)? {
    let minimum = try args.value("minimumValueLabel", .string)
    let maximum = try args.value("maximumValueLabel", .string)
    if minimum == nil && maximum == nil { return nil }
    return (optionalText(minimum), optionalText(maximum))
  }

  /// The option set named by a name of `names` or an array of them (`"date"`, `["date", "hourAndMinute"]`; `[]` is
  /// the empty set), each name checked at its own path (`root.displayedComponents[1]`).
  static func optionSet<Options: OptionSet & Sendable>(_ names: [String: Options]) -> SceneArguments.Reader<Options>
  where Options.Element == Options {
    SceneArguments.Reader { value, path throws(SceneError) in
      let name = SceneArguments.Reader.choice(names)
      guard case .array(let items) = value else { return try name.read(value, path) }
      var options = Options()
      for (index, item) in items.enumerated() { options.formUnion(try name.read(item, "\(path)[\(index)]")) }
      return options
    }
  }

  /// A text of `string`, or an empty view.
  static func optionalText(_ string: String?) -> Node { string.map { Text($0).node } ?? EmptyView().node }

  private mutating func registerPicker() {
    register(
      SceneNodeType(
        name: "Picker",
        parameters: [
          .init("title", .string, required: true), .init("options", .strings),
          .init("selection", .integer(minimum: 0)), .init("pickerStyle", .choice(Self.pickerStyles)),
        ],
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        let title = try args.required("title", .string)
        // The options: texts (`options`) or any views (the children), tagged 0, 1, … as a `ForEach` would tag them.
        var options: [Node]
        if let names = try args.value("options", .strings) {
          guard children.isEmpty else {
            throw args.error(.conflictingParameters(["options", "children"], detail: "give options or children"))
          }
          options = names.map { Text($0).node }
        } else {
          options = children
        }
        let selection = try args.value("selection", .integer(minimum: 0)) ?? 0
        if selection > 0, selection >= options.count {
          throw args.error(
            .custom("selection \(selection) is not the index of one of the \(options.count) options"),
            parameter: "selection")
        }
        // A group, as `ForEach` makes: a segmented picker lays each option out as a segment.
        let content = Node(grouping: options.enumerated().map { $0.element.tag($0.offset) })
        let picker = Picker(title, selection: .constant(selection)) { content }
        guard let style = try args.value("pickerStyle", .choice(Self.pickerStyles)) else { return picker.node }
        return picker.pickerStyle(style).node
      })
  }

  private mutating func registerTextInput() {
    for name in ["TextField", "SecureField"] {
      register(
        SceneNodeType(
          name: name,
          parameters: [.init("title", .string, required: true), .init("text", .string), .init("prompt", .string)]
        ) { args, _ throws(SceneError) in
          let title = try args.required("title", .string)
          let text = try args.value("text", .string) ?? ""
          let prompt = try args.value("prompt", .string).map { Text($0) }
          if name == "SecureField" { return SecureField(title, text: .constant(text), prompt: prompt).node }
          return TextField(title, text: .constant(text), prompt: prompt).node
        })
    }
    register(
      SceneNodeType(name: "TextEditor", parameters: [.init("text", .string)]) { args, _ throws(SceneError) in
        TextEditor(text: .constant(try args.value("text", .string) ?? "")).node
      })
  }
}
