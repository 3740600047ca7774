import Testing
import TrellisFrameUp

@testable import TrellisCore

/// `LayoutResult.childFrames(of:)` and the pooled per-pass storage behind it.
@Suite struct ChildFramesTests {
  func flow(_ widths: [Double]) -> Node {
    HFlow(maxWidth: 100, horizontalSpacing: 10, verticalSpacing: 5) {
      for w in widths { Box(width: w, height: 10) }
    }.node
  }

  @Test func childFramesMatchTheEntries() throws {
    let result = try VStack(spacing: 4) {
      Box(width: 20, height: 10).id("a")
      HStack(spacing: 2) {
        Box(width: 5, height: 5)
        Box(width: 7, height: 3)
      }.id("row")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    let root = try #require(result.childFrames())
    #expect(Array(root) == [result["a"]!, result["row"]!])
    let row = try #require(result.childFrames(of: "row"))
    let fromEntries = result.entries.filter { $0.parent == result.entries.firstIndex { $0.id == "row" } }.map(\.frame)
    #expect(Array(row) == fromEntries)
    #expect(row.count == 2 && row[1].width == 7)
    #expect(result.childFrames(of: "missing") == nil)
    #expect(result.childFrames(of: "a")?.isEmpty == true)
  }

  @Test func hiddenChildrenAreLeftOut() throws {
    // maxRows 1: the third box does not fit on the first row and is not shown.
    let tree = HFlow(maxWidth: 100, horizontalSpacing: 10, maxRows: 1) {
      Box(width: 40, height: 10)
      Box(width: 40, height: 10)
      Box(width: 40, height: 10)
    }
    let result = try tree.layout(proposal: .unspecified, configuration: .monospaced)
    let frames = try #require(result.childFrames())
    #expect(Array(frames) == [Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 50, y: 0, width: 40, height: 10)])
    #expect(result.entries.count == 3)
  }

  @Test func editedResultsAnswerFromTheirEntries() throws {
    var result = try flow([30, 30, 30]).layout(proposal: .unspecified, configuration: .monospaced)
    result.entryValues[1].frame.origin.x = 99
    #expect(result.childFrames()?.first?.minX == 99)
  }

  @Test func resultsKeepTheirFramesWhileLaterPassesReuseMemory() throws {
    let widths = (0..<3_000).map { Double(5 + $0 % 40) }
    let first = try flow(widths).layout(proposal: .unspecified, configuration: .monospaced)
    let frames = try #require(first.childFrames())
    let snapshot = Array(frames)
    let entries = first.entries.map(\.frame)
    // Many passes of other trees, large and small, after the first result's storage is in use.
    for k in 0..<40 {
      let other = try flow((0..<(1_000 + 97 * k)).map { Double(3 + ($0 * 7 + k) % 50) }).layout(
        proposal: .unspecified, configuration: .monospaced)
      #expect(other.childFrames()?.count == 1_000 + 97 * k)
    }
    #expect(Array(frames) == snapshot)
    #expect(Array(first.childFrames()!) == snapshot)
    #expect(first.entries.map(\.frame) == entries)
    // A frame list outlives its result.
    var kept: LayoutResult.FrameList?
    do { kept = try flow([10, 20, 30]).layout(proposal: .unspecified, configuration: .monospaced).childFrames() }
    _ = try flow(widths).layout(proposal: .unspecified, configuration: .monospaced)
    #expect(
      kept.map(Array.init) == [
        Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 20, y: 0, width: 20, height: 10),
        Rect(x: 50, y: 0, width: 30, height: 10),
      ])
  }

  @Test func passesOnSeveralThreadsDoNotShareStorage() async throws {
    let widths = (0..<2_000).map { Double(5 + $0 % 40) }
    let expected = Array(
      try #require(try flow(widths).layout(proposal: .unspecified, configuration: .monospaced).childFrames()))
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<25 {
            let frames = try self.flow(widths).layout(proposal: .unspecified, configuration: .monospaced).childFrames()
            guard let frames, Array(frames) == expected else { return false }
          }
          return true
        }
      }
      for try await ok in group { #expect(ok) }
    }
  }
}
