import Foundation
import Testing
import Trellis

/// Every scene fixture in Tests/Fixtures (a scene plus the frames it must produce), run through the scene reader.
@Suite struct FixtureTests {
  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.fixtures.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.sorted()
  }()

  @Test func fixturesExist() {
    #expect(Self.names.count >= 20)
  }

  @Test(arguments: names)
  func fixture(_ name: String) throws {
    let text = try String(contentsOf: PackagePaths.fixtures.appendingPathComponent(name), encoding: .utf8)
    let document = try JSONValue.parse(text)
    let scene = try Scene.read(json: try #require(document["scene"]))
    let expected = try #require(document["expected"])
    let result = try scene.layout()
    let output = result.jsonValue()
    #expect(output["size"] == expected["size"], "\(name): size")
    guard case .object(let frames)? = expected["frames"] else {
      Issue.record("\(name): no expected frames")
      return
    }
    for (id, frame) in frames {
      #expect(output["frames"]?[id] == frame, "\(name): frame of \(id)")
    }
    if let scrollViews = expected["scrollViews"] {
      #expect(output["scrollViews"] == scrollViews, "\(name): scroll views")
    }
  }
}
