import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// Fonts from files in scenes (`"fonts"`) and on the command line (`--font-file`): DejaVu Serif copied under the
/// family "Zyxwvu Serif", which only registration can find.
@Suite struct SceneFontFileTests {
  let folder = RenamedFont.temporaryFolder()

  /// Removes the copies, after tests whose registrations were in a `trellis` process of their own.
  func removeCopies() { try? FileManager.default.removeItem(at: folder) }

  /// The renamed copy of DejaVu Serif in `folder`, and the ideal width of `string` in DejaVu Serif at 20 pt.
  func fixture(_ string: String) throws -> (copy: String, width: Double) {
    let serif = try #require(FontLibrary.shared.face(for: .custom("DejaVu Serif", size: 20)))
    #expect(serif.family == "DejaVu Serif", "the tests need fonts-dejavu-core (DejaVu Serif)")
    let copy = try #require(RenamedFont.copy(of: serif.path, in: folder))
    let width = ShapingTextMeasurer.shared.measure(
      string, attributes: TextAttributes(font: .custom("DejaVu Serif", size: 20)), proposal: .unspecified
    ).size.width
    return (copy, width)
  }

  func scene(fonts: String) -> String {
    #"{"fonts": \#(fonts), "root": {"type": "Text", "id": "t", "text": "Serif words","#
      + #" "modifiers": [{"type": "font", "name": "Zyxwvu Serif", "size": 20}]}}"#
  }

  @Test func aSceneRegistersItsFontsRelativeToItsFile() throws {
    defer { removeCopies() }
    let (copy, width) = try fixture("Serif words")
    let name = (copy as NSString).lastPathComponent
    let file = folder.appendingPathComponent("scene.json").path
    #expect(FileManager.default.createFile(atPath: file, contents: Data(scene(fonts: "[\"\(name)\"]").utf8)))
    let output = try runTrellis(["layout", file, "--diagnostics"])
    #expect(output.status == 0, "\(output.stderr)")
    let json = try JSONValue.parse(output.stdout)
    guard case .number(let measured)? = json["frames"]?["t"]?["width"] else {
      Issue.record("no frame for t in \(output.stdout)")
      return
    }
    #expect(abs(measured - width) < 1e-6)
    #expect(json["diagnostics"] == nil, "the family is found: nothing to report")
  }

  @Test func fontFileOnTheCommandLineAndItsAbsence() throws {
    defer { removeCopies() }
    let (_, width) = try fixture("Serif words")
    let scene = scene(fonts: "[]")
    let found = try runTrellis(["layout", "-", "--font-file", folder.path, "--diagnostics"], input: scene)
    #expect(found.status == 0, "\(found.stderr)")
    #expect(try JSONValue.parse(found.stdout)["frames"]?["t"]?["width"] == .number(width))
    // Without it: the default family, a diagnostic in the JSON, and a line on standard error.
    let missing = try runTrellis(["layout", "-", "--diagnostics"], input: scene)
    #expect(missing.status == 0, "\(missing.stderr)")
    guard case .array(let items)? = try JSONValue.parse(missing.stdout)["diagnostics"] else {
      Issue.record("no diagnostics in \(missing.stdout)")
      return
    }
    #expect(
      items.first?["message"]
        == .string("font family \"Zyxwvu Serif\" is neither registered nor installed; measured in DejaVu Sans"))
    #expect(missing.stderr.contains("\"Zyxwvu Serif\" is neither registered nor installed"))
  }

  @Test func badFontPathsAreSceneErrors() throws {
    defer { removeCopies() }
    let output = try runTrellis(["layout", "-"], input: scene(fonts: #"["/no/such/font.ttf"]"#))
    #expect(output.status == 64)
    #expect(output.stderr.contains("stdin: fonts[0]: no font file at /no/such/font.ttf"), "\(output.stderr)")
    let option = try runTrellis(["layout", "-", "--font-file", "/no/such/dir"], input: scene(fonts: "[]"))
    #expect(option.status == 64)
    #expect(option.stderr.contains("--font-file: no font file at /no/such/dir"), "\(option.stderr)")
    #expect(
      throws: SceneError(path: "fonts[1]", reason: .wrongKind(expected: "a font file or directory path", got: "3"))
    ) {
      try Scene.read(scene(fonts: #"["a.ttf", 3]"#))
    }
    #expect(throws: SceneError.self) { try Scene.read(scene(fonts: #""a.ttf""#)) }
    // Read and written back: the member survives.
    let read = try Scene.read(scene(fonts: #"["Fonts/a.ttf"]"#))
    #expect(read.fonts == ["Fonts/a.ttf"])
    #expect(try Scene.read(read.jsonString()) == read)
  }

  @Test func aRegisteredFamilyScalesWithDynamicTypeAsItsStyle() throws {
    let (copy, _) = try fixture("Serif words")
    // "size": 20 is custom(_:size:), relative to .body: 20 × 23/17 at xxxLarge; relativeTo .title3: 20 × 26/20.
    let scene = #"""
      {"fonts": ["\#(copy)"], "root": {"type": "VStack", "children": [
        {"type": "Text", "id": "body", "text": "Serif words",
         "modifiers": [{"type": "font", "name": "Zyxwvu Serif", "size": 20}]}],
       "modifiers": [{"type": "dynamicTypeSize", "size": "xxxLarge"}]}}
      """#
    let result = try Scene.read(scene).layout()
    let measured = try #require(result.entries.first { $0.id == "body" }?.textMeasurement)
    #expect(close(measured.fontSize, 20 * 23 / 17))
    #expect(measured.fontFamily == "Zyxwvu Serif")
    let expected = ShapingTextMeasurer.shared.measure(
      "Serif words", attributes: TextAttributes(font: .custom("DejaVu Serif", fixedSize: 20 * 23 / 17)),
      proposal: .unspecified)
    #expect(close(result["body"]?.width ?? 0, expected.size.width, 1e-9))
  }

  @Test func batchRegistersFontFilesForEveryLine() throws {
    defer { removeCopies() }
    let (copy, width) = try fixture("Serif words")
    // Line 1 through --font-file, line 2 through its own (absolute) "fonts".
    let input = scene(fonts: "[]") + "\n" + scene(fonts: "[\"\(copy)\"]") + "\n"
    let output = try runTrellis(["batch", "--font-file", copy], input: input)
    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    for line in lines {
      #expect(try JSONValue.parse(line)["frames"]?["t"]?["width"] == .number(width), "\(line)")
    }
    let bad = try runTrellis(["batch", "--font-file", "/no/such/font.ttf"], input: input)
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("--font-file: no font file at /no/such/font.ttf"), "\(bad.stderr)")
  }
}
