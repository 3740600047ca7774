import TrellisCore

/// Reads a scene's JSON bytes straight into its node tree, without the ``JSONValue`` of the whole document and the
/// ``SceneNode`` of every node that ``Scene/read(_:schema:)`` and ``Scene/makeTree(schema:)`` make on the way.
///
/// It reads each node object once, in written order: the type, the id, each parameter (checked against the schema as
/// ``SceneNode`` checks it, and pushed on one reused stack of arguments), the modifiers (checked and pushed on a stack
/// of their own, to wait for the node) and the children (read and built as they come). When the object closes, the
/// node is built by the schema's own builder with its part of the stack, given its id in place, and modified.
/// Parameters written before the object's `type` are skipped and read once it is known. Keys and type names are
/// compared as bytes, never made into strings.
///
/// It answers only for documents that read and build without a problem. At anything else (a syntax or schema error,
/// a builder's error, a key with escapes) it stops with ``Bail``, and ``Scene/readTree(_:schema:)`` reads the document
/// again the long way, which gives the error, with its path, that ``Scene/read(_:schema:)`` gives: one reader decides
/// what every error says.
struct SceneTreeReader {
  /// The reader met something it leaves to the long way: an error, or a document it does not read itself.
  struct Bail: Error {}

  /// A key or type name of at most 16 bytes, packed into two words with its length (longer names keep their first
  /// 16 bytes here and are compared in full after).
  struct PackedName: Equatable {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var count: Int = 0

    init(low: UInt64, high: UInt64, count: Int) {
      self.low = low
      self.high = high
      self.count = count
    }

    /// The `count` bytes at `start`: two unaligned loads where 16 bytes remain, byte by byte near the end.
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, count: Int) {
      self.count = count
      if start + 16 <= bytes.count, let base = bytes.baseAddress {
        let raw = UnsafeRawPointer(base + start)
        // Little-endian order, so that the first byte is the lowest either way, as the byte loop packs it.
        var low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        var high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        if count < 8 {
          low &= (1 &<< UInt64(8 * count)) &- 1
          high = 0
        } else if count < 16 {
          high &= (1 &<< UInt64(8 * (count - 8))) &- 1
        }
        self.low = low
        self.high = high
        return
      }
      let end = start + min(count, 16)
      var k = start
      while k < end {
        let shift = UInt64(8 * ((k - start) & 7))
        if k - start < 8 { low |= UInt64(bytes[k]) << shift } else { high |= UInt64(bytes[k]) << shift }
        k += 1
      }
    }

