import Foundation
import Testing
import TrellisTestSupport

/// `trellis batch` (issue 34, item 2): JSON Lines in, JSON Lines out in input order, every core, a bad line answered
/// by an error line naming its line number while the rest goes on.
@Suite struct BatchCommandTests {
  /// A scene of one identified box `width` wide.
  static func box(_ width: Int) -> String {
    #"{"root":{"type":"Box","id":"b","width":\#(width),"height":10}}"#
  }

  /// The output lines, parsed.
  static func lines(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  @Test func aBadLineInTheMiddleIsAnsweredAndTheRestGoesOn() throws {
    let input = [Self.box(10), #"{"root":{"type":"Bx"}}"#, "not json", Self.box(30)].joined(separator: "\n") + "\n"
    let output = try runTrellis(["batch", "-"], input: input)
    #expect(output.status == 0, "\(output.stderr)")
    let lines = try Self.lines(output.stdout)
    #expect(lines.count == 4)
    #expect(lines.map { $0["line"] as? Int } == [1, 2, 3, 4])
    #expect((lines[1]["error"] as? String)?.contains("root.type: unknown node type \"Bx\"") == true)
    #expect(lines[1]["status"] as? Int == 64)
    #expect((lines[2]["error"] as? String)?.hasPrefix("JSON syntax error at column 1") == true)
    let last = try #require(lines[3]["frames"] as? [String: [String: Double]])
    #expect(last["b"]?["width"] == 30)
    #expect(output.stderr.contains("batch: 2 of 4 lines failed"))
    let strict = try runTrellis(["batch", "--fail-on-error"], input: input)
    #expect(strict.status == 1)
    #expect(try Self.lines(strict.stdout).count == 4)
  }

  @Test func answersKeepInputOrderOnEveryCore() throws {
    // Scenes of very different cost (a 2,000-box stack beside single boxes) finish out of order on two workers.
    let heavy =
      #"{"root":{"type":"VStack","children":["#
      + Array(repeating: #"{"type":"Box","width":1,"height":1}"#, count: 2_000).joined(separator: ",") + "]}}"
    var input: [String] = []
    for k in 1...300 { input.append(k % 50 == 1 ? heavy : Self.box(k)) }
    let output = try runTrellis(["batch", "--jobs", "4"], input: input.joined(separator: "\n"))
    #expect(output.status == 0, "\(output.stderr)")
    let lines = try Self.lines(output.stdout)
    #expect(lines.map { $0["line"] as? Int } == Array(1...300))
    for (k, line) in lines.enumerated() where (k + 1) % 50 != 1 {
      let frames = try #require(line["frames"] as? [String: [String: Double]])
      #expect(frames["b"]?["width"] == Double(k + 1))
    }
    // The same stream on one worker answers the same bytes.
    let serial = try runTrellis(["batch", "--jobs", "1"], input: input.joined(separator: "\n"))
    #expect(serial.stdout == output.stdout)
  }

  @Test func blankLinesAreSkippedButCountedAndTheLastLineNeedsNoNewline() throws {
    let output = try runTrellis(["batch"], input: "\n" + Self.box(5) + "\n  \n\n" + Self.box(7))
    let lines = try Self.lines(output.stdout)
    #expect(lines.map { $0["line"] as? Int } == [2, 5])
  }

  @Test func aLineOverTheLimitIsAnErrorLineAndTheNextIsRead() throws {
    let long = #"{"root":{"type":"Box","id":"\#(String(repeating: "x", count: 5_000))","width":1,"height":1}}"#
    let output = try runTrellis(
      ["batch", "--max-line-bytes", "1000"], input: [Self.box(1), long, Self.box(3)].joined(separator: "\n"))
    let lines = try Self.lines(output.stdout)
    #expect(lines.count == 3)
    #expect((lines[1]["error"] as? String)?.contains("longer than --max-line-bytes (1000 bytes)") == true)
    #expect((lines[2]["frames"] as? [String: [String: Double]])?["b"]?["width"] == 3)
    let bad = try runTrellis(["batch", "--jobs", "0"], input: "")
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("--jobs must be a whole number in 1...1024"))
  }

  @Test func renderWritesOneFilePerLine() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-batch-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = [Self.box(10), "{}", Self.box(20)].joined(separator: "\n")
    let output = try runTrellis(["batch", "--render", directory.path], input: input)
    let lines = try Self.lines(output.stdout)
    #expect(lines[0]["file"] as? String == directory.appendingPathComponent("1.png").path)
    #expect(lines[1]["error"] != nil)
    let png = try Data(contentsOf: directory.appendingPathComponent("3.png"))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("2.png").path))
    let svg = try runTrellis(["batch", "--render", directory.path, "--format", "svg"], input: input)
    #expect(try Self.lines(svg.stdout)[2]["file"] as? String == directory.appendingPathComponent("3.svg").path)
    let text = try String(contentsOf: directory.appendingPathComponent("3.svg"), encoding: .utf8)
    #expect(text.contains("<svg"))
  }
}
