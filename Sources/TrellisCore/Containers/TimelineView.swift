import Foundation

/// A view rebuilt on a schedule (SwiftUI's `TimelineView`): headless, its content is built once, with a context
/// whose date is the environment's ``EnvironmentValues/referenceDate`` (the date the view is made when unset), and it
/// lays out as that content. The schedule is recorded in the content's ``DrawingStyle/handlers``
/// (`"TimelineView(animation)"`); no later update is built.
///
/// ```swift
/// TimelineView(.periodic(from: start, by: 1)) { context in
///   Text(context.date, style: .time)   // the time at the reference date
/// }
/// ```
///
/// - Complexity: that of building the content once.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  public let node: Node

  /// What the content is built with (SwiftUI's `TimelineView.Context`).
  public typealias Context = TimelineViewDefaultContext

  /// A timeline of `schedule`, its content built once at the reference date.
  public init(_ schedule: Schedule, @ViewBuilder content: (Context) -> Content) {
    let date = EnvironmentValues.current.referenceDate ?? Date()
    node = content(Context(date: date, cadence: .live)).node.recording("TimelineView(\(schedule.recordedName))")
  }
}

/// What a ``TimelineView``'s content is built with (SwiftUI's `TimelineViewDefaultContext`, `TimelineView.Context`).
public struct TimelineViewDefaultContext: Sendable {
  /// How often the timeline updates (SwiftUI's `TimelineView.Context.Cadence`).
  public enum Cadence: Comparable, Sendable {
    /// As often as the display refreshes.
    case live
    /// About once a second.
    case seconds
    /// About once a minute.
    case minutes
  }

  /// The date of this update: the environment's reference date.
  public let date: Date
  /// The cadence: `.live` (a headless build is not throttled).
  public let cadence: Cadence
}

/// When a ``TimelineView`` updates (SwiftUI's `TimelineSchedule`); recorded by name, never followed.
public protocol TimelineSchedule: Sendable {
  /// The name recorded (`"animation"`).
  var recordedName: String { get }
}

/// Updates as often as an animation would (SwiftUI's `AnimationTimelineSchedule`, `.animation`).
public struct AnimationTimelineSchedule: TimelineSchedule, Hashable {
  /// The shortest time between updates, if any.
  public var minimumInterval: Double?
  /// Whether updates are paused.
  public var paused: Bool
  /// A schedule; by default unthrottled and running.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }
  /// `"animation"`.
  public var recordedName: String { "animation" }
}

/// Updates at regular intervals from a date (SwiftUI's `PeriodicTimelineSchedule`, `.periodic(from:by:)`).
public struct PeriodicTimelineSchedule: TimelineSchedule, Hashable {
  /// The first update's date.
  public var startDate: Date
  /// The time between updates, in seconds.
  public var interval: TimeInterval
  /// A schedule from `startDate` every `interval` seconds.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval
  }
  /// `"periodic"`.
  public var recordedName: String { "periodic" }
}

/// Updates at the start of every minute (SwiftUI's `EveryMinuteTimelineSchedule`, `.everyMinute`).
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Hashable {
  /// The schedule.
  public init() {}
  /// `"everyMinute"`.
  public var recordedName: String { "everyMinute" }
}

/// Updates at the given dates (SwiftUI's `ExplicitTimelineSchedule`, `.explicit(_:)`).
public struct ExplicitTimelineSchedule: TimelineSchedule, Hashable {
  /// The dates.
  public var dates: [Date]
  /// A schedule of `dates`.
  public init(_ dates: [Date]) { self.dates = dates }
  /// `"explicit"`.
  public var recordedName: String { "explicit" }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// As often as an animation would.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// As often as an animation would, at least `minimumInterval` seconds apart, unless `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// At the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == ExplicitTimelineSchedule {
  /// At `dates`.
  public static func explicit(_ dates: some Sequence<Date>) -> ExplicitTimelineSchedule {
    ExplicitTimelineSchedule(Array(dates))
  }
}
