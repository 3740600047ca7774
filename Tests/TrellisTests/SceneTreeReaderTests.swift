import Foundation
import Testing
@_spi(Fuzzing) import Trellis
import TrellisTestSupport

/// `Scene.readTree`, which reads a scene's JSON straight into its tree, against the long way (`Scene.read` then
/// `makeTree`): it must read every valid scene itself, in any key order, build a tree that lays out to the same
/// frames and entries, never accept what the long way rejects, and throw exactly the long way's errors.
@Suite struct SceneTreeReaderTests {
  /// The long way's tree, or its error.
  static func longWay(_ text: String, schema: SceneSchema = .standard) -> Result<SceneTree, SceneError> {
    Result { () throws(SceneError) in
      let scene = try Scene.read(text, schema: schema)
      return SceneTree(proposal: scene.proposal, root: try scene.makeTree(schema: schema))
    }
  }

  /// `readTree`'s tree, or its error.
  static func readTree(_ text: String, schema: SceneSchema = .standard) -> Result<SceneTree, SceneError> {
    Result { () throws(SceneError) in try Scene.readTree(text, schema: schema) }
  }

  /// A tree laid out at its proposal, as text: every frame and entry, or the layout's error.
  static func laidOut(_ tree: SceneTree) -> String {
    do throws(LayoutError) {
      return try LayoutEngine().layout(tree.root, proposal: tree.proposal).jsonString(includeEntries: true)
    } catch {
      return "layout failed: \(error)"
    }
  }

  /// Checks `text` both ways; returns whether the direct reader read it itself.
  @discardableResult
  static func agree(_ text: String, schema: SceneSchema = .standard, sourceLocation: SourceLocation = #_sourceLocation)
    -> Bool
  {
    let direct = Scene.readTreeDirectly(text, schema: schema)
    let long = longWay(text, schema: schema)
    switch (long, readTree(text, schema: schema)) {
    case (.success(let expected), .success(let read)):
      #expect(read.proposal == expected.proposal, sourceLocation: sourceLocation)
      #expect(laidOut(read) == laidOut(expected), "\(text.prefix(300))", sourceLocation: sourceLocation)
      if let direct {
        #expect(laidOut(direct) == laidOut(expected), "\(text.prefix(300))", sourceLocation: sourceLocation)
      }
    case (.failure(let expected), .failure(let error)):
      #expect(error == expected, sourceLocation: sourceLocation)
      // The direct reader does not register fonts, so a scene whose font files fail is the one thing it reads.
      #expect(
        direct == nil || (!direct!.fonts.isEmpty && error.path.hasPrefix("fonts[")),
        "accepted what the long way rejects: \(text.prefix(300))", sourceLocation: sourceLocation)
    case (let expected, let read):
      Issue.record(
        "the long way gives \(expected), readTree \(read): \(text.prefix(300))", sourceLocation: sourceLocation)
    }
    return direct != nil
  }

