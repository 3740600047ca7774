/// A scene file: a node tree and the proposal to lay it out with.
///
/// ```json
/// {"proposal": {"width": 390, "height": null},
///  "root": {"type": "VStack", "id": "page", "spacing": 8, "children": [
///     {"type": "Box", "id": "a", "width": 40, "height": 20},
///     {"type": "Rectangle", "id": "b", "modifiers": [{"type": "frame", "maxWidth": 80}]}]}}
/// ```
/// Node types and parameter names are the Swift API's; `Documentation/Scenes.md` lists them all. An optional
/// `"fonts": ["Fonts/Inter.ttf", "Fonts/"]` names font files and directories the scene's `font` modifiers may use by
/// family name (registered in ``FontLibrary/shared`` when the tree is built). An optional `"device": "iPhone 15"` (or
/// `{"name": "iPhone 15", "orientation": "landscapeLeft"}`) lays the root out on that device's screen, as
/// ``DeviceScreen`` does: the tree is built in the device's environment, so `ignoresSafeArea`, the size classes and the
/// bars' heights are the device's.
public struct Scene: Sendable, Equatable {
  /// The proposal for the root (`nil` dimensions are unspecified).
  public var proposal: ProposedViewSize
  /// The root node.
  public var root: SceneNode
  /// Font files and directories to register before the tree is built (``registerFonts(relativeTo:in:)``), as
  /// written: a relative path is relative to the directory given there (the CLI gives the scene file's).
  public var fonts: [String]
  /// The device whose screen the root is laid out on (``DeviceScreen``), or `nil` for none.
  public var device: Device?

  /// Creates a scene.
  public init(proposal: ProposedViewSize, root: SceneNode, fonts: [String] = [], device: Device? = nil) {
    self.proposal = proposal
    self.root = root
    self.fonts = fonts
    self.device = device
  }

  /// The devices a scene names, by ``Device/name`` (``Device/all``).
  static let devices: [String: Device] = Dictionary(uniqueKeysWithValues: Device.all.map { ($0.name, $0) })
  /// The orientations a scene names (SwiftUI's `InterfaceOrientation` cases).
  static let orientations: [String: InterfaceOrientation] = [
    "portrait": .portrait, "portraitUpsideDown": .portraitUpsideDown, "landscapeLeft": .landscapeLeft,
    "landscapeRight": .landscapeRight,
  ]

  /// `"device"`: a device's name, or `{"name": …, "orientation": …}` (orientation default `portrait`).
  static func readDevice(_ value: JSONValue) throws(SceneError) -> Device {
    let names = devices.keys.sorted()
    switch value {
    case .string:
      return devices[try SceneParameter.Kind.choice(value, options: names, path: "device")]!
    case .object(let pairs):
      var device: Device?
      var orientation = InterfaceOrientation.portrait
      for (key, field) in pairs {
        switch key {
        case "name": device = devices[try SceneParameter.Kind.choice(field, options: names, path: "device.name")]
        case "orientation":
          let options = orientations.keys.sorted()
          orientation = orientations[
            try SceneParameter.Kind.choice(field, options: options, path: "device.orientation")]!
        default:
          throw SceneError(
            path: "device.\(key)", reason: .unknownField(key, owner: "a device", known: ["name", "orientation"]))
        }
      }
      guard let device else { throw SceneError(path: "device.name", reason: .missingField("name", owner: "a device")) }
      return device.rotated(to: orientation)
    default:
      throw mismatch("a device name or an object {\"name\": …, \"orientation\": …}", value, "device")
    }
  }

  /// The name (and orientation, when not portrait) of `device`, as ``readDevice(_:)`` reads it back.
  static func deviceJSON(_ device: Device) -> JSONValue {
    let name = JSONValue.string(device.name)
    guard device.orientation != .portrait,
      let orientation = orientations.first(where: { $0.value == device.orientation })
    else { return name }
    return .object([("name", name), ("orientation", .string(orientation.key))])
  }