    init(_ name: String) {
      var name = name
      self = name.withUTF8 { PackedName($0, start: 0, count: $0.count) }
    }
  }

  /// A name the reader compares keys with: packed, and in full when longer than 16 bytes.
  struct Name {
    let packed: PackedName
    let bytes: [UInt8]

    init(_ name: String) {
      packed = PackedName(name)
      bytes = Array(name.utf8)
    }

    /// Whether the `count` bytes at `start` (packed as `key`) are this name.
    @inline(__always)
    func matches(_ key: PackedName, in buffer: UnsafeBufferPointer<UInt8>, start: Int) -> Bool {
      guard key == packed else { return false }
      guard key.count > 16 else { return true }
      for k in 16..<key.count where buffer[start + k] != bytes[k] { return false }
      return true
    }
  }

  /// A node or modifier type met in the document, with its parameters' names as bytes.
  final class Entry<Type> {
    let name: Name
    /// The name it is registered under (the owner errors and builders name).
    let key: String
    let type: Type
    let parameters: [SceneParameter]
    /// The parameters' names packed (a plain array, read without reference counting)…
    let packed: [PackedName]
    /// …and in full, for the names longer than 16 bytes (empty for the others).
    let longNames: [[UInt8]]
    /// The numeric parameters' checks (`nil` for the others, checked by their kind's `validate`).
    let numberChecks: [SceneParameter.Kind.NumberCheck?]
    /// Whether each parameter is required (an optional one accepts `null`).
    let required: [Bool]
    /// The parameters' names, as the arguments name them.
    let names: [String]
    /// One bit per required parameter, for the bits ``SceneTreeReader/declared(_:at:of:seen:)`` sets; `nil` past 64
    /// parameters (the reader leaves such a type to the long way).
    let requiredMask: UInt64?

    init(key: String, type: Type, parameters: [SceneParameter]) {
      name = Name(key)
      self.key = key
      self.type = type
      self.parameters = parameters
      packed = parameters.map { PackedName($0.name) }
      longNames = parameters.map { $0.name.utf8.count > 16 ? Array($0.name.utf8) : [] }
      numberChecks = parameters.map { $0.kind.isNumeric ? $0.kind.numberCheck : nil }
      required = parameters.map(\.required)
      names = parameters.map(\.name)
      requiredMask =
        parameters.count > 64
        ? nil : parameters.indices.reduce(0) { parameters[$1].required ? $0 | (1 &<< UInt64($1)) : $0 }
    }

    /// The index of the declared parameter named by the key at `start`, or `nil`.
    @inline(__always)
    func parameter(_ key: PackedName, in buffer: UnsafeBufferPointer<UInt8>, start: Int) -> Int? {
      for p in packed.indices where packed[p] == key {
        if key.count <= 16 { return p }
        let name = longNames[p]
        var same = true
        for k in 16..<key.count where buffer[start + k] != name[k] {
          same = false
          break
        }
        if same { return p }
      }
      return nil
    }
  }

  /// A parameter of the object being read that came before the object's type (or after one that did): where its key
  /// and value are, read once the type is known.
  struct Member {
    let key: PackedName
    let keyStart: Int
    let valueStart: Int
    let valueEnd: Int
  }

  /// The fixed keys, packed once per reader.
  let typeKey = PackedName("type")
  let idKey = PackedName("id")
  let childrenKey = PackedName("children")
  let modifiersKey = PackedName("modifiers")
  let rootKey = PackedName("root")
  let proposalKey = PackedName("proposal")
  let fontsKey = PackedName("fonts")
  let deviceKey = PackedName("device")

  var parser: JSONParser
  let schema: SceneSchema
  /// The types the long-way helpers (node-valued parameters) remember.
  var types = SceneTypeCache()
  var nodeEntries: [Entry<SceneNodeType>] = []
  var modifierEntries: [Entry<SceneModifierType>] = []
  /// The parameters kept until their object's type is known, innermost object last.
  var members: [Member] = []
  /// The room a node's children array starts with (the array the node keeps: growing it from empty would
  /// reallocate at 1, 2 and 4 children).
  static let childrenCapacity = 4
  /// The checked parameters of the objects being read, innermost last: a builder gets its object's part as a slice
  /// of this one array, which is reused (a builder that keeps its arguments makes the next push allocate anew).
  var arguments: [(key: String, value: JSONValue)] = []
  /// The modifiers read of the nodes being read, innermost last: each node's are applied once it is built, so they
  /// wait here (their checked parameters in ``modifierArguments``) while its children are read.
  var modifiers: [(entry: Entry<SceneModifierType>, arguments: Range<Int>)] = []
  /// The checked parameters of the modifiers in ``modifiers``.
  var modifierArguments: [(key: String, value: JSONValue)] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>, schema: SceneSchema) {
    parser = JSONParser(bytes)
    self.schema = schema
    members.reserveCapacity(64)
    arguments.reserveCapacity(64)
    modifiers.reserveCapacity(16)
    modifierArguments.reserveCapacity(16)
  }

  var bytes: UnsafeBufferPointer<UInt8> { parser.bytes }

  /// The scene's proposal and built root.
  ///
  /// - Complexity: O(length of the document), plus the builders' work.
  mutating func readScene() throws(Bail) -> SceneTree {
    skipWhitespace()
    try expect(UInt8(ascii: "{"))
    var proposal = ProposedViewSize.unspecified
    var root: Node?
    var sawProposal = false
    var fonts: [String]?
    var device: Device?
    var rootStart: Int?
    skipWhitespace()
    if peek() == UInt8(ascii: "}") { throw Bail() }
    while true {
      skipWhitespace()
      let (key, _) = try readKey()
      skipWhitespace()
      if key == rootKey {
        guard root == nil else { throw Bail() }
        rootStart = parser.position
        if let device {
          root = try DeviceScreen.screen(device) { () throws(Bail) -> Node in
            try readNode(path: ScenePath("root"), depth: 0, jsonDepth: 1)
          }
        } else {
          root = try readNode(path: ScenePath("root"), depth: 0, jsonDepth: 1)
        }
      } else if key == deviceKey {
        guard device == nil else { throw Bail() }
        let value: JSONValue
        do throws(JSONSyntaxError) { value = try parser.parseValue(depth: 1) } catch { throw Bail() }
        do throws(SceneError) { device = try Scene.readDevice(value) } catch { throw Bail() }
        // The root is built in the device's environment: one written before the device is read again.
        if let start = rootStart, let device {
          let end = parser.position
          parser.position = start
          root = try DeviceScreen.screen(device) { () throws(Bail) -> Node in
            try readNode(path: ScenePath("root"), depth: 0, jsonDepth: 1)
          }
          parser.position = end
        }
      } else if key == proposalKey {
        guard !sawProposal else { throw Bail() }
        sawProposal = true
        let value: JSONValue
        do throws(JSONSyntaxError) { value = try parser.parseValue(depth: 1) } catch { throw Bail() }
        do throws(SceneError) { proposal = try Scene.readProposal(value, path: "proposal") } catch { throw Bail() }
      } else if key == fontsKey {
        guard fonts == nil else { throw Bail() }
        let value: JSONValue
        do throws(JSONSyntaxError) { value = try parser.parseValue(depth: 1) } catch { throw Bail() }
        do throws(SceneError) { fonts = try Scene.readFonts(value) } catch { throw Bail() }
      } else {
        throw Bail()
      }
      skipWhitespace()
      if try endOfObject() { break }
    }
    skipWhitespace()
    guard parser.position == bytes.count, let root else { throw Bail() }
    return SceneTree(proposal: proposal, root: root, fonts: fonts ?? [])
  }

  // MARK: Nodes

  /// Reads and builds the node object at the current position.
  mutating func readNode(path: ScenePath, depth: Int, jsonDepth: Int) throws(Bail) -> Node {
    guard depth <= SceneNode.maxDepth, jsonDepth < JSONValue.maxDepth - 2 else { throw Bail() }
    try expect(UInt8(ascii: "{"))
    let memberBase = members.count
    let argumentBase = arguments.count
    var children: [Node] = []
    var entry: Entry<SceneNodeType>?
    var id: String?
    var sawID = false
    var sawChildren = false
    var sawModifiers = false
    let modifierBase = modifiers.count
    let modifierArgumentBase = modifierArguments.count
    var seen: UInt64 = 0
    // Made when the first child or modifier needs it, as `SceneNode.makeNode` makes it.
    var link: ScenePath.Link?
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      parser.position += 1
    } else {
      while true {
        skipWhitespace()
        let (key, keyStart) = try readKey()
        skipWhitespace()
        if key == typeKey {
          guard entry == nil else { throw Bail() }
          entry = try nodeEntry()
        } else if key == idKey {
          guard !sawID, peek() == UInt8(ascii: "\"") else { throw Bail() }
          sawID = true
          do throws(JSONSyntaxError) { id = try parser.parseString() } catch { throw Bail() }
        } else if key == childrenKey {
          guard !sawChildren else { throw Bail() }
          sawChildren = true
          try expect(UInt8(ascii: "["))
          skipWhitespace()
          if peek() == UInt8(ascii: "]") {
            parser.position += 1
          } else {
            children.reserveCapacity(Self.childrenCapacity)
            var k = 0
            while true {
              skipWhitespace()
              if link == nil { link = path.link }
              children.append(try readNode(path: .child(k, of: link!), depth: depth + 1, jsonDepth: jsonDepth + 2))
              k += 1
              skipWhitespace()
              if try endOfArray() { break }
            }
          }
        } else if key == modifiersKey {
          guard !sawModifiers else { throw Bail() }
          sawModifiers = true
          try expect(UInt8(ascii: "["))
          skipWhitespace()
          if peek() == UInt8(ascii: "]") {
            parser.position += 1
          } else {
            while true {
              skipWhitespace()
              try readModifier(jsonDepth: jsonDepth + 2)
              skipWhitespace()
              if try endOfArray() { break }
            }
          }
        } else if let argument = try readParameter(
          key, at: keyStart, of: entry, kept: memberBase, seen: &seen, jsonDepth: jsonDepth)
        {
          arguments.append(argument)
        }
        skipWhitespace()
        if try endOfObject() { break }
      }
    }
    guard let entry else { throw Bail() }
    if sawChildren, !entry.type.acceptsChildren { throw Bail() }
    for argument in try finishArguments(kept: memberBase, of: entry, seen: &seen, jsonDepth: jsonDepth) {
      arguments.append(argument)
    }

    var node: Node
    do throws(SceneError) {
      node = try entry.type.build(
        SceneArguments(arguments[argumentBase...], location: path, owner: entry.key), children)
    } catch {
      throw Bail()
    }
    while arguments.count > argumentBase { arguments.removeLast() }
    if let id { Node.identify(&node, as: id) }
    if modifiers.count > modifierBase {
      for m in modifierBase..<modifiers.count {
        if link == nil { link = path.link }
        node = try apply(modifiers[m], to: node, path: .modifier(m - modifierBase, of: link!), depth: depth + 1)
      }
      while modifiers.count > modifierBase { modifiers.removeLast() }
      while modifierArguments.count > modifierArgumentBase { modifierArguments.removeLast() }
    }
    return node
  }

  /// Reads the modifier object at the current position and pushes it, with its checked parameters, on ``modifiers``.
  mutating func readModifier(jsonDepth: Int) throws(Bail) {
    try expect(UInt8(ascii: "{"))
    let memberBase = members.count
    let argumentBase = modifierArguments.count
    var entry: Entry<SceneModifierType>?
    var seen: UInt64 = 0
    skipWhitespace()
    guard peek() != UInt8(ascii: "}") else { throw Bail() }
    while true {
      skipWhitespace()
      let (key, keyStart) = try readKey()
      skipWhitespace()
      if key == typeKey {
        guard entry == nil else { throw Bail() }
        entry = try modifierEntry()
      } else if let argument = try readParameter(
        key, at: keyStart, of: entry, kept: memberBase, seen: &seen, jsonDepth: jsonDepth)
      {
        modifierArguments.append(argument)
      }
      skipWhitespace()
      if try endOfObject() { break }
    }
    guard let entry else { throw Bail() }
    for argument in try finishArguments(kept: memberBase, of: entry, seen: &seen, jsonDepth: jsonDepth) {
      modifierArguments.append(argument)
    }
    modifiers.append((entry, argumentBase..<modifierArguments.count))
  }

  /// A read modifier applied to `node`.
  mutating func apply(
    _ modifier: (entry: Entry<SceneModifierType>, arguments: Range<Int>), to node: Node, path: ScenePath, depth: Int
  ) throws(Bail) -> Node {
    let spec = modifier.entry.type
    do throws(SceneError) {
      if spec.hasNodeParameters {
        // Node-valued parameters (an overlay's content) are checked and built the long way, as the scene reader
        // does, at the depth it gives them.
        for k in modifier.arguments {
          guard let parameter = spec.parameters.first(where: { $0.name == modifierArguments[k].key }),
            case .node = parameter.kind, modifierArguments[k].value != .null
          else { continue }
          _ = try SceneNode.read(
            modifierArguments[k].value, path: .field(parameter.name, of: path.link), schema: schema, types: &types,
            depth: depth + 1)
        }
      }
      let values = modifierArguments[modifier.arguments]
      return try SceneModifier.apply(
        spec, named: modifier.entry.key, values, to: node, path: path, schema: schema, types: &types)
    } catch {
      throw Bail()
    }
  }

  /// Reads the parameter whose key was just read: checked and returned (for the caller to push) when the object's
  /// type is known and no member is kept, else kept (skipped) until the type is known, so that the arguments stay in
  /// written order.
  @inline(__always)
  mutating func readParameter<Type>(
    _ key: PackedName, at keyStart: Int, of entry: Entry<Type>?, kept memberBase: Int, seen: inout UInt64,
    jsonDepth: Int
  ) throws(Bail) -> (key: String, value: JSONValue)? {
    guard let entry, members.count == memberBase else {
      let start = parser.position
      try skipValue()
      members.append(Member(key: key, keyStart: keyStart, valueStart: start, valueEnd: parser.position))
      return nil
    }
    let p = try declared(key, at: keyStart, of: entry, seen: &seen)
    return (entry.names[p], try readValue(of: entry, p, jsonDepth: jsonDepth))
  }

  /// The index of the declared parameter `key` names, marked seen; a key not declared, or seen before, bails.
  @inline(__always)
  mutating func declared<Type>(
    _ key: PackedName, at keyStart: Int, of entry: Entry<Type>, seen: inout UInt64
  ) throws(Bail) -> Int {
    // Repeats are found by one bit per declared parameter; a type declaring more than 64 (none of the built-in ones
    // does) is left to the long way.
    guard let p = entry.parameter(key, in: bytes, start: keyStart), p < 64, seen & (1 &<< UInt64(p)) == 0 else {
      throw Bail()
    }
    seen |= 1 &<< UInt64(p)
    return p
  }

  /// The value at the current position, read and checked against the `p`-th parameter of `entry` as
  /// ``SceneParameterReader`` checks it. The declaration is read in place, not copied.
  @inline(__always)
  mutating func readValue<Type>(of entry: Entry<Type>, _ p: Int, jsonDepth: Int) throws(Bail) -> JSONValue {
    let value: JSONValue
    do throws(JSONSyntaxError) {
      // A number, the most common value, is read without `parseValue`'s dispatch.
      if let first = peek(), first == UInt8(ascii: "-") || (first &- UInt8(ascii: "0")) < 10 {
        value = .number(try parser.parseNumber())
      } else {
        value = try parser.parseValue(depth: jsonDepth + 1)
      }
    } catch {
      throw Bail()
    }
    if let check = entry.numberChecks[p] {
      // What `validate` checks of a number, without its path: the check is nil exactly where `read` throws.
      if case .null = value {
        guard !entry.required[p] else { throw Bail() }
      } else if check.valid(value) == nil {
        throw Bail()
      }
    } else {
      do throws(SceneError) {
        _ = try entry.parameters[p].kind.validate(value, path: "", nullable: !entry.required[p])
      } catch {
        throw Bail()
      }
    }
    return value
  }

  /// The members kept from `memberBase` on, read and checked now that the type is known (in written order, popped
  /// off ``members``; empty when none was kept), after checking that every required parameter came
  /// (``declared(_:at:of:seen:)`` has found repeats). The position is left where it was.
  mutating func finishArguments<Type>(
    kept memberBase: Int, of entry: Entry<Type>, seen: inout UInt64, jsonDepth: Int
  ) throws(Bail) -> [(key: String, value: JSONValue)] {
    var kept: [(key: String, value: JSONValue)] = []
    if members.count > memberBase {
      let end = parser.position
      kept.reserveCapacity(members.count - memberBase)
      for m in memberBase..<members.count {
        let member = members[m]
        let p = try declared(member.key, at: member.keyStart, of: entry, seen: &seen)
        parser.position = member.valueStart
        let value = try readValue(of: entry, p, jsonDepth: jsonDepth)
        guard parser.position == member.valueEnd else { throw Bail() }
        kept.append((entry.names[p], value))
      }
      while members.count > memberBase { members.removeLast() }
      parser.position = end
    }
    guard let mask = entry.requiredMask, seen & mask == mask else { throw Bail() }
    return kept
  }

  /// The node type named by the string at the current position.
  mutating func nodeEntry() throws(Bail) -> Entry<SceneNodeType> {
    let (name, start) = try readName()
    return try Self.entry(named: name, at: start, in: bytes, among: &nodeEntries, types: schema.nodeTypes) {
      $0.parameters
    }
  }

  /// The modifier type named by the string at the current position.
  mutating func modifierEntry() throws(Bail) -> Entry<SceneModifierType> {
    let (name, start) = try readName()
    return try Self.entry(named: name, at: start, in: bytes, among: &modifierEntries, types: schema.modifierTypes) {
      $0.parameters
    }
  }

  /// The entry of the type whose name (packed as `name`) starts at `start`: one met before, or a new one made from
  /// the schema's `types` (a name not there bails).
  ///
  /// - Complexity: O(types met), one dictionary lookup the first time.
  static func entry<Type>(
    named name: PackedName, at start: Int, in bytes: UnsafeBufferPointer<UInt8>, among entries: inout [Entry<Type>],
    types: [String: Type], parameters: (Type) -> [SceneParameter]
  ) throws(Bail) -> Entry<Type> {
    for k in entries.indices where entries[k].name.matches(name, in: bytes, start: start) { return entries[k] }
    let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + name.count)]), as: UTF8.self)
    guard let type = types[key] else { throw Bail() }
    let entry = Entry(key: key, type: type, parameters: parameters(type))
    entries.append(entry)
    return entry
  }

  // MARK: Bytes

  @inline(__always)
  func peek() -> UInt8? { parser.position < bytes.count ? bytes[parser.position] : nil }

  /// Skips whitespace; compact JSON has none, and the next byte says so.
  @inline(__always)
  mutating func skipWhitespace() {
    if parser.position < bytes.count, bytes[parser.position] > 0x20 { return }
    parser.skipWhitespace()
  }

  @inline(__always)
  mutating func expect(_ byte: UInt8) throws(Bail) {
    guard peek() == byte else { throw Bail() }
    parser.position += 1
  }

  /// Consumes `,` (another member follows: `false`) or `}` (`true`).
  @inline(__always)
  mutating func endOfObject() throws(Bail) -> Bool {
    switch peek() {
    case UInt8(ascii: ","):
      parser.position += 1
      return false
    case UInt8(ascii: "}"):
      parser.position += 1
      return true
    default: throw Bail()
    }
  }

  /// Consumes `,` (another element follows: `false`) or `]` (`true`).
  @inline(__always)
  mutating func endOfArray() throws(Bail) -> Bool {
    switch peek() {
    case UInt8(ascii: ","):
      parser.position += 1
      return false
    case UInt8(ascii: "]"):
      parser.position += 1
      return true
    default: throw Bail()
    }
  }

  /// Reads a string without escapes (a key, or a type name): the packed name and where its bytes start.
  mutating func readName() throws(Bail) -> (PackedName, Int) {
    let count = bytes.count
    guard let base = bytes.baseAddress, parser.position < count, base[parser.position] == UInt8(ascii: "\"") else {
      throw Bail()
    }
    let start = parser.position + 1
    // A name of at most 15 bytes, with 16 bytes left to read: its closing quote, or the first backslash or control
    // character before it, is found in two words with word arithmetic, and the words are its packed form.
    if start + 16 <= count {
      let raw = UnsafeRawPointer(base + start)
      let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      let inLow = Self.special(low)
      if inLow != 0 {
        let length = inLow.trailingZeroBitCount / 8
        guard base[start + length] == UInt8(ascii: "\"") else { throw Bail() }
        parser.position = start + length + 1
        return (PackedName(low: low & ((1 &<< UInt64(8 * length)) &- 1), high: 0, count: length), start)
      }
      let inHigh = Self.special(high)
      if inHigh != 0 {
        let length = inHigh.trailingZeroBitCount / 8
        guard base[start + 8 + length] == UInt8(ascii: "\"") else { throw Bail() }
        parser.position = start + 8 + length + 1
        return (
          PackedName(low: low, high: high & ((1 &<< UInt64(8 * length)) &- 1), count: 8 + length), start
        )
      }
    }
    // Longer names, and names near the end of the text: eight bytes at a time while eight remain, then byte by byte.
    var position = start
    while position + 8 <= count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
      let found = Self.special(word)
      if found != 0 {
        position += found.trailingZeroBitCount / 8
        break
      }
      position += 8
    }
    while true {
      guard position < count else { throw Bail() }
      let byte = base[position]
      if byte == UInt8(ascii: "\"") { break }
      // Escapes and control characters are left to the long way.
      if byte == UInt8(ascii: "\\") || byte < 0x20 { throw Bail() }
      position += 1
    }
    parser.position = position + 1
    return (PackedName(bytes, start: start, count: position - start), start)
  }

  /// The high bit of the first byte of `word` (in text order) that is a quote, a backslash or a control character,
  /// and possibly of later bytes; zero when there is none.
  @inline(__always)
  static func special(_ word: UInt64) -> UInt64 {
    zeroBytes(word ^ 0x2222_2222_2222_2222) | zeroBytes(word ^ 0x5C5C_5C5C_5C5C_5C5C) | bytesBelow0x20(word)
  }

  /// The high bit of every byte of `word` that is zero, and possibly of bytes above the first such (which only the
  /// first found matters for).
  @inline(__always)
  static func zeroBytes(_ word: UInt64) -> UInt64 {
    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
  }

  /// The high bit of every byte of `word` below 0x20, and possibly of bytes above the first such.
  @inline(__always)
  static func bytesBelow0x20(_ word: UInt64) -> UInt64 {
    (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
  }

  /// Reads a member's key and its colon.
  mutating func readKey() throws(Bail) -> (PackedName, Int) {
    let key = try readName()
    skipWhitespace()
    try expect(UInt8(ascii: ":"))
    return key
  }

  /// Moves past one JSON value without reading it: strings to their closing quote, containers to their matching
  /// bracket, anything else over its letters and digits. It checks little; every value skipped is read again, in
  /// full, from its start to exactly where the skip ended.
  mutating func skipValue() throws(Bail) {
    var depth = 0
    repeat {
      guard let byte = peek() else { throw Bail() }
      switch byte {
      case UInt8(ascii: "\""):
        parser.position += 1
        while true {
          guard let c = peek() else { throw Bail() }
          parser.position += 1
          if c == UInt8(ascii: "\"") { break }
          if c == UInt8(ascii: "\\") { parser.position += 1 }
        }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        parser.position += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard depth > 0 else { throw Bail() }
        depth -= 1
        parser.position += 1
      case UInt8(ascii: ","), UInt8(ascii: ":"), 0x20, 0x09, 0x0A, 0x0D:
        guard depth > 0 else { throw Bail() }
        parser.position += 1
      default:
        let start = parser.position
        while let c = peek(), Self.isScalarByte(c) { parser.position += 1 }
        guard parser.position > start else { throw Bail() }
      }
    } while depth > 0
  }

  /// Whether `byte` can be part of a number or a literal (`true`, `false`, `null`).
  @inline(__always)
  static func isScalarByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
      true
    default: false
    }
  }
}
