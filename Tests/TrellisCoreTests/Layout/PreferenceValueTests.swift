import Testing
import TrellisCore

/// Widths the views below set, in tree order.
private struct Widths: PreferenceKey {
  static let defaultValue: [CGFloat] = []
  static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) { value += nextValue() }
}

/// Plain preferences (`preference(key:value:)`, `transformPreference`) read by a preference overlay, as SwiftUI reads
/// them: each view's value replaces its subtree's, siblings are reduced in order, and no frame is read, so the layout
/// runs once.
@Suite struct PreferenceValueTests {
  /// Two boxes (30 × 10 and 50 × 10) in a VStack of spacing 0, each setting its width: the stack is 50 × 20.
  private func column() -> Node {
    VStack(spacing: 0) {
      Box(width: 30, height: 10).preference(key: Widths.self, value: [30])
      Box(width: 50, height: 10).preference(key: Widths.self, value: [50])
    }.node
  }

  /// The overlay's content: a box as wide as the sum of the widths read, 1 high, centred on the 50 × 20 column.
  private func summed(_ view: Node, calls: Lock<Int>) throws -> Rect? {
    try view.overlayPreferenceValue(Widths.self) { widths in
      let _ = calls.withLock { $0 += 1 }
      Box(width: widths.reduce(0, +), height: 1).id("sum")
    }.layout(in: Size(width: 200, height: 200), configuration: .monospaced)["sum"]
  }

  @Test func siblingsAreReducedInOrder() throws {
    // [30] then [50]: 80 wide, centred on the 50 × 20 column: x = (50 − 80) / 2 = −15, y = (20 − 1) / 2 = 9.5.
    let calls = Lock(0)
    #expect(try summed(column(), calls: calls) == Rect(x: -15, y: 9.5, width: 80, height: 1))
    #expect(calls.withLock { $0 } == 1)
  }

  @Test func anOuterPreferenceReplacesTheInnerOnes() throws {
    // The column's own [7] replaces its boxes' values: 7 wide, x = (50 − 7) / 2 = 21.5.
    let calls = Lock(0)
    let view = column().preference(key: Widths.self, value: [7])
    #expect(try summed(view, calls: calls) == Rect(x: 21.5, y: 9.5, width: 7, height: 1))
  }

  @Test func aTransformChangesTheValueBelow() throws {
    // [30, 50] with 3 appended: 83 wide, x = (50 − 83) / 2 = −16.5; above nothing, the default [] with 3: 3 wide.
    let calls = Lock(0)
    let changed = column().transformPreference(Widths.self) { $0.append(3) }
    #expect(try summed(changed, calls: calls) == Rect(x: -16.5, y: 9.5, width: 83, height: 1))
    let alone = Box(width: 50, height: 20).transformPreference(Widths.self) { $0.append(3) }
    #expect(try summed(alone, calls: calls) == Rect(x: 23.5, y: 9.5, width: 3, height: 1))
    #expect(calls.withLock { $0 } == 2)
  }

  @Test func theModifiersAreRecordedToo() {
    let node = Box(width: 1, height: 1).preference(key: Widths.self, value: [1]).transformPreference(Widths.self) { _ in
    }
    #expect(node.style?.handlers == ["preference(Widths)", "transformPreference(Widths)"])
  }
}
