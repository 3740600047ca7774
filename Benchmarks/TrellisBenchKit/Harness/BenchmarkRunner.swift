import Foundation
import TrellisTestSupport

/// Runs workloads: for each N, generates the input once, then times every strategy on it (warm-up, then
/// `repetitions` samples), applying size caps, per-strategy run budgets and the global budget.
///
/// ```swift
/// let runner = BenchmarkRunner(options: options, progress: .standardError)
/// let results = runner.run(WorkloadCatalog.all)
/// ```
struct BenchmarkRunner {
  /// The run's settings.
  var options: BenchOptions
  /// Where progress lines go.
  var progress: Progress

  private let clock = ContinuousClock()

  /// Creates a runner.
  init(options: BenchOptions, progress: Progress = .silent) {
    self.options = options
    self.progress = progress
  }

  /// Runs every workload and returns their results (ratios and summaries filled in), in order.
  ///
  /// - Complexity: bounded by the global budget, plus at most one row in flight when it runs out.
  func run(_ workloads: [Workload]) -> [WorkloadResult] {
    let start = clock.now
    return workloads.map { run($0, start: start) }
  }

  /// Seconds since `start`.
  private func elapsed(since start: ContinuousClock.Instant) -> Double { seconds(start.duration(to: clock.now)) }

  private func run(_ workload: Workload, start: ContinuousClock.Instant) -> WorkloadResult {
    var rows: [ResultRow] = []
    // Per strategy: the reason its remaining sizes are skipped, and its last row's wall time.
    var stickySkip: [String?] = Array(repeating: nil, count: workload.strategies.count)
    var lastCell: [(n: Int, seconds: Double)?] = Array(repeating: nil, count: workload.strategies.count)
    let only = options.strategies.map(Set.init)
    for n in workload.sizes(for: options) {
      let seed = SplitMix64.seed(run: options.seed, workload: workload.name, n: n)
      // Generated on first use, so a size where every strategy is skipped costs nothing.
      var bound: [(RunContext) throws -> PreparedRun] = []
      let context = RunContext(
        n: n, timeLimit: options.effectiveTimeLimit, seed: seed, quick: options.quick, executable: options.executable)
      for (index, info) in workload.strategies.enumerated() {
        // `--strategies`: the others make no row at all.
        if let only, !only.contains(info.name) { continue }
        let skip = ResultRow(workload: workload.name, strategy: info.name, n: n, status: .skipped, stoppedBecause: "")
        if let cap = info.maxSize, n > cap {
          var reason = "skipped: N above this strategy's cap of \(cap)"
          if let why = info.capReason { reason += " (\(why))" }
          rows.append(with(skip) { $0.stoppedBecause = reason })
          continue
        }
        if let reason = stickySkip[index] {
          rows.append(with(skip) { $0.stoppedBecause = reason })
          continue
        }
        let remaining = options.effectiveBudget - elapsed(since: start)
        if remaining <= 0 {
          let reason = "skipped: global time budget of \(formatSeconds(options.effectiveBudget)) used up"
          rows.append(with(skip) { $0.stoppedBecause = reason })
          progress.emit(status(start, "\(workload.name) N=\(n) \(info.name): \(reason)"))
          continue
        }
        if let last = lastCell[index] {
          let predicted = last.seconds * Double(n) / Double(max(last.n, 1))
          if predicted > remaining {
            let reason =
              "skipped: predicted \(formatSeconds(predicted)) for this row exceeds the remaining global budget"
            rows.append(with(skip) { $0.stoppedBecause = reason })
            progress.emit(status(start, "\(workload.name) N=\(n) \(info.name): \(reason)"))
            continue
          }
        }
        if bound.isEmpty {
          progress.emit(status(start, "\(workload.name) N=\(n): generating input"))
          bound = workload.bind(n, seed)
        }
        let cellStart = clock.now
        let (row, slowest) =
          info.timed
          ? measure(bound[index], context: context, workload: workload.name, strategy: info.name, start: start)
          : measureOnce(bound[index], context: context, workload: workload.name, strategy: info.name)
        rows.append(row)
        lastCell[index] = (n, elapsed(since: cellStart))
        let budget = info.effectiveRunBudget(options)
        if slowest > budget {
          stickySkip[index] =
            "skipped: a run at N = \(n) took \(formatSeconds(slowest)), over the \(formatSeconds(budget)) per-run budget"
        }
        progress.emit(status(start, "\(workload.name) N=\(n) \(info.name): \(describe(row))"))
      }
    }
    var result = WorkloadResult(
      name: workload.name, title: workload.title, description: workload.description,
      strategies: workload.strategies.map(\.name),
      qualityColumns: workload.qualityColumns ?? Self.figureNames(in: rows),
      rows: rows, ratios: workload.ratios.map { RatioSeries(spec: $0, rows: rows) }, summary: "",
      picture: workload.picture.flatMap { picture($0, of: workload) }, comparedFigures: workload.comparedFigures,
      measures: workload.measures)
    result.summary = workload.summarise(result)
    return result
  }

