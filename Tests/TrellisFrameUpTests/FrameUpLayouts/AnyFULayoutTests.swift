import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

@Suite struct AnyFULayoutTests {
  @Test func equalityComparesEveryParameter() {
    #expect(AnyFULayout(HFlow(maxWidth: 200)) == AnyFULayout(HFlow(maxWidth: 200)))
    // FrameUp would call these equal (same alignment); Trellis does not.
    #expect(AnyFULayout(HFlow(maxWidth: 200)) != AnyFULayout(HFlow(maxWidth: 300)))
    #expect(AnyFULayout(HFlow(maxWidth: 200, horizontalSpacing: 4)) != AnyFULayout(HFlow(maxWidth: 200)))
    #expect(AnyFULayout(VMasonry(columns: 2, maxWidth: 100)) != AnyFULayout(VMasonry(columns: 3, maxWidth: 100)))
    #expect(AnyFULayout(HStackFULayout(maxHeight: 10)) != AnyFULayout(VStackFULayout(maxWidth: 10)))
    #expect(AnyFULayout(AnyFULayout(HFlow(maxWidth: 1))) == AnyFULayout(HFlow(maxWidth: 1)))
  }

  @Test func switchingKeepsChildrenAndIds() throws {
    func tree(_ vertical: Bool) -> Node {
      let layout = vertical ? AnyFULayout(VStackFULayout(maxWidth: 200)) : AnyFULayout(HStackFULayout(maxHeight: 1000))
      return layout {
        Box(width: 50, height: 50).id("a")
        Box(width: 50, height: 200).id("b")
      }
    }
    let h = try tree(false).layout(proposal: .unspecified, configuration: .monospaced)
    let v = try tree(true).layout(proposal: .unspecified, configuration: .monospaced)
    #expect(Set(h.frames.keys) == ["a", "b"])
    #expect(Set(v.frames.keys) == ["a", "b"])
    #expect(h["b"]?.origin == Point(x: 60, y: 0))
    #expect(v["b"]?.origin == Point(x: 0, y: 60))
  }

  @Test func erasedFlowStillReportsKernelErrors() {
    #expect(throws: LayoutError.self) {
      try AnyFULayout(HFlow(maxWidth: -1)) { Box(width: 1, height: 1) }.layout(
        proposal: .unspecified, configuration: .monospaced)
    }
  }
}
