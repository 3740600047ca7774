import Trellis

/// The `text` workload: a feed of N texts (labels in stacks, a third of the cards with a paragraph) laid out with
/// the shaping measurer, µs per text and measurements per text.
enum TextWorkload {
  static let shaped = "shaped (warm)"
  static let cold = "shaped (cold)"
  static let labels = "labels only"
  static let monospaced = "monospaced"

  /// The workload declaration.
  static func make() -> Workload {
    Workload(
      name: "text",
      title: "Text (shaping measurer)",
      measures: "the layout time per text of a feed of cards measured with real fonts (HarfBuzz)",
      description:
        "N texts in a feed proposed 390 wide: cards of an `HStack { title; Spacer(); time }` (labels of at most 40 "
        + "characters, `.headline` and `.caption`) and, for a card in three, a 12–60-word paragraph in `.body`. "
        + "ns/item is per text; each row keeps one `LayoutEngine` for all its runs. *shaped (warm)*: `ShapingTextMeasurer.shared`, the prebuilt tree laid out again (its texts already shaped); "
        + "*shaped (cold)*: the tree built with a new measurer (empty shaping cache, fonts loaded) in every timed run; *labels only*: the cards "
        + "without paragraphs (the ≤ 5 µs/label target); *monospaced*: the 8×16 measurer, for reference. "
        + "`measurements/text` = leaf measurements / texts. "
        + "*paragraphs: shaped / C floor / Pango*: min(N, 1,000) paragraphs of 55–65 words set 300 pt wide in DejaVu "
        + "Sans 15 pt (ns/item is per paragraph; the summary gives ns per character): `ShapingTextMeasurer` with a new "
        + "cache in every run (every paragraph shaped and broken, the face loaded before); the floor, HarfBuzz and "
        + "libunibreak called from C (one `hb_shape` and one `set_linebreaks_utf8` per paragraph into reused buffers, "
        + "greedy breaking with hanging spaces); Pango 1.50 (`pango_layout_set_text` and `pango_layout_get_size` "
        + "with word wrapping, loaded with dlopen: \"failed\" without libpangoft2). `lines` counts the lines of all "
        + "paragraphs, which the three must agree on.",
      sizes: [1_000, 10_000],
      quickSizes: [1_000, 10_000],
      generate: { n, rng in TextInput(n: n, rng: &rng) },
      strategies: [
        strategy(shaped) { $0.tree(ShapingTextMeasurer.shared) },
        strategy(cold, rebuild: true) { $0.tree(ShapingTextMeasurer()) },
        strategy(labels) { $0.labelsOnly().tree(ShapingTextMeasurer.shared) },
        strategy(monospaced) { $0.tree(MonospacedTextMeasurer.standard) },
      ] + paragraphStrategies,
      qualityColumns: feedColumns + paragraphColumns,
      ratios: [
        RatioSpec("cold/warm time", numerator: cold, denominator: shaped, figure: .time),
        RatioSpec("shaped/monospaced time", numerator: shaped, denominator: monospaced, figure: .time),
        RatioSpec("shaped/floor time", numerator: paragraphsShaped, denominator: paragraphsFloor, figure: .time),
        RatioSpec("shaped/Pango time", numerator: paragraphsShaped, denominator: paragraphsPango, figure: .time),
      ],
      summarise: summarise)
  }

  /// A strategy that builds the tree with `tree` and makes one engine once per row (untimed) and times laying it out
  /// (a re-layout: the texts keep what their measurer prepared); with `rebuild`, the tree (and so its measurer and shaping cache) is
  /// made again inside every timed run.
  static func strategy(_ name: String, rebuild: Bool = false, tree: @escaping @Sendable (TextInput) -> Node)
    -> Strategy<TextInput>
  {
    Strategy<TextInput>(name: name) { input, _ in
      let built = tree(input)
      let engine = LayoutEngine()
      return {
        let result = try engine.layout(rebuild ? tree(input) : built, proposal: proposal)
        return Outcome { figures(result) }
      }
    }
  }

  static let proposal = ProposedViewSize(width: TextInput.width, height: nil)

  /// Texts laid out and leaf measurements per text (every leaf of the feed but the spacers is a text).
  static func figures(_ result: LayoutResult) -> Figures {
    let texts = Double(max(1, result.entries.count { $0.typeName == "Text" }))
    return ["texts": .number(texts), "measurements/text": .number(Double(result.statistics.leafMeasurements) / texts)]
  }

  /// The paragraph, from the numbers only.
  static func summarise(_ result: WorkloadResult) -> String {
    var parts: [String] = []
    for name in [labels, shaped, cold, monospaced] {
      guard let last = result.measuredRows(of: name).last else { continue }
      let measurements = last.figures.number("measurements/text").map { ", \(formatSignificant($0)) measurements/text" }
      parts.append(
        "\(name): \(formatDuration(last.nsPerItem)) per text at N = \(formatCount(last.n))\(measurements ?? "")")
    }
    let paragraphs = paragraphSummary(result)
    guard !parts.isEmpty || paragraphs != nil else { return "Nothing was measured; the table says why." }
    return ([parts.isEmpty ? nil : parts.joined(separator: "; ") + "."] + [paragraphs]).compactMap { $0 }
      .joined(separator: " ")
  }
}

extension TextInput {
  /// Cards of labels only (no paragraphs), as many texts as this input holds, reusing its titles.
  func labelsOnly() -> TextInput {
    let labels = (0..<max(1, textCount / 2)).map { k in
      Card(title: cards[k % cards.count].title, time: cards[k % cards.count].time, paragraph: nil)
    }
    return TextInput(cards: labels)
  }

  private init(cards: [Card]) {
    self.cards = cards
    self.textCount = cards.count * 2
    self.paragraphs = []
  }
}
