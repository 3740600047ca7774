/// A pass's deadline (``LayoutLimits/timeLimit`` from the start of the layout, or the outer pass's for a nested one)
/// and the strategy scope that shares it with the pass's solver strategies.
///
/// Texts read the clock once every ``textsPerCheck`` measurements: shaping is linear in the text, so no single
/// measurement runs long, and reading the clock for each of a million labels would cost more than the check saves.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
struct PassBudget {
  // The deadline is held as a ``PassClock`` offset, a `Duration`: `ContinuousClock.Instant` comes from a resilient
  // module, so a struct holding one has a layout the compiler cannot see, and every access to ``PassLog`` (which holds
  // this) went through runtime metadata: +22% on a tree of fixed boxes.
  /// Texts measured between two reads of the clock.
  static let textsPerCheck = 16

  /// The layout's time limit, for messages.
  private(set) var limit: Duration = TrellisLimits.layoutTimeLimit
  /// When the pass's time is up, as a ``PassClock`` offset.
  private(set) var deadline: Duration = .zero
  /// Whether a stage found the deadline passed (the pass has then failed, and texts are no longer shaped).
  private(set) var expired = false
  private var textsSinceCheck = 0
  /// The scope the pass's strategies share, made when the first one runs.
  private var scope: StrategyScope?

  /// Starts the budget of a pass run with `configuration`: its own limit from now, or the outer pass's deadline.
  mutating func start(_ configuration: LayoutConfiguration) {
    limit = configuration.limits.timeLimit
    // Limits beyond ±2⁴⁰ s (34,000 years) are clamped, so the deadline's arithmetic cannot overflow.
    let span = Duration.seconds(Int64(1) << 40)
    deadline = configuration.outerDeadline ?? PassClock.now + min(max(limit, .zero - span), span)
    expired = false
    textsSinceCheck = 0
    scope = nil
  }

  /// The scope of the pass's strategies.
  mutating func strategies() -> StrategyScope {
    // `start` drops the scope with the deadline it was made for.
    if let scope { return scope }
    let made = StrategyScope(deadline: PassClock.instant(deadline))
    scope = made
    return made
  }

  /// How many strategy questions the pass solved, and answered again from an earlier solve.
  var strategyCounts: (solves: Int, reuses: Int) { scope?.counts ?? (0, 0) }

  /// Whether the deadline has passed, reading the clock only every ``textsPerCheck`` calls until it has.
  @inline(__always)
  mutating func textPastDeadline() -> Bool {
    if expired { return true }
    textsSinceCheck &+= 1
    guard textsSinceCheck >= Self.textsPerCheck else { return false }
    textsSinceCheck = 0
    return pastDeadline()
  }

  /// Whether the deadline has passed (reads the clock). Never inlined: reading the clock makes a temporary of
  /// `ContinuousClock.Instant`, whose resilient layout costs a metadata lookup on entry to whatever function holds it,
  /// taken or not (it cost every text measurement 4%).
  @inline(never)
  mutating func pastDeadline() -> Bool {
    if !expired, PassClock.now >= deadline { expired = true }
    return expired
  }
}

/// Instants as offsets from one instant of the process, so that the structs holding them keep a layout the compiler
/// knows (`Duration` is frozen; `ContinuousClock.Instant` is not).
enum PassClock {
  /// The instant every offset counts from.
  static let origin = ContinuousClock.now

  /// Now, as an offset.
  static var now: Duration { ContinuousClock.now - origin }

  /// The instant of an offset.
  static func instant(_ offset: Duration) -> ContinuousClock.Instant { origin + offset }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  package var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }

  /// The duration in seconds for messages: `10 s`, `0.25 s`.
  var formattedSeconds: String {
    let value = seconds
    return (value.rounded() == value ? String(Int64(value)) : String(value)) + " s"
  }
}
