import TrellisTestSupport

/// A benchmark workload: a seeded input generator, the strategies that solve that input, and how the report
/// presents the results (ratios, a picture, a summariser that writes the "what this means" paragraph).
///
/// The input is generated once per N and handed to every strategy, so all strategies of a row see the same data.
///
/// ```swift
/// Workload(
///   name: "masonry", title: "Masonry columns", description: "…",
///   sizes: [10, 100, 1_000, 10_000, 100_000, 1_000_000], quickSizes: [10, 1_000, 100_000],
///   generate: { n, rng in MasonryInput.random(count: n, using: &rng) },
///   strategies: [greedy, mip],
///   ratios: [RatioSpec("MIP/greedy time", numerator: "MIP", denominator: "greedy", figure: .time)],
///   picture: PictureSpec(left: "greedy", right: "MIP", captionFigures: ["tallestColumn"]),
///   summarise: { result in "…from result's numbers…" })
/// ```
struct Workload {
  /// The suite name used by `--suites` and in file names (lowercase, no spaces).
  var name: String
  /// The section title in the report.
  var title: String
  /// One or two sentences: what the input is and what the strategies do.
  var description: String
  /// What the workload measures, as the end of "<title> measures …" (no final full stop): the report's overview line.
  var measures: String
  /// The default item counts.
  var sizes: [Int]
  /// The item counts of `--quick`.
  var quickSizes: [Int]
  /// Item counts added to ``sizes`` when the peers run (`--peers`, `make bench-peers`) and no `--sizes` is given:
  /// sizes too slow for the default run that the peers' comparison names.
  var peerSizes: [Int]
  /// The strategies' names and limits, in report order.
  var strategies: [StrategyInfo]
  /// The quality figures shown as table columns, in order; `nil` shows every figure the outcomes report.
  var qualityColumns: [String]?
  /// The ratios computed and shown.
  var ratios: [RatioSpec]
  /// Numeric figures that `--compare` sets beside the old run's (a "<figure> vs old" column each), for rows whose
  /// measurement is a figure rather than a time (memory).
  var comparedFigures: [String]
  /// The side-by-side picture, if any.
  var picture: PictureSpec?
  /// Writes the "what this means" paragraph from the results (never from hand-written figures).
  var summarise: (WorkloadResult) -> String
  /// Generates the input for `n` from `seed` and binds every strategy to it (index-aligned with ``strategies``).
  var bind: (_ n: Int, _ seed: UInt64) -> [(RunContext) throws -> PreparedRun]
  /// How the peers run on this workload (`--peers`), if they do.
  var peers: WorkloadPeers?

  /// Creates a workload over inputs of type `Input`.
  ///
  /// - Complexity: O(number of strategies); the generator runs later, once per N.
  init<Input>(
    name: String, title: String, measures: String = "", description: String, sizes: [Int], quickSizes: [Int],
    peerSizes: [Int] = [], generate: @escaping (_ n: Int, _ rng: inout SplitMix64) -> Input,
    strategies: [Strategy<Input>], qualityColumns: [String]? = nil, ratios: [RatioSpec] = [],
    comparedFigures: [String] = [], picture: PictureSpec? = nil, peers: PeerSpec<Input>? = nil,
    summarise: @escaping (WorkloadResult) -> String
  ) {
    self.name = name
    self.title = title
    self.description = description
    self.measures = measures
    self.sizes = sizes
    self.quickSizes = quickSizes
    self.peerSizes = peerSizes
    self.strategies = strategies.map(\.info)
    self.qualityColumns = qualityColumns
    self.ratios = ratios
    self.comparedFigures = comparedFigures
    self.picture = picture
    self.summarise = summarise
    self.bind = { n, seed in
      var rng = SplitMix64(seed: seed)
      let input = generate(n, &rng)
      return strategies.map { strategy in { context in try strategy.prepare(input, context) } }
    }
    self.peers = peers.map { spec in
      WorkloadPeers(
        kind: spec.kind, maxSize: spec.maxSize, comparisons: spec.comparisons,
        job: { n, seed, context in
          var rng = SplitMix64(seed: seed)
          let input = generate(n, &rng)
          return PeerJob(kind: spec.kind, input: spec.export(input), reference: try spec.reference(input, context))
        })
    }
  }

  /// The sizes this run uses: `--sizes` if given, else the quick list, else the default list (with ``peerSizes``
  /// when the peers run).
  ///
  /// - Complexity: O(number of sizes).
  func sizes(for options: BenchOptions) -> [Int] {
    if let sizes = options.sizes { return sizes }
    if options.quick { return quickSizes }
    return options.peersPython == nil ? sizes : sizes + peerSizes.filter { !sizes.contains($0) }
  }
}
