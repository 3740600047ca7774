import Foundation
import Testing
import Trellis

/// `trellis render`: the card fixture written as PNG, PDF and SVG by the built executable.
@Suite struct RenderCLITests {
  let card = PackagePaths.fixtures.appendingPathComponent("Render/card.json").path

  func temporary(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("trellis-render-cli-\(getpid())-\(name)").path
  }

  /// A PNG file's width and height from its IHDR chunk.
  func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
    guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }

  @Test(arguments: [("png", 1.0), ("png", 2.0), ("pdf", 1.0), ("svg", 1.0)])
  func writesEachFormatByExtension(format: String, scale: Double) throws {
    let output = temporary("card-\(Int(scale)).\(format)")
    defer { try? FileManager.default.removeItem(atPath: output) }
    let run = try runTrellis(["render", card, "-o", output, "--scale", "\(scale)", "--background", "#eef1f4"])
    #expect(run.status == 0, "\(run.stderr)")
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
    let layout = try runTrellis(["layout", card])
    let size = try JSONValue.parse(layout.stdout)["size"]
    guard case .number(let width)? = size?["width"], case .number(let height)? = size?["height"] else {
      Issue.record("no size in \(layout.stdout)")
      return
    }
    switch format {
    case "png":
      let pixels = try #require(pngSize(bytes))
      #expect(pixels.0 == Int((width * scale).rounded(.up)) && pixels.1 == Int((height * scale).rounded(.up)))
    case "pdf":
      #expect(bytes.starts(with: Array("%PDF-".utf8)))
    default:
      let svg = String(decoding: bytes, as: UTF8.self)
      #expect(svg.contains("<svg") && svg.contains("<use xlink:href=\"#glyph") && svg.contains("<image"))
    }
  }

  @Test func svgTextIsOutlinesOrText() throws {
    let outlines = try runTrellis(["render", card, "--format", "svg"])
    let text = try runTrellis(["render", card, "--format", "svg", "--svg-text", "text"])
    #expect(outlines.status == 0 && text.status == 0, "\(outlines.stderr)\(text.stderr)")
    #expect(outlines.stdout.contains("<use xlink:href=\"#glyph") && !outlines.stdout.contains("<text "))
    #expect(text.stdout.contains(">Mountain lake</text>") && !text.stdout.contains("<use "))
    let bad = try runTrellis(["render", card, "--format", "svg", "--svg-text", "paths"])
    #expect(bad.status == 64 && bad.stderr.contains("--svg-text must be outlines or text"))
  }

  @Test func debugDrawsTheLabelledPicture() throws {
    let run = try runTrellis(["render", card, "--debug", "--format", "svg"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("class=\"container\"") && run.stdout.contains("<text"))
    let png = try runTrellis(["render", card, "--debug", "-o", temporary("debug.png")])
    #expect(png.status == 64 && png.stderr.contains("--debug draws an SVG picture"))
  }

  @Test func badInputExits64() throws {
    let missing = #"{"root": {"type": "Image", "name": "nowhere.png", "width": 10, "height": 10}}"#
    let run = try runTrellis(["render", "-", "-o", temporary("missing.png")], input: missing)
    #expect(run.status == 64)
    #expect(run.stderr.contains("image \"nowhere.png\" not found"), "\(run.stderr)")
    let format = try runTrellis(["render", card, "--format", "gif"])
    #expect(format.status == 64 && format.stderr.contains("--format must be png, pdf or svg"))
    let color = try runTrellis(["render", card, "--background", "#12", "-o", temporary("c.png")])
    #expect(color.status == 64 && color.stderr.contains("--background"))
    let empty = try runTrellis(
      ["render", "-", "-o", temporary("empty.png")], input: #"{"root": {"type": "Box", "width": 0, "height": 0}}"#)
    #expect(empty.status == 64 && empty.stderr.contains("cannot make a raster image"))
  }
}
