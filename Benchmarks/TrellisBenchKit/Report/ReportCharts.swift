/// The charts of one workload, built from its results.
enum ReportCharts {
  /// The series of a workload's time chart: per strategy, the median time per item at each measured N, with the
  /// fastest and slowest run (per item) as a range.
  ///
  /// - Complexity: O(number of rows).
  static func timeSeries(_ result: WorkloadResult) -> [LineChart.Series] {
    result.strategies.map { strategy in
      let rows = result.measuredRows(of: strategy).filter { $0.n > 0 }
      return LineChart.Series(
        name: strategy,
        points: rows.compactMap { row in row.medianNs.map { (Double(row.n), $0 / Double(row.n)) } },
        ranges: rows.compactMap { row in
          guard let low = row.minNs, let high = row.maxNs else { return nil }
          return (Double(row.n), low / Double(row.n), high / Double(row.n))
        })
    }
  }

  /// The series of a workload's quality chart: each declared quality ratio.
  ///
  /// - Complexity: O(number of ratio points).
  static func qualitySeries(_ result: WorkloadResult) -> [LineChart.Series] {
    result.ratios.filter { $0.kind == "quality" }.map { ratio in
      LineChart.Series(name: ratio.name, points: ratio.points.map { (Double($0.n), $0.value) })
    }
  }

  /// One style per series name of every chart of `run`, added chart by chart in the report's order (see
  /// ``StyleBook``).
  ///
  /// - Complexity: O(rows + ratio points).
  static func styleBook(for run: BenchmarkRun) -> StyleBook {
    var book = StyleBook()
    for workload in run.workloads {
      for series in [timeSeries(workload), qualitySeries(workload)] {
        book.addChart(series.filter { !$0.points.isEmpty }.map(\.name))
      }
    }
    return book
  }

  /// The unit a time-per-item axis over `values` (nanoseconds) is labelled in: the one of the middle of its log
  /// range, so tick labels stay short.
  ///
  /// - Complexity: O(number of values).
  static func timeUnit(covering values: [Double]) -> (name: String, nanoseconds: Double) {
    let axis = ChartAxis(scale: .log, covering: values)
    let middle = (axis.lower * axis.upper).squareRoot()
    for unit in [("s", 1e9), ("ms", 1e6), ("µs", 1e3)] where middle >= unit.1 { return unit }
    return ("ns", 1)
  }

  /// Log–log median time per item vs N, one line per strategy with a measured row, with min–max whiskers; `nil`
  /// when nothing was timed.
  ///
  /// - Complexity: O(number of rows).
  static func timeChart(_ result: WorkloadResult, styles: StyleBook? = nil) -> String? {
    let series = timeSeries(result).filter { !$0.points.isEmpty }
    guard !series.isEmpty else { return nil }
    let unit = timeUnit(covering: series.flatMap { $0.points.map(\.y) + $0.ranges.flatMap { [$0.low, $0.high] } })
    return LineChart(
      title: "\(title(result)): time per item vs N",
      subtitle: "median run time ÷ N per strategy, log–log; vertical bars span the fastest and slowest run",
      xLabel: "N (items)", yLabel: "time per item (\(unit.name))", xScale: .log, yScale: .log, series: series,
      xFormat: formatAxisCount, yFormat: { formatAxisNumber($0 / unit.nanoseconds) }, referenceY: nil, styles: styles
    ).render()
  }

  /// Quality ratios vs N (log x, linear y, dashed line at 1); `nil` when the workload has no quality ratio values.
  ///
  /// - Complexity: O(number of ratio points).
  static func qualityChart(_ result: WorkloadResult, styles: StyleBook? = nil) -> String? {
    let series = qualitySeries(result).filter { !$0.points.isEmpty }
    guard !series.isEmpty else { return nil }
    // The axis the chart draws (the values and the reference line), for labels with the decimals its ticks need.
    let axis = ChartAxis(scale: .linear, covering: series.flatMap { $0.points.map(\.y) } + [1])
    return LineChart(
      title: "\(title(result)): quality ratios vs N",
      subtitle: "each declared quality ratio; dashed line at 1 = equal quality", xLabel: "N (items)", yLabel: "ratio",
      xScale: .log, yScale: .linear, series: series, xFormat: formatAxisCount,
      yFormat: axis.label, referenceY: 1, styles: styles
    ).render()
  }

  /// The workload's title naming only the peers that ran: its "(vs Taffy and Yoga)" lists the peers with a measured
  /// row in this run (by the first word of their names), or goes when none has one.
  ///
  /// - Complexity: O(number of rows).
  static func title(_ result: WorkloadResult) -> String {
    guard let open = result.title.range(of: " (vs "), result.title.hasSuffix(")") else { return result.title }
    var peers: [String] = []
    for strategy in result.strategies where ChartStyle.isPeer(strategy) && !result.measuredRows(of: strategy).isEmpty {
      let short = ChartStyle.peerEngine(strategy)
      if !short.isEmpty, !peers.contains(short) { peers.append(short) }
    }
    let base = String(result.title[..<open.lowerBound])
    guard let last = peers.last else { return base }
    let list = peers.count == 1 ? last : peers.dropLast().joined(separator: ", ") + " and " + last
    return "\(base) (vs \(list))"
  }

  /// The side-by-side layout picture, when the run recorded one.
  ///
  /// - Complexity: O(number of frames).
  static func layoutPicture(_ result: WorkloadResult) -> String? {
    guard let picture = result.picture else { return nil }
    return LayoutPictureSVG.render(
      picture, title: "\(title(result)): the same \(picture.n) items by two strategies")
  }

  /// The file names of a workload's charts.
  static func fileNames(_ result: WorkloadResult) -> (time: String, quality: String, layout: String) {
    let slug = slugify(result.name)
    return ("time-\(slug).svg", "quality-\(slug).svg", "layout-\(slug).svg")
  }

  /// A name reduced to lowercase letters, digits and dashes, for file names.
  ///
  /// - Complexity: O(length of `name`).
  static func slugify(_ name: String) -> String {
    var slug = ""
    for character in name.lowercased() {
      if character.isASCII, character.isLetter || character.isNumber {
        slug.append(character)
      } else if !slug.hasSuffix("-") {
        slug.append("-")
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug.isEmpty ? "workload" : slug
  }
}
