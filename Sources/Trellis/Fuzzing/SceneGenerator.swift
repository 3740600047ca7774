/// Random scene files drawn from a ``SceneSchema``: any registered node type, with children when it takes them, and
/// any registered modifiers, each parameter given a value of its declared kind (sizes of 0, fractional and huge, small
/// integers from their lower bound, every choice, now and then a value the schema refuses). The scene fuzz tests and
/// the `schema` fuzz target draw from it, so a node type or modifier registered in the schema is fuzzed without a
/// generator of its own. Values that the kind does not say how to make (``SceneParameter/Kind/any``, and strings that
/// must mean something) come from ``sampleTable``.
///
/// ```swift
/// var rng = SystemRandomNumberGenerator()   // the tests use the seeded SplitMix64
/// let text = SceneGenerator.standard.scene(depth: 3, using: &rng)   // {"proposal": …, "root": {"type": "HFlow", …}}
/// ```
///
/// - Complexity: each scene is O(nodes): at most 4 children per container, `depth` levels of containers.
@_spi(Fuzzing) public struct SceneGenerator: Sendable {
  /// The schema the scenes are drawn from.
  public let schema: SceneSchema
  /// Every node type, sorted (a dictionary's order changes from run to run; a seed must give the same scene).
  let nodeTypes: [SceneNodeType]
  /// The node types without children.
  let leafTypes: [SceneNodeType]
  /// Every modifier type, sorted.
  let modifierTypes: [SceneModifierType]

  /// The generator over ``SceneSchema/standard``.
  public static let standard = SceneGenerator()

  /// A generator over `schema`.
  ///
  /// - Complexity: O(t log t) for t registered types.
  public init(schema: SceneSchema = .standard) {
    self.schema = schema
    nodeTypes = schema.nodeTypes.values.sorted { $0.name < $1.name }
    leafTypes = nodeTypes.filter { !$0.acceptsChildren }
    modifierTypes = schema.modifierTypes.values.sorted { $0.name < $1.name }
  }

