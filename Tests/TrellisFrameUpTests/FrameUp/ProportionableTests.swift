import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

@Suite struct ProportionableTests {
  @Test(arguments: [
    (Size(width: 400, height: 200), 2.0, AspectFormat.landscape, 200.0, 400.0),
    (Size(width: 200, height: 400), 0.5, .portrait, 200, 400),
    (Size(width: 30, height: 30), 1, .square, 30, 30),
    (Size(width: 10, height: 0), .infinity, .landscape, 0, 10),
    (Size(width: 0, height: 10), 0, .portrait, 0, 10),
  ])
  func aspect(size: Size, ratio: CGFloat, format: AspectFormat, minDimension: CGFloat, maxDimension: CGFloat) {
    #expect(size.aspectRatio == ratio)
    #expect(size.aspectFormat == format)
    #expect(size.minDimension == minDimension)
    #expect(size.maxDimension == maxDimension)
  }

  @Test func zeroByZeroIsLandscapeWithNaNRatio() {
    #expect(Size.zero.aspectRatio.isNaN)
    #expect(Size.zero.aspectFormat == .landscape)
  }

  @Test func initialisers() {
    #expect(Size(width: 200, aspectRatio: 2) == Size(width: 200, height: 100))
    #expect(Size(height: 100, aspectRatio: 1.5) == Size(width: 150, height: 100))
    #expect(Size.square(7) == Size(width: 7, height: 7))
  }

  @Test(arguments: [0.0, -2, .nan, .infinity, -.infinity])
  func degenerateRatioCountsAsSquare(ratio: Double) {
    #expect(Size(width: 50, aspectRatio: ratio) == Size(width: 50, height: 50))
    #expect(Size(height: 40, aspectRatio: ratio) == Size(width: 40, height: 40))
  }

  @Test(arguments: [
    // The semantics example: 400×200 into 100×100.
    (
      Size(width: 400, height: 200), Size(width: 100, height: 100), Size(width: 100, height: 50),
      Size(width: 200, height: 100)
    ),
    // Portrait content in a square frame.
    (
      Size(width: 100, height: 400), Size(width: 200, height: 200), Size(width: 50, height: 200),
      Size(width: 200, height: 800)
    ),
    // Same ratio: both equal the frame.
    (
      Size(width: 2, height: 1), Size(width: 300, height: 150), Size(width: 300, height: 150),
      Size(width: 300, height: 150)
    ),
    // 0×0 stays 0×0.
    (Size.zero, Size(width: 100, height: 100), Size.zero, Size.zero),
    // Zero-height content (ratio ∞) becomes a line across the frame (fit), a line of the frame's width too (fill).
    (
      Size(width: 10, height: 0), Size(width: 100, height: 50), Size(width: 100, height: 0),
      Size(width: CGFloat.infinity, height: 50)
    ),
    // A 0×0 frame.
    (Size(width: 400, height: 200), Size.zero, Size.zero, Size.zero),
    // An infinitely tall frame: fit uses the width.
    (
      Size(width: 400, height: 200), Size(width: 100, height: CGFloat.infinity), Size(width: 100, height: 50),
      Size(width: CGFloat.infinity, height: CGFloat.infinity)
    ),
  ])
  func scaling(content: Size, frame: Size, fit: Size, fill: Size) {
    #expect(content.scaledToFit(frame) == fit)
    #expect(content.scaledToFill(frame) == fill)
  }

  @Test(arguments: [
    (Size(width: CGFloat.nan, height: 10), Size(width: 100, height: 100)),
    (Size(width: -5, height: 10), Size(width: 100, height: 100)),
    (Size(width: 5, height: 10), Size(width: CGFloat.nan, height: 100)),
    (Size(width: 5, height: 10), Size(width: 100, height: -1)),
  ])
  func invalidDimensionsGiveZero(content: Size, frame: Size) {
    #expect(content.scaledToFit(frame) == .zero)
    #expect(content.scaledToFill(frame) == .zero)
  }
}
