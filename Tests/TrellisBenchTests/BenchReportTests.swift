import Foundation
import Testing

@testable import TrellisBenchKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct BenchReportTests {
  /// Runs two fake workloads through the harness and writes the report into a fresh folder.
  private func writeFakeReport() throws -> (directory: String, run: BenchmarkRun, paths: [String]) {
    let results = BenchmarkRunner(options: BenchFixtures.quickOptions).run([
      BenchFixtures.fakeWorkload(name: "alpha"), BenchFixtures.fakeWorkload(name: "beta"),
    ])
    let run = BenchmarkRun(environment: BenchFixtures.environment, workloads: results)
    let directory = try BenchFixtures.temporaryDirectory()
    return (directory, run, try ReportWriter.write(run, to: directory))
  }

  private func read(_ directory: String, _ name: String) throws -> String {
    try String(contentsOfFile: (directory as NSString).appendingPathComponent(name), encoding: .utf8)
  }

  @Test func writesEveryFile() throws {
    let (directory, _, paths) = try writeFakeReport()
    let names = Set(paths.map { ($0 as NSString).lastPathComponent })
    #expect(
      names == [
        "report.md", "results.json", "results.csv", "time-alpha.svg", "quality-alpha.svg", "layout-alpha.svg",
        "time-beta.svg", "quality-beta.svg", "layout-beta.svg",
      ])
    for name in names {
      #expect(FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent(name)))
    }
  }

  @Test func resultsJSONParsesAndHoldsEveryRow() throws {
    let (directory, run, _) = try writeFakeReport()
    let data = Data(try read(directory, "results.json").utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let environment = try #require(object["environment"] as? [String: Any])
    #expect(environment["commit"] as? String == "abc1234")
    let workloads = try #require(object["workloads"] as? [[String: Any]])
    #expect(workloads.count == 2)
    var count = 0
    for workload in workloads {
      let rows = try #require(workload["rows"] as? [[String: Any]])
      count += rows.count
      for row in rows {
        #expect(row["strategy"] is String && row["n"] is Int && row["status"] is String)
        if row["status"] as? String == "measured" {
          #expect(row["medianNs"] is Double && row["nsPerItem"] is Double)
        }
      }
    }
    #expect(count == run.allRows.count)
    #expect(count == 18)
  }

  @Test func resultsJSONRoundTrips() throws {
    let (directory, run, _) = try writeFakeReport()
    let loaded = try ResultsJSON.load(path: (directory as NSString).appendingPathComponent("results.json"))
    #expect(loaded.environment == run.environment)
    #expect(loaded.allRows.map(\.key) == run.allRows.map(\.key))
    #expect(loaded.allRows.map(\.medianNs) == run.allRows.map(\.medianNs))
    #expect(loaded.workloads.map(\.summary) == run.workloads.map(\.summary))
    #expect(loaded.workloads[0].picture?.left.layout == run.workloads[0].picture?.left.layout)
  }

  @Test func csvHasHeaderAndOneLinePerRow() throws {
    let (directory, run, _) = try writeFakeReport()
    let lines = try read(directory, "results.csv").split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "")  // ends with a newline
    #expect(lines.count == run.allRows.count + 2)
    #expect(
      lines[0]
        == "workload,strategy,n,status,runs,iterations_per_sample,median_ns,min_ns,max_ns,ns_per_item,"
        + "peak_memory_bytes,stopped_because,baseline_median_ns,ratio_to_baseline,quality,sum,status")
    let failed = try #require(lines.first { $0.hasPrefix("alpha,thrower,100,") })
    #expect(failed == "alpha,thrower,100,failed,0,1,,,,,,failed: boom,,,,,")
  }

  @Test func csvQuotesCells() {
    #expect(CSVReport.quote("plain") == "plain")
    #expect(CSVReport.quote("a,b") == "\"a,b\"")
    #expect(CSVReport.quote("say \"hi\"") == "\"say \"\"hi\"\"\"")
  }

  @Test func reportHasEveryWorkloadTableAndNoPlaceholders() throws {
    let (directory, _, _) = try writeFakeReport()
    let report = try read(directory, "report.md")
    for title in ["## Fake alpha", "## Fake beta"] { #expect(report.contains(title)) }
    // Per workload: the time pivot (sizes 1, 10, 100), the ratios and the figures, none wider than its content.
    #expect(report.components(separatedBy: "| strategy | 1 | 10 | 100 |").count == 3)
    #expect(report.components(separatedBy: "| ratio | 1 | 10 | 100 |").count == 3)
    #expect(report.components(separatedBy: "| strategy | N | quality | sum | status | stopped because |").count == 3)
    #expect(report.contains("- **Fake alpha**: fast was measured up to N = 100."))
    #expect(report.contains("![Fake alpha: time per item vs N](time-alpha.svg)"))
    #expect(report.contains("![Fake beta: quality ratios vs N](quality-beta.svg)"))
    #expect(report.contains("![Fake beta: side-by-side layouts](layout-beta.svg)"))
    #expect(report.contains("**What this means.** fast was measured up to N = 100."))
    #expect(report.contains("- capped at N = 100: skipped: N above this strategy's cap of 10 (fake cap)"))
    #expect(report.contains("| commit | abc1234 |"))
    for placeholder in ["TODO", "{{", "}}", "nan", "Optional(", "\\(", "PLACEHOLDER"] {
      #expect(!report.contains(placeholder), "report contains \(placeholder)")
    }
  }

  @Test func everySVGIsWellFormedXML() throws {
    let (_, _, paths) = try writeFakeReport()
    let svgs = paths.filter { $0.hasSuffix(".svg") }
    #expect(svgs.count == 6)
    for path in svgs {
      let data = try #require(FileManager.default.contents(atPath: path))
      let parser = XMLParser(data: data)
      #expect(parser.parse(), "\(path): \(String(describing: parser.parserError))")
    }
  }

  @Test func knownRatiosAreComputedAndShown() throws {
    let run = BenchFixtures.knownRun()
    let workload = run.workloads[0]
    #expect(workload.ratio(named: "solver/greedy time")?.points == [RatioSeries.Point(n: 10, value: 4)])
    // 110 / 100 at N = 10; at N = 100 the solver was skipped, so no value.
    #expect(workload.ratio(named: "greedy/optimal tallest")?.points == [RatioSeries.Point(n: 10, value: 1.1)])
    let tables = MarkdownReport.tables(workload, compared: false)
    #expect(
      tables == [
        "Median time per run, by N:", "", "| strategy | 10 | 100 |", "|---|---:|---:|", "| greedy | 100 ns | 1.00 µs |",
        "| solver | 400 ns | — |", "",
        "Ratios, by N:", "", "| ratio | 10 | 100 |", "|---|---:|---:|", "| solver/greedy time | 4.00× |  |",
        "| greedy/optimal tallest | 1.100 |  |", "",
        "Figures at each strategy's largest measured N:", "",
        "| strategy | N | tallestColumn | provenOptimal | stopped because |", "|---|---:|---:|---:|---|",
        "| greedy | 100 | 1050 | 0 | finished |", "| solver | 10 | 100 | 1 | optimal |", "",
      ])
  }

  @Test func tablesLeaveOutColumnsNoRowFills() {
    var run = BenchFixtures.knownRun()
    for index in run.workloads[0].rows.indices {
      run.workloads[0].rows[index].figures = ["tallestColumn": 5]
      run.workloads[0].rows[index].stoppedBecause = run.workloads[0].rows[index].status == .measured ? "finished" : "x"
    }
    let tables = MarkdownReport.tables(run.workloads[0], compared: false)
    #expect(tables.contains("| strategy | N | tallestColumn |"))  // no provenOptimal, no "stopped because"
    #expect(!tables.joined().contains("provenOptimal"))
  }

  @Test func glanceLineIsWhatItMeasuresAndTheFirstSentence() {
    var result = BenchFixtures.knownRun().workloads[0]
    result.summary = "Greedy runs at 1.05× (at N = 1,000. Really.) the time of `a. b`. Second sentence. Third."
    result.measures = "how fast greedy is"
    #expect(
      MarkdownReport.glance(result)
        == "**Known numbers** — how fast greedy is: Greedy runs at 1.05× (at N = 1,000. Really.) the time of `a. b`.")
    #expect(MarkdownReport.firstSentence("No full stop") == "No full stop")
    #expect(MarkdownReport.firstSentence("3.5 ns per item. Next.") == "3.5 ns per item.")
  }

  @Test func ratioWithinOneStrategyUsesTwoFigures() {
    let rows = BenchFixtures.knownRun().allRows
    let spec = RatioSpec(
      "tallest/optimal flag", numerator: "solver", denominator: "solver", figure: .time,
      denominatorFigure: .quality("tallestColumn"))
    #expect(RatioSeries(spec: spec, rows: rows).points == [RatioSeries.Point(n: 10, value: 4)])  // 400 / 100
    let zero = RatioSpec(
      "over zero", numerator: "greedy", denominator: "greedy", figure: .time,
      denominatorFigure: .quality("provenOptimal"))
    #expect(RatioSeries(spec: zero, rows: rows).points.isEmpty)  // dividing by 0 gives no value
  }

  @Test func compareColumnIsThisMedianOverOldMedian() throws {
    var old = BenchFixtures.knownRun()
    old.environment.commit = "old0001"
    old.workloads[0].rows[0].medianNs = 200  // greedy N = 10: 100 now → 0.5×
    old.workloads[0].rows[1].medianNs = 100  // solver N = 10: 400 now → 4×
    old.workloads[0].rows.remove(at: 2)  // greedy N = 100 missing in the old run → no value
    var run = BenchFixtures.knownRun()
    run.compare(with: old, path: "old/results.json")
    let rows = run.workloads[0].rows
    #expect(rows.map(\.ratioToBaseline) == [0.5, 4, nil, nil])
    #expect(run.comparedWith == "old/results.json (commit old0001, 2026-11-30T18:00:00Z)")
    let tables = MarkdownReport.tables(run.workloads[0], compared: true)
    let index = try #require(tables.firstIndex(of: "This median / the old run's, by N:"))
    #expect(tables[index + 2] == "| strategy | 10 | 100 |")
    #expect(tables[index + 4] == "| greedy | 0.500× |  |")
    #expect(tables[index + 5] == "| solver | 4.00× |  |")
    let json = try ResultsJSON.render(run)
    #expect(json.contains("\"ratioToBaseline\" : 0.5"))
    let report = MarkdownReport.render(run, charts: [])
    #expect(report.contains("Compared with old/results.json (commit old0001, 2026-11-30T18:00:00Z)"))
  }

  @Test func compareEndToEndThroughTheCommand() throws {
    let first = try BenchFixtures.temporaryDirectory()
    let second = try BenchFixtures.temporaryDirectory()
    let workloads = [BenchFixtures.fakeWorkload()]
    let base = ["--allow-debug", "--quick", "--repetitions", "1", "--warmup", "0"]
    #expect(BenchCommand.main(arguments: base + ["--output", first], workloads: workloads, progress: .silent) == 0)
    let oldPath = (first as NSString).appendingPathComponent("results.json")
    let status = BenchCommand.main(
      arguments: base + ["--output", second, "--compare", oldPath], workloads: workloads, progress: .silent)
    #expect(status == 0)
    let run = try ResultsJSON.load(path: (second as NSString).appendingPathComponent("results.json"))
    let measured = run.allRows.filter { $0.status == .measured }
    #expect(!measured.isEmpty)
    for row in measured {
      let ratio = try #require(row.ratioToBaseline)
      #expect(ratio == row.medianNs! / row.baselineMedianNs!)
    }
    let report = try String(
      contentsOfFile: (second as NSString).appendingPathComponent("report.md"), encoding: .utf8)
    #expect(report.contains("This median / the old run's, by N:"))
    if BuildConfiguration.isDebug { #expect(report.contains("DEBUG BUILD — numbers not meaningful")) }
  }

  @Test func renderWritesAnEarlierRunsReportAgainWithoutMeasuring() throws {
    let (directory, _, paths) = try writeFakeReport()
    let again = try BenchFixtures.temporaryDirectory()
    let json = (directory as NSString).appendingPathComponent("results.json")
    // No workloads at all: anything measured would have to come from them.
    let status = BenchCommand.main(arguments: ["--render", json, "--output", again], workloads: [], progress: .silent)
    #expect(status == 0)
    for name in paths.map({ ($0 as NSString).lastPathComponent }) where name != "results.csv" {
      #expect(try read(again, name) == read(directory, name), "\(name)")
    }
    // The CSV's figure columns follow the order the rows' figures come in, which decoding may change: compare cells
    // by column name.
    func cells(_ csv: String) -> [[String]] {
      let lines = csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
      return lines.dropFirst().map { line in zip(lines[0], line).map { "\($0)=\($1)" }.sorted() }
    }
    #expect(try cells(read(again, "results.csv")) == cells(read(directory, "results.csv")))
    let bad = BenchCommand.main(
      arguments: ["--render", "/nonexistent.json", "--output", again], workloads: [], progress: .silent)
    #expect(bad == BenchOptionsError.exitCode)
  }

  @Test func compareRejectsAFileThatIsNotResults() throws {
    let directory = try BenchFixtures.temporaryDirectory()
    let path = (directory as NSString).appendingPathComponent("bad.json")
    try Data("{\"hello\": 1}".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: CompareError.self) { try ResultsJSON.load(path: path) }
    #expect(throws: CompareError.unreadable(path: "/nonexistent.json")) {
      try ResultsJSON.load(path: "/nonexistent.json")
    }
  }

  @Test func debugRunIsMarkedInTheReport() {
    var run = BenchFixtures.knownRun()
    #expect(!MarkdownReport.render(run, charts: []).contains("DEBUG BUILD"))
    run.environment.buildConfiguration = "debug"
    run.environment.internalChecks = true
    let report = MarkdownReport.render(run, charts: [])
    #expect(report.contains("> **DEBUG BUILD — numbers not meaningful.**"))
    #expect(report.contains("TRELLIS_INTERNAL_CHECKS"))
  }
}
