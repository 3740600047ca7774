import Trellis
import TrellisTestSupport

/// The input of the `text` workload: N texts in a feed of cards, as an app's list screen, kept as strings so each
/// strategy builds its tree with its own measurer.
///
/// Sections of 20 cards; every card is a `VStack(alignment: .leading)` of an `HStack { title; Spacer(); time }` (two short labels, ≤ 40
/// characters) and, for one card in three, a paragraph of 12–60 words; the feed is proposed 390 points wide.
struct TextInput: Sendable {
  /// One card: its two labels and an optional paragraph.
  struct Card: Sendable {
    var title: String
    var time: String
    var paragraph: String?
  }

  /// Cards per section (a `VStack` of its own, as a list's sections).
  static let sectionSize = 20
  /// The width proposed to the feed.
  static let width = 390.0
  static let words = [
    "layout", "Trellis", "text", "shaping", "office", "fluffy", "AV", "Tokyo", "measure", "wrap", "line", "of", "a",
    "the", "baseline", "proposal", "kerning", "ligature", "paragraph", "stack", "view", "width", "height", "font",
  ]

  let cards: [Card]
  /// How many texts the cards hold (N).
  let textCount: Int
  /// The paragraph rows' input: min(N, ``paragraphLimit``) paragraphs of 55–65 words from ``words``, set
  /// ``paragraphWidth`` wide in DejaVu Sans at ``paragraphSize`` points.
  let paragraphs: [String]

  /// The most paragraphs made (the paragraph rows stop at N = 1,000).
  static let paragraphLimit = 1_000
  /// The width the paragraph rows set their paragraphs in, and their font size.
  static let paragraphWidth = 300.0
  static let paragraphSize = 15.0

  /// Cards holding `n` texts (at least 1).
  ///
  /// - Complexity: O(n).
  init(n: Int, rng: inout SplitMix64) {
    var cards: [Card] = []
    var count = 0
    while count < max(1, n) {
      let title = Self.sentence(words: rng.int(1...4), rng: &rng)
      let time = "\(rng.int(1...59)) min"
      var card = Card(title: String(title.prefix(40)), time: time, paragraph: nil)
      count += 2
      if count < n && rng.int(0...2) == 0 {
        card.paragraph = Self.sentence(words: rng.int(12...60), rng: &rng)
        count += 1
      }
      cards.append(card)
    }
    self.cards = cards
    self.textCount = count
    // Drawn after the cards, so that the cards are the same as without them.
    self.paragraphs = (0..<min(max(1, n), Self.paragraphLimit)).map { _ in
      Self.sentence(words: rng.int(55...65), rng: &rng)
    }
  }

  static func sentence(words count: Int, rng: inout SplitMix64) -> String {
    (0..<count).map { _ in words[rng.int(0...(words.count - 1))] }.joined(separator: " ")
  }

  /// The feed as a node tree whose texts use `measurer`.
  ///
  /// - Complexity: O(n).
  func tree(_ measurer: any TextMeasurer) -> Node {
    VStack(alignment: .leading, spacing: 24) {
      for start in stride(from: 0, to: cards.count, by: Self.sectionSize) {
        VStack(alignment: .leading, spacing: 12) {
          for card in cards[start..<min(cards.count, start + Self.sectionSize)] {
            VStack(alignment: .leading, spacing: 4) {
              HStack {
                Text(card.title, measurer: measurer).font(.headline)
                Spacer()
                Text(card.time, measurer: measurer).font(.caption)
              }
              if let paragraph = card.paragraph { Text(paragraph, measurer: measurer) }
            }
          }
        }
      }
    }.padding().node
  }
}
