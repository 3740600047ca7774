extension SceneGenerator {
  /// JSON values for parameters whose kind does not say how to make a meaningful one: every parameter of kind
  /// ``SceneParameter/Kind/any`` (colours, grid items, `layouts`, …) and strings that must parse (constraints, visual
  /// formats). Keyed by `"Owner.parameter"` (`"LazyVGrid.columns"`) or, for a parameter that means the same wherever it
  /// appears, by its name alone (`"color"`). Each list holds mostly valid values and one the builder refuses.
  ///
  /// A new parameter of kind `.any` needs an entry here: `SceneRegistrationTests` fails until it has one.
  static let sampleTable: [String: [String]] = [
    "color": [
      #""blue""#, #""clear""#, #""primary""#, #"{"red": 1, "green": 0.5, "blue": 0}"#,
      #"{"white": 0.5, "opacity": 0.25}"#, #""mauve-ish""#,
    ],
    "colors": [#"["orange", "pink"]"#, #"["blue", {"white": 1, "opacity": 0}, "indigo"]"#, #"["red"]"#, "[]"],
    "lineBreaks": ["[]", "[1]", "[0, 2]", "[9]"],
    "ConstraintLayout.constraints": [
      #"["container.width >= 0"]"#, #"["container.height == 100 @weak", "container.width == 50"]"#,
      #"["a.leading == container.leading + 8", "container.trailing == a.trailing + 8 @strong"]"#,
      #"["a.width == 2 * b.width @weak", "b.top >= a.bottom"]"#, #"["x == == 1"]"#,
    ],
    "ConstraintLayout.formats": [#"["H:|-m-[a]-|"]"#, #"["V:|[a][b]|"]"#, #"["H:|-8-[a(40)]"]"#, #"["H:|-[a"]"#],
    "ConstraintLayout.metrics": [#"{"m": 8}"#, #"{"m": 0.5, "pad": 4}"#, #"{"m": "8"}"#],
    "FULayoutThatFits.layouts": [
      #"[{"type": "HStackFULayout", "maxHeight": 1000}, {"type": "VStackFULayout", "maxWidth": 150}]"#,
      #"[{"type": "HFlow", "maxWidth": 200}, {"type": "VMasonry", "columns": 2, "maxWidth": 300}]"#,
      #"[{"type": "ZStackFULayout", "maxWidth": 40, "maxHeight": 40}]"#, "[]",
    ],
    "LayoutThatFits.layouts": [
      #"[{"type": "HStack"}, {"type": "VStack"}]"#, #"[{"type": "ZStack"}, {"type": "HStack", "spacing": 4}]"#,
      #"[{"type": "VStack", "alignment": "leading", "spacing": 0}]"#, "[]",
    ],
    "LazyVGrid.columns": gridItems,
    "LazyHGrid.rows": gridItems,
    "ScrollView.contentOffset": [#"{"x": 10, "y": 40}"#, #"{"y": -5}"#, "{}", "5"],
    "WidgetDemoFrame.screenSize": [
      #"{"width": 390, "height": 844}"#, #"{"width": 1024, "height": 1366}"#, #"{"width": 1, "height": 1}"#,
      #"{"width": -1, "height": 2}"#,
    ],
    "Text.text": [
      #""""#, #""fuzz me twice""#, #""A longer line of text that wraps somewhere""#, #""שלום 漢字 e\u0301""#,
    ],
    "Text.runs": [
      #"[{"text": "Hello ", "bold": true}, {"text": "wide world", "font": {"style": "title"}}]"#,
      #"[{"text": "a", "italic": true, "link": "https://example.com"}, {"text": "b c", "monospaced": true}]"#,
      #"[{"text": "x", "font": {"size": -3}}, {"nope": 1}]"#, #"[]"#,
    ],
    "Stepper.in": bounds,
    "Slider.in": bounds,
    "Gauge.in": bounds,
    "DatePicker.displayedComponents": [
      #""date""#, #""hourAndMinute""#, #"["date", "hourAndMinute"]"#, "[]", #"["hourAndMinute", "seconds"]"#,
    ],
    "UnevenRoundedRectangle.cornerRadii": [
      #"{"topLeading": 12, "bottomTrailing": 12}"#, "{}",
      #"{"topLeading": 1, "bottomLeading": 2, "bottomTrailing": 3, "topTrailing": 1e6}"#, #"{"left": 4}"#,
    ],
    "Path.commands": [
      #"[{"type": "move", "x": 0, "y": 0}, {"type": "line", "x": 40, "y": 10}, {"type": "close"}]"#,
      #"[{"type": "rect", "x": 2, "y": 2, "width": 20, "height": 8}, {"type": "ellipse", "x": 0, "y": 0, "width": 5, "height": 5}]"#,
      #"[{"type": "move", "x": 0, "y": 0}, {"type": "quad", "x": 10, "y": 0, "controlX": 5, "controlY": -5}, {"type": "curve", "x": 20, "y": 20, "control1X": 1, "control1Y": 2, "control2X": 3, "control2Y": 4}]"#,
      #"[{"type": "arc", "centerX": 20, "centerY": 20, "radius": 10, "startAngle": 0, "endAngle": 270, "clockwise": true}]"#,
      "[]", #"[{"type": "line", "x": 1}]"#,
    ],
    "font.name": [#""DejaVu Sans""#, #""DejaVu Serif""#, #""No Such Family""#],
  ]

  /// A control's `in` bounds: ordinary, negative, empty, and one with its bounds reversed.
  static let bounds = ["[0, 10]", "[-1, 1]", "[0.5, 0.5]", "[3, 1]"]

  /// Grid items: fixed, flexible and adaptive, and one with a maximum below its minimum.
  static let gridItems = [
    #"[{"type": "fixed", "size": 40}]"#, #"[{"type": "flexible"}, {"type": "adaptive", "minimum": 30}]"#,
    #"[{"type": "flexible", "minimum": 10, "maximum": "infinity", "spacing": 0}, {"type": "fixed", "size": 7.5}]"#,
    #"[{"type": "flexible", "minimum": 50, "maximum": 20}]"#,
  ]

  /// The samples for `parameter` of `owner`, or `nil` when its values are made from its kind.
  ///
  /// - Complexity: O(1) on average.
  static func samples(for parameter: String, owner: String) -> [String]? {
    sampleTable["\(owner).\(parameter)"] ?? sampleTable[parameter]
  }

  /// The parameters of `schema` of kind ``SceneParameter/Kind/any`` that have no ``sampleTable`` entry, as
  /// `"Owner.parameter"`, sorted: the generator can only give them placeholder values.
  ///
  /// - Complexity: O(parameters in `schema`).
  public static func parametersWithoutSamples(in schema: SceneSchema = .standard) -> [String] {
    let owners =
      schema.nodeTypes.values.map { ($0.name, $0.parameters) }
      + schema.modifierTypes.values.map { ($0.name, $0.parameters) }
    var missing: [String] = []
    for (owner, parameters) in owners {
      for parameter in parameters where samples(for: parameter.name, owner: owner) == nil {
        if case .any = parameter.kind { missing.append("\(owner).\(parameter.name)") }
      }
    }
    return missing.sorted()
  }

  /// The keys of ``sampleTable`` that name no parameter of `schema` (a renamed or removed parameter), sorted.
  ///
  /// - Complexity: O(parameters in `schema`).
  public static func unusedSamples(in schema: SceneSchema = .standard) -> [String] {
    var used = Set<String>()
    for type in schema.nodeTypes.values {
      for parameter in type.parameters { used.formUnion(["\(type.name).\(parameter.name)", parameter.name]) }
    }
    for type in schema.modifierTypes.values {
      for parameter in type.parameters { used.formUnion(["\(type.name).\(parameter.name)", parameter.name]) }
    }
    return sampleTable.keys.filter { !used.contains($0) }.sorted()
  }
}
