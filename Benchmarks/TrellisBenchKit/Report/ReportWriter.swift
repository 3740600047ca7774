import Foundation

/// Turns a ``BenchmarkRun`` into the output files. Pure up to ``write(_:to:)``: ``files(for:)`` returns names and
/// contents, so tests check them without a disk.
enum ReportWriter {
  /// Every output file: report.md, results.json, results.csv and the charts.
  ///
  /// ```swift
  /// for file in try ReportWriter.files(for: run) { print(file.name) }
  /// ```
  ///
  /// - Throws: `EncodingError` from the JSON encoder.
  /// - Complexity: O(size of the run).
  static func files(for run: BenchmarkRun) throws -> [(name: String, contents: String)] {
    var charts: [(name: String, contents: String)] = []
    let styles = ReportCharts.styleBook(for: run)
    for workload in run.workloads {
      let names = ReportCharts.fileNames(workload)
      if let svg = ReportCharts.timeChart(workload, styles: styles) { charts.append((names.time, svg)) }
      if let svg = ReportCharts.qualityChart(workload, styles: styles) { charts.append((names.quality, svg)) }
      if let svg = ReportCharts.layoutPicture(workload) { charts.append((names.layout, svg)) }
    }
    let report = MarkdownReport.render(run, charts: Set(charts.map(\.name)))
    return [
      ("report.md", report), ("results.json", try ResultsJSON.render(run)), ("results.csv", CSVReport.render(run)),
    ]
      + charts
  }

  /// Writes every file into `directory` (created if missing) and returns their paths.
  ///
  /// - Throws: file-system errors, `EncodingError`.
  /// - Complexity: O(size of the run).
  @discardableResult
  static func write(_ run: BenchmarkRun, to directory: String) throws -> [String] {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var paths: [String] = []
    for file in try files(for: run) {
      let path = (directory as NSString).appendingPathComponent(file.name)
      try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      paths.append(path)
    }
    return paths
  }
}