  /// Every object's members in reverse order (so `type` comes last, after the parameters it governs).
  static func reversed(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let pairs): .object(pairs.reversed().map { ($0.key, reversed($0.value)) })
    case .array(let items): .array(items.map(reversed))
    default: value
    }
  }

  static let fixtures: [(name: String, scene: JSONValue)] = {
    let folder = PackagePaths.root.appendingPathComponent("Tests/Fixtures")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
      guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
        let json = try? JSONValue.parse(String(decoding: data, as: UTF8.self)), let scene = json["scene"]
      else { return nil }
      return (name, scene)
    }
  }()

  @Test func everyFixtureReadsDirectlyInAnyKeyOrder() {
    #expect(Self.fixtures.count >= 90)
    for (name, scene) in Self.fixtures {
      for text in [
        scene.serialized(pretty: false), scene.serialized(pretty: true), Self.reversed(scene).serialized(pretty: false),
      ] {
        #expect(Self.agree(text), "\(name) went the long way")
      }
    }
  }

  @Test func generatedScenesOfEveryTypeAgree() {
    var rng = SplitMix64(seed: 34)
    var direct = 0
    var valid = 0
    for k in 0..<300 {
      let text = SceneGenerator.standard.scene(depth: 3, using: &rng)
      let scene = try? JSONValue.parse(text)
      for variant in [text, scene.map { Self.reversed($0).serialized(pretty: k % 2 == 0) } ?? text] {
        if case .success = Self.longWay(variant) { valid += 1 }
        if Self.agree(variant) { direct += 1 }
      }
    }
    // Every valid scene is read directly: the generator writes no escapes in keys.
    #expect(direct == valid)
    #expect(valid > 100, "only \(valid) of 600 generated scenes were valid")
  }

  @Test func mutatedScenesAgree() {
    var rng = SplitMix64(seed: 35)
    let seeds = (0..<20).map { _ in Array(SceneGenerator.standard.scene(depth: 3, using: &rng).utf8) }
    var rejected = 0
    for k in 0..<600 {
      var bytes = seeds[k % seeds.count]
      SceneFuzzTests.mutate(&bytes, using: &rng)
      let text = String(decoding: bytes, as: UTF8.self)
      if case .failure = Self.longWay(text) { rejected += 1 }
      Self.agree(text)
    }
    #expect(rejected > 100, "only \(rejected) of 600 mutations were rejected")
  }

  @Test func errorsAreTheLongWays() {
    let box = #"{"type": "Box", "width": 10, "height": 10}"#
    let cases = [
      #"{"root": {"type": "HStack", "children": [\#(box), {"type": "Box", "width": 10 "height": 10}]}}"#,
      #"{"root": {"type": "HStack", "children": [\#(box), {"type": "Bx"}]}}"#,
      #"{"root": {"type": "HStack", "children": [\#(box), {"type": "Box", "width": 10}]}}"#,
      #"{"root": {"type": "HStack", "children": [{"type": "Box", "width": -1, "height": 2}, {"type": 3}]}}"#,
      #"{"root": {"type": "Box", "width": 10, "height": 10, "width": 20}}"#,
      #"{"root": {"type": "Box", "type": "Box", "width": 10, "height": 10}}"#,
      #"{"root": {"type": "Box", "id": 4, "width": 10, "height": 10}}"#,
      #"{"root": {"type": "Box", "width": 10, "height": 10, "children": []}}"#,
      #"{"root": {"type": "Box", "width": 10, "height": 10, "modifiers": [{"type": "pad"}]}}"#,
      #"{"root": {"type": "Box", "width": 10, "height": 10, "modifiers": [{"type": "padding", "length": "4"}]}}"#,
      #"{"root": {"type": "Box", "width": 10, "height": 10, "modifiers": [{"type": "padding", "length": 4 4}]}}"#,
      #"{"root": {"type": "Box", "width": 10, "height": 10, "modifiers": [{"length": 4}]}}"#,
      #"{"root": {"width": 1 2, "type": "Box", "height": 10}}"#,
      #"{"root": \#(box)} trailing"#,
      #"{"root": \#(box), "root": \#(box)}"#,
      #"{"root": \#(box), "proposal": {"width": -3}}"#,
      #"{"root": \#(box), "extra": 1}"#,
      #"{"proposal": {"width": 3}}"#,
      #"{"root": {"type": "ConstraintLayout", "constraints": ["a.width == == 3"], "children": [\#(box)]}}"#,
      #"{"root": {"type": "Box", "width": 10, "height": 10, "modifiers": [{"type": "overlay", "content": {"type": "Bx"}}]}}"#,
      String(repeating: #"{"type": "VStack", "children": ["#, count: 210) + box
        + String(repeating: "]}", count: 210),
      "[", "", "null",
    ]
    for text in cases {
      let text = text.hasPrefix(#"{"type": "VStack""#) ? #"{"root": \#(text)}"# : text
      guard case .failure = Self.longWay(text) else {
        Issue.record("expected the long way to reject \(text.prefix(120))")
        continue
      }
      Self.agree(text)
    }
  }

  @Test func escapesAndLongNamesAndCustomTypes() throws {
    // An escaped key goes the long way; an escaped id or string value is read directly.
    #expect(!Self.agree(#"{"ro\u006ft": {"type": "Box", "width": 1, "height": 2}}"#))
    #expect(Self.agree(#"{"root": {"type": "Box", "id": "n\u0031\n", "width": 1, "height": 2}}"#))
    let tree = try Scene.readTree(#"{"root": {"type": "Box", "id": "n\u0031", "width": 1, "height": 2}}"#)
    #expect(tree.root.id == "n1")
    // A schema type with a parameter name longer than 16 bytes, and names sharing their first 16 bytes.
    var schema = SceneSchema.standard
    schema.register(
      SceneNodeType(
        name: "AvatarWithALongTypeName",
        parameters: [
          .init("sizeOfTheAvatarInPoints", .length, required: true), .init("sizeOfTheAvatarInPointsToo", .length),
        ]
      ) { args, _ throws(SceneError) in
        let side = try args.required("sizeOfTheAvatarInPoints", .length)
        let other = try args.value("sizeOfTheAvatarInPointsToo", .length) ?? side
        return Box(width: side, height: other).node
      })
    let text = #"""
      {"root": {"type": "HStack", "children": [
        {"type": "AvatarWithALongTypeName", "sizeOfTheAvatarInPoints": 30, "sizeOfTheAvatarInPointsToo": 12},
        {"sizeOfTheAvatarInPoints": 20, "type": "AvatarWithALongTypeName"},
        {"type": "Box", "width": 5, "height": 5,
         "modifiers": [{"type": "overlay", "alignment": "bottom", "content": {"type": "Box", "width": 2, "height": 9}}]}]}}
      """#
    #expect(Self.agree(text, schema: schema))
    let read = try Scene.readTree(text, schema: schema)
    let result = try LayoutEngine().layout(read.root, proposal: read.proposal)
    #expect(result.size == CGSize(width: 30 + 8 + 20 + 8 + 5, height: 20))
    // A duplicate long key is still a duplicate.
    #expect(
      !Self.agree(
        #"{"root": {"type": "AvatarWithALongTypeName", "sizeOfTheAvatarInPoints": 1, "sizeOfTheAvatarInPoints": 2}}"#,
        schema: schema))
  }

  @Test func fontsAreReadDirectlyAndTheirErrorsAreTheLongWays() throws {
    let box = #"{"type": "Box", "width": 10, "height": 10}"#
    let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    let text = #"{"root": \#(box), "fonts": ["\#(font)"]}"#
    #expect(Scene.readTreeDirectly(text)?.fonts == [font])
    #expect(Self.agree(text))
    #expect(try Scene.readTree(text).fonts == [font])
    // A file that cannot be registered is the long way's error, at its index.
    let missing = #"{"fonts": ["\#(font)", "/no/such/font.ttf"], "root": \#(box)}"#
    guard case .failure(let error) = Self.readTree(missing) else {
      Issue.record("a missing font file was accepted")
      return
    }
    #expect(error.path == "fonts[1]")
    Self.agree(missing)
    for bad in [
      #"{"root": \#(box), "fonts": 3}"#, #"{"root": \#(box), "fonts": [""]}"#,
      #"{"fonts": [], "fonts": [], "root": \#(box)}"#,
    ] {
      #expect(!Self.agree(bad))
    }
  }
}
