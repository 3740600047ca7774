import Testing
import Trellis
import TrellisTestSupport

/// Real text in layouts: the default measurer, inherited fonts, baselines as alignment guides.
@Suite struct TextLayoutTests {
  let measurer = ShapingTextMeasurer.shared

  func ideal(_ string: String, _ font: Font = .body) -> TextMeasurement {
    measurer.measure(string, attributes: TextAttributes(font: font), proposal: .unspecified)
  }

  @Test func textMeasuresWithRealFontsWhereTrellisIsImported() throws {
    let text = Text("Hello")
    #expect(text.measurer is ShapingTextMeasurer)
    #expect(Text("Hello", measurer: MonospacedTextMeasurer.standard).measurer is MonospacedTextMeasurer)
    let result = try Text("Hello").id("t").layout(proposal: .unspecified)
    #expect(result["t"]?.size == ideal("Hello").size)
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
}
