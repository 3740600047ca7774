import Foundation
import Testing
import TrellisCore

@testable import TrellisBenchKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct BenchSVGTests {
  private func isWellFormed(_ svg: String) -> Bool { XMLParser(data: Data(svg.utf8)).parse() }

  @Test func logAxisTicksArePowersOfTen() {
    let axis = ChartAxis(scale: .log, covering: [15, 3e5, .nan, -4, 0])
    #expect(axis.lower == 10 && axis.upper == 1e6)
    #expect(axis.ticks == [10, 100, 1e3, 1e4, 1e5, 1e6])
    #expect(axis.fraction(1e3) == 0.4)
  }

  @Test func logAxisOfOneValueSpansOneDecade() {
    let axis = ChartAxis(scale: .log, covering: [100])
    #expect(axis.lower == 100 && axis.upper == 1000)
  }

  @Test func logAxisThinsTicksOverManyDecades() {
    let axis = ChartAxis(scale: .log, covering: [1, 1e12])
    #expect(axis.ticks.count <= 9)
    #expect(axis.ticks.first == 1)
  }

  @Test func linearAxisUsesNiceSteps() {
    let axis = ChartAxis(scale: .linear, covering: [0.96, 1.07, 1])
    #expect(abs(axis.lower - 0.95) < 1e-12 && abs(axis.upper - 1.1) < 1e-12)
    #expect(axis.ticks.count == 4)
    #expect(ChartAxis.niceStep(0.024) == 0.05)
    #expect(ChartAxis.niceStep(3) == 5)
    #expect(ChartAxis.niceStep(10) == 10)
  }

  @Test func linearTickLabelsTellNeighboursApart() {
    let close = ChartAxis(scale: .linear, covering: [1, 1.0008])
    let labels = close.ticks.map(close.label)
    #expect(Set(labels).count == labels.count)
    #expect(labels.first == "1.0000")
    let wide = ChartAxis(scale: .linear, covering: [0, 190])
    #expect(wide.ticks.map(wide.label) == ["0", "50", "100", "150", "200"])
  }

  @Test func linearAxisOfEqualValuesIsPadded() {
    let axis = ChartAxis(scale: .linear, covering: [1, 1])
    #expect(axis.lower < 1 && axis.upper > 1)
  }

  @Test func lineChartDrawsSeriesLegendAndEscapesText() {
    let chart = LineChart(
      title: "A <b> & \"c\"", xLabel: "N", yLabel: "t", xScale: .log, yScale: .log,
      series: [
        .init(name: "greedy", points: [(10, 100), (100, 1_000)]),
        .init(name: "solver & co", points: [(10, 5_000), (100, .nan)], ranges: [(10, 4_000, 6_000)]),
      ],
      xFormat: formatAxisCount, yFormat: formatAxisDuration, referenceY: nil)
    let svg = chart.render()
    #expect(isWellFormed(svg))
    #expect(svg.contains("A &lt;b&gt; &amp; &quot;c&quot;"))
    #expect(svg.contains(">solver &amp; co</text>"))
    #expect(svg.contains(">100 ns</text>") && svg.contains(">1 µs</text>"))
    #expect(svg.contains(ChartStyle.trellisColors[0]) && svg.contains(ChartStyle.trellisColors[1]))
    #expect(svg.contains("stroke-dasharray=\"8 4\""))  // the second series is dashed
  }

  @Test func emptyChartSaysSo() {
    let chart = LineChart(
      title: "empty", xLabel: "N", yLabel: "t", xScale: .log, yScale: .linear, series: [.init(name: "x", points: [])],
      xFormat: formatAxisCount, yFormat: { formatSignificant($0) }, referenceY: 1)
    let svg = chart.render()
    #expect(isWellFormed(svg))
    #expect(svg.contains("no measured data"))
  }

  @Test func sideBySidePanelsColourTheSameItemAlike() {
    let left = (0..<3).map { Rect(x: Double($0) * 10, y: 0, width: 10, height: 20) }
    let right = (0..<3).map { Rect(x: 0, y: Double($0) * 20, width: 10, height: 20) }
    let svg = LayoutPictureSVG.render(
      title: "three items",
      left: .init(
        title: "greedy", caption: "tallest 20", container: Size(width: 30, height: CGFloat.infinity), frames: left),
      right: .init(
        title: "solver", caption: "tallest 60", container: Size(width: 10, height: CGFloat.nan),
        frames: right + [Rect(x: CGFloat.nan, y: 0, width: 1, height: 1)]))
    #expect(isWellFormed(svg))
    for index in 0..<3 {
      #expect(svg.components(separatedBy: "fill=\"\(ChartStyle.itemColor(index))\"").count == 3)  // once per panel
    }
    #expect(svg.contains(">greedy</text>") && svg.contains(">solver</text>"))
    #expect(svg.contains(">tallest 60</text>"))
  }

  @Test func itemColoursDifferAndAreHex() {
    let colours = (0..<40).map(ChartStyle.itemColor)
    #expect(Set(colours).count == 40)
    #expect(colours.allSatisfy { $0.count == 7 && $0.hasPrefix("#") })
    #expect(ChartStyle.hexFromHSL(hue: 0, saturation: 1, lightness: 0.5) == "#ff0000")
    #expect(ChartStyle.hexFromHSL(hue: 240, saturation: 1, lightness: 0.5) == "#0000ff")
  }

  @Test func xmlEscapeHandlesSpecialAndControlCharacters() {
    #expect(xmlEscape("a<b>&'\"") == "a&lt;b&gt;&amp;&apos;&quot;")
    #expect(xmlEscape("x\u{1}y") == "x\u{FFFD}y")
  }

  @Test(arguments: [
    (1.0, "1.00 ns"), (850.0, "850 ns"), (1_234.0, "1.23 µs"), (12_345_678.0, "12.3 ms"), (2.5e9, "2.50 s"),
  ])
  func durations(nanoseconds: Double, expected: String) {
    #expect(formatDuration(nanoseconds) == expected)
  }

  @Test func otherFormats() {
    #expect(formatDuration(nil) == "—")
    #expect(formatDuration(.infinity) == "—")
    #expect(formatBytes(512) == "512 B")
    #expect(formatBytes(1536) == "1.50 KiB")
    #expect(formatBytes(3 * 1_048_576) == "3.00 MiB")
    #expect(formatCount(1_000_000) == "1,000,000")
    #expect(formatCount(999) == "999")
    #expect(formatSignificant(0.0012345) == "0.00123")
    #expect(formatSignificant(123_456) == "123456")
    #expect(formatSeconds(0.25) == "0.25 s")
    #expect(formatSeconds(240) == "240 s")
    #expect(formatFigure(.number(42)) == "42")
    #expect(formatFigure(.number(0.021345)) == "0.02135")
    #expect(formatFigure(.text("optimal")) == "optimal")
    #expect(formatRatio(4, kind: "time") == "4.00×")
    #expect(formatRatio(1.1, kind: "quality") == "1.100")
    #expect(formatPercent(0.0213) == "2.13%")
    #expect(formatAxisCount(1e6) == "1M" && formatAxisCount(10) == "10" && formatAxisCount(1e3) == "1k")
    #expect(formatAxisDuration(1e7) == "10 ms")
  }

  @Test func slugsAreFileSafe() {
    #expect(ReportCharts.slugify("Masonry (demo) 2") == "masonry-demo-2")
    #expect(ReportCharts.slugify("***") == "workload")
  }
}
