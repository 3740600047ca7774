/// One style per series name for a whole report, so a series looks the same in every chart it appears in and no two
/// names share a style: Trellis's names take Trellis's styles in the order they are first met; a peer's name takes
/// its engine's colour (engines numbered in the order first met) and the marker and dash of its number among the
/// peers' names.
///
/// ```swift
/// let book = StyleBook(names: ["greedy", "MIP", "Taffy (peer)"])
/// book.style(for: "Taffy (peer)").isPeer  // true: hollow markers, the peers' colours
/// ```
struct StyleBook: Sendable {
  private var styles: [String: SeriesStyle] = [:]
  private var trellisCount = 0
  private var engines: [String] = []
  private var peerCount = 0

  /// A book of `names`, numbered in order (repeated names keep their first style).
  ///
  /// - Complexity: O(number of names × peer engines).
  init(names: [String] = []) {
    for name in names { add(name) }
  }

  /// Gives `name` the next free style of its family, unless it has one.
  ///
  /// - Complexity: O(number of peer engines).
  mutating func add(_ name: String) {
    guard styles[name] == nil else { return }
    styles[name] = next(for: name)
    if ChartStyle.isPeer(name) {
      let engine = ChartStyle.peerEngine(name)
      if !engines.contains(engine) { engines.append(engine) }
      peerCount += 1
    } else {
      trellisCount += 1
    }
  }

  /// Whether styles may repeat: more Trellis names than ``ChartStyle/trellisCapacity``, more peer engines than
  /// peer colours, or more peer names than ``ChartStyle/peerVariants``.
  var overflows: Bool {
    trellisCount > ChartStyle.trellisCapacity || engines.count > ChartStyle.peerColors.count
      || peerCount > ChartStyle.peerVariants
  }

  /// The style of `name`; a name the book does not have gets the style it would get if added next.
  ///
  /// - Complexity: O(number of peer engines).
  func style(for name: String) -> SeriesStyle { styles[name] ?? next(for: name) }

  private func next(for name: String) -> SeriesStyle {
    guard ChartStyle.isPeer(name) else { return ChartStyle.trellisStyle(trellisCount) }
    let engine = ChartStyle.peerEngine(name)
    return ChartStyle.peerStyle(engine: engines.firstIndex(of: engine) ?? engines.count, number: peerCount)
  }
}
