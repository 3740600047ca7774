import Testing
import Trellis
import TrellisTestSupport

/// FrameUp README, "Layout": the `HFlowLayout` example (with `Text(item)` for the README's `Text(item.value)`, which
/// does not compile against FrameUp either). `LayoutThatFits` needs `Color`.
@Suite struct FrameUpReadmeLayoutTests {
  static var flow: some View {
    HFlowLayout {
      ForEach(["Hello", "World", "More Text"], id: \.self) { item in
        Text(item).id(item)
      }
    }
  }

  @Test func hflowLayoutTakesTheProposedWidth() throws {
    // 390 proposed: one row, as wide as its content (193.74), no maxWidth given.
    let wide = try Self.flow.layout(in: Size(width: 390, height: 844))
    #expect(matches(wide.size, 193.7353515625, lineHeight))
    #expect(matches(wide["More Text"], 111.806640625, 0, 81.9287109375, lineHeight))
    // 100 proposed: a row per word.
    let narrow = try Self.flow.layout(in: Size(width: 100, height: 844))
    #expect(matches(narrow.size, 81.9287109375, 3 * lineHeight + 20))
    #expect(matches(narrow["More Text"], 0, 2 * lineHeight + 20, 81.9287109375, lineHeight))
    // No width proposed: unbounded, one row (FrameUp would use 10 and stack every word: a fix).
    #expect(matches(try Self.flow.layout(proposal: .unspecified).size, 193.7353515625, lineHeight))
  }
}
