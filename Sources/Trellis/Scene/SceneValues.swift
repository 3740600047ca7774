/// Readers for the structured parameter values of the scene format: axis sets, edge sets, insets and sizes.
enum SceneValues {
  static let axisNames: [String: Axis.Set] = ["horizontal": .horizontal, "vertical": .vertical, "both": .both]

  static let edgeNames: [String: Edge.Set] = [
    "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing, "all": .all,
    "horizontal": .horizontal, "vertical": .vertical,
  ]

  static func axes(_ value: JSONValue, path: String) throws(SceneError) -> Axis.Set {
    try nameSet(value, names: axisNames, what: "an axis name", path: path)
  }

  static func edges(_ value: JSONValue, path: String) throws(SceneError) -> Edge.Set {
    try nameSet(value, names: edgeNames, what: "an edge name", path: path)
  }

  /// A name from `names`, or an array of them (the union).
  private static func nameSet<S: SetAlgebra>(
    _ value: JSONValue, names: [String: S], what: String, path: String
  ) throws(SceneError) -> S {
    func one(_ s: String, _ path: String) throws(SceneError) -> S {
      guard let set = names[s] else {
        throw SceneError(path: path, reason: .invalidChoice(got: s, options: names.keys.sorted()))
      }
      return set
    }
    switch value {
    case .string(let s): return try one(s, path)
    case .array(let items):
      var set = S()
      for (k, item) in items.enumerated() {
        guard case .string(let s) = item else { throw mismatch(what, item, "\(path)[\(k)]") }
        set.formUnion(try one(s, "\(path)[\(k)]"))
      }
      return set
    default: throw mismatch("\(what) or an array of them", value, path)
    }
  }

  static func insets(_ value: JSONValue, path: String) throws(SceneError) -> EdgeInsets {
    let fields: [(String, WritableKeyPath<EdgeInsets, CGFloat>)] = [
      ("top", \.top), ("leading", \.leading), ("bottom", \.bottom), ("trailing", \.trailing),
    ]
    var insets = EdgeInsets()
    try readFields(value, into: &insets, fields: fields, kind: .number, owner: "insets", path: path)
    return insets
  }

  /// Reads `{"width": w, "height": h}` (both required, non-negative).
  static func size(_ value: JSONValue, path: String) throws(SceneError) -> Size {
    let fields: [(String, WritableKeyPath<Size, CGFloat>)] = [("width", \.width), ("height", \.height)]
    var size = Size.zero
    let given = try readFields(value, into: &size, fields: fields, kind: .length, owner: "a size", path: path)
    for (name, _) in fields where !given.contains(name) {
      throw SceneError(path: "\(path).\(name)", reason: .missingField(name, owner: "a size"))
    }
    return size
  }

  /// Reads an object whose fields are numbers of `kind` into `target`; returns the names given.
  @discardableResult
  private static func readFields<T>(
    _ value: JSONValue, into target: inout T, fields: [(String, WritableKeyPath<T, CGFloat>)],
    kind: SceneParameter.Kind, owner: String, path: String
  ) throws(SceneError) -> Set<String> {
    guard case .object(let pairs) = value else {
      throw mismatch("an object of \(fields.map(\.0).joined(separator: ", "))", value, path)
    }
    var given = Set<String>()
    for (key, v) in pairs {
      guard let field = fields.first(where: { $0.0 == key }) else {
        throw SceneError(path: "\(path).\(key)", reason: .unknownField(key, owner: owner, known: fields.map(\.0)))
      }
      target[keyPath: field.1] = try kind.read(v, path: "\(path).\(key)")
      given.insert(key)
    }
    return given
  }
}
