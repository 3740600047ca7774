import Foundation

/// Texts made from dates and values by Foundation's formatters, as SwiftUI's `Text(_:style:)`,
/// `Text(_:format:)`, `Text(_:)` with a date range or interval, and `Text(timerInterval:…)`.
///
/// SwiftUI formats when it draws, with the environment's locale, and redraws `.relative`, `.offset` and `.timer`
/// texts as time passes. A Trellis view is built once, before any layout, so these texts are formatted when they
/// are made, from ``EnvironmentValues/current`` (the values in effect while the view is built:
/// ``EnvironmentValues/locale``, ``EnvironmentValues/timeZone`` and, for the styles that count,
/// ``EnvironmentValues/referenceDate``, the date they count from: the date the text is made unless set), and
/// measured as any string. So a layout is reproducible: set the reference date and the locale, and the same tree
/// lays out the same way tomorrow.
///
/// ```swift
/// var values = EnvironmentValues()
/// values.locale = Locale(identifier: "en_US")
/// values.referenceDate = Date(timeIntervalSince1970: 0)
/// let label = EnvironmentValues.$current.withValue(values) {
///   Text(Date(timeIntervalSince1970: 8_580), style: .relative)       // "2 hours, 23 minutes"
/// }
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise; formatting is Foundation's.
extension Text {
  /// A predefined way to show a date (SwiftUI's `Text.DateStyle`).
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
    let kind: Kind

    /// The date: "June 3, 2019" (Foundation's long date style).
    public static let date = DateStyle(kind: .date)
    /// The time: "11:23 PM" (Foundation's shortened time style).
    public static let time = DateStyle(kind: .time)
    /// The time from the reference date to the date, in at most two units from days to seconds:
    /// "2 hours, 23 minutes" (SwiftUI also uses months and years).
    public static let relative = DateStyle(kind: .relative)
    /// The signed time from the reference date in one unit: "+2 hours", "-3 days".
    public static let offset = DateStyle(kind: .offset)
    /// A timer from the reference date: "2:32", or "36:59:01" from an hour on (hours are not rolled into days).
    public static let timer = DateStyle(kind: .timer)
  }

  /// `date` shown in `style`, formatted when the text is made (see the extension's discussion for the locale and the
  /// reference date).
  public init(_ date: Date, style: DateStyle) {
    self.init(Self.formatted(date, style: style, in: EnvironmentValues.current))
  }

  /// `input` formatted by `format` (SwiftUI's `Text(_:format:)`), in the locale of ``EnvironmentValues/current``
  /// (the style's own locale is replaced, as SwiftUI uses the environment's): `Text(3.5, format: .number)`,
  /// `Text(date, format: .dateTime.year())`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(format.locale(EnvironmentValues.current.locale).format(input))
  }

  /// The range of dates (SwiftUI's `Text(_:)` with a `ClosedRange<Date>`): Foundation's interval format, "6/3/19,
  /// 10:30 – 10:40 AM".
  public init(_ dates: ClosedRange<Date>) {
    self.init(Self.interval(dates.lowerBound..<dates.upperBound, in: EnvironmentValues.current))
  }

  /// The interval's dates (SwiftUI's `Text(_:)` with a `DateInterval`), as ``init(_:)-(ClosedRange<Date>)``.
  public init(_ interval: DateInterval) {
    self.init(Self.interval(interval.start..<interval.end, in: EnvironmentValues.current))
  }

  /// A timer over `timerInterval` (SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)`) at the
  /// reference date (or `pauseTime` when given): the time left to the end (`countsDown`) or since the start, clamped
  /// to the interval, as "2:32" or "1:02:32" (`showsHours: false`: minutes past 59 instead, "62:32").
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    let values = EnvironmentValues.current
    let now = pauseTime ?? values.referenceDate ?? Date()
    let clamped = min(max(now, timerInterval.lowerBound), timerInterval.upperBound)
    let seconds =
      countsDown
      ? timerInterval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(timerInterval.lowerBound)
    self.init(Self.timer(seconds, showsHours: showsHours, locale: values.locale))
  }

  static func formatted(_ date: Date, style: DateStyle, in values: EnvironmentValues) -> String {
    let now = values.referenceDate ?? Date()
    switch style.kind {
    case .date:
      var format = Date.FormatStyle(date: .long, time: .omitted, locale: values.locale)
      format.timeZone = values.timeZone
      return format.format(date)
    case .time:
      var format = Date.FormatStyle(date: .omitted, time: .shortened, locale: values.locale)
      format.timeZone = values.timeZone
      return format.format(date)
    case .relative:
      return units(date.timeIntervalSince(now), count: 2, locale: values.locale)
    case .offset:
      let interval = date.timeIntervalSince(now)
      return (interval < 0 ? "-" : "+") + units(interval, count: 1, locale: values.locale)
    case .timer:
      return timer(date.timeIntervalSince(now), showsHours: true, locale: values.locale)
    }
  }

  /// `|interval|` in at most `count` units from days to seconds, in words ("2 hours, 23 minutes").
  private static func units(_ interval: TimeInterval, count: Int, locale: Locale) -> String {
    let seconds = interval.isFinite ? min(abs(interval), 1e15).rounded(.down) : 0
    let format = Duration.UnitsFormatStyle(
      allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: count)
    return format.locale(locale).format(.seconds(Int64(seconds)))
  }

  /// `|interval|` as a timer, "2:32" or "36:59:01" (or minutes past 59 without hours).
  private static func timer(_ interval: TimeInterval, showsHours: Bool, locale: Locale) -> String {
    let seconds = Int64(interval.isFinite ? min(abs(interval), 1e15).rounded(.down) : 0)
    let pattern: Duration.TimeFormatStyle.Pattern =
      seconds >= 3600 && showsHours ? .hourMinuteSecond : .minuteSecond
    return Duration.TimeFormatStyle(pattern: pattern).locale(locale).format(.seconds(seconds))
  }

  private static func interval(_ range: Range<Date>, in values: EnvironmentValues) -> String {
    var format = Date.IntervalFormatStyle(date: .numeric, time: .shortened, locale: values.locale)
    format.timeZone = values.timeZone
    return format.format(range)
  }
}
