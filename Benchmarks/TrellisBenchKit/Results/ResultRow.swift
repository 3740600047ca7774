/// One row of the results: one strategy on one workload at one N.
struct ResultRow: Codable, Equatable, Sendable {
  /// Whether the row was measured.
  enum Status: String, Codable, Sendable {
    /// Timed: the time fields are set.
    case measured
    /// Not attempted (size cap, budget); ``ResultRow/stoppedBecause`` says why.
    case skipped
    /// The adapter threw; ``ResultRow/stoppedBecause`` holds the error.
    case failed
  }

  /// The workload's name.
  var workload: String
  /// The strategy's name.
  var strategy: String
  /// The item count.
  var n: Int
  /// Measured, skipped or failed.
  var status: Status
  /// How many measured samples the statistics are over.
  var runs: Int = 0
  /// How many runs each sample repeats (fast runs are batched so a sample lasts long enough to time); the times are
  /// per run.
  var iterationsPerSample: Int = 1
  /// The median time of one run, in nanoseconds.
  var medianNs: Double?
  /// The fastest sample, in nanoseconds per run.
  var minNs: Double?
  /// The slowest sample, in nanoseconds per run.
  var maxNs: Double?
  /// The peak resident memory growth while the row ran, in bytes (see ``EnvironmentRecord/memoryMethod``).
  var peakMemoryBytes: Double?
  /// The quality figures of the last measured run.
  var figures = Figures()
  /// Why the solver stopped ("optimal", "time limit 1 s"), or why the row was skipped or failed.
  var stoppedBecause: String
  /// The median of the same row in the `--compare` run, in nanoseconds.
  var baselineMedianNs: Double?
  /// The same row's values, in the `--compare` run, of the figures its workload compares
  /// (``WorkloadResult/comparedFigures``); empty otherwise.
  var baselineFigures = Figures()

  /// The median time per item, in nanoseconds.
  var nsPerItem: Double? { medianNs.map { $0 / Double(max(n, 1)) } }

  /// This run's median over the compared run's median (below 1 is faster now).
  var ratioToBaseline: Double? {
    guard let medianNs, let baselineMedianNs, baselineMedianNs > 0 else { return nil }
    return medianNs / baselineMedianNs
  }

  /// This run's value of the numeric figure `name` over the compared run's (below 1 is smaller now).
  ///
  /// - Complexity: O(number of figures).
  func ratioToBaseline(of name: String) -> Double? {
    guard let now = figures.number(name), let old = baselineFigures.number(name), old != 0 else { return nil }
    return now / old
  }

  /// The key rows are matched by across runs: workload, strategy and N.
  var key: String { "\(workload)\u{1F}\(strategy)\u{1F}\(n)" }

  private enum CodingKeys: String, CodingKey {
    case workload, strategy, n, status, runs, iterationsPerSample, medianNs, minNs, maxNs, nsPerItem
    case peakMemoryBytes, figures, stoppedBecause, baselineMedianNs, ratioToBaseline, baselineFigures
  }

  /// Creates a row.
  init(
    workload: String, strategy: String, n: Int, status: Status, runs: Int = 0, iterationsPerSample: Int = 1,
    medianNs: Double? = nil, minNs: Double? = nil, maxNs: Double? = nil, peakMemoryBytes: Double? = nil,
    figures: Figures = Figures(), stoppedBecause: String, baselineMedianNs: Double? = nil
  ) {
    self.workload = workload
    self.strategy = strategy
    self.n = n
    self.status = status
    self.runs = runs
    self.iterationsPerSample = iterationsPerSample
    self.medianNs = medianNs
    self.minNs = minNs
    self.maxNs = maxNs
    self.peakMemoryBytes = peakMemoryBytes
    self.figures = figures
    self.stoppedBecause = stoppedBecause
    self.baselineMedianNs = baselineMedianNs
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    workload = try c.decode(String.self, forKey: .workload)
    strategy = try c.decode(String.self, forKey: .strategy)
    n = try c.decode(Int.self, forKey: .n)
    status = try c.decode(Status.self, forKey: .status)
    runs = try c.decodeIfPresent(Int.self, forKey: .runs) ?? 0
    iterationsPerSample = try c.decodeIfPresent(Int.self, forKey: .iterationsPerSample) ?? 1
    medianNs = try c.decodeIfPresent(Double.self, forKey: .medianNs)
    minNs = try c.decodeIfPresent(Double.self, forKey: .minNs)
    maxNs = try c.decodeIfPresent(Double.self, forKey: .maxNs)
    peakMemoryBytes = try c.decodeIfPresent(Double.self, forKey: .peakMemoryBytes)
    figures = try c.decodeIfPresent(Figures.self, forKey: .figures) ?? Figures()
    stoppedBecause = try c.decodeIfPresent(String.self, forKey: .stoppedBecause) ?? ""
    baselineMedianNs = try c.decodeIfPresent(Double.self, forKey: .baselineMedianNs)
    baselineFigures = try c.decodeIfPresent(Figures.self, forKey: .baselineFigures) ?? Figures()
  }

  /// Encodes every field, including the derived `nsPerItem` and `ratioToBaseline`, for readers of results.json.
  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(workload, forKey: .workload)
    try c.encode(strategy, forKey: .strategy)
    try c.encode(n, forKey: .n)
    try c.encode(status, forKey: .status)
    try c.encode(runs, forKey: .runs)
    try c.encode(iterationsPerSample, forKey: .iterationsPerSample)
    try c.encodeIfPresent(medianNs, forKey: .medianNs)
    try c.encodeIfPresent(minNs, forKey: .minNs)
    try c.encodeIfPresent(maxNs, forKey: .maxNs)
    try c.encodeIfPresent(nsPerItem, forKey: .nsPerItem)
    try c.encodeIfPresent(peakMemoryBytes, forKey: .peakMemoryBytes)
    try c.encode(figures, forKey: .figures)
    try c.encode(stoppedBecause, forKey: .stoppedBecause)
    try c.encodeIfPresent(baselineMedianNs, forKey: .baselineMedianNs)
    try c.encodeIfPresent(ratioToBaseline, forKey: .ratioToBaseline)
    if !baselineFigures.isEmpty { try c.encode(baselineFigures, forKey: .baselineFigures) }
  }
}
