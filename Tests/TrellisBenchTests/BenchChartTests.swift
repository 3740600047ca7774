import Foundation
import Testing
import TrellisCore

@testable import TrellisBenchKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Series styles, legends, titles and time-per-item axes of the report's charts.
@Suite struct BenchChartTests {
  /// The (width, height) of an SVG's viewBox.
  private func viewBox(_ svg: String) throws -> (width: Double, height: Double) {
    let start = try #require(svg.range(of: "viewBox=\"0 0 "))
    let rest = svg[start.upperBound...]
    let end = try #require(rest.firstIndex(of: "\""))
    let numbers = rest[..<end].split(separator: " ").compactMap { Double($0) }
    try #require(numbers.count == 2)
    return (numbers[0], numbers[1])
  }

  /// Checks one chart: its legend's entries have styles no other entry has, lie inside the viewBox and overlap
  /// neither each other, the plot nor the titles.
  private func checkChart(_ chart: LineChart, _ label: String) throws {
    let layout = chart.layout()
    let box = try viewBox(chart.render())
    #expect(box.width == layout.width && box.height == layout.height, "\(label)")
    let styles = layout.legend.map(\.style)
    #expect(Set(styles).count == styles.count, "\(label): two series share a style")
    let trellisColors = Set(styles.filter { !$0.isPeer }.map(\.color))
    #expect(styles.filter(\.isPeer).allSatisfy { !trellisColors.contains($0.color) }, "\(label)")
    for (index, entry) in layout.legend.enumerated() {
      let b = entry.box
      #expect(b.x >= 0 && b.y >= 0 && b.maxX <= layout.width && b.maxY <= layout.height, "\(label): \(entry.name)")
      #expect(!b.overlaps(layout.plot), "\(label): \(entry.name) over the plot")
      for title in layout.titles { #expect(!b.overlaps(title), "\(label): \(entry.name) over the title") }
      for other in layout.legend[(index + 1)...] { #expect(!b.overlaps(other.box), "\(label): \(entry.name)") }
    }
    for title in layout.titles { #expect(title.maxX <= layout.width, "\(label): title cut off") }
  }

  @Test func stylesOfAFamilyNeverRepeatAndTheFamiliesNeverMeet() {
    let trellis = (0..<ChartStyle.trellisCapacity).map(ChartStyle.trellisStyle)
    let peers = ChartStyle.peerColors.indices.flatMap { engine in
      (0..<ChartStyle.peerVariants).map { ChartStyle.peerStyle(engine: engine, number: $0) }
    }
    #expect(ChartStyle.trellisCapacity == 140 && peers.count == 90)
    #expect(Set(trellis).count == trellis.count && Set(peers).count == peers.count)
    // Apart by colour and by dash pattern, not only by the marker's fill.
    #expect(Set(trellis.map(\.color)).isDisjoint(with: peers.map(\.color)))
    #expect(Set(trellis.map(\.dash)).isDisjoint(with: peers.map(\.dash)))
    #expect(peers.allSatisfy(\.isPeer) && !trellis.contains(where: \.isPeer))
    // Neighbours differ in colour, dash and marker at once; peers of any engines in marker or dash.
    for index in 1..<trellis.count {
      let (a, b) = (trellis[index - 1], trellis[index])
      #expect(a.color != b.color && a.dash != b.dash && a.marker != b.marker)
    }
    let shapes = (0..<ChartStyle.peerVariants).map { ChartStyle.peerStyle(engine: $0 % 2, number: $0) }
    #expect(Set(shapes.map { "\($0.marker) \($0.dash ?? "")" }).count == shapes.count)
  }

  @Test func aBookKeepsOneStylePerNameAndOneColourPerPeerEngine() {
    var book = StyleBook(names: ["greedy", "Taffy (peer)", "MIP", "greedy", "Yoga flex-wrap (peer)"])
    #expect(book.style(for: "greedy") == ChartStyle.trellisStyle(0))
    #expect(book.style(for: "MIP") == ChartStyle.trellisStyle(1))
    #expect(book.style(for: "Taffy (peer)") == ChartStyle.peerStyle(engine: 0, number: 0))
    #expect(book.style(for: "Yoga flex-wrap (peer)") == ChartStyle.peerStyle(engine: 1, number: 1))
    #expect(book.style(for: "new") == ChartStyle.trellisStyle(2))  // the first free style
    // A later chart: "greedy" keeps its style; the new names avoid the colours, markers and dashes beside them.
    book.addChart(["C loop", "greedy", "Taffy flex-wrap (peer)", "Taffy (peer)"])
    let loop = book.style(for: "C loop")
    let greedy = book.style(for: "greedy")
    #expect(greedy == ChartStyle.trellisStyle(0))
    #expect(loop.color != greedy.color && loop.marker != greedy.marker && loop.dash != greedy.dash)
    let taffy = book.style(for: "Taffy flex-wrap (peer)")
    #expect(taffy.color == book.style(for: "Taffy (peer)").color && taffy != book.style(for: "Taffy (peer)"))
    #expect(taffy.marker != book.style(for: "Taffy (peer)").marker)
    #expect(ChartStyle.peerEngine("CP-SAT (integer-scaled) (peer)") == "CP-SAT")
    #expect(!book.overflows)
    book.addChart(["a", "b", "c", "d", "e", "f"].map { "\($0) (peer)" })
    #expect(book.overflows)  // eight engines, six colours
  }

  @Test func aChartGetsAsManyColoursAsThePaletteHas() {
    var book = StyleBook(names: (0..<5).map { "first \($0)" })
    let names = ["first 4", "first 2"] + (0..<5).map { "second \($0)" }
    book.addChart(names)
    #expect(Set(names.map { book.style(for: $0).color }).count == 7)  // the two known names keep theirs; five new
  }

  @Test func theCatalogsSeriesFitTheBook() {
    var book = StyleBook()
    var names: Set<String> = []
    for workload in WorkloadCatalog.all {
      let strategies = workload.strategies.map(\.name)
      let ratios = workload.ratios.filter(\.isQuality).map(\.name)
      book.addChart(strategies)
      book.addChart(ratios)
      names.formUnion(strategies + ratios)
    }
    #expect(!book.overflows)
    #expect(Set(names.map(book.style(for:))).count == names.count)
  }

  /// Every committed report's results, drawn as this version draws them: every chart tells its series apart, a
  /// series keeps its style from chart to chart, and every legend fits.
  @Test func everyCommittedReportsChartsTellTheirSeriesApart() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Documentation/Benchmarks")
    let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    var checked = 0
    for folder in folders {
      let path = root.appendingPathComponent(folder).appendingPathComponent("results.json").path
      guard FileManager.default.fileExists(atPath: path) else { continue }
      let run = try ResultsJSON.load(path: path)
      let book = ReportCharts.styleBook(for: run)
      #expect(!book.overflows, "\(folder)")
      for workload in run.workloads {
        for (kind, series) in [
          ("time", ReportCharts.timeSeries(workload)), ("quality", ReportCharts.qualitySeries(workload)),
        ] {
          let drawn = series.filter { !$0.points.isEmpty }
          guard !drawn.isEmpty else { continue }
          let chart = LineChart(
            title: "\(ReportCharts.title(workload)): \(kind)", xLabel: "N", yLabel: "y", xScale: .log,
            yScale: kind == "time" ? .log : .linear, series: drawn, xFormat: formatAxisCount,
            yFormat: formatAxisNumber, referenceY: nil, styles: book)
          try checkChart(chart, "\(folder) \(workload.name) \(kind)")
          checked += 1
        }
      }
    }
    #expect(checked > 100)
  }

  @Test func longNamesAndManySeriesGrowTheCanvasInsteadOfBeingCut() throws {
    let names =
      (0..<16).map { "a Trellis strategy with a rather long name, number \($0)" } + [
        "Taffy (peer)", "Yoga flex-wrap (peer)",
      ]
    let series = names.enumerated().map { index, name in
      LineChart.Series(name: name, points: [(10, Double(index + 1)), (100, Double(index + 2))])
    }
    let chart = LineChart(
      title: "A title long enough to run past the default canvas of the chart, with more words added",
      subtitle: "sub", xLabel: "N", yLabel: "t", xScale: .log, yScale: .log, series: series,
      xFormat: formatAxisCount, yFormat: formatAxisNumber, referenceY: nil)
    try checkChart(chart, "long")
    let layout = chart.layout()
    #expect(layout.height > LineChart.top + LineChart.plotHeight + LineChart.bottom)  // 18 lines + a heading
    #expect(layout.peerHeading != nil)
    #expect(layout.legend.suffix(2).allSatisfy { $0.style.isPeer })  // peers listed last, under their heading
    let svg = chart.render()
    for name in names { #expect(svg.contains(">\(xmlEscape(name))</text>"), "\(name) written whole") }
    #expect(XMLParser(data: Data(svg.utf8)).parse())
    let widest = try #require(layout.legend.map(\.box.maxX).max())
    #expect(widest > 820)  // wider than the old fixed canvas, not cut at it
  }

  @Test func peerMarkersAreHollowAndTrellisMarkersFilled() {
    var svg = SVGDocument(width: 10, height: 10)
    ChartStyle.peerStyle(engine: 0, number: 0).drawMarker(x: 5, y: 5, into: &svg)
    ChartStyle.trellisStyle(0).drawMarker(x: 5, y: 5, into: &svg)
    let text = svg.render()
    #expect(text.contains("fill=\"white\" stroke=\"\(ChartStyle.peerColors[0])\""))
    #expect(text.contains("fill=\"\(ChartStyle.trellisColors[0])\""))
  }

  @Test func titlesNameOnlyThePeersThatRan() {
    var result = BenchFixtures.knownRun().workloads[0]
    result.title = "Trees (vs Taffy and Yoga)"
    #expect(ReportCharts.title(result) == "Trees")  // no peer rows
    result.strategies += ["Taffy (peer)", "Taffy relayout (peer)", "Yoga (peer)", "CP-SAT (integer-scaled) (peer)"]
    result.rows.append(
      ResultRow(workload: "known", strategy: "Yoga (peer)", n: 10, status: .skipped, stoppedBecause: "not available"))
    result.rows.append(
      ResultRow(
        workload: "known", strategy: "Taffy relayout (peer)", n: 10, status: .measured, medianNs: 5,
        stoppedBecause: "finished"))
    #expect(ReportCharts.title(result) == "Trees (vs Taffy)")  // Yoga did not run
    result.rows.append(
      ResultRow(
        workload: "known", strategy: "Yoga (peer)", n: 100, status: .measured, medianNs: 5, stoppedBecause: "finished"))
    result.rows.append(
      ResultRow(
        workload: "known", strategy: "CP-SAT (integer-scaled) (peer)", n: 10, status: .measured, medianNs: 5,
        stoppedBecause: "finished"))
    #expect(ReportCharts.title(result) == "Trees (vs Taffy, Yoga and CP-SAT)")
    result.title = "LP: Swift vs raw GLPK"
    #expect(ReportCharts.title(result) == "LP: Swift vs raw GLPK")  // no "(vs …)" to rewrite
  }

  @Test func timeChartsPlotTimePerItemAndSayTheUnit() throws {
    let run = BenchFixtures.knownRun()
    let series = ReportCharts.timeSeries(run.workloads[0])
    // greedy: 100 ns at N = 10 and 1,000 ns at N = 100, both 10 ns per item; min 90 ns → 9 ns per item.
    #expect(series[0].points.map(\.y) == [10, 10])
    #expect(series[0].ranges.first?.low == 9)
    #expect(ReportCharts.timeUnit(covering: [10, 40]).name == "ns")
    #expect(ReportCharts.timeUnit(covering: [2_000, 90_000]).name == "µs")
    #expect(ReportCharts.timeUnit(covering: [3e6, 5e7]).name == "ms")
    let svg = try #require(ReportCharts.timeChart(run.workloads[0]))
    #expect(svg.contains(">time per item (ns)</text>"))
    #expect(svg.contains(">Known numbers: time per item vs N</text>"))
    #expect(formatAxisNumber(10_000) == "10,000" && formatAxisNumber(0.01) == "0.01" && formatAxisNumber(2.5) == "2.5")
  }
}
