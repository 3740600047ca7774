import Testing

@testable import TrellisCore

/// Lays `view` out with the monospaced 8×16 measurer.
func navigationLayout(_ view: some View, _ width: CGFloat?, _ height: CGFloat?) throws -> LayoutResult {
  try view.layout(proposal: ProposedViewSize(width: width, height: height), configuration: .monospaced)
}

/// A body that reads the device values a pasted view file reads.
private struct DeviceReader: View {
  @Environment(\.horizontalSizeClass) var horizontal
  @Environment(\.verticalSizeClass) var vertical

  var body: some View {
    // 10 wide per compact class, 20 per regular one; as tall as the screen's width / 10.
    let width: CGFloat = (horizontal == .regular ? 20 : 10) + (vertical == .regular ? 20 : 10)
    Box(width: width, height: UIScreen.main.bounds.width / 10).id("read")
  }
}

/// A body that reads the key window's safe area, as a pasted side bar does: as wide as the left inset plus 1, as tall
/// as the top inset plus 1 (plus one, so that no inset still makes a box).
private struct WindowReader: View {
  var body: some View {
    let insets = UIApplication.shared.keyWindow?.safeAreaInsets ?? .zero
    Box(width: insets.left + 1, height: insets.top + 1).id("window")
  }
}

/// The device table, `UIScreen`, `UIDevice` and size classes.
@Suite struct DeviceTests {
  @Test func theDefaultDeviceIsAnIPhoneInPortrait() {
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UIScreen.main.scale == 3)
  }

  @Test func theKeyWindowIsTheDevicesScreenWithItsInsets() throws {
    // The iPhone 15 in portrait: 393×852, insets 59 at the top and 34 at the bottom.
    let window = try #require(UIApplication.shared.keyWindow)
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(window.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(window.frame == window.bounds && window.screen.bounds == window.bounds && window.isKeyWindow)
    #expect(UIApplication.shared.windows.map(\.safeAreaInsets) == [window.safeAreaInsets])
    // The one scene is a window scene, found as pasted code finds it.
    let scenes = UIApplication.shared.connectedScenes
    #expect(scenes.count == 1)
    let scene = try #require(scenes.first as? UIWindowScene)
    #expect(scene.windows.first?.safeAreaInsets == window.safeAreaInsets)
    #expect(scene.keyWindow?.bounds == window.bounds && scene.screen.bounds == window.bounds)
    #expect(window.windowScene?.windows.count == 1)
    #expect(scene == scene && scene != UIWindowScene(device: .iPhone15))
    // The iPad's: top 24, bottom 20, in its environment.
    var values = EnvironmentValues()
    values.device = .iPadPro11
    let pad = EnvironmentValues.$current.withValue(values) {
      UIApplication.shared.keyWindow?.safeAreaInsets
    }
    #expect(pad == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(UIEdgeInsets() == .zero)
  }

  @Test(arguments: [
    // device, the reader's width (left inset + 1) and height (top inset + 1)
    (Device.iPhone15, CGFloat(1), CGFloat(60)),
    (Device.iPhone15.landscape, 60, 1),
    (Device.iPhoneSE, 1, 21),
  ])
  func aDeviceScreenSetsTheKeyWindowForTheBodiesInside(device: Device, width: CGFloat, height: CGFloat) throws {
    let result = try navigationLayout(DeviceScreen(device) { WindowReader() }, nil, nil)
    #expect(result["window"]?.size == Size(width: width, height: height))
  }

  @Test func orientationSwapsTheScreenAndInsets() {
    let landscape = Device.iPhone15.landscape
    #expect(landscape.screenSize == Size(width: 852, height: 393))
    #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    #expect(landscape.verticalSizeClass == .compact)
    #expect(landscape.horizontalSizeClass == .compact)
    #expect(Device.iPhone11.landscape.horizontalSizeClass == .regular)
    #expect(Device.iPadPro11.horizontalSizeClass == .regular)
    #expect(Device.iPadPro11.verticalSizeClass == .regular)
  }

  @Test func badNumbersAreCleaned() {
    let device = Device(
      name: "x", idiom: .phone, portraitSize: Size(width: -1, height: CGFloat.nan), scale: 0,
      portraitInsets: EdgeInsets(top: .infinity), landscapeInsets: EdgeInsets(leading: -3), isRegularInLandscape: false)
    #expect(device.portraitSize == .zero)
    #expect(device.scale == 1)
    #expect(device.portraitInsets == EdgeInsets())
    #expect(device.landscapeInsets == EdgeInsets())
  }

  @Test(arguments: [
    // device, the reader's width (size classes), its height (screen width / 10)
    (Device.iPhone15, CGFloat(30), CGFloat(39.3)),
    (Device.iPadPro11, 40, 83.4),
    (Device.iPhone11.landscape, 30, 89.6),
  ])
  func aDeviceScreenSetsTheDeviceForTheBodiesInside(device: Device, width: CGFloat, height: CGFloat) throws {
    let result = try navigationLayout(DeviceScreen(device) { DeviceReader() }, nil, nil)
    let frame = try #require(result["read"])
    #expect(Tolerance.isApproximatelyEqual(frame.width, width))
    #expect(Tolerance.isApproximatelyEqual(frame.height, height))
    #expect(result.size == device.screenSize)
  }
}

