import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// `Text(date, style:)`, `Text(_:format:)`, date ranges and timers: the strings against Foundation's own formatting
/// of the same date in the same locale and time zone, and the spacing settings inherited as views (Text.md).
@Suite struct TextDateTests {
  /// 2019-06-03 23:23:00 UTC.
  let date = Date(timeIntervalSince1970: 1_559_604_180)
  let locale = Locale(identifier: "en_US")
  let utc = TimeZone(identifier: "UTC")!

  func values(_ locale: Locale? = nil, reference: Date? = nil) -> EnvironmentValues {
    var values = EnvironmentValues()
    values.locale = locale ?? self.locale
    values.timeZone = utc
    values.referenceDate = reference
    return values
  }

  /// The text's one line as laid out.
  func shown(_ text: @autoclosure () -> Text, in values: EnvironmentValues) throws -> String {
    let made = EnvironmentValues.$current.withValue(values) { text() }
    let result = try made.id("t").layout(proposal: .unspecified)
    return try #require(result.entries.first { $0.id == "t" }).textLines.map(\.text).joined(separator: "\n")
  }

  @Test(arguments: ["en_US", "fr_FR", "de_DE"])
  func dateAndTimeStylesAreFoundationsLongDateAndShortTime(identifier: String) throws {
    let locale = Locale(identifier: identifier)
    var long = Date.FormatStyle(date: .long, time: .omitted, locale: locale)
    long.timeZone = utc
    var short = Date.FormatStyle(date: .omitted, time: .shortened, locale: locale)
    short.timeZone = utc
    #expect(try shown(Text(date, style: .date), in: values(locale)) == long.format(date))
    #expect(try shown(Text(date, style: .time), in: values(locale)) == short.format(date))
  }

  @Test func englishDateIsAppleExample() throws {
    #expect(try shown(Text(date, style: .date), in: values()) == "June 3, 2019")
  }

  @Test func relativeOffsetAndTimerCountFromTheReferenceDate() throws {
    let start = date.addingTimeInterval(-(2 * 3600 + 23 * 60 + 10))
    let units = Duration.UnitsFormatStyle(
      allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2
    ).locale(locale)
    let expected = units.format(.seconds(2 * 3600 + 23 * 60 + 10))
    #expect(try shown(Text(date, style: .relative), in: values(reference: start)) == expected)
    #expect(expected == "2 hours, 23 minutes")
    #expect(try shown(Text(date, style: .offset), in: values(reference: start)) == "+2 hours")
    #expect(try shown(Text(start, style: .offset), in: values(reference: date)) == "-2 hours")
    #expect(try shown(Text(date, style: .timer), in: values(reference: start)) == "2:23:10")
    #expect(try shown(Text(date, style: .timer), in: values(reference: date.addingTimeInterval(-152))) == "2:32")
    // Hours are not rolled into days (Apple's "36:59:01").
    let long = date.addingTimeInterval(-(36 * 3600 + 59 * 60 + 1))
    #expect(try shown(Text(date, style: .timer), in: values(reference: long)) == "36:59:01")
  }

  @Test func timerIntervalCountsDownOrUpAndClamps() throws {
    let range = date...date.addingTimeInterval(600)
    let at = values(reference: date.addingTimeInterval(90))
    #expect(try shown(Text(timerInterval: range), in: at) == "8:30")
    #expect(try shown(Text(timerInterval: range, countsDown: false), in: at) == "1:30")
    #expect(try shown(Text(timerInterval: range, pauseTime: date.addingTimeInterval(-50)), in: at) == "10:00")
  }

  @Test func formatStylesUseTheEnvironmentsLocale() throws {
    let german = Locale(identifier: "de_DE")
    #expect(try shown(Text(3.5, format: .number), in: values(german)) == 3.5.formatted(.number.locale(german)))
    #expect(try shown(Text(3.5, format: .number), in: values(german)) == "3,5")
    var year = Date.FormatStyle.dateTime.year()
    year.timeZone = utc
    #expect(try shown(Text(date, format: year), in: values()) == "2019")
  }

