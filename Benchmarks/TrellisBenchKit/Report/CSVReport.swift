/// results.csv: one line per row of every workload; quality figures get one column each (the union of all names).
enum CSVReport {
  /// The CSV text (RFC 4180 quoting, `\n` line ends, empty cells for missing values).
  ///
  /// - Complexity: O(rows × columns).
  static func render(_ run: BenchmarkRun) -> String {
    let rows = run.allRows
    let figureNames = BenchmarkRunner.figureNames(in: rows)
    // The compared figures' old values, after the figures ("baseline: bytes per node"), when `--compare` set any.
    var baselineNames: [String] = []
    for row in rows {
      for name in row.baselineFigures.names where !baselineNames.contains(name) { baselineNames.append(name) }
    }
    let header =
      [
        "workload", "strategy", "n", "status", "runs", "iterations_per_sample", "median_ns", "min_ns", "max_ns",
        "ns_per_item", "peak_memory_bytes", "stopped_because", "baseline_median_ns", "ratio_to_baseline",
      ] + figureNames + baselineNames.map { "baseline: \($0)" }
    var lines = [header.map(quote).joined(separator: ",")]
    for row in rows {
      var cells = [row.workload, row.strategy, String(row.n), row.status.rawValue, String(row.runs)]
      cells.append(String(row.iterationsPerSample))
      cells += [row.medianNs, row.minNs, row.maxNs, row.nsPerItem, row.peakMemoryBytes].map(number)
      cells.append(row.stoppedBecause)
      cells += [row.baselineMedianNs, row.ratioToBaseline].map(number)
      cells += figureNames.map { name in
        switch row.figures[name] {
        case .number(let value)?: number(value)
        case .text(let text)?: text
        case nil: ""
        }
      }
      cells += baselineNames.map { number(row.baselineFigures.number($0)) }
      lines.append(cells.map(quote).joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func number(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// Quotes a cell when it holds a comma, quote or line break.
  static func quote(_ cell: String) -> String {
    guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return cell }
    return "\"" + cell.replacing("\"", with: "\"\"") + "\""
  }
}
