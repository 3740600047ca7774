import Testing

@testable import TrellisCore

/// `Image(systemName:)`: a square sized from the font it inherits and its scale (Image+Symbols.swift's table).
@Suite struct SymbolImageTests {
  func side(_ view: some View, _ id: String = "s") throws -> CGFloat? {
    let result = try view.layout(proposal: .unspecified, configuration: .monospaced)
    let frame = try #require(result[id])
    #expect(frame.width == frame.height)
    return frame.width
  }

  @Test func aSymbolFollowsTheFont() throws {
    // Medium: 1.2 × the point size. Body 17 → 20.4, title 28 → 33.6, body at xxxLarge 23 → 27.6.
    #expect(try side(Image(systemName: "star").id("s")) == 17 * 1.2)
    #expect(try side(Image(systemName: "star").id("s").font(.title)) == 28 * 1.2)
    #expect(try side(HStack { Image(systemName: "star").id("s") }.font(.title)) == 28 * 1.2)
    #expect(try side(Image(systemName: "star").id("s").dynamicTypeSize(.xxxLarge)) == 23 * 1.2)
  }

  @Test func theScaleMultipliesTheMediumSide() throws {
    // Small 0.8 × and large 1.3 × the medium side: 16.32 and 26.52 at body.
    #expect(try side(Image(systemName: "star").imageScale(.small).id("s")) == 17 * 0.96)
    #expect(try side(Image(systemName: "star").imageScale(.large).id("s")) == 17 * 1.56)
  }

  @Test func anInheritedScaleDoesNotOverrideTheSymbolsOwn() throws {
    let row = HStack {
      Image(systemName: "a").id("a")
      Image(systemName: "b").imageScale(.small).id("b")
      VStack { Image(systemName: "c").id("c") }
    }.imageScale(.large)
    #expect(try side(row, "a") == 17 * 1.56)
    #expect(try side(row, "b") == 17 * 0.96)
    #expect(try side(row, "c") == 17 * 1.56)
  }

  @Test func theNameAndRenderingModeAreRecorded() throws {
    let image = Image(systemName: "star.fill").symbolRenderingMode(.hierarchical)
    #expect(image.style?.imageName == "systemName:star.fill")
    #expect(image.style?.handlers == ["symbolRenderingMode(hierarchical)"])
    #expect(image.typeName == "Image")
  }

  @Test func aSymbolSitsOnTheTextBaseline() throws {
    // The baseline is 0.2 × the point size above the bottom: 20.4 − 3.4 = 17 at body.
    let result = try Image(systemName: "star").id("s").layout(proposal: .unspecified, configuration: .monospaced)
    let measurement = try #require(result.entries.first { $0.id == "s" }?.textMeasurement)
    #expect(abs(measurement.firstBaseline - 17) < 1e-9)
  }

  @Test func aResizableSymbolTakesItsProposal() throws {
    let result = try Image(systemName: "star").resizable().frame(width: 40, height: 30).layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(result.entries.contains { $0.typeName == "Image" && $0.frame.size == CGSize(width: 40, height: 30) })
  }
}