  /// Registers ``fonts`` in `library` (files with ``FontLibrary/register(fileAt:)``, directories with
  /// ``FontLibrary/register(directoryAt:)``), a relative path taken from `directory` (the current directory when
  /// `nil`). ``makeTree(schema:)`` calls it with the defaults; registering a file again does nothing.
  ///
  /// - Throws: ``SceneError`` at `fonts[i]` with ``SceneError/Reason/fontFile(_:)``.
  /// - Complexity: O(the font files' sizes) the first time, a lookup per path afterwards.
  public func registerFonts(relativeTo directory: String? = nil, in library: FontLibrary = .shared)
    throws(SceneError)
  {
    try Self.registerFonts(fonts, relativeTo: directory, in: library)
  }

  /// Registers the font files and directories `fonts` (a scene's `"fonts"`), as ``registerFonts(relativeTo:in:)``
  /// does.
  ///
  /// - Throws: ``SceneError`` at `fonts[i]` with ``SceneError/Reason/fontFile(_:)``.
  /// - Complexity: O(the font files' sizes) the first time, a lookup per path afterwards.
  static func registerFonts(_ fonts: [String], relativeTo directory: String?, in library: FontLibrary)
    throws(SceneError)
  {
    for (index, path) in fonts.enumerated() {
      let resolved = Self.resolve(path, relativeTo: directory)
      do throws(FontRegistrationError) {
        try library.register(paths: [resolved])
      } catch {
        throw SceneError(path: "fonts[\(index)]", reason: .fontFile(error))
      }
    }
  }

  /// `path` itself when absolute or when there is no directory, else `directory/path`.
  static func resolve(_ path: String, relativeTo directory: String?) -> String {
    guard let directory, !directory.isEmpty, !path.hasPrefix("/") else { return path }
    return directory.hasSuffix("/") ? directory + path : directory + "/" + path
  }

  /// Reads a scene from JSON text, checking every node and parameter against `schema`.
  ///
  /// - Throws: ``SceneError`` naming the JSON path of the first problem; for text that is not JSON, the reason is
  ///   ``SceneError/Reason/invalidJSON(detail:)`` with ``SceneError/line`` and ``SceneError/column`` set.
  /// - Complexity: O(size of the document).
  public static func read(_ text: String, schema: SceneSchema = .standard) throws(SceneError) -> Scene {
    let json: JSONValue
    do throws(JSONSyntaxError) {
      json = try JSONValue.parse(text)
    } catch {
      throw SceneError(error)
    }
    return try read(json: json, schema: schema)
  }

  /// Reads a scene from a parsed JSON value.
  ///
  /// - Throws: ``SceneError``.
  /// - Complexity: O(size of the document).
  public static func read(json: JSONValue, schema: SceneSchema = .standard) throws(SceneError) -> Scene {
    guard case .object(let pairs) = json else {
      throw mismatch("a scene object with \"root\" (and optionally \"proposal\")", json, "")
    }
    var proposal = ProposedViewSize.unspecified
    var root: SceneNode?
    var fonts: [String] = []
    var device: Device?
    for (key, value) in pairs {
      switch key {
      case "proposal": proposal = try readProposal(value, path: "proposal")
      case "root": root = try SceneNode.read(value, path: "root", schema: schema)
      case "fonts": fonts = try readFonts(value)
      case "device": device = try readDevice(value)
      default:
        throw SceneError(
          path: key, reason: .unknownField(key, owner: "a scene", known: ["proposal", "root", "fonts", "device"]))
      }
    }
    guard let root else { throw SceneError(path: "root", reason: .missingField("root", owner: "a scene")) }
    return Scene(proposal: proposal, root: root, fonts: fonts, device: device)
  }

  /// `"fonts"`: an array of non-empty paths without NUL bytes.
  static func readFonts(_ value: JSONValue) throws(SceneError) -> [String] {
    guard case .array(let items) = value else {
      throw mismatch("an array of font file or directory paths", value, "fonts")
    }
    var fonts: [String] = []
    for (index, item) in items.enumerated() {
      guard case .string(let path) = item, !path.isEmpty, !path.utf8.contains(0) else {
        throw mismatch("a font file or directory path", item, "fonts[\(index)]")
      }
      fonts.append(path)
    }
    return fonts
  }

