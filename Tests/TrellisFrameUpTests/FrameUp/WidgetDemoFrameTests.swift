import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

@Suite struct WidgetDemoFrameTests {
  @Test func iPadSmallScalesDesignCanvasToHomeScreen() {
    let demo = WidgetDemoFrame(.small, device: .iPad, screenSize: Size(width: 834, height: 1112))
    #expect(demo.designSize == Size(width: 150, height: 150))
    #expect(demo.homeScreenSize == Size(width: 132, height: 132))
    #expect(Tolerance.isApproximatelyEqual(demo.scale, 0.88))
    #expect(demo.cornerRadius == 20)
    #expect(Tolerance.isApproximatelyEqual(demo.designCornerRadius, 20 * 150 / 132))
    #expect(Tolerance.isApproximatelyEqual(demo.scaledContentSize.width, 132))
  }

  @Test func iPadMediumFitsTheSmallerOfTheTwoRatios() {
    let demo = WidgetDemoFrame(.medium, device: .iPad, screenSize: Size(width: 1024, height: 1366), cornerRadius: 16)
    #expect(demo.designSize == Size(width: 378.5, height: 170))
    #expect(demo.homeScreenSize == Size(width: 356, height: 160))
    // min(356/378.5, 160/170) = 356/378.5.
    #expect(Tolerance.isApproximatelyEqual(demo.scale, 356 / 378.5))
    #expect(Tolerance.isApproximatelyEqual(demo.scaledContentSize.width, 356))
    #expect(Tolerance.isApproximatelyEqual(demo.scaledContentSize.height, 170 * 356 / 378.5))
    #expect(Tolerance.isApproximatelyEqual(demo.designCornerRadius, 16 * 378.5 / 356))
  }

  @Test func iPhoneHasNoScaling() {
    let demo = WidgetDemoFrame(.medium, device: .iPhone, screenSize: Size(width: 390, height: 844))
    #expect(demo.designSize == Size(width: 338, height: 158))
    #expect(demo.homeScreenSize == Size(width: 338, height: 158))
    #expect(demo.scale == 1)
    #expect(demo.cornerRadius == 20)
    #expect(demo.designCornerRadius == 20)
  }

  @Test func accessoryShapes() {
    let screen = Size(width: 390, height: 844)
    let circle = WidgetDemoFrame(.accessoryCircular, device: .iPhone, screenSize: screen)
    #expect(circle.homeScreenSize == Size(width: 72, height: 72))
    #expect(circle.cornerRadius == 36)
    #expect(circle.designCornerRadius == 36)
    let inline = WidgetDemoFrame(.accessoryInline, device: .iPhone, screenSize: screen, cornerRadius: 12)
    #expect(inline.cornerRadius == 0)
    #expect(inline.designCornerRadius == 0)
  }

  @Test func sizesMissingFromTheDeviceTableUseTheMinimum() {
    let extraLarge = WidgetDemoFrame(.extraLarge, device: .iPhone, screenSize: Size(width: 390, height: 844))
    #expect(extraLarge.homeScreenSize == Size(width: 540, height: 260))
    #expect(extraLarge.designSize == Size(width: 540, height: 260))
    #expect(extraLarge.scale == 1)
    let rectangular = WidgetDemoFrame(.accessoryRectangular, device: .iPad, screenSize: Size(width: 834, height: 1112))
    #expect(rectangular.homeScreenSize == Size(width: 153, height: 68))
    #expect(rectangular.cornerRadius == 20)
  }

  @Test(arguments: [Double.nan, -5, .infinity])
  func degenerateCornerRadiusCountsAsZero(radius: Double) {
    let demo = WidgetDemoFrame(.small, device: .iPad, screenSize: Size(width: 834, height: 1112), cornerRadius: radius)
    #expect(demo.cornerRadius == 0)
    #expect(demo.designCornerRadius == 0)
  }

  @Test(arguments: [
    (WidgetDevice.iPad, 15, 25.0), (.iPad, 14, 25), (.iPad, 16, 22), (.iPhone, 15, 22), (.iPhone, 17, 22),
  ])
  func relativeShapeRadius(device: WidgetDevice, osVersion: Int, expected: Double) {
    let radius = WidgetRelativeShape(.small).cornerRadius(
      containerRadius: 22, device: device, screenSize: Size(width: 834, height: 1112), osVersion: osVersion)
    #expect(Tolerance.isApproximatelyEqual(radius, expected))
  }

  @Test func relativeShapeOnLargestIPadIsUnchanged() {
    // 1192+ screens draw at Home Screen size: scale 1.
    let radius = WidgetRelativeShape(.large).cornerRadius(
      containerRadius: 22, device: .iPad, screenSize: Size(width: 1200, height: 1600), osVersion: 15)
    #expect(radius == 22)
  }
}
