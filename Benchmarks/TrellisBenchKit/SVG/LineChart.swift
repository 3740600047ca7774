/// A line chart with a title, labelled axes, ticks, grid lines, a legend, and one colour + dash + marker per series
/// (from ``styles``, so a report gives a series the same style in every chart). Used for time per item vs N
/// (log–log) and quality ratio vs N (log x, linear y).
///
/// The canvas grows to fit its texts, measured with the fonts the SVG names first (DejaVu Sans, through
/// `ShapingTextMeasurer`): the y tick labels widen the left margin, the legend (Trellis's series, then the peers'
/// under a heading of their own) widens the right side and, with many series, lengthens the canvas; the title widens
/// it too. Nothing is cut off or shortened.
///
/// ```swift
/// let chart = LineChart(
///   title: "masonry: time per item", subtitle: "log–log", xLabel: "N (items)", yLabel: "time per item (ns)",
///   xScale: .log, yScale: .log, series: [LineChart.Series(name: "greedy", points: [(10, 120), (100, 90)])],
///   xFormat: formatAxisCount, yFormat: { formatSignificant($0) })
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

  /// An axis-aligned box in SVG pixels.
  struct Box: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var maxX: Double { x + width }
    var maxY: Double { y + height }
    /// Whether the two boxes share interior points.
    func overlaps(_ other: Box) -> Bool {
      x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
  }

  /// One legend line: the sample line and marker, then the name.
  struct LegendEntry {
    /// The series name, written whole.
    var name: String
    /// How the series is drawn.
    var style: SeriesStyle
    /// The entry's box: sample and measured name.
    var box: Box
  }

  /// Where everything goes: the canvas, the plot and the legend.
  struct Layout {
    /// The canvas (the SVG's viewBox is 0 0 width height).
    var width: Double
    /// The canvas height.
    var height: Double
    /// The plot area.
    var plot: Box
    /// The legend lines, Trellis's series first, then the peers'.
    var legend: [LegendEntry]
    /// The "peers" heading over the peers' legend lines, when the chart has both families.
    var peerHeading: Box?
    /// The title's and subtitle's boxes.
    var titles: [Box]
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
  /// The series' styles; by default the series' own order numbers them.
  var styles: StyleBook? = nil

  static let plotWidth = 526.0
  static let plotHeight = 324.0
  static let top = 60.0
  static let bottom = 58.0
  static let legendLine = 20.0
  static let legendSample = 34.0
  static let legendGap = 8.0
  static let titleSize = 16.0
  static let subtitleSize = 12.0
  static let tickSize = 11.0
  static let legendSize = 12.0

  private var xAxis: ChartAxis { ChartAxis(scale: xScale, covering: series.flatMap { $0.points.map(\.x) }) }
  private var yAxis: ChartAxis {
    var ys = series.flatMap { s in s.points.map(\.y) + s.ranges.flatMap { [$0.low, $0.high] } }
    if let referenceY { ys.append(referenceY) }
    return ChartAxis(scale: yScale, covering: ys)
  }

  /// The book the chart draws with: ``styles``, or one numbering the series in order.
  var styleBook: StyleBook { styles ?? StyleBook(names: series.map(\.name)) }

  /// Places the plot, legend and titles from the measured widths of the texts.
  ///
  /// - Complexity: O(series + ticks), after shaping each text once.
  func layout() -> Layout {
    let book = styleBook
    let tickWidth = yAxis.ticks.map { textWidth(yFormat($0), size: Self.tickSize) }.max() ?? 0
    let left = 18 + 16 + tickWidth + 8 + 6
    let plot = Box(x: left, y: Self.top, width: Self.plotWidth, height: Self.plotHeight)
    let ordered =
      series.filter { !ChartStyle.isPeer($0.name) } + series.filter { ChartStyle.isPeer($0.name) }
    let hasBothFamilies =
      ordered.contains { ChartStyle.isPeer($0.name) } && ordered.contains { !ChartStyle.isPeer($0.name) }
    let legendX = plot.maxX + 18
    var y = Self.top
    var legend: [LegendEntry] = []
    var peerHeading: Box?
    for line in ordered {
      let style = book.style(for: line.name)
      if style.isPeer, hasBothFamilies, peerHeading == nil {
        y += 6
        peerHeading = Box(
          x: legendX, y: y, width: textWidth("peers", size: 11), height: Self.legendLine)
        y += Self.legendLine
      }
      let width = Self.legendSample + Self.legendGap + textWidth(line.name, size: Self.legendSize)
      legend.append(
        LegendEntry(name: line.name, style: style, box: Box(x: legendX, y: y, width: width, height: Self.legendLine)))
      y += Self.legendLine
    }
    let titles = [
      Box(x: 18, y: 8, width: textWidth(title, size: Self.titleSize, bold: true), height: 22),
      Box(x: 18, y: 30, width: textWidth(subtitle, size: Self.subtitleSize), height: 16),
    ]
    let rightmost = ([plot.maxX + 12] + legend.map(\.box.maxX) + titles.map(\.maxX) + [peerHeading?.maxX ?? 0]).max()!
    let width = (rightmost + 18).rounded(.up)
    let height = max(plot.maxY + Self.bottom, y + 12).rounded(.up)
    return Layout(width: width, height: height, plot: plot, legend: legend, peerHeading: peerHeading, titles: titles)
  }

  /// The SVG text.
  ///
  /// - Complexity: O(total points + ticks).
  func render() -> String {
    let layout = layout()
    let book = styleBook
    let plot = layout.plot
    let xAxis = xAxis
    let yAxis = yAxis
    func px(_ x: Double) -> Double { plot.x + xAxis.fraction(x) * plot.width }
    func py(_ y: Double) -> Double { plot.y + (1 - yAxis.fraction(y)) * plot.height }
    func usable(_ value: Double, _ scale: ChartAxis.Scale) -> Bool { value.isFinite && (scale == .linear || value > 0) }

    var svg = SVGDocument(width: layout.width, height: layout.height)
    svg.text(title, x: 18, y: 24, size: Self.titleSize, weight: "bold")
    svg.text(subtitle, x: 18, y: 43, size: Self.subtitleSize, fill: "#555")
    // Grid, ticks and tick labels.
    for tick in xAxis.ticks {
      let x = px(tick)
      svg.line(x1: x, y1: plot.y, x2: x, y2: plot.maxY, stroke: "#e3e3e3")
      svg.line(x1: x, y1: plot.maxY, x2: x, y2: plot.maxY + 5, stroke: "#444")
      svg.text(xFormat(tick), x: x, y: plot.maxY + 19, size: Self.tickSize, anchor: "middle")
    }
    for tick in yAxis.ticks {
      let y = py(tick)
      svg.line(x1: plot.x, y1: y, x2: plot.maxX, y2: y, stroke: "#e3e3e3")
      svg.line(x1: plot.x - 5, y1: y, x2: plot.x, y2: y, stroke: "#444")
      svg.text(yFormat(tick), x: plot.x - 8, y: y + 4, size: Self.tickSize, anchor: "end")
    }
    svg.rect(x: plot.x, y: plot.y, width: plot.width, height: plot.height, stroke: "#444")
    svg.text(xLabel, x: plot.x + plot.width / 2, y: plot.maxY + Self.bottom - 14, size: 12, anchor: "middle")
    svg.text(yLabel, x: 24, y: plot.y + plot.height / 2, size: 12, anchor: "middle", rotate: -90)
    if let referenceY, usable(referenceY, yScale) {
      let y = py(referenceY)
      svg.line(x1: plot.x, y1: y, x2: plot.maxX, y2: y, stroke: "#888", strokeWidth: 1, dash: "3 3")
    }
    // Lines, ranges, markers: the peers first, so Trellis's series are drawn over them.
    let drawOrder = series.filter { ChartStyle.isPeer($0.name) } + series.filter { !ChartStyle.isPeer($0.name) }
    for line in drawOrder {
      let style = book.style(for: line.name)
      let points = line.points.filter { usable($0.x, xScale) && usable($0.y, yScale) }.sorted { $0.x < $1.x }
      for range in line.ranges
      where usable(range.x, xScale) && usable(range.low, yScale)
        && usable(range.high, yScale)
      {
        svg.line(x1: px(range.x), y1: py(range.low), x2: px(range.x), y2: py(range.high), stroke: style.color)
      }
      svg.polyline(
        points.map { (px($0.x), py($0.y)) }, stroke: style.color, strokeWidth: style.strokeWidth, dash: style.dash)
      for point in points { style.drawMarker(x: px(point.x), y: py(point.y), into: &svg) }
    }
    // Legend.
    if let heading = layout.peerHeading {
      svg.text("peers", x: heading.x, y: heading.y + 14, size: 11, weight: "bold", fill: "#555")
    }
    for entry in layout.legend {
      let y = entry.box.y + entry.box.height / 2
      let x = entry.box.x
      svg.line(
        x1: x, y1: y, x2: x + Self.legendSample, y2: y, stroke: entry.style.color, strokeWidth: entry.style.strokeWidth,
        dash: entry.style.dash)
      entry.style.drawMarker(x: x + Self.legendSample / 2, y: y, into: &svg)
      svg.text(entry.name, x: x + Self.legendSample + Self.legendGap, y: y + 4, size: Self.legendSize)
    }
    if series.allSatisfy({ $0.points.isEmpty }) {
      svg.text("no measured data", x: plot.x + plot.width / 2, y: plot.y + plot.height / 2, size: 14, anchor: "middle")
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

/// An axis label for a plain number: "0.01", "2.5", "10", "1,000".
///
/// - Complexity: O(1).
func formatAxisNumber(_ value: Double) -> String {
  if value >= 1000, value == value.rounded(), value < 1e15 { return formatCount(Int(value)) }
  return formatSignificant(value).trimmingTrailingZeros
}
