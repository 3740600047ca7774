import Foundation
import TrellisTestSupport

/// Runs the peers on the workloads that declare a ``PeerSpec``, after Trellis's own rows: for every size at which the
/// compared Trellis row was measured, exports the same seeded input, runs the peer runner once (a Python child
/// process timing only the peers' layout or solve calls), and adds one row per peer and mode, the agreement check,
/// and a "Trellis / best peer" time ratio. Without `--peers` it only notes that the peers were not measured.
struct PeerRunner {
  /// The run's settings.
  var options: BenchOptions
  /// Where progress lines go.
  var progress: Progress
  /// Seconds one peer job may take before it is stopped (a job at N = 10⁵ builds its models in Python: tens of
  /// seconds before any solve).
  var jobTimeout = 900.0

  /// The suffix of peer strategy names in the report.
  static let suffix = " (peer)"

  /// The results with peer rows, ratios and a summary sentence added, and the peers' versions
  /// ("Taffy: stretchable 1.1.8", …).
  ///
  /// - Complexity: one child process per workload with peers and size.
  func attach(_ results: [WorkloadResult], workloads: [Workload]) -> (results: [WorkloadResult], versions: [String]) {
    var versions: [String] = []
    var out = results
    for (index, result) in results.enumerated() {
      guard let workload = workloads.first(where: { $0.name == result.name }), let peers = workload.peers else {
        continue
      }
      guard let python = options.peersPython else {
        out[index].summary += " Peers not measured (`make bench-peers` runs them on the same inputs)."
        continue
      }
      out[index] = attach(result, peers: peers, python: python, versions: &versions)
    }
    return (out, versions)
  }

  private func attach(
    _ result: WorkloadResult, peers: WorkloadPeers, python: String, versions: inout [String]
  ) -> WorkloadResult {
    var result = result
    let comparisons = peers.comparisons.filter { result.strategies.contains($0.trellis) }
    guard let main = comparisons.first else { return result }
    let sizes = result.measuredRows(of: main.trellis).map(\.n).filter { n in peers.maxSize.map { n <= $0 } ?? true }
    let folder = (options.outputDirectory as NSString).appendingPathComponent("peers")
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for n in sizes {
      let seed = SplitMix64.seed(run: options.seed, workload: result.name, n: n)
      let context = RunContext(n: n, timeLimit: options.effectiveTimeLimit, seed: seed, quick: options.quick)
      progress.emit("\(result.name) N=\(n): peers")
      do {
        let job = try peers.job(n, seed, context)
        let stem = (folder as NSString).appendingPathComponent("\(result.name)-\(n)")
        let data = try job.json(
          n: n, repetitions: options.repetitions, timeLimit: options.effectiveTimeLimit,
          modes: comparisons.map(\.mode))
        let output = try run(python: python, job: data, stem: stem)
        for entry in output.peers {
          let label = "\(entry.name): \(entry.package) \(entry.version)"
          if !versions.contains(label) { versions.append(label) }
          result.rows.append(Self.row(entry, workload: result.name, n: n, reference: job.reference))
        }
      } catch {
        progress.emit("\(result.name) N=\(n): peers failed: \(error)")
        result.rows.append(
          ResultRow(
            workload: result.name, strategy: "peers", n: n, status: .failed, stoppedBecause: "failed: \(error)"))
      }
    }
    Self.finish(&result, comparisons: comparisons)
    return result
  }

  /// Runs the peer runner on one job; its output goes to `<stem>.out.json`, its log to `<stem>.log`.
  private func run(python: String, job: Data, stem: String) throws -> PeerOutput {
    let jobPath = stem + ".json"
    let outputPath = stem + ".out.json"
    try job.write(to: URL(fileURLWithPath: jobPath))
    try? FileManager.default.removeItem(atPath: outputPath)
    let ending = try ChildProcess.run(
      python, [options.peersScript, jobPath, outputPath], log: stem + ".log", timeout: jobTimeout)
    if ending == .timedOut {
      throw PeerError(message: "the peer runner took over \(formatSeconds(jobTimeout)); see \(stem).log")
    }
    guard ending == .exited(0), let data = FileManager.default.contents(atPath: outputPath) else {
      let status: Int32 = if case .exited(let status) = ending { status } else { -1 }
      throw PeerError(message: "the peer runner exited with status \(status); see \(stem).log")
    }
    do {
      return try JSONDecoder().decode(PeerOutput.self, from: data)
    } catch {
      throw PeerError(message: "unreadable peer output \(outputPath): \(error)")
    }
  }

  /// The report row of one peer entry.
  ///
  /// - Complexity: O(answer size) for the agreement check.
  static func row(_ entry: PeerOutput.Entry, workload: String, n: Int, reference: PeerReference) -> ResultRow {
    let name = strategyName(entry.name, mode: entry.mode)
    let measured = entry.figures.map { !$0.isEmpty } ?? !entry.samplesNs.isEmpty
    guard entry.available, measured else {
      let reason =
        entry.available
        ? "no samples" : entry.reason.hasPrefix("skipped") ? entry.reason : "not available: \(entry.reason)"
      return ResultRow(workload: workload, strategy: name, n: n, status: .skipped, stoppedBecause: reason)
    }
    var figures = Figures()
    for (figure, value) in (entry.figures ?? [:]).sorted(by: { $0.key < $1.key }) { figures[figure] = .number(value) }
    if entry.mode == "layout" || !entry.answer.isEmpty {
      let agreement = PeerAgreement.check(reference, answer: entry.answer)
      figures["agrees with Trellis"] = .text(agreement.text)
      figures["peer deviation"] = .number(agreement.deviation)
    } else {
      figures["agrees with Trellis"] = .text("not checked (\(entry.mode))")
    }
    guard entry.figures == nil else {
      return ResultRow(
        workload: workload, strategy: name, n: n, status: .measured, runs: 1, figures: figures,
        stoppedBecause: "\(entry.status); \(entry.package) \(entry.version), measured inside the peer")
    }
    let samples = entry.samplesNs.sorted()
    return ResultRow(
      workload: workload, strategy: name, n: n, status: .measured, runs: samples.count,
      medianNs: BenchmarkRunner.median(ofSorted: samples), minNs: samples.first, maxNs: samples.last,
      figures: figures, stoppedBecause: "\(entry.status); \(entry.package) \(entry.version), timed inside the peer")
  }

