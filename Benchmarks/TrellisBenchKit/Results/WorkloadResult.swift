/// Everything measured for one workload, plus what the report derives from it (ratios, summary, picture).
///
/// Summarisers read it through the helpers below:
///
/// ```swift
/// let largest = result.largestMeasuredN(of: "MIP")
/// let gaps = result.ratio(named: "greedy/optimal height")?.points.map(\.value)
/// ```
struct WorkloadResult: Codable, Equatable, Sendable {
  /// The suite name.
  var name: String
  /// The section title.
  var title: String
  /// What the input and strategies are.
  var description: String
  /// The strategy names in report order.
  var strategies: [String]
  /// The quality figures shown as columns, in order.
  var qualityColumns: [String]
  /// Every row, by increasing N, then strategy order.
  var rows: [ResultRow]
  /// The declared ratios' values.
  var ratios: [RatioSeries]
  /// The "what this means" paragraph.
  var summary: String
  /// The side-by-side picture, if one was asked for and both strategies produced frames.
  var picture: LayoutPicture?
  /// The figures `--compare` sets beside the old run's (``Workload/comparedFigures``).
  var comparedFigures: [String] = []
  /// What the workload measures (``Workload/measures``); empty in files written before it existed.
  var measures: String = ""

  /// The measured rows of one strategy, by increasing N.
  ///
  /// - Complexity: O(number of rows).
  func measuredRows(of strategy: String) -> [ResultRow] {
    rows.filter { $0.strategy == strategy && $0.status == .measured }.sorted { $0.n < $1.n }
  }

  /// The row of `strategy` at `n`.
  ///
  /// - Complexity: O(number of rows).
  func row(_ strategy: String, n: Int) -> ResultRow? {
    rows.first { $0.strategy == strategy && $0.n == n }
  }

  /// The largest N at which `strategy` was measured.
  ///
  /// - Complexity: O(number of rows).
  func largestMeasuredN(of strategy: String) -> Int? { measuredRows(of: strategy).last?.n }

  /// The ratio series named `name`.
  ///
  /// - Complexity: O(number of ratios).
  func ratio(named name: String) -> RatioSeries? { ratios.first { $0.name == name } }

  /// The distinct item counts, increasing.
  var sizes: [Int] { Array(Set(rows.map(\.n))).sorted() }
}

extension WorkloadResult {
  /// Decodes a results.json workload; files written before ``comparedFigures`` existed have none.
  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    name = try c.decode(String.self, forKey: .name)
    title = try c.decode(String.self, forKey: .title)
    description = try c.decode(String.self, forKey: .description)
    strategies = try c.decode([String].self, forKey: .strategies)
    qualityColumns = try c.decode([String].self, forKey: .qualityColumns)
    rows = try c.decode([ResultRow].self, forKey: .rows)
    ratios = try c.decode([RatioSeries].self, forKey: .ratios)
    summary = try c.decode(String.self, forKey: .summary)
    picture = try c.decodeIfPresent(LayoutPicture.self, forKey: .picture)
    comparedFigures = try c.decodeIfPresent([String].self, forKey: .comparedFigures) ?? []
    measures = try c.decodeIfPresent(String.self, forKey: .measures) ?? ""
  }
}

extension WorkloadResult {
  /// "<subject> runs at 1.05× the time of <baseline> at N = 1,000,000 (10.7 ns vs 10.2 ns per item<note>)." for the
  /// last point of the time ratio `ratio` between `numerator` and `denominator`; `nil` when either was not measured.
  ///
  /// - Complexity: O(rows).
  func timeComparison(
    ratio: String, numerator: String, denominator: String, subject: String, baseline: String, note: String = ""
  ) -> String? {
    guard let point = self.ratio(named: ratio)?.last, let a = row(numerator, n: point.n),
      let b = row(denominator, n: point.n)
    else { return nil }
    return "\(subject) runs at \(formatRatio(point.value, kind: "time")) the time of \(baseline) at "
      + "N = \(formatCount(point.n)) (\(formatDuration(a.nsPerItem)) vs \(formatDuration(b.nsPerItem)) per item\(note))."
  }
}
