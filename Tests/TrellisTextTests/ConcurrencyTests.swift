import Testing
import TrellisCore
import TrellisTestSupport

@testable import TrellisText

@Suite struct ConcurrencyTests {
  @Test func concurrentMeasurementsAgree() async {
    var random = SplitMix64(seed: 14)
    let words = ["Trellis", "lays", "out", "text", "AV", "office", "שלום", "مرحبا", "漢字", "e\u{301}"]
    let strings = (0..<60).map { _ in
      (0..<(1 + Int(random.next() % 12))).map { _ in words[Int(random.next() % UInt64(words.count))] }
        .joined(separator: " ")
    }
    let widths = [nil, 40, 90, 200] as [Double?]
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
