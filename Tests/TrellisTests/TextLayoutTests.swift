import Testing
import Trellis
import TrellisTestSupport

/// Real text in layouts: the default measurer, inherited fonts, baselines as alignment guides.
@Suite struct TextLayoutTests {
  let measurer = ShapingTextMeasurer.shared

  func ideal(_ string: String, _ font: Font = .body) -> TextMeasurement {
    measurer.measure(string, attributes: TextAttributes(font: font), proposal: .unspecified)
  }

  @Test func aTextWithoutAMeasurerMeasuresWithTheConfigurations() throws {
    #expect(Text("Hello").measurer == nil)
    #expect(Text("Hello", measurer: MonospacedTextMeasurer.standard).measurer is MonospacedTextMeasurer)
    // The standard configuration (LayoutEngine(), view.layout(…)) shapes real fonts …
    let shaped = try Text("Hello").id("t").layout(proposal: .unspecified)
    #expect(shaped["t"]?.size == ideal("Hello").size)
    #expect(shaped["t"]?.size != Size(width: 40, height: 16))
    // … the same text node under the monospaced configuration is 5 cells of 8×16 …
    let node = Text("Hello").id("t").node
    let monospaced = try LayoutEngine(configuration: .monospaced).layout(node, proposal: .unspecified)
    #expect(monospaced["t"]?.size == Size(width: 40, height: 16))
    #expect(try LayoutEngine().layout(node, proposal: .unspecified)["t"]?.size == ideal("Hello").size)
    // … and a text's own measurer wins over any configuration's.
    let own = Text("Hello", measurer: MonospacedTextMeasurer(characterWidth: 10, lineHeight: 20)).id("t")
    #expect(try own.layout(proposal: .unspecified)["t"]?.size == Size(width: 50, height: 20))
    #expect(
      try LayoutEngine(configuration: .monospaced).layout(own, proposal: .unspecified)["t"]?.size
        == Size(width: 50, height: 20))
  }

  @Test func nestedLayoutsMeasureWithTheirPassesConfiguration() throws {
    // A GeometryReader's content is laid out in a nested pass: it runs with the outer pass's measurer.
    let reader = GeometryReader { _ in Text("Hello").id("t") }.frame(width: 200, height: 50)
    let monospaced = try LayoutEngine(configuration: .monospaced).layout(reader, proposal: .unspecified)
    #expect(monospaced["t"]?.size == Size(width: 40, height: 16))
    let shaped = try reader.layout(proposal: .unspecified)
    #expect(shaped["t"]?.size == ideal("Hello").size)
  }

  @Test func aCacheKeepsNoSizesAcrossMeasurers() throws {
    let cache = LayoutCache()
    let tree = VStack { Text("Hello").id("t") }.node
    let monospaced = try LayoutEngine(configuration: .monospaced).layout(tree, proposal: .unspecified, cache: cache)
    #expect(monospaced["t"]?.size == Size(width: 40, height: 16))
    // The same tree under the standard configuration reuses nothing the monospaced pass measured.
    let shaped = try LayoutEngine().layout(tree, proposal: .unspecified, cache: cache)
    #expect(shaped["t"]?.size == ideal("Hello").size)
    #expect(shaped.statistics.sizesReused == 0)
    // The same configuration again reuses the pass.
    let again = try LayoutEngine().layout(tree, proposal: .unspecified, cache: cache)
    #expect(again["t"]?.size == ideal("Hello").size)
    #expect(again.statistics.sizeComputations == 0)
  }

  @Test func textLinesAreSetByThePassesMeasurer() throws {
    let result = try VStack { Text("Hello world").id("t") }.layout(proposal: .unspecified)
    let entry = try #require(result.entries.first { $0.id == "t" })
    #expect(!entry.textLines.isEmpty)
    let monospaced = try LayoutEngine(configuration: .monospaced).layout(
      VStack { Text("Hello world").id("t") }, proposal: .unspecified)
    // The monospaced measurer draws no lines; the entry asks the measurer its pass used.
    #expect(try #require(monospaced.entries.first { $0.id == "t" }).textLines.isEmpty)
  }

  @Test func fontIsInheritedAndTheNearestSettingWins() throws {
    let tree = VStack(alignment: .leading, spacing: 0) {
      Text("Title").font(.title).id("title")
      Text("Body").id("body")
      HStack { Text("Inner").id("inner") }.font(.caption2)
    }.font(.caption).lineLimit(1)
    let result = try tree.layout(proposal: .unspecified)
    #expect(result["title"]?.size == ideal("Title", .title).size)
    #expect(result["body"]?.size == ideal("Body", .caption).size)
    #expect(result["inner"]?.size == ideal("Inner", .caption2).size)
  }

  @Test func boldAppliesToTheInheritedFont() throws {
    let result = try VStack { Text("Bold").bold().id("b") }.font(.title).layout(proposal: .unspecified)
    #expect(result["b"]?.size == ideal("Bold", Font.title.bold()).size)
  }

  @Test func inheritedLineLimitTruncates() throws {
    let paragraph = "The quick brown fox jumps over the lazy dog and keeps on running"
    let result = try VStack { Text(paragraph).id("p") }.lineLimit(1).frame(width: 120).layout(proposal: .unspecified)
    let lineHeight = try #require(measurer.face(for: .body)).lineHeight(size: 17)
    #expect(close(result["p"]?.height ?? 0, lineHeight))
  }

  @Test func firstTextBaselinesLineUpInAnHStack() throws {
    let row = HStack(alignment: .firstTextBaseline, spacing: 4) {
      Text("Big").font(.largeTitle).id("big")
      Text("small").font(.caption).id("small")
      Text("two\nlines").font(.body).id("two")
      Box(width: 10, height: 10).id("box")
    }
    let result = try row.layout(proposal: .unspecified)
    let big = try #require(result["big"])
    let small = try #require(result["small"])
    let two = try #require(result["two"])
    let box = try #require(result["box"])
    let baseline = big.minY + ideal("Big", .largeTitle).firstBaseline
    #expect(close(small.minY + ideal("small", .caption).firstBaseline, baseline))
    #expect(close(two.minY + ideal("two\nlines").firstBaseline, baseline))
    #expect(close(box.maxY, baseline))  // any other view's baseline is its bottom
  }

  @Test func lastTextBaselinesAndStacksPassThemUp() throws {
    let row = HStack(alignment: .lastTextBaseline, spacing: 4) {
      Text("two\nlines").id("two")
      VStack(spacing: 0) {
        Box(width: 10, height: 30)
        Text("under").font(.caption).id("under")
      }
    }
    let result = try row.layout(proposal: .unspecified)
    let two = try #require(result["two"])
    let under = try #require(result["under"])
    #expect(close(two.minY + ideal("two\nlines").lastBaseline, under.minY + ideal("under", .caption).lastBaseline))
  }

  @Test func charactersNoFontCoversAreDiagnosticsOfTheirText() throws {
    var configuration = LayoutConfiguration.standard
    configuration.collectsDiagnostics = true
    let tree = VStack {
      Text("fine").id("ok")
      Text("a\u{F0000}b\u{10FFFF}").id("t")
    }
    let result = try LayoutEngine(configuration: configuration).layout(tree, proposal: .unspecified)
    #expect(
      result.diagnostics.map(\.description) == [
        "root.children[1] (id \"t\"): no font covers U+F0000, U+10FFFF; measured as the missing-glyph box"
      ])
    // Without diagnostics, nothing is reported (and nothing measured for it).
    #expect(try LayoutEngine().layout(tree, proposal: .unspecified).diagnostics.isEmpty)
  }

  @Test func aLongListOfUncoveredCharactersIsCutAndCounted() throws {
    var configuration = LayoutConfiguration.standard
    configuration.collectsDiagnostics = true
    let scalars = (0..<40).map { Unicode.Scalar(0xF0100 + $0)! }
    let tree = VStack { Text(String(String.UnicodeScalarView(scalars))).id("t") }
    let result = try LayoutEngine(configuration: configuration).layout(tree, proposal: .unspecified)
    let listed = (0..<32).map { "U+" + String(0xF0100 + $0, radix: 16, uppercase: true) }.joined(separator: ", ")
    #expect(
      result.diagnostics.map(\.description) == [
        "root.children[0] (id \"t\"): no font covers \(listed) and 8 more; measured as the missing-glyph box"
      ])
  }

  @Test func aMissingFontFamilyIsADiagnosticOfItsText() throws {
    var configuration = LayoutConfiguration.standard
    configuration.collectsDiagnostics = true
    let tree = VStack {
      Text("found").font(.custom("DejaVu Serif", size: 15)).id("ok")
      Text("missing").font(.custom("No Such Family Anywhere", size: 15)).id("t")
    }
    let result = try LayoutEngine(configuration: configuration).layout(tree, proposal: .unspecified)
    #expect(
      result.diagnostics.map(\.description) == [
        "root.children[1] (id \"t\"): font family \"No Such Family Anywhere\" is neither registered nor installed; "
          + "measured in DejaVu Sans"
      ])
    // Measured as SwiftUI falls back to the system font: the default family at the requested size.
    #expect(result["t"]?.size == ideal("missing", .system(size: 15)).size)
  }
}
