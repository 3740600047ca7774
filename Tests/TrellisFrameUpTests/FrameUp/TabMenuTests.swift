import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

@Suite struct TabMenuGeometryTests {
  @Test(arguments: [
    // W 402, 4 items: slot 100; x = 1 + i·100 + 10; width 80.
    (4, 402.0, [11.0, 111, 211, 311], 80.0),
    // W 392, 3 items: slot 130; x = 11, 141, 271; width 110.
    (3, 392, [11, 141, 271], 110),
    (1, 100, [11], 78),
    // Too narrow for the item padding: width clamps to 0.
    (2, 30, [11, 25], 0),
  ])
  func itemFrames(count: Int, width: CGFloat, xs: [CGFloat], itemWidth: CGFloat) {
    let bar = TabMenuGeometry(itemCount: count, hasNames: false)
    let frames = bar.itemFrames(width: width)
    #expect(frames.map(\.minX) == xs)
    #expect(frames.allSatisfy { $0.width == itemWidth && $0.height == 22 && $0.minY == 26 })
  }

  @Test func namesAddARowUnderTheIcon() {
    let items = [
      TabMenuItem(iconName: "star", name: "Favourites", tab: 0), TabMenuItem(iconName: "book", tab: 1),
    ]
    let bar = TabMenuGeometry(items: items)
    #expect(bar.hasNames)
    #expect(bar.contentHeight(nameHeight: 14) == 38)
    let frames = bar.itemFrames(width: 202, nameHeight: 14)
    // Slot 100; content 38 high, pushed to the bottom of the 48-point area by the mask's spacer: y = 10.
    #expect(frames == [Rect(x: 11, y: 10, width: 80, height: 38), Rect(x: 111, y: 10, width: 80, height: 38)])
    #expect(bar.iconFrame(inItem: frames[0]) == Rect(x: 11, y: 10, width: 80, height: 22))
    #expect(bar.nameFrame(inItem: frames[0]) == Rect(x: 11, y: 34, width: 80, height: 14))
    #expect(TabMenuGeometry(itemCount: 2, hasNames: false).nameFrame(inItem: frames[0]) == nil)
  }

  /// Issue 33: a count above the node limit sizes no array (it asked for 32 GB of frames before), as a TabMenu
  /// of that many items has none; at a small count the frames are as above.
  @Test func itemCountsAboveTheNodeLimitGiveNoFrames() {
    #expect(TabMenuGeometry(itemCount: 999_999_999, hasNames: false).itemFrames(width: 402).isEmpty)
    #expect(TabMenuGeometry(itemCount: Int.max, hasNames: true).itemFrames(width: 402).isEmpty)
    #expect(TabMenuGeometry(itemCount: 4, hasNames: false).itemFrames(width: 402).count == 4)
  }

  @Test func constants() {
    #expect(TabMenuGeometry.barHeight == 50)
    #expect(TabMenuGeometry.iconHeight == 22)
    #expect(TabMenuGeometry.nameSpacing == 2)
  }

  @Test func degenerateInput() {
    #expect(TabMenuGeometry(itemCount: 0, hasNames: true).itemFrames(width: 300).isEmpty)
    #expect(TabMenuGeometry(itemCount: -3, hasNames: true).itemFrames(width: 300).isEmpty)
    let frames = TabMenuGeometry(itemCount: 2, hasNames: false).itemFrames(width: .nan)
    #expect(frames.map(\.minX) == [11, 11])
    #expect(frames.allSatisfy { $0.width == 0 })
    #expect(TabMenuGeometry(itemCount: 1, hasNames: true).contentHeight(nameHeight: -4) == 24)
  }
}

@Suite struct TabMenuStateTests {
  @Test(arguments: [
    // Selecting another tab, then the same tab after a long pause: reselect.
    ([(1, 0.0), (1, 1.0)], [TabMenuEvent<Int>.selected(1), .reselected]),
    // Two quick taps on the active tab: reselect, then double tap.
    ([(0, 0.0), (0, 0.2)], [.reselected, .doubleTapped]),
    // The selecting tap can start a double tap.
    ([(2, 0.0), (2, 0.3)], [.selected(2), .doubleTapped]),
    // A third quick tap starts over: reselect.
    ([(0, 0.0), (0, 0.1), (0, 0.2)], [.reselected, .doubleTapped, .reselected]),
    // A tap on another tab only pairs with a later tap on that same tab.
    ([(1, 0.0), (0, 0.1), (0, 0.2)], [.selected(1), .selected(0), .doubleTapped]),
    // Just over the interval.
    ([(0, 0.0), (0, 0.31)], [.reselected, .reselected]),
    // Time going backwards and NaN times are not double taps.
    ([(0, 1.0), (0, 0.9)], [.reselected, .reselected]),
    ([(0, .nan), (0, .nan)], [.reselected, .reselected]),
  ])
  func taps(_ taps: [(Int, Double)], events: [TabMenuEvent<Int>]) {
    var state = TabMenuState(selection: 0)
    #expect(state.doubleTapInterval == 0.3)
    let produced = taps.map { state.select(tab: $0.0, at: $0.1) }
    #expect(produced == events)
  }

  @Test func configurableInterval() {
    var state = TabMenuState(selection: "home", doubleTapInterval: 1)
    let event1 = state.select(tab: "home", at: 0)
    #expect(event1 == .reselected)
    let event2 = state.select(tab: "home", at: 0.9)
    #expect(event2 == .doubleTapped)
    #expect(state.selection == "home")
    var zero = TabMenuState(selection: 0, doubleTapInterval: .nan)
    let event3 = zero.select(tab: 0, at: 0)
    #expect(event3 == .reselected)
    let event4 = zero.select(tab: 0, at: 0)
    #expect(event4 == .doubleTapped)
    let event5 = zero.select(tab: 0, at: 0.01)
    #expect(event5 == .reselected)
  }

  @Test func namedActionRuns() {
    let counter = Counter()
    let action = NamedAction("Reselect") { counter.increment() }
    #expect(action.name == "Reselect")
    action()
    action.action()
    #expect(counter.value == 2)
  }
}

/// A counter a `@Sendable` closure can bump, guarded by a ``Lock``.
final class Counter: Sendable {
  private let count = Lock(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}
