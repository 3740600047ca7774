import Foundation

extension SceneSchema {
  /// The weights by SwiftUI name (`"bold"`, `"semibold"`, …).
  static let fontWeights = Dictionary(uniqueKeysWithValues: Font.Weight.allCases.map { ($0.name, $0) })

  /// Registers the text modifiers, usable on any node (their settings are inherited by the texts below):
  /// `font` (`{"type": "font", "name": "DejaVu Sans", "size": 17, "weight": "bold"}`, or `"style": "title"`),
  /// `fontWeight` (`{"type": "fontWeight", "weight": "semibold"}`), `lineLimit`, `lineSpacing`,
  /// `multilineTextAlignment`, `truncationMode`, `minimumScaleFactor`, `tracking` (`{"type": "tracking",
  /// "tracking": 2}`), `kerning` (`"kerning"`), `baselineOffset` (`"offset"`, negative allowed) and
  /// `allowsTightening` (`"allows"`, a boolean).
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
      SceneModifierType(name: "fontWeight", parameters: [.init("weight", .choice(Self.fontWeights))]) {
        args, node throws(SceneError) in
        // Absent or `null`: SwiftUI's `fontWeight(nil)`, the font's own weight again.
        node.fontWeight(try args.value("weight", .choice(Self.fontWeights)))
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

  /// The fields of a text run object and of its font.
  private static let textRunFields = [
    "text", "font", "bold", "italic", "monospaced", "strikethrough", "underline", "link",
  ]
  private static let textRunFontFields = ["name", "size", "weight", "style", "design", "italic", "monospacedDigit"]

  /// Reads a `Text`'s `"runs"`: `[{"text": "Hello ", "bold": true}, {"text": "world", "font": {"style": "title"}}]`,
  /// each field checked at its own path (`root.runs[1].font.size`); the font object takes the `font` modifier's
  /// fields.
  static func textRuns(_ value: JSONValue, path: String) throws(SceneError) -> [TextRun] {
    guard case .array(let elements) = value else { throw mismatch("an array of text runs", value, path) }
    var runs: [TextRun] = []
    for (k, element) in elements.enumerated() { runs.append(try textRun(element, path: "\(path)[\(k)]")) }
    return runs
  }

  private static func textRun(_ value: JSONValue, path: String) throws(SceneError) -> TextRun {
    guard case .object(let pairs) = value else { throw mismatch("a text run object", value, path) }
    for (key, _) in pairs where !textRunFields.contains(key) {
      throw SceneError(path: "\(path).\(key)", reason: .unknownField(key, owner: "a text run", known: textRunFields))
    }
    let args = SceneArguments(pairs, path: path, owner: "a text run")
    guard let string = try args.value("text", .string) else {
      throw SceneError(path: "\(path).text", reason: .missingField("text", owner: "a text run"))
    }
    var style = TextRunStyle()
    if let font = args["font"] {
      guard case .object(let fontPairs) = font else { throw mismatch("a font object", font, "\(path).font") }
      for (key, _) in fontPairs where !textRunFontFields.contains(key) {
        throw SceneError(
          path: "\(path).font.\(key)", reason: .unknownField(key, owner: "a font", known: textRunFontFields))
      }
      style.font = try Self.font(SceneArguments(fontPairs, path: "\(path).font", owner: "a font"))
    }
    if try args.value("bold", .bool) == true { style.weight = .bold }
    if try args.value("italic", .bool) == true { style.isItalic = true }
    if try args.value("monospaced", .bool) == true { style.design = .monospaced }
    if try args.value("strikethrough", .bool) == true { style.strikethrough = .single }
    if try args.value("underline", .bool) == true { style.underline = .single }
    if let link = try args.value("link", .string) {
      guard let url = URL(string: link) else {
        throw SceneError(path: "\(path).link", reason: .custom("\"\(link)\" is not a URL"))
      }
      style.link = url
    }
    return TextRun(string, style: style)
  }
}
