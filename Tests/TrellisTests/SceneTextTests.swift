import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// The text modifiers in scenes, and what a bad text scene does.
@Suite struct SceneTextTests {
  func ideal(_ string: String, _ attributes: TextAttributes) -> Size {
    ShapingTextMeasurer.shared.measure(string, attributes: attributes, proposal: .unspecified).size
  }

  @Test func fontModifierOnAnyNodeIsInherited() throws {
    let text = #"""
      {"root": {"type": "VStack", "children": [{"type": "Text", "id": "t", "text": "Hello"}],
                "modifiers": [{"type": "font", "name": "DejaVu Sans", "size": 17, "weight": "bold"}]}}
      """#
    let result = try Scene.read(text).layout()
    #expect(result["t"]?.size == ideal("Hello", TextAttributes(font: .custom("DejaVu Sans", size: 17).bold())))
  }

  @Test func styleLineLimitSpacingAndAlignment() throws {
    let text = #"""
      {"proposal": {"width": 100, "height": null},
       "root": {"type": "Text", "id": "t", "text": "one two three four five six seven eight nine ten",
                "modifiers": [{"type": "font", "style": "caption"}, {"type": "lineLimit", "limit": 2},
                              {"type": "lineSpacing", "spacing": 3},
                              {"type": "multilineTextAlignment", "alignment": "center"}]}}
      """#
    let result = try Scene.read(text).layout()
    let lineHeight = try #require(ShapingTextMeasurer.shared.face(for: .caption)).lineHeight(size: 12)
    #expect(close(result["t"]?.height ?? 0, 2 * lineHeight + 3))
    #expect((result["t"]?.width ?? .infinity) <= 100)
  }

  @Test func dynamicTypeSizeScalesTheTextStylesBelow() throws {
    func size(_ modifiers: String, font: String = #"{"type": "font", "style": "title"}"#) throws -> CGFloat? {
      let child = #"{"type": "Text", "id": "t", "text": "Type", "modifiers": [\#(font)]}"#
      let text = #"{"root": {"type": "VStack", "children": [\#(child)], "modifiers": [\#(modifiers)]}}"#
      return try Scene.read(text).layout().entries.first { $0.id == "t" }?.textMeasurement?.fontSize
    }
    // The title is 28 at large, 34 at xxxLarge, 48 at accessibility3 (the HIG's table).
    #expect(try size(#"{"type": "dynamicTypeSize", "size": "xxxLarge"}"#) == 34)
    #expect(try size(#"{"type": "dynamicTypeSize", "size": "accessibility3"}"#) == 48)
    // A range clamps what the ancestors set (modifiers apply in order: the first is the inner one).
    let clamped = #"{"type": "dynamicTypeSize", "maximum": "large"}, {"type": "dynamicTypeSize", "size": "xxxLarge"}"#
    #expect(try size(clamped) == 28)
    #expect(try size(#"{"type": "dynamicTypeSize", "minimum": "xLarge"}"#) == 30)
    #expect(try size(#"{"type": "dynamicTypeSize", "minimum": "small", "maximum": "medium"}"#) == 27)
    // A font of a fixed size does not scale.
    let fixed = #"{"type": "font", "size": 15}"#
    #expect(try size(#"{"type": "dynamicTypeSize", "size": "accessibility5"}"#, font: fixed) == 15)
  }

  @Test func monospacedParametersStillSelectTheMonospacedMeasurer() throws {
    let result = try Scene.read(#"{"root": {"type": "Text", "id": "t", "text": "Hello", "characterWidth": 8}}"#)
      .layout()
    #expect(result["t"]?.size == Size(width: 40, height: 16))
  }

  @Test(arguments: [
    #"{"type": "font", "weight": "heavyish"}"#, #"{"type": "font", "size": -3}"#, #"{"type": "lineLimit", "limit": 0}"#,
    #"{"type": "lineLimit"}"#, #"{"type": "multilineTextAlignment", "alignment": "justified"}"#,
    #"{"type": "dynamicTypeSize", "size": "huge"}"#, #"{"type": "dynamicTypeSize", "minimum": 3}"#,
  ])
  func badTextModifiersAreSceneErrors(modifier: String) {
    let text = #"{"root": {"type": "Text", "text": "x", "modifiers": [\#(modifier)]}}"#
    #expect(throws: SceneError.self) { try Scene.read(text).makeTree() }
  }

  @Test func svgDrawsTheTextInItsFont() throws {
    let scene =
      #"{"root": {"type": "Text", "id": "t", "text": "A < B", "modifiers": [{"type": "font", "style": "title"}]}}"#
    let svg = try Scene.read(scene).layout().svg()
    #expect(svg.contains(#"font-family="DejaVu Sans, sans-serif" font-size="28" font-weight="400""#))
    #expect(svg.contains(">A &lt; B</text>"))
  }

  @Test func invalidUTF8InASceneFileIsAnError() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bad-utf8-\(getpid()).json")
    var bytes = Array(#"{"root": {"type": "Text", "text": "caf"#.utf8)
    bytes += [0xC3, 0x28]  // an invalid two-byte sequence
    bytes += Array(#""}}"#.utf8)
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let output = try runTrellis(["layout", url.path])
    #expect(output.status != 0)
    #expect(!output.stderr.isEmpty)
  }

  @Test func svgStartsARightToLeftLineAtItsRightEdge() throws {
    let scene = #"{"root": {"type": "Text", "id": "t", "text": "שלום world"}}"#
    let result = try Scene.read(scene).layout()
    let line = try #require(result.entries.first { $0.id == "t" }?.textLines.first)
    #expect(line.isRightToLeft)
    let svg = result.svg()
    let x = (result["t"]?.minX ?? 0) + line.x + line.width
    #expect(svg.contains(#"direction="rtl" unicode-bidi="embed""#))
    #expect(svg.contains(#"<text x="\#(JSONValue.formatNumber((x * 100).rounded() / 100))""#))
    let ltr = try Scene.read(#"{"root": {"type": "Text", "text": "world שלום"}}"#).layout().svg()
    #expect(!ltr.contains("direction="))
  }

  @Test(arguments: [("head", true), ("middle", false), ("tail", false)])
  func svgDrawsTheTruncationModesEllipsis(mode: String, leading: Bool) throws {
    let scene = #"""
      {"proposal": {"width": 120, "height": null},
       "root": {"type": "Text", "id": "t", "text": "The quick brown fox jumps over the lazy dog",
                "modifiers": [{"type": "lineLimit", "limit": 1}, {"type": "truncationMode", "mode": "\#(mode)"}]}}
      """#
    let result = try Scene.read(scene).layout()
    let text = try #require(result.entries.first { $0.id == "t" }?.textLines.first?.text)
    #expect(text.hasPrefix("…") == leading)
    #expect(text.hasSuffix("…") == (mode == "tail"))
    #expect(text.hasSuffix("dog") == (mode != "tail"))
    #expect(result.svg().contains(xmlEscape(text)))
  }

  @Test func withNoFontAtAllTextIsMonospacedAndSaysSo() throws {
    // A fontconfig configuration with no font directories, in a subprocess (fontconfig starts once per process).
    let directory = FileManager.default.temporaryDirectory
    let config = directory.appendingPathComponent("trellis-no-fonts-\(getpid()).conf")
    let scene = directory.appendingPathComponent("trellis-no-fonts-\(getpid()).json")
    try Data(#"<?xml version="1.0"?><fontconfig></fontconfig>"#.utf8).write(to: config)
    try Data(#"{"root": {"type": "Text", "id": "t", "text": "Hello"}}"#.utf8).write(to: scene)
    defer {
      try? FileManager.default.removeItem(at: config)
      try? FileManager.default.removeItem(at: scene)
    }
    let output = try runTrellis(["layout", scene.path], environment: ["FONTCONFIG_FILE": config.path])
    #expect(output.status == 0)
    #expect(output.stdout.contains(#""t": {"x": 0, "y": 0, "width": 40, "height": 16}"#))
    #expect(output.stderr.components(separatedBy: "no font could be loaded").count == 2)
  }

  @Test func runsAreOneParagraphOfFonts() throws {
    let text = #"""
      {"root": {"type": "VStack", "children": [
        {"type": "Text", "id": "r", "runs": [{"text": "Hello ", "bold": true},
                                             {"text": "world", "font": {"style": "title"}}]},
        {"type": "Text", "id": "m", "text": "**Hello** world", "markdown": true},
        {"type": "Text", "id": "v", "text": "**Hello** world"}]}}
      """#
    let result = try Scene.read(text).layout()
    let expected =
      ideal("Hello ", TextAttributes(font: Font.body.bold())).width + ideal("world", TextAttributes(font: .title)).width
    #expect(close(result["r"]?.width ?? 0, expected))
    let markdown = ideal("Hello", TextAttributes(font: Font.body.bold())).width + ideal(" world", .standard).width
    #expect(close(result["m"]?.width ?? 0, markdown))
    // Without "markdown", the text is taken as written, asterisks included.
    #expect(close(result["v"]?.width ?? 0, ideal("**Hello** world", .standard).width))
    SceneTreeReaderTests.agree(text)
  }

  @Test(arguments: [
    (#"{"type": "Text"}"#, "root.text"),
    (#"{"type": "Text", "text": "a", "runs": []}"#, "root.text"),
    (#"{"type": "Text", "runs": {"text": "a"}}"#, "root.runs"),
    (#"{"type": "Text", "runs": [{"text": "a", "colour": 1}]}"#, "root.runs[0].colour"),
    (#"{"type": "Text", "runs": [{"bold": true}]}"#, "root.runs[0].text"),
    (#"{"type": "Text", "runs": [{"text": "a", "font": {"size": "big"}}]}"#, "root.runs[0].font.size"),
    (#"{"type": "Text", "runs": [{"text": "a", "font": {"colour": 1}}]}"#, "root.runs[0].font.colour"),
    (#"{"type": "Text", "runs": [{"text": "a", "link": ""}]}"#, "root.runs[0].link"),
  ])
  func badRunsAreSceneErrorsAtTheirPaths(node: String, path: String) {
    let text = #"{"root": \#(node)}"#
    #expect {
      try Scene.read(text).makeTree()
    } throws: { error in
      (error as? SceneError)?.path == path
    }
    SceneTreeReaderTests.agree(text)
  }
}
