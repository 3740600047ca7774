/// The charts of one workload, built from its results.
enum ReportCharts {
  /// Log–log median time per run vs N, one line per strategy, with min–max whiskers; `nil` when nothing was
  /// measured.
  ///
  /// - Complexity: O(number of rows).
  static func timeChart(_ result: WorkloadResult) -> String? {
    let series = result.strategies.map { strategy in
      let rows = result.measuredRows(of: strategy)
      return LineChart.Series(
        name: strategy,
        points: rows.compactMap { row in row.medianNs.map { (Double(row.n), $0) } },
        ranges: rows.compactMap { row in
          guard let low = row.minNs, let high = row.maxNs else { return nil }
          return (Double(row.n), low, high)
        })
    }
    guard series.contains(where: { !$0.points.isEmpty }) else { return nil }
    return LineChart(
      title: "\(result.title): time per run vs N",
      subtitle: "median per strategy, log–log; vertical bars span the fastest and slowest run", xLabel: "N (items)",
      yLabel: "time per run", xScale: .log, yScale: .log, series: series, xFormat: formatAxisCount,
      yFormat: formatAxisDuration, referenceY: nil
    ).render()
  }

  /// Quality ratios vs N (log x, linear y, dashed line at 1); `nil` when the workload has no quality ratio values.
  ///
  /// - Complexity: O(number of ratio points).
  static func qualityChart(_ result: WorkloadResult) -> String? {
    let series = result.ratios.filter { $0.kind == "quality" }.map { ratio in
      LineChart.Series(name: ratio.name, points: ratio.points.map { (Double($0.n), $0.value) })
    }
    guard series.contains(where: { !$0.points.isEmpty }) else { return nil }
    return LineChart(
      title: "\(result.title): quality ratios vs N",
      subtitle: "each declared quality ratio; dashed line at 1 = equal quality", xLabel: "N (items)", yLabel: "ratio",
      xScale: .log, yScale: .linear, series: series, xFormat: formatAxisCount,
      yFormat: { formatSignificant($0, digits: 3) }, referenceY: 1
    ).render()
  }

  /// The side-by-side layout picture, when the run recorded one.
  ///
  /// - Complexity: O(number of frames).
  static func layoutPicture(_ result: WorkloadResult) -> String? {
    guard let picture = result.picture else { return nil }
    return LayoutPictureSVG.render(
      picture, title: "\(result.title): the same \(picture.n) items by two strategies")
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
