import Testing
import Trellis
import TrellisTestSupport

/// FrameUp README, "Frame Adjustment": the `.relativePadding` example as written (the WidthReader, HeightReader,
/// onSizeChange and OverlappingImage examples need `ScrollView`, `Color`, `Circle`, `Image` and `.background`).
@Suite struct FrameUpReadmeFrameAdjustmentTests {
  @Test func relativePadding() throws {
    let view = Text("This text will have padding based on the width and height of its frame.")
      .relativePadding([.leading, .top], 0.2)
    let result = try view.id("view").layout(in: Size(width: 390, height: 844))
    // The text is proposed 390 · 0.8 = 312 wide and wraps to three lines, 285.49 × 59.37; the view is that / 0.8,
    // 356.86 × 74.21.
    #expect(matches(result.size, 285.48876953125 / 0.8, 3 * lineHeight / 0.8))
    let text = try #require(result.entries.first { $0.typeName == "Text" }?.frame)
    // The text sits at 0.2 of the view's width and height.
    #expect(matches(text, 0.2 * result.size.width, 0.2 * result.size.height, 285.48876953125, 59.3671875))
  }
}
