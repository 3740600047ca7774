import Testing
import TrellisCore
import TrellisTestSupport
import TrellisText

@Suite struct LineBreakingTests {
  let measurer = ShapingTextMeasurer.shared
  let attributes = TextAttributes(font: .system(size: 17))

  func width(_ string: String) -> Double {
    measurer.measure(string, attributes: attributes, proposal: .unspecified).size.width
  }

  /// Greedy line count from words measured alone: a word joins the line when the line with it still fits.
  func greedyLineCount(_ words: [String], limit: Double) -> (count: Int, ambiguous: Bool) {
    let space = width(" ")
    var lines = 0
    var current: Double? = nil
    var ambiguous = false
    for word in words {
      let w = width(word)
      if let line = current {
        let joined = line + space + w
        if abs(joined - limit) < 0.05 { ambiguous = true }
        if joined <= limit {
          current = joined
          continue
        }
      }
      lines += 1
      current = w
    }
    return (lines, ambiguous || words.contains { width($0) > limit })
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func wrappedParagraphsAreGreedyAndNoLineIsWiderThanTheProposal(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let vocabulary = ["layout", "a", "text", "measure", "of", "Trellis", "shaping", "AVA", "office", "to", "wrap"]
    let words = (0..<40).map { _ in vocabulary[Int(random.next() % UInt64(vocabulary.count))] }
    let paragraph = words.joined(separator: " ")
    for limit in [80.0, 120, 200, 333] {
      let proposal = ProposedViewSize(width: limit, height: nil)
      let lines = measurer.lines(of: paragraph, attributes: attributes, proposal: proposal)
      let measured = measurer.measure(paragraph, attributes: attributes, proposal: proposal)
      #expect(lines.count == measured.lineCount)
      #expect(lines.allSatisfy { $0.width <= limit + 1e-9 })
      #expect(measured.size.width <= limit + 1e-9)
      let reference = greedyLineCount(words, limit: limit)
      if !reference.ambiguous { #expect(measured.lineCount == reference.count, "limit \(limit)") }
      #expect(lines.map(\.text).joined(separator: " ") == paragraph)
    }
  }

  @Test func aWordWiderThanTheLineBreaksBetweenGraphemes() {
    let lines = measurer.lines(
      of: "Supercalifragilistic", attributes: attributes, proposal: ProposedViewSize(width: 50, height: nil))
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.width <= 50 + 1e-9 && !$0.text.isEmpty })
    #expect(lines.map(\.text).joined() == "Supercalifragilistic")
    let one = measurer.lines(of: "W", attributes: attributes, proposal: ProposedViewSize(width: 1, height: nil))
    #expect(one.count == 1)
  }

  @Test func hyphensAndCJKAreBreakOpportunities() {
    let hyphen = measurer.lines(
      of: "well-known", attributes: attributes,
      proposal: ProposedViewSize(width: max(width("well-"), width("known")) + 1, height: nil))
    #expect(hyphen.map(\.text) == ["well-", "known"])
    let cjk = "漢字かな交じり文"
    let lines = measurer.lines(
      of: cjk, attributes: attributes, proposal: ProposedViewSize(width: width(cjk) / 2 + 1, height: nil))
    #expect(lines.count == 2)
    #expect(lines.map(\.text).joined() == cjk)
  }

  @Test func newlinesStartParagraphs() {
    let measured = measurer.measure("one\ntwo\n\nfour", attributes: attributes, proposal: .unspecified)
    #expect(measured.lineCount == 4)
    #expect(close(measured.size.width, max(width("one"), width("two"), width("four"))))
    #expect(measurer.measure("a\n", attributes: attributes, proposal: .unspecified).lineCount == 2)
    #expect(measurer.measure("a\r\nb", attributes: attributes, proposal: .unspecified).lineCount == 2)
  }

  @Test func trailingSpacesCountOnOneLineAndHangWhenWrapping() {
    #expect(width("a   ") > width("a"))
    let limit = max(width("hello"), width("world")) + 2
    let lines = measurer.lines(
      of: "hello     world", attributes: attributes, proposal: ProposedViewSize(width: limit, height: nil))
    #expect(lines.map(\.text) == ["hello", "world"])
    #expect(lines.allSatisfy { $0.width <= limit + 1e-9 })
  }

  @Test func lineSpacingAddsBetweenLines() throws {
    let spaced = TextAttributes(font: .system(size: 17), lineSpacing: 5)
    let measured = measurer.measure("a\nb\nc", attributes: spaced, proposal: .unspecified)
    let lineHeight = try #require(measurer.face(for: .system(size: 17))).lineHeight(size: 17)
    #expect(close(measured.size.height, 3 * lineHeight + 2 * 5))
    #expect(close(measured.lastBaseline - measured.firstBaseline, 2 * (lineHeight + 5)))
  }

  @Test(arguments: [TextAlignment.leading, .center, .trailing])
  func multilineAlignmentPositionsLines(alignment: TextAlignment) {
    let set = TextAttributes(font: .system(size: 17), multilineTextAlignment: alignment)
    let lines = measurer.lines(of: "wide line\nx", attributes: set, proposal: .unspecified)
    let full = width("wide line")
    let expected: Double =
      switch alignment {
      case .leading: 0
      case .center: (full - lines[1].width) / 2
      case .trailing: full - lines[1].width
      }
    #expect(close(lines[1].x, expected))
  }

  @Test func asciiStringsAreCutIntoTheSameGraphemesAsAnyOther() {
    // ASCII strings skip Swift's `Character`s; appending "é" forces the general path for the same text.
    for string in ["one\r\ntwo", "a\u{0B}b\u{0C}c\rd", "tab\there  x", "\r\n\r\n", "ctrl\u{1}\u{7F}z"] {
      let ascii = measurer.lines(of: string, attributes: attributes, proposal: .unspecified)
      let general = measurer.lines(of: string + "é", attributes: attributes, proposal: .unspecified)
      #expect(ascii.count == general.count, "\(string.debugDescription)")
      #expect(ascii.dropLast().map(\.text) == general.dropLast().map(\.text))
      #expect(ascii.last.map { $0.text + "é" } == general.last?.text)
    }
  }
}
