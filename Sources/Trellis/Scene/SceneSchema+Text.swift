extension SceneSchema {
  /// The weights by SwiftUI name (`"bold"`, `"semibold"`, …).
  static let fontWeights = Dictionary(uniqueKeysWithValues: Font.Weight.allCases.map { ($0.name, $0) })

  /// Registers the text modifiers, usable on any node (their settings are inherited by the texts below):
  /// `font` (`{"type": "font", "name": "DejaVu Sans", "size": 17, "weight": "bold"}`, or `"style": "title"`),
  /// `lineLimit`, `lineSpacing`, `multilineTextAlignment`, `truncationMode`, `minimumScaleFactor`, `tracking`
  /// (`{"type": "tracking", "tracking": 2}`), `kerning` (`"kerning"`), `baselineOffset` (`"offset"`, negative
  /// allowed) and `allowsTightening` (`"allows"`, a boolean).
  mutating func registerTextModifiers() {
    registerSpacingModifiers()
    register(
      SceneModifierType(
        name: "font",
        parameters: [
          .init("name", .string), .init("size", .length), .init("weight", .choice(Self.fontWeights)),
          .init("design", .choice(of: Font.Design.self)), .init("style", .choice(of: Font.TextStyle.self)),
          .init("italic", .bool), .init("monospacedDigit", .bool),
        ]
      ) { args, node throws(SceneError) in
        node.font(try Self.font(args))
      })
    register(
      SceneModifierType(name: "lineLimit", parameters: [.init("limit", .integer(minimum: 1), required: true)]) {
        args, node throws(SceneError) in
        node.lineLimit(try args.required("limit", .integer(minimum: 1)))
      })
    register(
      SceneModifierType(name: "lineSpacing", parameters: [.init("spacing", .length, required: true)]) {
        args, node throws(SceneError) in
        node.lineSpacing(try args.required("spacing", .length))
      })
    register(
      SceneModifierType(
        name: "multilineTextAlignment",
        parameters: [.init("alignment", .choice(of: TextAlignment.self), required: true)]
      ) { args, node throws(SceneError) in
        node.multilineTextAlignment(try args.required("alignment", .choice(of: TextAlignment.self)))
      })
    register(
      SceneModifierType(
        name: "truncationMode", parameters: [.init("mode", .choice(of: TruncationMode.self), required: true)]
      ) { args, node throws(SceneError) in
        node.truncationMode(try args.required("mode", .choice(of: TruncationMode.self)))
      })
    register(
      SceneModifierType(name: "minimumScaleFactor", parameters: [.init("factor", .length, required: true)]) {
        args, node throws(SceneError) in
        node.minimumScaleFactor(try args.required("factor", .length))
      })
  }

  private mutating func registerSpacingModifiers() {
    register(
      SceneModifierType(name: "tracking", parameters: [.init("tracking", .number, required: true)]) {
        args, node throws(SceneError) in
        node.tracking(try args.required("tracking", .number))
      })
    register(
      SceneModifierType(name: "kerning", parameters: [.init("kerning", .number, required: true)]) {
        args, node throws(SceneError) in
        node.kerning(try args.required("kerning", .number))
      })
    register(
      SceneModifierType(name: "baselineOffset", parameters: [.init("offset", .number, required: true)]) {
        args, node throws(SceneError) in
        node.baselineOffset(try args.required("offset", .number))
      })
    register(
      SceneModifierType(name: "allowsTightening", parameters: [.init("allows", .bool, required: true)]) {
        args, node throws(SceneError) in
        node.allowsTightening(try args.required("allows", .bool))
      })
  }

  /// The Dynamic Type sizes by SwiftUI name (`"xSmall"` … `"xxxLarge"`, `"accessibility1"` … `"accessibility5"`).
  static let dynamicTypeSizes = Dictionary(uniqueKeysWithValues: DynamicTypeSize.allCases.map { ($0.name, $0) })

  /// Registers `dynamicTypeSize`: `{"type": "dynamicTypeSize", "size": "xxxLarge"}` (SwiftUI's
  /// `.dynamicTypeSize(.xxxLarge)`), or a range to clamp the inherited size into, `"minimum"` and/or `"maximum"`
  /// (`.dynamicTypeSize(.small ... .large)`, `...DynamicTypeSize.large`, `.xLarge...`).
  mutating func registerDynamicTypeSize() {
    register(
      SceneModifierType(
        name: "dynamicTypeSize",
        parameters: [
          .init("size", .choice(Self.dynamicTypeSizes)), .init("minimum", .choice(Self.dynamicTypeSizes)),
          .init("maximum", .choice(Self.dynamicTypeSizes)),
        ]
      ) { args, node throws(SceneError) in
        let size = try args.value("size", .choice(Self.dynamicTypeSizes))
        let minimum = try args.value("minimum", .choice(Self.dynamicTypeSizes))
        let maximum = try args.value("maximum", .choice(Self.dynamicTypeSizes))
        if let size {
          guard minimum == nil, maximum == nil else {
            throw args.error(
              .conflictingParameters(
                ["size", "minimum", "maximum"], detail: "give a size, or a range by minimum and/or maximum"),
              parameter: minimum == nil ? "maximum" : "minimum")
          }
          return node.dynamicTypeSize(size)
        }
        guard minimum != nil || maximum != nil else {
          throw args.error(.missingAlternatives(["size", "minimum", "maximum"]))
        }
        let lower = minimum ?? .xSmall
        let upper = maximum ?? .accessibility5
        guard lower <= upper else {
          throw args.error(
            .conflictingParameters(
              ["minimum", "maximum"], detail: "minimum \(lower.name) is larger than maximum \(upper.name)"),
            parameter: "maximum")
        }
        return node.dynamicTypeSize(lower...upper)
      })
  }

  /// The font a `font` modifier describes: a text style, a named family, or a system font of a size.
  static func font(_ args: SceneArguments) throws(SceneError) -> Font {
    let weight = try args.value("weight", .choice(Self.fontWeights))
    let design = try args.value("design", .choice(of: Font.Design.self)) ?? .default
    var font: Font
    if let style = try args.value("style", .choice(of: Font.TextStyle.self)) {
      font = .system(style, design: design, weight: weight)
      if let size = try args.value("size", .length) { font.size = size }
    } else if let name = try args.value("name", .string) {
      font = Font.custom(name, size: try args.value("size", .length) ?? Font.body.size).weight(weight ?? .regular)
    } else {
      font = .system(
        size: try args.value("size", .length) ?? Font.body.size, weight: weight ?? .regular, design: design)
    }
    if try args.value("italic", .bool) == true { font = font.italic() }
    if try args.value("monospacedDigit", .bool) == true { font = font.monospacedDigit() }
    return font
  }
}