  /// Times one strategy on one input. Returns the row and the slowest single run in seconds.
  private func measure(
    _ bound: (RunContext) throws -> PreparedRun, context: RunContext, workload: String, strategy: String,
    start: ContinuousClock.Instant
  ) -> (ResultRow, Double) {
    var row = ResultRow(workload: workload, strategy: strategy, n: context.n, status: .measured, stoppedBecause: "")
    let memory = MemoryProbe()
    var slowest = 0.0
    do {
      let timed = try bound(context)
      // Warm-up, then (when warming up at all) calibration: grow the batch until one sample lasts long enough. A
      // run that already lasts long enough (a solver) costs no extra calibration run.
      var took = 0.0
      for _ in 0..<options.warmup {
        let began = clock.now
        try measuredRegion(timed.run)
        took = elapsed(since: began)
        slowest = max(slowest, took)
      }
      var batch = 1
      while options.warmup > 0, took < options.minimumSampleSeconds, batch < 1_000_000 {
        let factor = took > 0 ? min(options.minimumSampleSeconds / took * 1.2, 100) : 10
        batch = min(1_000_000, max(batch * 2, Int((Double(batch) * factor).rounded(.up))))
        let began = clock.now
        for _ in 0..<batch { try measuredRegion(timed.run) }
        took = elapsed(since: began)
      }
      var samples: [Double] = []
      for repetition in 0..<options.repetitions {
        if repetition > 0, elapsed(since: start) > options.effectiveBudget { break }
        let began = clock.now
        for _ in 0..<batch { try measuredRegion(timed.run) }
        let took = elapsed(since: began)
        slowest = max(slowest, took / Double(batch))
        samples.append(took * 1e9 / Double(batch))
      }
      samples.sort()
      row.runs = samples.count
      row.iterationsPerSample = batch
      row.medianNs = Self.median(ofSorted: samples)
      row.minNs = samples.first
      row.maxNs = samples.last
      row.peakMemoryBytes = memory.peakGrowth()
      let last = timed.outcome()
      row.stoppedBecause = last?.stoppedBecause ?? "finished"
      if samples.count < options.repetitions {
        row.stoppedBecause += "; only \(samples.count) of \(options.repetitions) runs (global budget used up)"
      }
      row.figures = last?.figures() ?? Figures()
    } catch {
      row.status = .failed
      row.stoppedBecause = "failed: \(error)"
      row.peakMemoryBytes = nil
    }
    return (row, slowest)
  }

  /// Runs an untimed strategy once (no warm-up, no samples): the row has its figures and no times. Returns the row
  /// and how long the run took in seconds (for the per-run budget).
  private func measureOnce(
    _ bound: (RunContext) throws -> PreparedRun, context: RunContext, workload: String, strategy: String
  ) -> (ResultRow, Double) {
    var row = ResultRow(workload: workload, strategy: strategy, n: context.n, status: .measured, stoppedBecause: "")
    let began = clock.now
    do {
      let prepared = try bound(context)
      try prepared.run()
      let last = prepared.outcome()
      row.runs = 1
      row.stoppedBecause = last?.stoppedBecause ?? "finished"
      row.figures = last?.figures() ?? Figures()
    } catch {
      row.status = .failed
      row.stoppedBecause = "failed: \(error)"
    }
    return (row, elapsed(since: began))
  }

  /// Runs one timed run. It is a function of its own, never inlined, so that an instruction counter can count exactly
  /// the timed runs: `scripts/callgrind-rows.sh` runs `valgrind --tool=callgrind --toggle-collect=` on its name.
  @inline(never)
  private func measuredRegion(_ run: () throws -> Void) rethrows { try run() }

  /// Lays the picture's input out with its two strategies (untimed).
  private func picture(_ spec: PictureSpec, of workload: Workload) -> LayoutPicture? {
    let seed = SplitMix64.seed(run: options.seed, workload: workload.name, n: spec.n)
    let context = RunContext(n: spec.n, timeLimit: options.effectiveTimeLimit, seed: seed, quick: options.quick)
    let bound = workload.bind(spec.n, seed)
    func panel(_ name: String) -> LayoutPicture.Panel? {
      guard let index = workload.strategies.firstIndex(where: { $0.name == name }),
        let prepared = try? bound[index](context), (try? prepared.run()) != nil,
        let outcome = prepared.outcome(), let layout = outcome.layout?()
      else { return nil }
      let figures = outcome.figures()
      let caption = spec.captionFigures.compactMap { key in
        figures[key].map { "\(key) \(formatFigure($0))" }
      }.joined(separator: ", ")
      return LayoutPicture.Panel(title: name, caption: caption, layout: layout)
    }
    guard let left = panel(spec.left), let right = panel(spec.right) else {
      progress.emit("\(workload.name): no picture (a strategy produced no frames)")
      return nil
    }
    return LayoutPicture(n: spec.n, left: left, right: right)
  }

  private func status(_ start: ContinuousClock.Instant, _ message: String) -> String {
    "[\(String(format: "%7.1f", elapsed(since: start))) s] \(message)"
  }

  private func describe(_ row: ResultRow) -> String {
    switch row.status {
    case .measured where row.medianNs == nil: "measured once, not timed, " + row.stoppedBecause
    case .measured:
      "median \(formatDuration(row.medianNs)) (\(row.runs) run\(row.runs == 1 ? "" : "s") × \(row.iterationsPerSample)), "
        + row.stoppedBecause
    case .skipped, .failed: row.stoppedBecause
    }
  }

  /// The figure names of all rows, in order of first appearance.
  static func figureNames(in rows: [ResultRow]) -> [String] {
    var names: [String] = []
    for row in rows {
      for name in row.figures.names where !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The median of sorted values (the mean of the middle two for an even count); `nil` when empty.
  ///
  /// - Complexity: O(1).
  static func median(ofSorted values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let middle = values.count / 2
    return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
  }
}

/// Seconds in a duration.
func seconds(_ duration: Duration) -> Double {
  let (whole, fraction) = duration.components
  return Double(whole) + Double(fraction) * 1e-18
}

/// A copy of `value` changed by `change`.
func with<T>(_ value: T, _ change: (inout T) -> Void) -> T {
  var copy = value
  change(&copy)
  return copy
}
