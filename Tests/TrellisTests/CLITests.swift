import Foundation
import Testing
import Trellis

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct CLITests {
  let fixture = PackagePaths.fixtures.appendingPathComponent("hstack-fixed-max-flexible.json")

  func sceneText() throws -> String {
    let document = try JSONValue.parse(try String(contentsOf: fixture, encoding: .utf8))
    return try #require(document["scene"]).serialized()
  }

  @Test func layoutPrintsExpectedFrames() throws {
    let output = try runTrellis(["layout", "-"], input: try sceneText())
    #expect(output.status == 0, "\(output.stderr)")
    let json = try JSONValue.parse(output.stdout)
    #expect(try json["frames"]?["b"] == JSONValue.parse(#"{"x": 60, "y": 0, "width": 80, "height": 10}"#))
    #expect(try json["size"] == JSONValue.parse(#"{"width": 300, "height": 10}"#))
  }

  @Test func diagnosticsListCharactersNoFontCovers() throws {
    let scene = #"{"root": {"type": "Text", "id": "t", "text": "a\uDB80\uDC00b"}}"#
    let output = try runTrellis(["layout", "-", "--diagnostics"], input: scene)
    #expect(output.status == 0, "\(output.stderr)")
    guard case .array(let items)? = try JSONValue.parse(output.stdout)["diagnostics"] else {
      Issue.record("no diagnostics in \(output.stdout)")
      return
    }
    #expect(items.count == 1)
    #expect(items.first?["id"] == .string("t"))
    #expect(items.first?["message"] == .string("no font covers U+F0000; measured as the missing-glyph box"))
  }

  @Test func diagnosticsListAmbiguousConstraintVariables() throws {
    // The README's form: no constraint sets either top.
    let scene = #"""
      {"proposal": {"width": 300, "height": null}, "root": {"type": "ConstraintLayout", "id": "form",
       "constraints": ["label.leading == container.leading + 8", "field.leading == label.trailing + 8",
                       "field.trailing == container.trailing - 8"],
       "children": [{"type": "Text", "id": "label", "text": "Name", "characterWidth": 8},
                    {"type": "Rectangle", "id": "field"}]}}
      """#
    let output = try runTrellis(["layout", "-", "--diagnostics"], input: scene)
    #expect(output.status == 0, "\(output.stderr)")
    guard case .array(let items)? = try JSONValue.parse(output.stdout)["diagnostics"] else {
      Issue.record("no diagnostics in \(output.stdout)")
      return
    }
    let messages = items.compactMap { item -> String? in
      if case .string(let message)? = item["message"] { return message }
      return nil
    }
    #expect(messages.contains("ambiguous: label.top = 0, feasible in [-inf, inf]"), "\(messages)")
    #expect(messages.contains("ambiguous: field.top = 0, feasible in [-inf, inf]"), "\(messages)")
    #expect(items.allSatisfy { $0["id"] == .string("form") && $0["path"] == .string("root") })
    let quiet = try runTrellis(["layout", "-"], input: scene)
    #expect(try JSONValue.parse(quiet.stdout)["diagnostics"] == nil)
  }

  @Test func widthOverride() throws {
    let output = try runTrellis(["layout", "-", "--width", "400"], input: try sceneText())
    #expect(output.status == 0)
    #expect(try JSONValue.parse(output.stdout)["frames"]?["c"]?["width"] == .number(250))
  }

  @Test func svgIsWellFormedXML() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cli-test-\(getpid()).svg")
    defer { try? FileManager.default.removeItem(at: path) }
    let output = try runTrellis(["layout", "-", "--format", "svg", "-o", path.path], input: try sceneText())
    #expect(output.status == 0, "\(output.stderr)")
    let data = try Data(contentsOf: path)
    let parser = XMLParser(data: data)
    final class Counter: NSObject, XMLParserDelegate {
      var rects = 0
      var texts: [String] = []
      var inText = false
      func parser(
        _ p: XMLParser, didStartElement e: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
      ) {
        if e == "rect" { rects += 1 }
        inText = e == "text"
      }
      func parser(_ p: XMLParser, foundCharacters string: String) { if inText { texts.append(string) } }
    }
    let counter = Counter()
    parser.delegate = counter
    #expect(parser.parse(), "SVG is not well-formed: \(String(describing: parser.parserError))")
    // Background, root bounds, and one box per node (HStack, a, frame, b, c).
    #expect(counter.rects == 2 + 5)
    #expect(Set(counter.texts).isSuperset(of: ["a", "b", "c"]))
  }

  @Test(arguments: [
    (["layout"], "needs exactly one scene file"),
    (["layout", "a.json", "b.json"], "needs exactly one scene file"),
    (["layout", "-", "--format", "png"], "--format must be json or svg"),
    (["layout", "-", "--width", "-5"], "must be a non-negative number"),
    (["layout", "-", "--bogus"], "unknown option"),
    (["frobnicate"], "unknown command"),
    (["layout", "/nonexistent/scene.json"], "cannot read"),
  ])
  func badUsageExits64(arguments: [String], message: String) throws {
    let output = try runTrellis(arguments, input: try sceneText())
    #expect(output.status == 64)
    #expect(output.stderr.contains(message), "\(output.stderr)")
    #expect(output.stderr.split(separator: "\n").count == 1)
  }

  @Test func badSceneExits64WithPath() throws {
    let output = try runTrellis(
      ["layout", "-"],
      input: #"{"root": {"type": "HStack", "children": [{"type": "Box", "width": "NaN", "height": 1}]}}"#)
    #expect(output.status == 64)
    #expect(output.stderr.contains("root.children[0].width"))
  }

  @Test func layoutFailureExits1() throws {
    let output = try runTrellis(
      ["layout", "-"], input: #"{"proposal": {"width": "infinity"}, "root": {"type": "Rectangle"}}"#)
    #expect(output.status == 1)
    #expect(output.stderr.contains("not finite"))
  }

  @Test func helpAndDemo() throws {
    let help = try runTrellis(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("layout"))
    let layoutHelp = try runTrellis(["layout", "--help"])
    #expect(layoutHelp.stdout.contains("--format json|svg"))
    let demo = try runTrellis(["demo"])
    let laidOut = try runTrellis(["layout", "-"], input: demo.stdout)
    #expect(laidOut.status == 0)
    #expect(try JSONValue.parse(laidOut.stdout)["frames"]?["hero"]?["height"] == .number(260))
  }
}
