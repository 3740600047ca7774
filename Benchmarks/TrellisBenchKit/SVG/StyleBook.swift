/// One style per series name for a whole report, so a series looks the same in every chart it appears in and no two
/// names share a style. Trellis's names take Trellis's styles (``ChartStyle/trellisStyle(_:)``); a peer's name takes
/// its engine's colour (engines numbered in the order first met) and a marker and dash of the peers'
/// (``ChartStyle/peerStyle(engine:number:)``).
///
/// Names are added a chart at a time: a name the book has keeps its style, and a new one gets the free style that
/// shares the fewest of colour, marker and dash with the chart's other series of its family (colour first), the
/// lowest-numbered among equals. So series drawn together differ as much as the palette allows, and a name met again
/// in another chart keeps its look.
///
/// ```swift
/// var book = StyleBook()
/// book.addChart(["greedy", "MIP", "Taffy (peer)"])
/// book.style(for: "Taffy (peer)").isPeer  // true: hollow markers, the peers' colours
/// ```
struct StyleBook: Sendable {
  private var styles: [String: SeriesStyle] = [:]
  private var taken: Set<SeriesStyle> = []
  private var engines: [String] = []
  /// Whether some name found no free style and repeats another's.
  private(set) var overflows = false

  /// A book of the series of one chart, `names`.
  ///
  /// - Complexity: O(names × styles of a family).
  init(names: [String] = []) {
    addChart(names)
  }

  /// Gives every name of one chart that the book does not have a style (see the type's description).
  ///
  /// - Complexity: O(names × styles of a family).
  mutating func addChart(_ names: [String]) {
    var used = names.compactMap { styles[$0] }
    for name in names where styles[name] == nil {
      let style = pick(for: name, beside: used)
      styles[name] = style
      taken.insert(style)
      used.append(style)
    }
  }

  /// The style of `name`; a name the book does not have gets the free style it would get in a chart of its own.
  ///
  /// - Complexity: O(1) for a known name, else O(styles of a family).
  func style(for name: String) -> SeriesStyle {
    if let style = styles[name] { return style }
    let offered = candidates(for: name)
    return offered.first { !taken.contains($0) } ?? offered[0]
  }

  /// The styles `name`'s family offers it, in order: Trellis's numbers, or its engine's colour with every peer number.
  private func candidates(for name: String) -> [SeriesStyle] {
    guard ChartStyle.isPeer(name) else { return (0..<ChartStyle.trellisCapacity).map(ChartStyle.trellisStyle) }
    let engine = ChartStyle.peerEngine(name)
    let index = engines.firstIndex(of: engine) ?? engines.count
    return (0..<ChartStyle.peerVariants).map { ChartStyle.peerStyle(engine: index, number: $0) }
  }

  private mutating func pick(for name: String, beside used: [SeriesStyle]) -> SeriesStyle {
    let peer = ChartStyle.isPeer(name)
    if peer, !engines.contains(ChartStyle.peerEngine(name)) {
      engines.append(ChartStyle.peerEngine(name))
      if engines.count > ChartStyle.peerColors.count { overflows = true }
    }
    let family = used.filter { $0.isPeer == peer }
    let colors = Set(family.map(\.color))
    let markers = Set(family.map(\.marker))
    let dashes = Set(family.map(\.dash))
    var best: (style: SeriesStyle, score: Int)?
    for style in candidates(for: name) where !taken.contains(style) {
      let score =
        (colors.contains(style.color) ? 4 : 0) + (markers.contains(style.marker) ? 2 : 0)
        + (dashes.contains(style.dash) ? 1 : 0)
      if score < best?.score ?? Int.max { best = (style, score) }
      if score == 0 { break }
    }
    if let best { return best.style }
    overflows = true
    return candidates(for: name)[used.count % candidates(for: name).count]
  }
}