  @Test func rangesAndIntervalsAreFoundationsIntervalFormat() throws {
    let end = date.addingTimeInterval(600)
    var style = Date.IntervalFormatStyle(date: .numeric, time: .shortened, locale: locale)
    style.timeZone = utc
    let expected = style.format(date..<end)
    #expect(try shown(Text(date...end), in: values()) == expected)
    #expect(try shown(Text(DateInterval(start: date, end: end)), in: values()) == expected)
  }

  @Test func aDateTextMeasuresAsItsString() throws {
    let made = EnvironmentValues.$current.withValue(values()) { Text(date, style: .date) }
    let size = try made.id("t").layout(proposal: .unspecified)["t"]?.size
    let plain = try Text("June 3, 2019").id("t").layout(proposal: .unspecified)["t"]?.size
    #expect(size == plain)
  }

  @Test func spacingIsInheritedAndATextsOwnWins() throws {
    let measurer = ShapingTextMeasurer.shared
    let plain = measurer.measure("Hello", attributes: .standard, proposal: .unspecified).size.width
    let result = try VStack(alignment: .leading, spacing: 0) {
      Text("Hello").id("inherited")
      Text("Hello").tracking(1).id("own")
      Text("Hello").kerning(0).id("kerning")
    }.tracking(3).layout(proposal: .unspecified)
    #expect(close(try #require(result["inherited"]).width, plain + 3 * 4, 1e-6))
    #expect(close(try #require(result["own"]).width, plain + 1 * 4, 1e-6))
    #expect(close(try #require(result["kerning"]).width, plain + 3 * 4, 1e-6))
  }

  @Test func baselineOffsetMovesTheBaselineGuide() throws {
    let measurer = ShapingTextMeasurer.shared
    let plain = measurer.measure("Hi", attributes: .standard, proposal: .unspecified)
    let result = try HStack(alignment: .firstTextBaseline, spacing: 0) {
      Text("Hi").id("plain")
      Text("Hi").baselineOffset(8).id("raised")
    }.layout(proposal: .unspecified)
    let raised = try #require(result["raised"])
    let other = try #require(result["plain"])
    #expect(close(raised.height, plain.size.height + 8, 1e-9))
    // The line's baselines line up; the raised text's frame grew 8 above it.
    #expect(close(raised.minY + plain.firstBaseline + 8, other.minY + plain.firstBaseline, 1e-9))
  }

  @Test func sceneModifiersSetTheSpacing() throws {
    let scene = try Scene.read(
      """
      {"root": {"type": "VStack", "children": [{"type": "Text", "text": "Hello", "id": "t"}],
        "modifiers": [{"type": "tracking", "tracking": 2}, {"type": "kerning", "kerning": -0.5},
                      {"type": "baselineOffset", "offset": -3}, {"type": "allowsTightening", "allows": true}]}}
      """)
    let result = try scene.layout()
    let measurer = ShapingTextMeasurer.shared
    let plain = measurer.measure("Hello", attributes: .standard, proposal: .unspecified).size
    let frame = try #require(result["t"])
    #expect(close(frame.width, plain.width + 2 * 4 - 0.5 * 5, 1e-6))
    #expect(close(frame.height, plain.height + 3, 1e-9))
    #expect(throws: SceneError.self) {
      try Scene.read(#"{"root": {"type": "Text", "text": "a", "modifiers": [{"type": "tracking"}]}}"#)
    }
  }

  @Test func svgSpreadsTrackedAndKernedLines() throws {
    let result = try VStack {
      Text("Tracked").tracking(2).id("t")
      Text("Kerned").kerning(1.5).id("k")
      Text("Plain").id("p")
    }.layout(proposal: .unspecified)
    let svg = result.svg()
    #expect(svg.contains(#"letter-spacing="2" font-variant-ligatures="none""#))
    #expect(svg.contains(#"letter-spacing="1.5""#))
    #expect(svg.components(separatedBy: "letter-spacing").count == 3)
  }
}