  /// A scene file: a proposal and a root node with `depth` levels of containers below it at most; one time in eight
  /// a `device` (before the root, or now and then after it, where the tree reader reads the root again).
  public func scene(depth: Int, using rng: inout some RandomNumberGenerator) -> String {
    let dimensions = ["null", "0", "120", "390", "1e6", "\"infinity\""]
    let proposal = #"{"width": \#(pick(dimensions, &rng)), "height": \#(pick(dimensions, &rng))}"#
    let root = node(depth: depth, using: &rng)
    guard draw(8, &rng) == 0 else { return #"{"proposal": \#(proposal), "root": \#(root)}"# }
    let device = pick(Self.devices, &rng)
    if draw(4, &rng) == 0 { return #"{"proposal": \#(proposal), "root": \#(root), "device": \#(device)}"# }
    return #"{"proposal": \#(proposal), "device": \#(device), "root": \#(root)}"#
  }

  /// Scene devices: names, an orientation, and two the reader refuses.
  static let devices = [
    #""iPhone 15""#, #""iPhone SE (3rd generation)""#, #""iPad Pro (11-inch)""#,
    #"{"name": "iPhone 15 Pro Max", "orientation": "landscapeLeft"}"#, #""iPhone 3G""#, #"{"orientation": "portrait"}"#,
  ]

  /// A node object: a leaf type at depth 0, any type above; children for a type that takes them; an id one time in
  /// four (from a few letters, so siblings sometimes share one); modifiers one time in two.
  public func node(depth: Int, using rng: inout some RandomNumberGenerator) -> String {
    let type = depth > 0 ? pick(nodeTypes, &rng) : pick(leafTypes, &rng)
    var fields = [#""type": \#(quoted(type.name))"#]
    if draw(4, &rng) == 0 { fields.append(#""id": \#(quoted(pick(["a", "b", "c", "d", "e"], &rng)))"#) }
    fields += parameters(type.parameters, owner: type.name, depth: depth, using: &rng)
    if type.acceptsChildren && depth > 0 {
      let children = (0..<draw(5, &rng)).map { _ in node(depth: depth - 1, using: &rng) }
      fields.append(#""children": [\#(children.joined(separator: ", "))]"#)
    }
    if draw(2, &rng) == 0 {
      let modifiers = (0...draw(2, &rng)).map { _ in modifier(depth: depth, using: &rng) }
      fields.append(#""modifiers": [\#(modifiers.joined(separator: ", "))]"#)
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// A modifier object of any registered type.
  func modifier(depth: Int, using rng: inout some RandomNumberGenerator) -> String {
    let type = pick(modifierTypes, &rng)
    let fields =
      [#""type": \#(quoted(type.name))"#]
      + parameters(type.parameters, owner: type.name, depth: depth, using: &rng)
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// `"name": value` for every required parameter and about half of the optional ones.
  func parameters(
    _ parameters: [SceneParameter], owner: String, depth: Int, using rng: inout some RandomNumberGenerator
  ) -> [String] {
    var fields: [String] = []
    for parameter in parameters where parameter.required || draw(2, &rng) == 0 {
      let value = value(of: parameter, owner: owner, depth: depth, using: &rng)
      fields.append("\(quoted(parameter.name)): \(value)")
    }
    return fields
  }

  /// A JSON value for `parameter`: a sample when ``sampleTable`` has one for it, else one made from its kind; one time in
  /// sixteen a value its kind refuses.
  func value(
    of parameter: SceneParameter, owner: String, depth: Int, using rng: inout some RandomNumberGenerator
  ) -> String {
    if let samples = Self.samples(for: parameter.name, owner: owner) { return pick(samples, &rng) }
    let refused = draw(16, &rng) == 0
    switch parameter.kind {
    case .number: return refused ? "\"NaN\"" : pick(["0", "1", "7.5", "40", "-3", "-0.5", "1e6"], &rng)
    case .length: return refused ? "-4" : pick(Self.lengths, &rng)
    case .positiveLength: return refused ? "0" : pick(["0.5", "1", "8", "16", "120"], &rng)
    case .lengthOrInfinity: return refused ? "-1" : pick(Self.lengths + ["\"infinity\""], &rng)
    case .integer(let minimum, let maximum, _):
      // Small counts only: a count at its maximum would build up to 10⁷ nodes.
      if refused { return pick(["\(minimum - 1)", "\(maximum + 1)", "1.5"], &rng) }
      return "\(min(maximum, minimum + pick([0, 1, 2, 3, 7], &rng)))"
    case .string: return refused ? "4" : quoted(pick(["", "a", "fuzz me twice"], &rng))
    case .bool: return refused ? "\"yes\"" : pick(["true", "false"], &rng)
    case .choice(let options): return quoted(refused || options.isEmpty ? "unknown" : pick(options, &rng))
    case .strings: return refused ? "\"a\"" : pick(["[]", #"["a"]"#, #"["a", "b"]"#], &rng)
    case .axes:
      return refused ? "\"diagonal\"" : pick([#""horizontal""#, #""vertical""#, #""both""#, #"["vertical"]"#], &rng)
    case .edges:
      return refused ? "7" : pick([#""all""#, #""top""#, #""horizontal""#, #"["leading", "bottom"]"#], &rng)
    case .insets:
      return refused ? #"{"top": -1}"# : pick([#"{"top": 4}"#, #"{"leading": 8, "trailing": 2.5}"#, "{}"], &rng)
    case .any: return refused ? "null" : pick(["0", "\"a\"", "[]", "{}"], &rng)
    case .node: return node(depth: min(depth, 1), using: &rng)
    }
  }

  /// Lengths of 0, fractional, ordinary and huge.
  static let lengths = ["0", "1", "7.5", "40", "120", "333.333", "0.001", "1e6", "1e12"]

  /// A JSON string.
  func quoted(_ text: String) -> String {
    var json = "\""
    for character in text {
      if character == "\"" || character == "\\" { json.append("\\") }
      json.append(character)
    }
    return json + "\""
  }

  /// A number in `0..<n` from the generator.
  func draw(_ n: Int, _ rng: inout some RandomNumberGenerator) -> Int { Int(rng.next() % UInt64(n)) }

  /// One of `items`.
  func pick<T>(_ items: [T], _ rng: inout some RandomNumberGenerator) -> T { items[draw(items.count, &rng)] }
}
