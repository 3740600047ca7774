import Testing
import Trellis

/// FrameUp README, "Additional Tools": Proportionable on a size and `frame(size:alignment:)`. The README's
/// `extension CGSize: Proportionable { }` is not needed: `Size` already conforms.
@Suite struct FrameUpReadmeAdditionalToolsTests {
  @Test func proportionable() {
    let size = Size(width: 400, height: 200)
    #expect(size.aspectFormat == .landscape)
    #expect(size.aspectRatio == 2)
    #expect(size.minDimension == 200)
    #expect(size.maxDimension == 400)
  }

  @Test func frameSize() throws {
    let view = Box(width: 30, height: 20).id("box").frame(size: Size(width: 50, height: 40), alignment: .bottomTrailing)
    let result = try view.layout(in: Size(width: 300, height: 300))
    #expect(result.size == Size(width: 50, height: 40))
    #expect(result["box"] == Rect(x: 20, y: 20, width: 30, height: 20))
  }
}
