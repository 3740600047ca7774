/// report.md: a page a person reads in a minute. Title and build warnings, one line per workload (what it measures
/// and its headline figure), the environment, then per workload its "what this means" paragraph, charts, compact
/// tables and skipped rows. The full tables are results.csv.
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
    if let compared = run.comparedWith {
      out.append("Compared with \(compared): each workload has a table of this median / the old run's.")
    }
    out.append("")
    if !run.workloads.isEmpty {
      out += ["## At a glance", ""]
      for workload in run.workloads { out.append("- " + glance(workload)) }
      out.append("")
    }
    out += environmentSection(environment)
    for workload in run.workloads { out += section(workload, compared: run.comparedWith != nil, charts: charts) }
    out += [
      "## How to read the tables", "",
      "Times are per run: the median of the measured samples after warm-up; fast runs are repeated inside a sample "
        + "and divided. The charts divide them by N (time per item) and draw the fastest and slowest sample as bars. "
        + "Quality figures come from the last measured run. \"—\" means not measured (the notes under the table say "
        + "why). The tables are compact: every row with its fastest and slowest run, time per item, peak memory "
        + "(\(environment.memoryMethod)) and every figure is in results.csv, and with the ratios in results.json. "
        + "Rows measured once and not timed (memory) have no time table; their figures are the measurement.",
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

  /// "**<title>** — <what it measures>: <the summary's first sentence>", the overview line of one workload.
  ///
  /// - Complexity: O(length of the summary).
  static func glance(_ result: WorkloadResult) -> String {
    let title = "**\(ReportCharts.title(result))**"
    let headline = firstSentence(result.summary)
    return result.measures.isEmpty ? "\(title): \(headline)" : "\(title) — \(result.measures): \(headline)"
  }

  /// The text up to its first full stop that ends a sentence: followed by a space or the end, outside parentheses
  /// and code spans; the whole text when it has none.
  ///
  /// - Complexity: O(length of `text`).
  static func firstSentence(_ text: String) -> String {
    var depth = 0
    var inCode = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      switch character {
      case "`": inCode.toggle()
      case "(" where !inCode: depth += 1
      case ")" where !inCode: depth = max(0, depth - 1)
      case "." where !inCode && depth == 0 && (next == text.endIndex || text[next] == " "):
        return String(text[..<next])
      default: break
      }
      index = next
    }
    return text
  }

  private static func section(_ result: WorkloadResult, compared: Bool, charts: Set<String>) -> [String] {
    let title = ReportCharts.title(result)
    var out = ["## \(title)", "", result.description, "", "**What this means.** \(result.summary)", ""]
    let files = ReportCharts.fileNames(result)
    var images: [String] = []
    if charts.contains(files.time) { images.append("![\(title): time per item vs N](\(files.time))") }
    if charts.contains(files.quality) { images.append("![\(title): quality ratios vs N](\(files.quality))") }
    if !images.isEmpty { out += [images.joined(separator: "\n"), ""] }
    out += tables(result, compared: compared)
    out += skippedNotes(result)
    if charts.contains(files.layout) { out += ["![\(title): side-by-side layouts](\(files.layout))", ""] }
    return out
  }

  /// The workload's compact tables, each a few columns wide (results.csv has every column):
  /// - median time per run, strategy × N (timed workloads);
  /// - with `--compare`, this median / the old one, strategy × N;
  /// - each ratio with a value, ratio × N;
  /// - the quality figures some row has, at each strategy's largest measured N, with "stopped because" when some
  ///   row stopped for another reason than finishing.
  ///
  /// A workload none of whose rows is timed (memory) gets one table per strategy instead: figure × N, with the
  /// compared figures' "vs old" lines.
  ///
  /// - Complexity: O(rows × (sizes + columns)).
  static func tables(_ result: WorkloadResult, compared: Bool) -> [String] {
    let timed = result.rows.contains { $0.medianNs != nil } || !result.rows.contains { $0.status == .measured }
    let measured = result.rows.filter { $0.status == .measured }
    let figureColumns = result.qualityColumns.filter { name in measured.contains { $0.figures[name] != nil } }
    let strategies = result.strategies.filter { strategy in result.rows.contains { $0.strategy == strategy } }
    let sizes = result.sizes
    guard timed else { return untimedTable(result, figureColumns: figureColumns, compared: compared) }
    func pivot(_ caption: String, _ names: [String], _ value: (String, Int) -> String) -> [String] {
      var lines = [caption, "", row(["strategy"] + sizes.map(formatCount)), divider(sizes.count + 1, textColumns: [0])]
      for name in names { lines.append(row([name] + sizes.map { value(name, $0) })) }
      return lines + [""]
    }
    var out = pivot("Median time per run, by N:", strategies) { strategy, n in
      guard let row = result.row(strategy, n: n) else { return "" }
      return row.status == .measured ? formatDuration(row.medianNs) : "—"
    }
    if compared {
      out += pivot("This median / the old run's, by N:", strategies) { strategy, n in
        result.row(strategy, n: n)?.ratioToBaseline.map { "\(formatSignificant($0))×" } ?? ""
      }
    }
    let ratios = result.ratios.filter { !$0.points.isEmpty }
    if !ratios.isEmpty {
      var lines = [
        "Ratios, by N:", "", row(["ratio"] + sizes.map(formatCount)), divider(sizes.count + 1, textColumns: [0]),
      ]
      for ratio in ratios {
        lines.append(row([ratio.name] + sizes.map { formatRatio(ratio.value(at: $0), kind: ratio.kind) }))
      }
      out += lines + [""]
    }
    let showStopped = measured.contains { !$0.stoppedBecause.isEmpty && $0.stoppedBecause != "finished" }
    if !figureColumns.isEmpty || showStopped {
      let header = ["strategy", "N"] + figureColumns + (showStopped ? ["stopped because"] : [])
      var lines = [
        "Figures at each strategy's largest measured N:", "", row(header),
        divider(header.count, textColumns: showStopped ? [0, header.count - 1] : [0]),
      ]
      for strategy in strategies {
        guard let last = result.measuredRows(of: strategy).last else { continue }
        var cells = [strategy, formatCount(last.n)] + figureColumns.map { formatFigure(last.figures[$0]) }
        if showStopped { cells.append(last.stoppedBecause) }
        lines.append(row(cells))
      }
      out += lines + [""]
    }
    return out
  }

  /// The tables of a workload whose rows are not timed (their figures are the measurement), one per strategy:
  /// figure × N, only the figures that strategy has, with "<figure> vs old" lines for the compared figures; the
  /// caption gives the strategy and why its rows stopped.
  private static func untimedTable(_ result: WorkloadResult, figureColumns: [String], compared: Bool) -> [String] {
    var out: [String] = []
    for strategy in result.strategies {
      let rows = result.rows.filter { $0.strategy == strategy }.sorted { $0.n < $1.n }
      guard !rows.isEmpty else { continue }
      let figures = figureColumns.filter { name in rows.contains { $0.status == .measured && $0.figures[name] != nil } }
      var reasons: [String] = []
      for row in rows where !reasons.contains(row.stoppedBecause) { reasons.append(row.stoppedBecause) }
      out += [
        "*\(strategy)*, by N (\(reasons.joined(separator: "; "))):", "",
        row(["figure"] + rows.map { formatCount($0.n) }), divider(rows.count + 1, textColumns: [0]),
      ]
      for name in figures {
        out.append(row([name] + rows.map { $0.status == .measured ? formatFigure($0.figures[name]) : "—" }))
      }
      if compared {
        for name in result.comparedFigures {
          let ratios = rows.map { $0.ratioToBaseline(of: name) }
          guard ratios.contains(where: { $0 != nil }) else { continue }
          out.append(row(["\(name) vs old"] + ratios.map { $0.map { "\(formatSignificant($0))×" } ?? "" }))
        }
      }
      out.append("")
    }
    return out
  }

  /// A Markdown table line.
  private static func row(_ cells: [String]) -> String { "| " + cells.map(cell).joined(separator: " | ") + " |" }

  /// The line under a table's header: `textColumns` left-aligned, the rest right-aligned.
  private static func divider(_ count: Int, textColumns: Set<Int>) -> String {
    "|" + (0..<count).map { textColumns.contains($0) ? "---" : "---:" }.joined(separator: "|") + "|"
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
