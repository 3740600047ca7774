/// A line chart with a title, labelled axes, ticks, grid lines, a legend, and one colour + dash + marker per series.
/// Used for time vs N (log–log) and quality ratio vs N (log x, linear y).
///
/// ```swift
/// let chart = LineChart(
///   title: "masonry: time per run", subtitle: "log–log", xLabel: "N (items)", yLabel: "median time",
///   xScale: .log, yScale: .log, series: [LineChart.Series(name: "greedy", points: [(10, 120), (100, 900)])],
///   xFormat: formatAxisCount, yFormat: { formatDuration($0) })
/// let svg = chart.render()
/// ```
struct LineChart {
  /// One line.
  struct Series {
    /// The legend entry.
    var name: String
    /// The points (x, y); drawn in increasing x.
    var points: [(x: Double, y: Double)]
    /// Optional vertical ranges (x, low, high), e.g. min–max of the runs.
    var ranges: [(x: Double, low: Double, high: Double)] = []
  }

  /// The title above the plot.
  var title: String
  /// A smaller line under the title (scales, what the bars mean).
  var subtitle: String = ""
  /// The x-axis label.
  var xLabel: String
  /// The y-axis label.
  var yLabel: String
  /// The x scale.
  var xScale: ChartAxis.Scale
  /// The y scale.
  var yScale: ChartAxis.Scale
  /// The lines.
  var series: [Series]
  /// Labels x ticks.
  var xFormat: (Double) -> String
  /// Labels y ticks.
  var yFormat: (Double) -> String
  /// A dashed horizontal reference line (e.g. ratio 1).
  var referenceY: Double?

  /// The SVG text.
  ///
  /// - Complexity: O(total points + ticks).
  func render() -> String {
    let width = 820.0
    let height = 440.0
    let left = 84.0
    let right = 210.0
    let top = 58.0
    let bottom = 58.0
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    let xs = series.flatMap { $0.points.map(\.x) }
    var ys = series.flatMap { s in s.points.map(\.y) + s.ranges.flatMap { [$0.low, $0.high] } }
    if let referenceY { ys.append(referenceY) }
    let xAxis = ChartAxis(scale: xScale, covering: xs)
    let yAxis = ChartAxis(scale: yScale, covering: ys)
    func px(_ x: Double) -> Double { left + xAxis.fraction(x) * plotWidth }
    func py(_ y: Double) -> Double { top + (1 - yAxis.fraction(y)) * plotHeight }
    func usable(_ value: Double, _ scale: ChartAxis.Scale) -> Bool { value.isFinite && (scale == .linear || value > 0) }

    var svg = SVGDocument(width: width, height: height)
    svg.text(title, x: 18, y: 24, size: 16, weight: "bold")
    svg.text(subtitle, x: 18, y: 42, size: 12, fill: "#555")
    // Grid, ticks and tick labels.
    for tick in xAxis.ticks {
      let x = px(tick)
      svg.line(x1: x, y1: top, x2: x, y2: top + plotHeight, stroke: "#e3e3e3")
      svg.line(x1: x, y1: top + plotHeight, x2: x, y2: top + plotHeight + 5, stroke: "#444")
      svg.text(xFormat(tick), x: x, y: top + plotHeight + 19, size: 11, anchor: "middle")
    }
    for tick in yAxis.ticks {
      let y = py(tick)
      svg.line(x1: left, y1: y, x2: left + plotWidth, y2: y, stroke: "#e3e3e3")
      svg.line(x1: left - 5, y1: y, x2: left, y2: y, stroke: "#444")
      svg.text(yFormat(tick), x: left - 8, y: y + 4, size: 11, anchor: "end")
    }
    svg.rect(x: left, y: top, width: plotWidth, height: plotHeight, stroke: "#444")
    svg.text(xLabel, x: left + plotWidth / 2, y: height - 14, size: 12, anchor: "middle")
    svg.text(yLabel, x: 18, y: top + plotHeight / 2, size: 12, anchor: "middle", rotate: -90)
    if let referenceY, usable(referenceY, yScale) {
      let y = py(referenceY)
      svg.line(x1: left, y1: y, x2: left + plotWidth, y2: y, stroke: "#888", strokeWidth: 1, dash: "3 3")
    }
    // Lines, ranges, markers.
    for (index, line) in series.enumerated() {
      let color = ChartStyle.color(index)
      let points = line.points.filter { usable($0.x, xScale) && usable($0.y, yScale) }.sorted { $0.x < $1.x }
      for range in line.ranges
      where usable(range.x, xScale) && usable(range.low, yScale)
        && usable(range.high, yScale)
      {
        svg.line(x1: px(range.x), y1: py(range.low), x2: px(range.x), y2: py(range.high), stroke: color)
      }
      svg.polyline(points.map { (px($0.x), py($0.y)) }, stroke: color, dash: ChartStyle.dash(index))
      for point in points { ChartStyle.drawMarker(index, x: px(point.x), y: py(point.y), into: &svg) }
    }
    // Legend.
    let legendX = left + plotWidth + 16
    for (index, line) in series.enumerated() {
      let y = top + 10 + Double(index) * 22
      let color = ChartStyle.color(index)
      svg.line(x1: legendX, y1: y, x2: legendX + 34, y2: y, stroke: color, strokeWidth: 2, dash: ChartStyle.dash(index))
      ChartStyle.drawMarker(index, x: legendX + 17, y: y, into: &svg)
      let name = line.name.count > 26 ? String(line.name.prefix(25)) + "…" : line.name
      svg.text(name, x: legendX + 42, y: y + 4, size: 12)
    }
    if series.allSatisfy({ $0.points.isEmpty }) {
      svg.text("no measured data", x: left + plotWidth / 2, y: top + plotHeight / 2, size: 14, anchor: "middle")
    }
    return svg.render()
  }
}

/// An axis label for an item count: 10, 100, 1k, 10k, 100k, 1M, 10M.
///
/// - Complexity: O(1).
func formatAxisCount(_ value: Double) -> String {
  let units: [(Double, String)] = [(1e9, "G"), (1e6, "M"), (1e3, "k")]
  for (scale, unit) in units where value >= scale {
    return formatSignificant(value / scale).trimmingTrailingZeros + unit
  }
  return formatSignificant(value).trimmingTrailingZeros
}

/// An axis label for a duration in nanoseconds, without trailing zeros: "1 µs", "10 ms", "2.5 s".
///
/// - Complexity: O(1).
func formatAxisDuration(_ nanoseconds: Double) -> String {
  let parts = formatDuration(nanoseconds).split(separator: " ")
  guard parts.count == 2 else { return formatDuration(nanoseconds) }
  return String(parts[0]).trimmingTrailingZeros + " " + parts[1]
}
