extension SceneSchema {
  /// The fields of a grid item object by its `type`.
  private static let gridItemFields: [String: [String]] = [
    "fixed": ["type", "size", "spacing", "alignment"],
    "flexible": ["type", "minimum", "maximum", "spacing", "alignment"],
    "adaptive": ["type", "minimum", "maximum", "spacing", "alignment"],
  ]

  /// Reads an array of grid items (`{"type": "fixed", "size": 40, "spacing": 10}`,
  /// `{"type": "flexible", "minimum": 10, "maximum": "infinity"}`, `{"type": "adaptive", "minimum": 80}`), each
  /// field checked at its own path (`root.columns[1].minimum`): lengths finite and ≥ 0 (an adaptive minimum > 0),
  /// a maximum not below its minimum.
  static func gridItems(_ value: JSONValue, path: String) throws(SceneError) -> [GridItem] {
    guard case .array(let elements) = value else { throw mismatch("an array of grid items", value, path) }
    var items: [GridItem] = []
    for (k, element) in elements.enumerated() { items.append(try gridItem(element, path: "\(path)[\(k)]")) }
    return items
  }

  private static func gridItem(_ value: JSONValue, path: String) throws(SceneError) -> GridItem {
    guard case .object(let pairs) = value else { throw mismatch("a grid item object", value, path) }
    func field(_ name: String) -> JSONValue? {
      guard let v = pairs.first(where: { $0.key == name })?.value else { return nil }
      if case .null = v { return nil }
      return v
    }
    guard let typeValue = field("type") else {
      throw SceneError(path: "\(path).type", reason: .missingField("type", owner: "a grid item"))
    }
    let kinds = gridItemFields.keys.sorted()
    let type = try SceneParameter.Kind.choice(typeValue, options: kinds, path: "\(path).type")
    let known = gridItemFields[type] ?? []
    for (key, _) in pairs where !known.contains(key) {
      throw SceneError(path: "\(path).\(key)", reason: .unknownField(key, owner: "a \(type) grid item", known: known))
    }
    func number(_ name: String, _ kind: SceneParameter.Kind) throws(SceneError) -> CGFloat? {
      guard let v = field(name) else { return nil }
      return try kind.read(v, path: "\(path).\(name)")
    }
    let size: GridItem.Size
    switch type {
    case "fixed":
      guard let length = try number("size", .length) else {
        throw SceneError(path: "\(path).size", reason: .missingField("size", owner: "a fixed grid item"))
      }
      size = .fixed(length)
    default:
      let adaptive = type == "adaptive"
      let minimum = try number("minimum", adaptive ? .positiveLength : .length)
      guard let minimum = minimum ?? (adaptive ? nil : 10) else {
        throw SceneError(path: "\(path).minimum", reason: .missingField("minimum", owner: "an adaptive grid item"))
      }
      let maximum = try number("maximum", .lengthOrInfinity) ?? .infinity
      if maximum < minimum {
        throw SceneError(
          path: "\(path).maximum",
          reason: .custom(
            "maximum \(JSONValue.formatNumber(maximum)) is below minimum \(JSONValue.formatNumber(minimum))"))
      }
      size = adaptive ? .adaptive(minimum: minimum, maximum: maximum) : .flexible(minimum: minimum, maximum: maximum)
    }
    var item = GridItem(size, spacing: try number("spacing", .length))
    if let alignment = field("alignment") {
      let name = try SceneParameter.Kind.choice(
        alignment, options: Alignment.named.keys.sorted(), path: "\(path).alignment")
      item.alignment = Alignment.named[name]
    }
    return item
  }
}
