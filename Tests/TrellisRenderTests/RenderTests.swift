import CCairo
import Foundation
import Testing
import Trellis
import TrellisRender

/// The card scene (`Tests/Fixtures/Render/card.json`: a JPEG photo, a PNG thumbnail clipped to a capsule, shapes,
/// texts, a hidden text, zIndex, opacity) and smaller scenes, drawn through Cairo.
@Suite struct RenderTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Render")

  static func card() throws -> LayoutResult {
    let text = try String(contentsOf: fixtures.appendingPathComponent("card.json"), encoding: .utf8)
    return try Scene.read(text).layout()
  }

  static func options(scale: Double = 1) -> RenderOptions {
    RenderOptions(scale: scale, background: Color(red: 0.93, green: 0.945, blue: 0.957), imageDirectory: fixtures.path)
  }

  /// The pixel at point (`x`, `y`) of `image`, unpremultiplied.
  /// (-1, -1, -1, -1) outside the image, which no expectation accepts.
  static func color(_ image: RasterImage, _ x: Double, _ y: Double) -> (Int, Int, Int, Int) {
    let (column, row) = (Int(x * image.scale), Int(y * image.scale))
    guard (0..<image.width).contains(column), (0..<image.height).contains(row) else { return (-1, -1, -1, -1) }
    let pixel = image.rgba(x: column, y: row)
    return (Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha))
  }

  /// Whether `inner` lies inside `outer` grown by `slack` on every side (compared edge by edge: Foundation's
  /// `CGRect.contains(_:)` compares a union for equality, which rounding can break).
  static func encloses(_ outer: Rect, _ inner: Rect, slack: Double = 0.5) -> Bool {
    inner.minX >= outer.minX - slack && inner.maxX <= outer.maxX + slack && inner.minY >= outer.minY - slack
      && inner.maxY <= outer.maxY + slack
  }

  static func near(_ a: (Int, Int, Int, Int), _ b: (Int, Int, Int, Int), within tolerance: Int = 6) -> Bool {
    abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
      && abs(a.3 - b.3) <= tolerance
  }

  @Test(arguments: [1.0, 2.0])
  func cardMatchesGoldenImage(scale: Double) throws {
    let result = try Self.card()
    let image = try DisplayList(result).rasterImage(Self.options(scale: scale))
    #expect(image.width == Int((result.size.width * scale).rounded(.up)))
    #expect(image.height == Int((result.size.height * scale).rounded(.up)))
    let problem = try GoldenImage.check(image, name: "card@\(Int(scale))x.png")
    #expect(problem == nil, "\(problem ?? "")")
  }

  /// Shadows, gradients, a clip, rotations and opacity (`Tests/Fixtures/Render/effects.json`) against their golden
  /// image.
  @Test func effectsMatchGoldenImage() throws {
    let text = try String(contentsOf: Self.fixtures.appendingPathComponent("effects.json"), encoding: .utf8)
    let image = try DisplayList(try Scene.read(text).layout()).rasterImage(RenderOptions(scale: 1, background: .white))
    let problem = try GoldenImage.check(image, name: "effects@1x.png")
    #expect(problem == nil, "\(problem ?? "")")
  }

  @Test func everyTextsInkLiesInsideItsFrame() throws {
    let list = DisplayList(try Self.card())
    let texts = list.texts
    // title, body, tag; the hidden text is not drawn.
    #expect(texts.count == 3)
    for text in texts {
      let ink = try #require(text.inkBounds, "a text with no ink at \(text.frame)")
      // Half a point of slack for antialiasing of the outermost curves.
      #expect(Self.encloses(text.frame, ink), "ink \(ink) outside frame \(text.frame)")
      // And the ink fills the frame's width to within a glyph's side bearings.
      #expect(ink.width > text.frame.width - 4, "ink \(ink) much narrower than \(text.frame)")
    }
  }

  @Test func inkInsideFrameAcrossFontsAndScripts() throws {
    let view = VStack(alignment: .leading, spacing: 4) {
      Text("Serif, italic: Type & Shape").font(.system(size: 15, design: .serif).italic())
      Text("Monospaced 0123456789").font(.system(size: 13, design: .monospaced))
      Text("Hello, 世界 — مرحبا بالعالم").font(.title3)
      Text("A long line that wraps several times at this narrow width").font(.body).frame(width: 120)
      Text("Ýǘ gjpq Åß").font(.largeTitle)
    }
    let list = DisplayList(try view.layout(proposal: .unspecified))
    #expect(list.texts.count == 5)
    for text in list.texts {
      let ink = try #require(text.inkBounds)
      #expect(Self.encloses(text.frame, ink), "ink \(ink) outside frame \(text.frame)")
    }
    // And the pixels say so: drawn at @2x on white, every pixel outside the texts' frames (grown by half a point for
    // antialiasing) is white, and every frame has ink in it.
    let image = try list.rasterImage(RenderOptions(scale: 2, background: .white))
    let frames = list.texts.map { $0.frame.insetBy(dx: -0.5, dy: -0.5) }
    var stray = 0
    var inked = Set<Int>()
    for y in 0..<image.height {
      for x in 0..<image.width where image.pixels[y * image.width + x] != 0xFFFF_FFFF {
        let point = Point(x: (Double(x) + 0.5) / 2, y: (Double(y) + 0.5) / 2)
        if let index = frames.firstIndex(where: { $0.contains(point) }) { inked.insert(index) } else { stray += 1 }
      }
    }
    #expect(stray == 0, "\(stray) pixels of ink outside every text's frame")
    #expect(inked.count == frames.count)
  }

  @Test func pixelsShowShapesPhotoAndHiddenViewSkipped() throws {
    let result = try Self.card()
    let image = try DisplayList(result).rasterImage(Self.options())
    func frame(_ id: String) throws -> Rect { try #require(result[id]) }
    // The green dot's centre is SwiftUI's green.
    let dot = try frame("dot")
    #expect(Self.near(Self.color(image, dot.midX, dot.midY), (52, 199, 89, 255)))
    // The tag's capsule is orange, drawn under its text (zIndex 1 < 2): its left end, below the text, is orange.
    let back = try frame("tag-back")
    #expect(Self.near(Self.color(image, back.minX + 4, back.midY), (255, 149, 0, 255)))
    // The photo's sky at its top middle is the JPEG's orange (within JPEG's loss), its corners clipped round.
    let photo = try frame("photo")
    let sky = Self.color(image, photo.midX, photo.minY + 3)
    #expect(Self.near(sky, (240, 172, 68, 255), within: 20), "\(sky)")
    #expect(Self.near(Self.color(image, photo.minX + 0.5, photo.minY + 0.5), (255, 255, 255, 255)))
    // The hidden text draws nothing: its frame is the card's white.
    let secret = try frame("secret")
    for x in stride(from: secret.minX + 1, to: secret.maxX, by: 2) {
      for y in stride(from: secret.minY + 1, to: secret.maxY, by: 2) where !back.contains(Point(x: x, y: y)) {
        #expect(Self.near(Self.color(image, x, y), (255, 255, 255, 255)), "(\(x), \(y)) drawn")
      }
    }
  }

  @Test func zIndexOrderAndOpacity() throws {
    let view = ZStack {
      Color.red.frame(width: 40, height: 40).zIndex(1)
      Color.blue.frame(width: 40, height: 40)
      Color.black.frame(width: 20, height: 20).opacity(0.5).zIndex(2)
    }
    .frame(width: 60, height: 60)
    let image = try DisplayList(try view.layout(proposal: .unspecified)).rasterImage(
      RenderOptions(scale: 1, background: .white))
    // Red is drawn over blue (higher zIndex), the half-transparent black over red.
    #expect(Self.near(Self.color(image, 12, 12), (255, 59, 48, 255)))
    #expect(Self.near(Self.color(image, 30, 30), (128, 30, 24, 255), within: 3))
    #expect(Self.near(Self.color(image, 2, 2), (255, 255, 255, 255)))
  }

  @Test func shadowsAreOffsetAndBlurred() throws {
    let view = HStack(spacing: 40) {
      Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 8, y: 10)
      Circle().fill(.blue).frame(width: 40, height: 40).shadow(color: .red, radius: 0, x: 6, y: 6)
    }
    .padding(30)
    let image = try DisplayList(try view.layout(proposal: .unspecified)).rasterImage(
      RenderOptions(scale: 2, background: .white))
    // The white square (30…70) casts a blurred black shadow 10 points down: below it, grey fading with distance.
    let near = Self.color(image, 50, 74)
    let far = Self.color(image, 50, 86)
    #expect(near.0 < 200 && near.0 < far.0 && far.0 < 255, "\(near) \(far)")
    #expect(Self.near(Self.color(image, 50, 98), (255, 255, 255, 255)))
    // Nothing above the square: the shadow moved down.
    #expect(Self.near(Self.color(image, 50, 26), (255, 255, 255, 255)))
    // The circle (centre 130, 50) casts a sharp red one 6 points right and down; the circle stays blue on top.
    #expect(Self.near(Self.color(image, 130, 50), (0, 122, 255, 255)))
    #expect(Self.near(Self.color(image, 152, 64), (255, 59, 48, 255)))
    #expect(Self.near(Self.color(image, 112, 32), (255, 255, 255, 255)))
  }

  @Test func rotationAndScaleEffectsTransformTheDrawingNotTheFrames() throws {
    let view = HStack(spacing: 40) {
      Color.red.frame(width: 40, height: 40).rotationEffect(.degrees(45)).id("turned")
      Color.blue.frame(width: 20, height: 20).scaleEffect(2, anchor: .topLeading).id("scaled")
    }
    .padding(20)
    let result = try view.layout(proposal: .unspecified)
    #expect(result["turned"] == Rect(x: 20, y: 20, width: 40, height: 40))
    let image = try DisplayList(result).rasterImage(RenderOptions(scale: 2, background: .white))
    // The square turned 45° about its centre (40, 40) is a diamond: its corners are gone, its tips reach past the
    // frame's sides (40 ± 28.3).
    #expect(Self.near(Self.color(image, 22, 22), (255, 255, 255, 255)))
    #expect(Self.near(Self.color(image, 40, 40), (255, 59, 48, 255)))
    #expect(Self.near(Self.color(image, 40, 14), (255, 59, 48, 255)))
    #expect(Self.near(Self.color(image, 14, 40), (255, 59, 48, 255)))
    // The 20-point square at (100, 30) drawn twice as large from its top-left corner covers (100…140, 30…70).
    let scaled = try #require(result["scaled"])
    #expect(scaled.width == 20)
    #expect(Self.near(Self.color(image, scaled.minX + 35, scaled.minY + 35), (0, 122, 255, 255)))
    #expect(Self.near(Self.color(image, scaled.minX - 2, scaled.minY - 2), (255, 255, 255, 255)))
  }

  @Test func gradientsFillTheirFrameOrShape() throws {
    let view = HStack(spacing: 0) {
      LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom).frame(width: 40, height: 100)
      RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 40)
        .frame(width: 100, height: 100)
      Circle().fill(LinearGradient(colors: [.green, .yellow], startPoint: .leading, endPoint: .trailing))
        .frame(width: 100, height: 100)
    }
    let image = try DisplayList(try view.layout(proposal: .unspecified)).rasterImage(
      RenderOptions(scale: 1, background: .white))
    // Linear, top to bottom: black at the top, white at the bottom, grey halfway.
    #expect(Self.near(Self.color(image, 20, 0.5), (1, 1, 1, 255), within: 4))
    #expect(Self.near(Self.color(image, 20, 99.5), (254, 254, 254, 255), within: 4))
    #expect(Self.near(Self.color(image, 20, 50), (128, 128, 128, 255), within: 4))
    // Radial: red at the centre (90, 50), blue from 40 points out (the corners).
    #expect(Self.near(Self.color(image, 90, 50), (255, 59, 48, 255), within: 6))
    #expect(Self.near(Self.color(image, 41, 1), (0, 122, 255, 255)))
    // A circle filled with a gradient: green at its left, yellow at its right, nothing in the frame's corners.
    #expect(Self.near(Self.color(image, 142, 50), (52, 199, 89, 255), within: 8))
    #expect(Self.near(Self.color(image, 238, 50), (255, 204, 0, 255), within: 8))
    #expect(Self.near(Self.color(image, 142, 2), (255, 255, 255, 255)))
  }

  @Test func scrollViewsClipTheirContent() throws {
    // A 100-point-tall red and blue column scrolled down by 30 in a 40-point-tall scroll view at y 20.
    let view = VStack(spacing: 0) {
      Color.white.frame(width: 40, height: 20)
      ScrollView(contentOffset: Point(x: 0, y: 30)) {
        VStack(spacing: 0) {
          Color.red.frame(width: 40, height: 50)
          Color.blue.frame(width: 40, height: 50)
        }
      }
      .frame(width: 40, height: 40)
      Color.white.frame(width: 40, height: 40)
    }
    let list = DisplayList(try view.layout(proposal: .unspecified))
    #expect(list.items.contains { if case .beginClip = $0 { return true } else { return false } })
    let image = try list.rasterImage(RenderOptions(scale: 1, background: .green))
    // Shown: content 30…70, red to 50 then blue, at y 20…60. Above and below, the white views, not the content.
    #expect(Self.near(Self.color(image, 20, 25), (255, 59, 48, 255)))
    #expect(Self.near(Self.color(image, 20, 50), (0, 122, 255, 255)))
    #expect(Self.near(Self.color(image, 20, 10), (255, 255, 255, 255)))
    #expect(Self.near(Self.color(image, 20, 70), (255, 255, 255, 255)))
  }

  @Test func everyFixturesDrawingIsBalanced() throws {
    let folder = Self.fixtures.deletingLastPathComponent()
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
    #expect(names.count >= 20)
    var drawn = 0
    for name in names.sorted() {
      let document = try JSONValue.parse(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
      guard let json = document["scene"], let result = try? Scene.read(json: json).layout() else { continue }
      drawn += 1
      var depth = 0
      for item in DisplayList(result).items {
        switch item {
        case .beginGroup, .beginClip, .beginShadow, .beginTransform: depth += 1
        case .endGroup, .endClip, .endShadow, .endTransform: depth -= 1
        default: break
        }
        #expect(depth >= 0, "\(name): an end before its beginning")
      }
      #expect(depth == 0, "\(name): \(depth) groups left open")
    }
    #expect(drawn >= 20)
  }

  /// The documentation's scenes in real fonts (Latin, Greek, Cyrillic, Arabic, Hebrew, CJK, marks, wrapped and
  /// truncated lines): every text's ink inside its frame.
  @Test(arguments: ["card.json", "scripts.json"])
  func documentationScenesInkInsideFrames(name: String) throws {
    let url = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Documentation/Images").appendingPathComponent(name)
    let result = try Scene.read(try String(contentsOf: url, encoding: .utf8)).layout()
    let texts = DisplayList(result).texts
    #expect(texts.count >= 2)
    for text in texts {
      let ink = try #require(text.inkBounds)
      // Vertically within half a point. Sideways, a glyph's ink may overhang its advance by its side bearing, as in
      // every text engine (the tail of Arabic reh at the left end of "السعر 123 دينار" reaches 0.7 points past the
      // frame): allowed up to a tenth of the font size.
      let em = text.lines.first?.runs.first?.size ?? 17
      let sideways = text.frame.insetBy(dx: -0.1 * em, dy: 0)
      #expect(Self.encloses(sideways, ink), "\(name): ink \(ink) outside \(text.frame)")
    }
  }

  @Test func aHiddenSubtreeLeavesItsSiblingsInsideTheirAncestorsClip() throws {
    let view = VStack(spacing: 0) {
      HStack(spacing: 0) {
        Color.red
        Color.red
      }
      .frame(height: 10).hidden()
      Color.blue.frame(width: 200, height: 10)
    }
    .frame(width: 40).clipped()
    let items = DisplayList(try view.layout(proposal: .unspecified)).items
    let kinds = items.map { item -> String in
      switch item {
      case .beginClip: "clip"
      case .endClip: "end"
      case .fill(_, let color): color == .blue ? "blue" : "other"
      default: "other"
      }
    }
    #expect(kinds == ["clip", "blue", "end"])
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func scaleMultipliesPixels(scale: Double) throws {
    let renderer = ImageRenderer(content: Circle().fill(.blue).frame(width: 30, height: 20))
    renderer.scale = scale
    let image = try renderer.rasterImage()
    #expect(image.width == Int(30 * scale) && image.height == Int(20 * scale))
    #expect(Self.near(Self.color(image, 15, 10), (0, 122, 255, 255)))
    // Outside the circle (drawn in the 20×20 square centred), nothing: transparent.
    #expect(Self.color(image, 1, 1).3 == 0)
    let decoded = try RasterImage(pngData: try renderer.pngData())
    #expect(decoded.width == image.width && decoded.pixels == image.pixels)
  }

  @Test func imageRendererProposesItsSize() throws {
    let renderer = ImageRenderer(content: Rectangle().fill(.green))
    renderer.proposedSize = ProposedViewSize(width: 50, height: 24)
    let image = try renderer.rasterImage()
    #expect(image.width == 50 && image.height == 24)
  }

  @Test func renderHandsACairoContext() throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10).padding(5))
    var drawnSize = Size.zero
    var center: UInt32 = 0
    try renderer.render { size, draw in
      drawnSize = size
      let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 20, 20))
      defer { cairo_surface_destroy(surface) }
      let context = try #require(cairo_create(surface))
      defer { cairo_destroy(context) }
      try draw(context)
      cairo_surface_flush(surface)
      let data = try #require(cairo_image_surface_get_data(surface))
      let stride = Int(cairo_image_surface_get_stride(surface))
      center = (data + 10 * stride + 10 * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
    }
    #expect(drawnSize == Size(width: 20, height: 20))
    #expect(center == 0xFFFF_3B30)
  }

  @Test func pngAndJpegPicturesDrawTheSamePhoto() throws {
    func drawn(_ name: String) throws -> RasterImage {
      let result = try Image(name, width: 96, height: 64).layout(proposal: .unspecified)
      return try DisplayList(result).rasterImage(RenderOptions(scale: 1, imageDirectory: Self.fixtures.path))
    }
    let png = try drawn("photo.png")
    let jpeg = try drawn("photo.jpg")
    // Same picture; JPEG's loss moves a channel by a few levels, more at the hills' edges.
    #expect(GoldenImage.differingPixels(png, jpeg) < png.pixels.count / 20)
    #expect(Self.near(Self.color(png, 70, 18), (255, 236, 150, 255)))  // the sun
    // A name without extension finds the PNG first.
    #expect(try drawn("photo").pixels == png.pixels)
  }

  @Test func missingAndCorruptPicturesAreTypedErrors() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-render-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]).write(to: directory.appendingPathComponent("broken.jpg"))
    try Data([0x89, 0x50, 0x4E, 0x47, 0, 0]).write(to: directory.appendingPathComponent("broken.png"))
    try Data("GIF89a".utf8).write(to: directory.appendingPathComponent("other.gif"))
    let options = RenderOptions(scale: 1, imageDirectory: directory.path)
    func render(_ name: String) throws(RenderError) {
      let result = try! Image(name, width: 10, height: 10).layout(proposal: .unspecified)
      _ = try DisplayList(result).data(.png, options: options)
    }
    #expect(throws: RenderError.imageNotFound(name: "nowhere.png", tried: [directory.path + "/nowhere.png"])) {
      try render("nowhere.png")
    }
    for name in ["broken.jpg", "broken.png", "other.gif"] {
      do {
        try render(name)
        Issue.record("\(name) was drawn")
      } catch {
        guard case .imageUnreadable(let failed, _, let reason) = error else {
          Issue.record("\(name): \(error)")
          continue
        }
        #expect(failed == name && !reason.isEmpty)
      }
    }
  }

  @Test func pdfIsOnePageOfTheViewsSizeAndTheSameEachTime() throws {
    let result = try Self.card()
    let pdf = try result.rendered(.pdf, options: Self.options())
    #expect(pdf.starts(with: Array("%PDF-".utf8)))
    let text = String(decoding: pdf, as: UTF8.self)
    // One page, its media box the card's size in points.
    #expect(text.components(separatedBy: "/Type /Page").dropFirst().filter { !$0.hasPrefix("s") }.count == 1)
    let boxes = text.components(separatedBy: "/MediaBox [").dropFirst().map {
      $0.prefix { $0 != "]" }.split(separator: " ").compactMap { Double($0) }
    }
    #expect(boxes.count == 1)
    let box = try #require(boxes.first)
    #expect(box.count == 4 && box[0] == 0 && box[1] == 0)
    #expect(abs(box[2] - result.size.width) < 1e-5 && abs(box[3] - result.size.height) < 1e-5, "\(box)")
    // No creation date, so the same view makes the same file.
    #expect(!text.contains("/CreationDate"))
    #expect(text.contains("/FontFile"), "fonts are embedded")
    #expect(try result.rendered(.pdf, options: Self.options()) == pdf)
  }

  @Test func svgFormatIsTheSVGDocument() throws {
    let result = try Self.card()
    let svg = String(decoding: try result.rendered(.svg, options: Self.options()), as: UTF8.self)
    #expect(svg == (try DisplayList(result).svgDocument(Self.options())))
    var options = Self.options()
    options.svgText = .text
    let text = String(decoding: try result.rendered(.svg, options: options), as: UTF8.self)
    #expect(text.contains("<text ") && !svg.contains("<text "))
  }

  @Test func rasterSizeOutOfRangeIsAnError() throws {
    let list = DisplayList(try Color.red.frame(width: 0, height: 10).layout(proposal: .unspecified))
    #expect(throws: RenderError.invalidSize(width: 0, height: 10)) { try list.rasterImage() }
    let huge = DisplayList(try Color.red.frame(width: 40_000, height: 1).layout(proposal: .unspecified))
    #expect(throws: RenderError.invalidSize(width: 40_000, height: 1)) { try huge.rasterImage() }
  }
}
