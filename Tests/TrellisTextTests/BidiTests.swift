import Testing
import TrellisCore
import TrellisTestSupport
import TrellisText

/// Right-to-left and mixed-direction text: FriBidi's levels cut runs, each shaped by HarfBuzz in its direction.
@Suite struct BidiTests {
  let measurer = ShapingTextMeasurer.shared

  /// `runs` (split where the bidi level changes) measured together equal the sum of each shaped alone.
  @Test(arguments: [
    ["Hello ", "שלום", " world"],
    ["مرحبا ", "Trellis", " بالعالم"],
    ["السعر ", "123", " دينار"],
    ["שלום ", "AV To", " עולם"],
  ])
  func mixedLinesAreTheSumOfTheirShapedRuns(runs: [String]) throws {
    let face = try #require(measurer.face(for: .body))
    for size in [11.0, 17, 34] {
      let attributes = TextAttributes(font: .system(size: size))
      let measured = measurer.measure(runs.joined(), attributes: attributes, proposal: .unspecified)
      let reference = HarfBuzzReference.advance(runs: runs.map { ($0, face) }, size: size)
      #expect(abs(measured.size.width - reference.width) <= Double(reference.glyphs) / 64 + 1e-9, "\(runs)")
      #expect(measured.lineCount == 1)
    }
  }

  @Test func theParagraphDirectionIsItsFirstStrongCharacters() {
    func direction(_ string: String) -> [Bool] {
      measurer.lines(of: string, attributes: .standard, proposal: .unspecified).map(\.isRightToLeft)
    }
    #expect(direction("שלום world") == [true])
    #expect(direction("Hello שלום") == [false])
    #expect(direction("123 مرحبا") == [true])
    #expect(direction("world\nשלום\n42") == [false, true, false])
  }

  @Test func theLayoutDirectionSetsLeadingAndNeutralParagraphs() {
    // Measured directly, the attributes carry the layout direction a pass would hand over.
    let string = "שלום עולם זהו טקסט עברי ארוך\n42 %"
    let proposal = ProposedViewSize(width: 120, height: nil)
    let rtl = measurer.lines(of: string, attributes: TextAttributes(layoutDirection: .rightToLeft), proposal: proposal)
    let width = measurer.measure(string, attributes: .standard, proposal: proposal).size.width
    #expect(rtl.allSatisfy { abs($0.x + $0.width - width) <= 1e-9 })
    #expect(rtl.last?.isRightToLeft == true)
    let ltr = measurer.lines(of: string, attributes: .standard, proposal: proposal)
    #expect(ltr.allSatisfy { $0.x == 0 })
    #expect(ltr.last?.isRightToLeft == false)
    #expect(ltr.map(\.text) == rtl.map(\.text))
  }

  @Test func mixedParagraphsWrapWithinTheProposal() {
    let paragraph = "Trellis שלום עולם lays out مرحبا بالعالم text in both directions"
    for limit in [100.0, 150, 220] {
      let proposal = ProposedViewSize(width: limit, height: nil)
      let lines = measurer.lines(of: paragraph, attributes: .standard, proposal: proposal)
      #expect(lines.count == measurer.measure(paragraph, attributes: .standard, proposal: proposal).lineCount)
      #expect(lines.allSatisfy { $0.width <= limit + 1e-9 })
      #expect(lines.map(\.text).joined(separator: " ") == paragraph)
    }
  }
}
