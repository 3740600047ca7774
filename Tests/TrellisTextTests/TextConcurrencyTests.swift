import Testing
import TrellisCore
import TrellisTestSupport

@testable import TrellisText

@Suite struct TextConcurrencyTests {
  @Test func concurrentMeasurementsAgree() async {
    var random = SplitMix64(seed: 14)
    let words = ["Trellis", "lays", "out", "text", "AV", "office", "שלום", "مرحبا", "漢字", "e\u{301}"]
    let strings = (0..<60).map { _ in
      (0..<(1 + Int(random.next() % 12))).map { _ in words[Int(random.next() % UInt64(words.count))] }
        .joined(separator: " ")
    }
    let widths = [nil, 40, 90, 200] as [CGFloat?]
    @Sendable func run(_ measurer: ShapingTextMeasurer) -> [TextMeasurement] {
      strings.flatMap { string in
        widths.map {
          measurer.measure(string, attributes: .standard, proposal: ProposedViewSize(width: $0, height: nil))
        }
      }
    }
    let expected = run(ShapingTextMeasurer(library: FontLibrary()))
    let shared = ShapingTextMeasurer(library: FontLibrary())
    let results = await withTaskGroup(of: [TextMeasurement].self) { group in
      for _ in 0..<8 { group.addTask { run(shared) } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0 == expected })
  }

  @Test func aTextMeasuredAtTwentyProposalsIsShapedOnce() {
    let measurer = ShapingTextMeasurer(library: FontLibrary())
    for width in 0..<20 {
      _ = measurer.measure(
        "Shaped once, measured often", attributes: .standard,
        proposal: ProposedViewSize(width: Double(width * 10), height: nil))
    }
    _ = measurer.measure(
      "Shaped once, measured often", attributes: TextAttributes(font: .title), proposal: .unspecified)
    #expect(measurer.cache.count == 1)
  }
}

@Suite struct PreparedTextTests {
  /// A proposal at least as wide as the text answers the ideal measurement without setting lines; it must be what
  /// the line setter would answer.
  @Test func theIdealShortcutAgreesWithTheLineSetter() throws {
    let measurer = ShapingTextMeasurer(library: FontLibrary())
    let cases: [(String, TextAttributes)] = [
      ("Hello", .standard), ("two words  ", .standard), ("a\nbb\n", TextAttributes(lineSpacing: 3)),
      ("one\ntwo\nthree", TextAttributes(lineLimit: 2)), ("שלום world", TextAttributes(font: .title)),
      ("", .standard),
    ]
    for (string, attributes) in cases {
      let prepared = measurer.prepare(string, attributes: attributes)
      let shaped = try #require(prepared as? ShapedPreparedText)
      let ideal = measurer.measure(string, attributes: attributes, proposal: .unspecified).size
      for proposal in [
        ProposedViewSize(width: ideal.width, height: nil), ProposedViewSize(width: ideal.width + 50, height: nil),
        ProposedViewSize(width: ideal.width + 1, height: ideal.height), ProposedViewSize(width: 1e6, height: 1),
        ProposedViewSize(width: CGFloat.infinity, height: CGFloat.infinity),
      ] {
        var none: [TextLine]? = nil
        let setter = LineSetter(shaped: shaped.shaped, face: shaped.face, attributes: attributes, proposal: proposal)
        let slow = setter.measure(size: attributes.font.validatedSize, lines: &none)
        let fast = prepared.measure(proposal)
        #expect(fast.lineCount == slow.lineCount && fast.isTruncated == slow.isTruncated, "\(string) \(proposal)")
        #expect(close(fast.size.width, slow.size.width, 1e-9) && close(fast.size.height, slow.size.height, 1e-9))
        #expect(close(fast.lastBaseline, slow.lastBaseline, 1e-9))
        #expect(prepared.size(proposal) == fast.size)
      }
    }
  }
}
