import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

/// FrameUp's `unclippedTextRenderer()`: recorded for renderers, the text's frame its own (FrameUp's renderer sizes
/// the text as the text sizes itself).
@Suite struct UnclippedTextRendererTests {
  static let measurer = MonospacedTextMeasurer.standard

  @Test(arguments: [ProposedViewSize(width: 390, height: 800), ProposedViewSize(width: 60, height: 800)])
  func theFramesAreTheTextsOwn(_ proposal: ProposedViewSize) throws {
    func tree(_ unclipped: Bool) -> Node {
      let text = Text("Zapfino f", measurer: Self.measurer)
      return VStack(spacing: 0) {
        (unclipped ? text.unclippedTextRenderer() : text.node).id("t")
        Text("SwiftUI", measurer: Self.measurer).id("u")
      }.node
    }
    let plain = try tree(false).layout(proposal: proposal, configuration: .monospaced)
    let unclipped = try tree(true).layout(proposal: proposal, configuration: .monospaced)
    #expect(unclipped.frames == plain.frames)
    // 8 × 16 per character: "Zapfino f" is 72 wide on one line at 390; at 60 it wraps after "Zapfino " into two lines
    // of 56 and 8, 56 × 32. "SwiftUI" is 56 × 16 below it, centred in the stack.
    if proposal.width == 390 {
      #expect(unclipped["t"] == Rect(x: 0, y: 0, width: 72, height: 16))
      #expect(unclipped["u"] == Rect(x: 8, y: 16, width: 56, height: 16))
    } else {
      #expect(unclipped["t"] == Rect(x: 0, y: 0, width: 56, height: 32))
      #expect(unclipped["u"] == Rect(x: 0, y: 32, width: 56, height: 16))
    }
    let entry = try #require(unclipped.entries.first { $0.id == "t" })
    #expect(entry.style?.handlers == ["textRenderer(UnclippedTextRenderer)"])
  }
}
