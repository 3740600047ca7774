import Testing

@testable import TrellisCore

/// Issue 33: a `ForEach`'s element count reserved its node array before anything was checked, so
/// `ForEach(0..<999_999_999)` asked the allocator for 8 GB and aborted. Above `TrellisLimits.maxNodes` elements the
/// loop builds nothing and its layout fails naming the count.
@Suite struct ForEachLimitTests {
  @Test(arguments: [999_999_999, Int.max - 1])
  func moreElementsThanTheNodeLimitBuildNothingAndFailTheLayout(count: Int) {
    let calls = Counter()
    let loop = ForEach(0..<count) { k in calls.box(k) }
    #expect(loop.nodes.count == 1)
    #expect(calls.value == 0)
    let stack = HStack {
      Box(width: 1, height: 1)
      loop
    }
    let error = #expect(throws: LayoutError.self) {
      try stack.layout(proposal: .unspecified, configuration: .monospaced)
    }
    guard case .invalidInput(path: "root.children[1]", _, let message)? = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(message == "ForEach: \(count) is above the limit of 10000000 nodes (TrellisLimits.maxNodes)")
  }

  /// At the limit's scale but below it, a loop builds its views as before.
  @Test func aLoopBelowTheLimitBuildsItsViews() throws {
    let result = try HStack(spacing: 0) { ForEach(0..<3) { k in Box(width: 10, height: 5).id("b\(k)") } }
      .layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 30, height: 5))
    #expect(result["b2"] == Rect(x: 20, y: 0, width: 10, height: 5))
  }

  /// Counts the calls of a builder closure (the closure is not escaping, so plain state is enough).
  final class Counter {
    var value = 0
    func box(_ k: Int) -> Node {
      value += 1
      return Box(width: 1, height: 1).id("\(k)")
    }
  }
}