  /// "Taffy (peer)", or "Taffy relayout (peer)" for another mode.
  static func strategyName(_ name: String, mode: String) -> String {
    (mode == "layout" ? name : "\(name) \(mode)") + suffix
  }

  /// Adds the peers to the strategy list and the quality columns, the best-peer ratios, and the summary sentence.
  ///
  /// - Complexity: O(rows × comparisons).
  static func finish(_ result: inout WorkloadResult, comparisons: [PeerComparison]) {
    for row in result.rows where row.strategy.hasSuffix(suffix) && !result.strategies.contains(row.strategy) {
      result.strategies.append(row.strategy)
    }
    for column in ["agrees with Trellis", "peer deviation"] where !result.qualityColumns.contains(column) {
      result.qualityColumns.append(column)
    }
    for comparison in comparisons {
      let points = result.measuredRows(of: comparison.trellis).compactMap { trellis -> RatioSeries.Point? in
        guard let ours = value(trellis, comparison.figure), let best = bestPeer(result, n: trellis.n, comparison),
          let theirs = value(best, comparison.figure), theirs > 0
        else { return nil }
        return RatioSeries.Point(n: trellis.n, value: ours / theirs)
      }
      result.ratios.append(
        RatioSeries(
          name: comparison.ratioName, numerator: comparison.trellis, denominator: "best peer",
          kind: comparison.figure == nil ? "time" : "quality", points: points))
    }
    result.summary += " " + summary(result, comparisons: comparisons)
  }

  /// A row's median time, or its numeric `figure` when one is named.
  private static func value(_ row: ResultRow, _ figure: String?) -> Double? {
    figure.map { row.figures.number($0) } ?? row.medianNs
  }

  /// The measured peer row of the comparison's mode at `n` with the smallest time (or figure, when it compares one).
  static func bestPeer(_ result: WorkloadResult, n: Int, _ comparison: PeerComparison) -> ResultRow? {
    let mode = comparison.mode
    return result.rows.filter { row in
      row.n == n && row.status == .measured && row.strategy.hasSuffix(suffix)
        && (mode == "layout"
          ? !row.strategy.contains(" relayout") && !row.strategy.contains(" memory")
          : row.strategy.contains(" \(mode)"))
    }.min { (value($0, comparison.figure) ?? .infinity) < (value($1, comparison.figure) ?? .infinity) }
  }

  /// "Against the best peer, Trellis's *layout* takes 0.52× its time at N = 100,000 (Taffy); every peer answer
  /// agrees." — from the rows only.
  static func summary(_ result: WorkloadResult, comparisons: [PeerComparison]) -> String {
    var parts: [String] = []
    for comparison in comparisons {
      guard let ratio = result.ratio(named: comparison.ratioName), let last = ratio.last,
        let best = bestPeer(result, n: last.n, comparison)
      else {
        parts.append("No peer was measured for *\(comparison.trellis)*; the table says why.")
        continue
      }
      let range = ratio.points.map(\.value)
      let what =
        comparison.figure.map { "uses \(formatRatio(last.value, kind: "time")) its \($0)" }
        ?? "takes \(formatRatio(last.value, kind: "time")) its time"
      parts.append(
        "Against the best peer, *\(comparison.trellis)* \(what) at "
          + "N = \(formatCount(last.n)) (best: \(best.strategy.replacing(suffix, with: ""))"
          + (range.count > 1
            ? "; \(formatRatio(range.min(), kind: "time"))–\(formatRatio(range.max(), kind: "time")) over \(range.count) sizes)"
            : ")")
          + ".")
    }
    let checked = result.rows.filter { $0.strategy.hasSuffix(suffix) && $0.status == .measured }
      .compactMap { row in row.figures["agrees with Trellis"].map { (row, $0) } }
      .filter { _, value in
        if case .text(let text) = value { return !text.hasPrefix("not checked") }
        return true
      }
    // "no: …" or "no answer"; "not checked (relayout)" is no disagreement.
    let disagreements = checked.filter { _, value in
      if case .text(let text) = value { return text.hasPrefix("no:") || text == "no answer" }
      return false
    }
    if disagreements.isEmpty {
      parts.append(
        "No peer answer disagrees with Trellis's (\(checked.count) row\(checked.count == 1 ? "" : "s") checked).")
    } else {
      let list = disagreements.map { row, value in
        "\(row.strategy.replacing(suffix, with: "")) at N = \(formatCount(row.n)): \(formatFigure(value))"
      }
      parts.append("**Disagreements:** " + list.joined(separator: "; ") + ".")
    }
    return parts.joined(separator: " ")
  }
}

/// A peer job that could not run.
struct PeerError: Error, CustomStringConvertible {
  /// What went wrong.
  var message: String
  var description: String { message }
}
