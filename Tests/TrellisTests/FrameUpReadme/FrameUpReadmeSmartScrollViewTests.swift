import Testing
import Trellis
import TrellisTestSupport

/// FrameUp README, "SmartScrollView": the example as written, then with content in it.
@Suite struct FrameUpReadmeSmartScrollViewTests {
  @Test func asWritten() throws {
    let view = SmartScrollView(.vertical, showsIndicators: true, optionalScrolling: true, shrinkToFit: true) {
      // Content here
    } onScroll: { edgeInsets in
      // Runs when view is scrolled
    }
    // No content: shrinks to nothing.
    #expect(try view.layout(in: Size(width: 390, height: 844)).size == .zero)
  }

  @Test func withContent() throws {
    let reported = Recorder<EdgeInsets?>()
    let short = SmartScrollView(.vertical, showsIndicators: true, optionalScrolling: true, shrinkToFit: true) {
      Text("Hello World here is some text").id("text")
    } onScroll: { edgeInsets in
      reported.record(edgeInsets)
    }
    // Shrinks to the one-line text (250.54 wide) and does not scroll; the insets are all 0.
    let result = try short.layout(in: Size(width: 390, height: 844))
    #expect(matches(result.size, 250.54248046875, lineHeight))
    #expect(short.scrollingAxes(content: result.size, frame: result.size).isEmpty)
    #expect(reported.all == [EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)])
    let tall = SmartScrollView(.vertical, showsIndicators: true, optionalScrolling: true, shrinkToFit: true) {
      Box(width: 280, height: 800).id("content")
    } onScroll: { edgeInsets in
      reported.record(edgeInsets)
    }
    // Semantics §2: 280×800 content in 300×500 is 280×500, scrolls vertically, bottom inset −300.
    let scrolled = try tall.layout(in: Size(width: 300, height: 500))
    #expect(scrolled.size == Size(width: 280, height: 500))
    #expect(tall.scrollingAxes(content: Size(width: 280, height: 800), frame: scrolled.size) == .vertical)
    #expect(reported.all.last == EdgeInsets(top: 0, leading: 0, bottom: -300, trailing: 0))
  }
}

/// A thread-safe log of values.
final class Recorder<Value: Sendable>: Sendable {
  private let values = Lock<[Value]>([])
  func record(_ value: Value) { values.withLock { $0.append(value) } }
  var all: [Value] { values.withLock { $0 } }
}
