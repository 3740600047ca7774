import TrellisCore

/// The selection model of FrameUp's `TabMenuView`: which tab is active and what each tap means.
///
/// A tap on another tab selects it (``TabMenuEvent/selected(_:)``). A tap on the active tab is a reselect, unless the
/// previous tap was on the same tab no more than ``doubleTapInterval`` seconds earlier: then it is a double tap, and
/// that pair is used up (a third quick tap is a reselect again). The first tap of a double tap may be the one that
/// selected the tab.
///
/// **Degenerate input.** A NaN or infinite tap time never forms a double tap (and is not remembered); a time earlier
/// than the previous tap does not form one either. A negative or NaN interval counts as 0.
///
/// ```swift
/// var state = TabMenuState(selection: 0)
/// state.select(tab: 1, at: 0)     // .selected(1)
/// state.select(tab: 1, at: 0.2)   // .doubleTapped
/// state.select(tab: 1, at: 5)     // .reselected
/// ```
///
/// - Complexity: O(1) for every member.
public struct TabMenuState<Tab: Hashable & Sendable>: Hashable, Sendable {
  /// The active tab.
  public private(set) var selection: Tab
  /// The longest time in seconds between two taps that still counts as a double tap.
  public var doubleTapInterval: CGFloat
  /// The tab and time of the last tap that can start a double tap.
  private var lastTap: (tab: Tab, time: CGFloat)?

  /// The default double-tap interval: 0.3 s.
  public static var defaultDoubleTapInterval: CGFloat { 0.3 }

  /// Creates a state with `selection` active.
  public init(selection: Tab, doubleTapInterval: CGFloat = TabMenuState.defaultDoubleTapInterval) {
    self.selection = selection
    self.doubleTapInterval = doubleTapInterval
  }

  /// Handles a tap on the item for `tab` at `time` (seconds on any monotonic clock) and says what it did.
  public mutating func select(tab: Tab, at time: CGFloat) -> TabMenuEvent<Tab> {
    let previous = lastTap
    lastTap = time.isFinite ? (tab, time) : nil
    guard tab == selection else {
      selection = tab
      return .selected(tab)
    }
    let interval = doubleTapInterval.isNaN ? 0 : max(0, doubleTapInterval)
    if let previous, previous.tab == tab, time.isFinite, time >= previous.time, time - previous.time <= interval {
      lastTap = nil
      return .doubleTapped
    }
    return .reselected
  }

  /// Whether two states agree on the selection, the interval and the remembered tap.
  public static func == (lhs: TabMenuState, rhs: TabMenuState) -> Bool {
    lhs.selection == rhs.selection && lhs.doubleTapInterval == rhs.doubleTapInterval
      && lhs.lastTap?.tab == rhs.lastTap?.tab && lhs.lastTap?.time == rhs.lastTap?.time
  }

  /// Hashes the same components `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(selection)
    hasher.combine(doubleTapInterval)
    hasher.combine(lastTap?.tab)
    hasher.combine(lastTap?.time)
  }
}
