import Testing
import Trellis
import TrellisTestSupport

/// FrameUp README, "FULayout": the ViewBuilder and `.forEach()` forms. Both README examples need a correction to
/// compile against FrameUp itself: VFlow takes `maxHeight` (not `maxWidth`), and the `.forEach` example's item is the
/// string (`Text(item)`) with its stray closing brace removed. The stacks, `AnyFULayout` and `FULayoutThatFits`
/// examples need `Color`, `body` and `.animation`.
@Suite struct FrameUpReadmeFULayoutTests {
  @Test func viewBuilder() throws {
    let view = VFlow(maxHeight: 200) {
      Text("Hello")
      Text("World")
    }
    // One column: "World" (48.72 wide) is the wider; 10 between the two lines.
    let result = try view.layout(proposal: .unspecified)
    #expect(matches(result.size, 48.71728515625, 2 * lineHeight + 10))
  }

  @Test func forEachForm() throws {
    let view = HFlow(maxWidth: 390).forEach(["Hello", "World"], id: \.self) { item in
      Text(item).id(item)
    }
    // One row: 43.09 + 10 + 48.72.
    let result = try view.layout(proposal: .unspecified)
    #expect(matches(result.size, 43.08935546875 + 10 + 48.71728515625, lineHeight))
    #expect(matches(result["World"], 53.08935546875, 0, 48.71728515625, lineHeight))
  }
}
