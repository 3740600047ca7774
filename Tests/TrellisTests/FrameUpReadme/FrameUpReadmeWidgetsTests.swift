import Testing
import Trellis
import TrellisTestSupport

/// FrameUp README, "Widgets": WidgetSize's lookups by their README names, and the WidgetDemoFrame example with the
/// device and screen given (there is no current device headless), and the WidgetRelativeShape example as written.
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

  @Test func widgetRelativeShape() throws {
    let view = Text("Example widget")
      .background(.blue)
      .clipShape(WidgetRelativeShape(.systemSmall))
      .background(
        ContainerRelativeShape()
          .fill(.red)
      )
      .padding(1)
    let result = try view.layout(in: Size(width: 390, height: 844))
    // "Example widget" is 136.49 wide; with 1 on every side, 138.49 × 21.79.
    #expect(matches(result.size, 136.48974609375 + 2, lineHeight + 2))
    // The red shape and the blue colour fill the text's frame, inset by 1; the blue one is clipped to the shape.
    let red = try #require(result.entries(ofType: "ContainerRelativeShape").first)
    #expect(matches(red.frame, 1, 1, 136.48974609375, lineHeight))
    #expect(red.style?.fill == .red)
    let blue = try #require(result.entries(ofType: "Color").first)
    #expect(matches(blue.frame, 1, 1, 136.48974609375, lineHeight))
    #expect(blue.style?.fill == .blue)
    let clipped = try #require(result.entries.first { $0.style?.clipShape != nil })
    #expect(clipped.typeName == "background" && clipped.style?.clipShape == .rectangle)
    #expect(WidgetRelativeShape(.systemSmall) == WidgetRelativeShape(.small))
  }
}