  static func readProposal(_ value: JSONValue, path: String) throws(SceneError) -> ProposedViewSize {
    guard case .object(let pairs) = value else {
      throw mismatch("an object {\"width\": …, \"height\": …}", value, path)
    }
    var proposal = ProposedViewSize.unspecified
    for (key, v) in pairs {
      guard key == "width" || key == "height" else {
        throw SceneError(
          path: "\(path).\(key)", reason: .unknownField(key, owner: "a proposal", known: ["width", "height"]))
      }
      var number: CGFloat?
      if v != .null { number = try SceneParameter.Kind.lengthOrInfinity.read(v, path: "\(path).\(key)") }
      if key == "width" { proposal.width = number } else { proposal.height = number }
    }
    return proposal
  }

  /// The scene as JSON (the same shape it is read from).
  ///
  /// - Complexity: O(nodes).
  public func jsonValue() -> JSONValue {
    func number(_ v: CGFloat?) -> JSONValue {
      guard let v else { return .null }
      return v.isInfinite ? .string("infinity") : .number(v)
    }
    var members: [(String, JSONValue)] = [
      ("proposal", .object([("width", number(proposal.width)), ("height", number(proposal.height))]))
    ]
    if !fonts.isEmpty { members.append(("fonts", .array(fonts.map(JSONValue.string)))) }
    if let device { members.append(("device", Self.deviceJSON(device))) }
    members.append(("root", root.jsonValue()))
    return .object(members)
  }

  /// The scene as indented JSON text.
  ///
  /// - Complexity: O(nodes).
  public func jsonString() -> String { jsonValue().serialized(pretty: true) + "\n" }

  /// Builds the node tree, after registering ``fonts`` in ``FontLibrary/shared`` (relative paths from the current
  /// directory; call ``registerFonts(relativeTo:in:)`` first for another).
  ///
  /// - Throws: ``SceneError`` when a node's parameters are valid JSON but cannot be built (for example a constraint
  ///   string that does not parse), or a font file cannot be registered.
  /// - Complexity: O(nodes), plus reading the font files the first time.
  public func makeTree(schema: SceneSchema = .standard) throws(SceneError) -> Node {
    if !fonts.isEmpty { try registerFonts() }
    var types = SceneTypeCache()
    guard let device else { return try root.makeNode(path: ScenePath("root"), schema: schema, types: &types) }
    return try DeviceScreen.screen(device) { () throws(SceneError) -> Node in
      try root.makeNode(path: ScenePath("root"), schema: schema, types: &types)
    }
  }

  /// Builds the tree and lays it out for the scene's proposal, or for `proposal` when given; with
  /// `collectsDiagnostics`, containers report into ``LayoutResult/diagnostics`` (constraint layouts: ambiguities).
  /// `timeLimit` bounds the whole layout (``LayoutLimits/timeLimit``; strategies past it fall back, reported in
  /// ``LayoutResult/fallbacks``).
  ///
  /// - Throws: ``SceneError`` for a tree that cannot be built, or with ``SceneError/Reason/layoutFailed(_:)`` for a
  ///   layout that fails.
  /// - Complexity: O(nodes) to build, plus the layout.
  public func layout(
    proposal: ProposedViewSize? = nil, schema: SceneSchema = .standard, collectsDiagnostics: Bool = false,
    timeLimit: Duration = TrellisLimits.layoutTimeLimit
  ) throws(SceneError) -> LayoutResult {
    let tree = try makeTree(schema: schema)
    do throws(LayoutError) {
      return try LayoutEngine(limits: LayoutLimits(timeLimit: timeLimit), collectsDiagnostics: collectsDiagnostics)
        .layout(tree, proposal: proposal ?? self.proposal)
    } catch {
      throw SceneError(path: "", reason: .layoutFailed(error))
    }
  }
}