/// `DeviceScreen`, `ignoresSafeArea`, `safeAreaInset`.
@Suite struct SafeAreaTests {
  @Test func theRootIsCentredInTheSafeArea() throws {
    // iPhone 15 portrait: safe area (0, 59, 393, 759), centre (196.5, 438.5); the 100×50 box at (146.5, 413.5).
    let portrait = try navigationLayout(DeviceScreen(.iPhone15) { Box(width: 100, height: 50).id("b") }, 10, 10)
    #expect(portrait.size == Size(width: 393, height: 852))
    #expect(portrait["b"] == Rect(x: 146.5, y: 413.5, width: 100, height: 50))
    // Landscape: safe area (59, 0, 734, 372), centre (426, 186); the box at (376, 161).
    let landscape = try navigationLayout(
      DeviceScreen(.iPhone15.landscape) { Box(width: 100, height: 50).id("b") }, nil, nil)
    #expect(landscape["b"] == Rect(x: 376, y: 161, width: 100, height: 50))
  }

  @Test func aFlexibleRootFillsTheSafeArea() throws {
    let result = try navigationLayout(DeviceScreen(.iPhone15) { Color.blue.id("c") }, nil, nil)
    #expect(result["c"] == Rect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test func ignoringTheSafeAreaExtendsToTheScreen() throws {
    let all = try navigationLayout(DeviceScreen(.iPhone15) { Color.blue.id("c").ignoresSafeArea() }, nil, nil)
    #expect(all["c"] == Rect(x: 0, y: 0, width: 393, height: 852))
    // Only the top: 59 + 759 = 818 at the bottom.
    let top = try navigationLayout(
      DeviceScreen(.iPhone15) { Color.blue.id("c").ignoresSafeArea(edges: .top) }, nil, nil)
    #expect(top["c"] == Rect(x: 0, y: 0, width: 393, height: 818))
    // SE: a 20 pt status bar; the older spelling.
    let se = try navigationLayout(DeviceScreen(.iPhoneSE) { Color.blue.id("c").edgesIgnoringSafeArea(.all) }, nil, nil)
    #expect(se["c"] == Rect(x: 0, y: 0, width: 375, height: 667))
    // The keyboard region alone changes nothing.
    let keyboard = try navigationLayout(
      DeviceScreen(.iPhone15) { Color.blue.id("c").ignoresSafeArea(.keyboard) }, nil, nil)
    #expect(keyboard["c"] == Rect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test func aViewAwayFromTheEdgesDoesNotGrow() throws {
    let result = try navigationLayout(
      DeviceScreen(.iPhone15) { Color.blue.frame(width: 100, height: 100).id("c").ignoresSafeArea() }, nil, nil)
    // Centred in the safe area: (196.5 − 50, 438.5 − 50).
    #expect(result["c"] == Rect(x: 146.5, y: 388.5, width: 100, height: 100))
  }

  @Test func aBackgroundThatIgnoresTheSafeAreaExtends() throws {
    let result = try navigationLayout(
      DeviceScreen(.iPhone15) {
        VStack { Box(width: 10, height: 10).id("b") }
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background(Color.red.id("bg").ignoresSafeArea())
      }, nil, nil)
    #expect(result["bg"] == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(result["b"] == Rect(x: 191.5, y: 433.5, width: 10, height: 10))
  }

  @Test func outsideADeviceScreenIgnoringIsOnlyRecorded() throws {
    let node = Color.blue.id("c").ignoresSafeArea()
    #expect(node.style?.handlers == ["ignoresSafeArea"])
    #expect(try navigationLayout(node, 50, 40)["c"] == Rect(x: 0, y: 0, width: 50, height: 40))
  }

  @Test(arguments: [
    // width, height, spacing → the main view's height, the inset's x
    (CGFloat(300), CGFloat(400), CGFloat?.none, CGFloat(350), CGFloat(100)),
    (200, 200, 10, 140, 50),
  ])
  func aBottomInsetTakesItsHeightFromTheView(
    width: CGFloat, height: CGFloat, spacing: CGFloat?, mainHeight: CGFloat, insetX: CGFloat
  ) throws {
    // The inset is 100×50 at the bottom, centred: x = (width − 100) / 2; the main view gets the rest less spacing.
    let view = Color.clear.id("main").safeAreaInset(edge: .bottom, spacing: spacing) {
      Box(width: 100, height: 50).id("bar")
    }
    let result = try navigationLayout(view, width, height)
    #expect(result["main"] == Rect(x: 0, y: 0, width: width, height: mainHeight))
    #expect(result["bar"] == Rect(x: insetX, y: height - 50, width: 100, height: 50))
  }

  @Test func topAndSideInsets() throws {
    let top = try navigationLayout(
      Color.clear.id("main").safeAreaInset(edge: .top, alignment: .leading) { Box(width: 100, height: 50).id("bar") },
      300, 400)
    #expect(top["bar"] == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(top["main"] == Rect(x: 0, y: 50, width: 300, height: 350))
    let trailing = try navigationLayout(
      Color.clear.id("main").safeAreaInset(edge: .trailing, alignment: .bottom, spacing: 4) {
        Box(width: 30, height: 20).id("bar")
      }, 300, 400)
    // Main: 300 − 30 − 4 = 266 wide; the bar at the trailing edge, bottom-aligned: (270, 380).
    #expect(trailing["main"] == Rect(x: 0, y: 0, width: 266, height: 400))
    #expect(trailing["bar"] == Rect(x: 270, y: 380, width: 30, height: 20))
  }
}
