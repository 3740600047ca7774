import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

@Suite struct OverlappingImageTests {
  @Test func semanticsExample() {
    let image = OverlappingImage(aspectRatio: 1, top: 0.1, bottom: 0.25)
    #expect(Tolerance.isApproximatelyEqual(image.frameAspectRatio, 1 / 0.65))
    let frame = image.frameSize(forWidth: 200)
    #expect(frame.width == 200)
    #expect(Tolerance.isApproximatelyEqual(frame.height, 130))
    let rect = image.imageFrame(inFrame: frame)
    #expect(rect == Rect(x: 0, y: -20, width: 200, height: 200))
  }

  @Test func verticalFormWithRatio() {
    // ar 2, t .2, b .3: frame aspect 2/0.5 = 4; width 400 → 400×100; image 400×200 at y −40.
    let image = OverlappingImage(aspectRatio: 2, top: 0.2, bottom: 0.3)
    #expect(image.frameSize(forWidth: 400) == Size(width: 400, height: 100))
    #expect(image.frameSize(forHeight: 100) == Size(width: 400, height: 100))
    #expect(image.imageFrame(inFrame: Size(width: 400, height: 100)) == Rect(x: 0, y: -40, width: 400, height: 200))
  }

  @Test func horizontalForm() {
    // ar 2, l .25, r .25: frame aspect 2·0.5 = 1; height 100 → 100×100; image 200×100 at x −50.
    let image = OverlappingImage(aspectRatio: 2, leading: 0.25, trailing: 0.25)
    #expect(image.frameAspectRatio == 1)
    #expect(image.frameSize(forHeight: 100) == Size(width: 100, height: 100))
    #expect(image.frameSize(forWidth: 100) == Size(width: 100, height: 100))
    #expect(image.imageFrame(inFrame: Size(width: 100, height: 100)) == Rect(x: -50, y: 0, width: 200, height: 100))
  }

  @Test func fittingProposal() {
    let image = OverlappingImage(aspectRatio: 2, top: 0.2, bottom: 0.3)  // frame aspect 4
    #expect(image.frameSize(fitting: Size(width: 400, height: 300)) == Size(width: 400, height: 100))
    #expect(image.frameSize(fitting: Size(width: 400, height: 50)) == Size(width: 200, height: 50))
  }

  @Test(arguments: [0.0, -1, .nan, .infinity])
  func degenerateRatioCountsAsOne(ratio: Double) {
    let image = OverlappingImage(aspectRatio: ratio, top: 0.1, bottom: 0.4)
    #expect(image.frameSize(forWidth: 100) == Size(width: 100, height: 50))
    #expect(image.imageFrame(inFrame: Size(width: 100, height: 50)) == Rect(x: 0, y: -10, width: 100, height: 100))
  }

  @Test func overlapsCoveringTheWholeImageLeaveNoFrame() {
    let vertical = OverlappingImage(aspectRatio: 1, top: 0.6, bottom: 0.6)
    #expect(vertical.visibleFraction == 0)
    #expect(vertical.frameSize(forWidth: 100) == Size(width: 100, height: 0))
    #expect(vertical.frameSize(forHeight: 50) == Size(width: 0, height: 50))
    #expect(vertical.imageFrame(inFrame: Size(width: 100, height: 0)) == Rect(x: 0, y: -60, width: 100, height: 100))
    let horizontal = OverlappingImage(aspectRatio: 1, leading: 1, trailing: 0)
    #expect(horizontal.frameSize(forHeight: 80) == Size(width: 0, height: 80))
  }

  @Test func nanOverlapsAndSizesCountAsZero() {
    let image = OverlappingImage(aspectRatio: 1, top: .nan, bottom: .infinity)
    #expect(image.frameSize(forWidth: 100) == Size(width: 100, height: 100))
    #expect(image.frameSize(forWidth: CGFloat.nan) == .zero)
    #expect(image.frameSize(forWidth: -5) == .zero)
  }

  @Test func negativeOverlapsEnlargeTheFrame() {
    let image = OverlappingImage(aspectRatio: 1, top: -0.25, bottom: -0.25)
    #expect(image.frameSize(forWidth: 100) == Size(width: 100, height: 150))
    #expect(image.imageFrame(inFrame: Size(width: 100, height: 150)) == Rect(x: 0, y: 25, width: 100, height: 100))
  }
}
