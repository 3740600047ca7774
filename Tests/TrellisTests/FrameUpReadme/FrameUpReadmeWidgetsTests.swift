import Testing
import Trellis
import TrellisTestSupport

/// FrameUp README, "Widgets": WidgetSize's lookups by their README names, and the WidgetDemoFrame example with the
/// device and screen given (there is no current device headless). The WidgetRelativeShape example needs
/// `.background` and `.clipShape`.
@Suite struct FrameUpReadmeWidgetsTests {
  @Test func widgetSizeLookups() {
    let phone = Size(width: 390, height: 844)
    #expect(WidgetSize.small.sizeForiPhone(screenSize: phone) == Size(width: 158, height: 158))
    #expect(WidgetSize.medium.sizeForiPhone(screenSize: phone) == Size(width: 338, height: 158))
    let pad = Size(width: 1024, height: 1366)
    #expect(WidgetSize.small.sizeForiPad(screenSize: pad, target: .designCanvas) == Size(width: 170, height: 170))
    #expect(WidgetSize.small.sizeForiPad(screenSize: pad, target: .homeScreen) == Size(width: 160, height: 160))
    #expect(close(WidgetSize.small.scaleFactorForiPad(screenSize: pad), 160.0 / 170))
    #expect(WidgetSize.supportedSizes(device: .iPhone, osVersion: 16).count == 6)
  }

  @Test func widgetDemoFrame() throws {
    let demo = WidgetDemoFrame(.medium, device: .iPhone, screenSize: Size(width: 390, height: 844), cornerRadius: 20)
    let view = demo {
      Text("Demo Widget").id("text")
    }
    // A medium iPhone 390×844 widget is 338×158; the text (115.78 wide) is centred in it; radius 20.
    let result = try view.layout(in: Size(width: 390, height: 844))
    #expect(result.size == Size(width: 338, height: 158))
    #expect(matches(result["text"], (338 - 115.779296875) / 2, (158 - lineHeight) / 2, 115.779296875, lineHeight))
    #expect(demo.cornerRadius == 20)
  }
}
