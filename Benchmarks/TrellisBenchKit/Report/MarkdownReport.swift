/// report.md: a page a person reads in a minute. Title and build warnings, one summary line per workload, the
/// environment, then per workload its "what this means" paragraph, charts, table and skipped rows.
enum MarkdownReport {
  /// The Markdown text. Chart images are referenced by the names in ``ReportCharts/fileNames(_:)``, and only when
  /// `charts` says the file exists.
  ///
  /// - Complexity: O(rows × columns).
  static func render(_ run: BenchmarkRun, charts: Set<String>) -> String {
    let environment = run.environment
    var out: [String] = ["# Trellis benchmark: solver strategies vs greedy heuristics", ""]
    if environment.isDebug {
      out += [
        "> **DEBUG BUILD — numbers not meaningful.** This run was built without `-c release`; use `make bench`.", "",
      ]
    }
    if environment.internalChecks {
      out += ["> **Invariant checks compiled in (`TRELLIS_INTERNAL_CHECKS`)** — every layout is slowed down.", ""]
    }
    let rows = run.allRows
    let measured = rows.filter { $0.status == .measured }.count
    let skipped = rows.filter { $0.status == .skipped }.count
    let failed = rows.filter { $0.status == .failed }.count
    out.append(
      "Run of \(environment.date) on commit `\(environment.commit)`: \(run.workloads.count) workload(s), "
        + "\(measured) rows measured, \(skipped) skipped, \(failed) failed, "
        + "\(formatSeconds(environment.totalSeconds)) in all.")
    if let peers = environment.settings.first(where: { $0.name == "peers" }) {
      if peers.value == "not measured" {
        out.append("Peers: not measured (`make bench-peers` runs Taffy, Yoga, kiwi, HiGHS, GLPK and CP-SAT too).")
      } else {
        let versions = environment.settings.first { $0.name == "peer versions" }?.value ?? "none ran"
        out.append("Peers measured in the same run, on the same inputs, timed inside the peer: \(versions).")
      }
    }
    if let compared = run.comparedWith { out.append("Compared with \(compared); \"vs old\" is this median / old.") }
    out.append("")
    if !run.workloads.isEmpty {
      out += ["## Summary", ""]
      for workload in run.workloads { out.append("- **\(workload.title)**: \(workload.summary)") }
      out.append("")
    }
    out += environmentSection(environment)
    for workload in run.workloads { out += section(workload, compared: run.comparedWith != nil, charts: charts) }
    out += [
      "## How to read the tables", "",
      "Times are per run: median, fastest and slowest of the measured samples after warm-up; fast runs are repeated "
        + "inside a sample and divided. ns/item is the median over N. Peak memory: \(environment.memoryMethod). "
        + "Quality figures come from the last measured run. \"—\" means not measured; the last columns say why. "
        + "Rows measured once and not timed (memory) have no time columns; their figures are the measurement.",
      "",
    ]
    return out.joined(separator: "\n")
  }

  private static func environmentSection(_ environment: EnvironmentRecord) -> [String] {
    var out = ["## Environment", "", "| | |", "|---|---|"]
    let facts: [(String, String)] = [
      ("commit", environment.commit), ("toolchain", environment.toolchain), ("CPU", environment.cpu),
      ("cores", String(environment.cores)), ("OS", environment.operatingSystem), ("date", environment.date),
      ("build", environment.buildConfiguration + (environment.internalChecks ? ", invariant checks ON" : "")),
      ("command", "`\(environment.commandLine)`"),
    ]
    for (name, value) in facts + environment.settings.map({ ($0.name, $0.value) }) {
      out.append("| \(cell(name)) | \(cell(value)) |")
    }
    return out + [""]
  }

  private static func section(_ result: WorkloadResult, compared: Bool, charts: Set<String>) -> [String] {
    var out = ["## \(result.title)", "", result.description, "", "**What this means.** \(result.summary)", ""]
    let files = ReportCharts.fileNames(result)
    var images: [String] = []
    if charts.contains(files.time) { images.append("![\(result.title): time vs N](\(files.time))") }
    if charts.contains(files.quality) { images.append("![\(result.title): quality ratios vs N](\(files.quality))") }
    if !images.isEmpty { out += [images.joined(separator: "\n"), ""] }
    out += table(result, compared: compared)
    out += skippedNotes(result)
    if charts.contains(files.layout) { out += ["![\(result.title): side-by-side layouts](\(files.layout))", ""] }
    return out
  }

  /// The workload's table: one line per row, ratio values on their numerator's line. A workload none of whose rows is
  /// timed (memory) has no time, peak-memory or "vs old" time columns.
  static func table(_ result: WorkloadResult, compared: Bool) -> [String] {
    let timed = result.rows.contains { $0.medianNs != nil } || !result.rows.contains { $0.status == .measured }
    let timeColumns = timed ? ["median", "min", "max", "ns/item", "peak memory"] : []
    var header = ["N", "strategy"] + timeColumns + result.qualityColumns
    let stoppedColumn = header.count
    header.append("stopped because")
    header += result.ratios.map(\.name)
    if compared { header += (timed ? ["vs old"] : []) + result.comparedFigures.map { "\($0) vs old" } }
    var out = [
      "| " + header.map(cell).joined(separator: " | ") + " |",
      "|" + header.indices.map { $0 == 1 || $0 == stoppedColumn ? "---" : "---:" }.joined(separator: "|") + "|",
    ]
    for row in result.rows {
      let measured = row.status == .measured
      var cells = [formatCount(row.n), row.strategy]
      if timed {
        cells += [row.medianNs, row.minNs, row.maxNs, row.nsPerItem].map { measured ? formatDuration($0) : "—" }
        cells.append(measured ? formatBytes(row.peakMemoryBytes) : "—")
      }
      cells += result.qualityColumns.map { measured ? formatFigure(row.figures[$0]) : "—" }
      cells.append(row.stoppedBecause)
      cells += result.ratios.map { ratio in
        ratio.numerator == row.strategy ? formatRatio(ratio.value(at: row.n), kind: ratio.kind) : ""
      }
      if compared {
        let ratios = (timed ? [row.ratioToBaseline] : []) + result.comparedFigures.map(row.ratioToBaseline(of:))
        cells += ratios.map { ratio in ratio.map { "\(formatSignificant($0))×" } ?? "" }
      }
      out.append("| " + cells.map(cell).joined(separator: " | ") + " |")
    }
    return out + [""]
  }

  /// One line per strategy and reason for skipped or failed rows, naming the sizes.
  private static func skippedNotes(_ result: WorkloadResult) -> [String] {
    var groups: [(strategy: String, reason: String, sizes: [Int])] = []
    for row in result.rows where row.status != .measured {
      if let index = groups.firstIndex(where: { $0.strategy == row.strategy && $0.reason == row.stoppedBecause }) {
        groups[index].sizes.append(row.n)
      } else {
        groups.append((row.strategy, row.stoppedBecause, [row.n]))
      }
    }
    guard !groups.isEmpty else { return [] }
    var out = ["Not measured:", ""]
    for group in groups {
      let sizes = group.sizes.map(formatCount).joined(separator: ", ")
      out.append("- \(group.strategy) at N = \(sizes): \(group.reason)")
    }
    return out + [""]
  }

  /// A table cell: pipes escaped, line breaks flattened.
  private static func cell(_ text: String) -> String {
    text.replacing("|", with: "\\|").replacing("\n", with: " ")
  }
}
