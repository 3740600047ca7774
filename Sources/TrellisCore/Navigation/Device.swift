/// A device whose screen a view is laid out on: its screen size in points, its safe-area insets in each orientation,
/// its scale, idiom and size classes. Trellis's own type (SwiftUI reads these from the running device); choose one
/// for ``DeviceScreen`` or with `.environment(\.device, …)`, and `UIScreen.main`, `UIDevice.current` and a
/// ``DeviceScreen``'s size classes follow it.
///
/// ```swift
/// DeviceScreen(.iPhone15.landscape) { ContentView() }  // 852×393, content inside the safe area
/// ```
///
/// Where the numbers come from (Layout.md's differences table lists the ones without a source):
///
/// | device | screen (pt) | safe area portrait (top, bottom) | landscape (sides, bottom) | source |
/// | --- | --- | --- | --- | --- |
/// | ``iPhoneSE`` | 375×667 @2 | 20, 0 | 0, 0 | screen: seahawkmedia.com's iPhone table; insets: useyourloaf.com "Supporting iPhone X" (iPhone 8: a 20 pt status bar, hidden in landscape) |
/// | ``iPhone11`` | 414×896 @2 | 48, 34 | 48, 21 | the `dimmmensions` npm package's measured iPhone 11 |
/// | ``iPhone15`` | 393×852 @3 | 59, 34 | 59, 21 | screen: seahawkmedia.com; insets: csl.cool "iOS Layout Adaptation" (printed `safeAreaInsets`) |
/// | ``iPhone15ProMax`` | 430×932 @3 | 59, 34 | 59, 21 | screen: seahawkmedia.com; insets assumed equal to the iPhone 15's (no source) |
/// | ``iPadPro11`` | 834×1194 @2 | 24, 20 | 0, 20 (top 24) | no source found: commonly quoted figures |
///
/// - Complexity: O(1) for every member.
public struct Device: Hashable, Sendable {
  /// The device's name (`"iPhone 15"`), what `UIDevice.current.name` reports.
  public var name: String
  /// Phone or pad.
  public var idiom: UIUserInterfaceIdiom
  /// The screen in portrait, in points.
  public var portraitSize: Size
  /// Pixels per point.
  public var scale: CGFloat
  /// The safe-area insets in portrait.
  public var portraitInsets: EdgeInsets
  /// The safe-area insets in landscape.
  public var landscapeInsets: EdgeInsets
  /// Whether the horizontal size class is regular in landscape (the larger iPhones and every iPad).
  public var isRegularInLandscape: Bool
  /// The orientation the device is held in (portrait unless set).
  public var orientation: InterfaceOrientation

  /// A device. Negative or non-finite sizes and insets are replaced by zero.
  public init(
    name: String, idiom: UIUserInterfaceIdiom, portraitSize: Size, scale: CGFloat, portraitInsets: EdgeInsets,
    landscapeInsets: EdgeInsets, isRegularInLandscape: Bool, orientation: InterfaceOrientation = .portrait
  ) {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
    func clean(_ insets: EdgeInsets) -> EdgeInsets {
      EdgeInsets(
        top: clean(insets.top), leading: clean(insets.leading), bottom: clean(insets.bottom),
        trailing: clean(insets.trailing))
    }
    self.name = name
    self.idiom = idiom
    self.portraitSize = Size(width: clean(portraitSize.width), height: clean(portraitSize.height))
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.portraitInsets = clean(portraitInsets)
    self.landscapeInsets = clean(landscapeInsets)
    self.isRegularInLandscape = isRegularInLandscape
    self.orientation = orientation
  }

  /// The screen in the current orientation, in points.
  public var screenSize: Size {
    orientation.isLandscape ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize
  }

  /// The safe-area insets in the current orientation.
  public var safeAreaInsets: EdgeInsets { orientation.isLandscape ? landscapeInsets : portraitInsets }

  /// The horizontal size class: regular on an iPad, and on the larger iPhones in landscape.
  public var horizontalSizeClass: UserInterfaceSizeClass {
    idiom == .pad || (orientation.isLandscape && isRegularInLandscape) ? .regular : .compact
  }

  /// The vertical size class: compact on an iPhone in landscape, regular otherwise.
  public var verticalSizeClass: UserInterfaceSizeClass {
    idiom == .phone && orientation.isLandscape ? .compact : .regular
  }

  /// This device held in `orientation`.
  public func rotated(to orientation: InterfaceOrientation) -> Device {
    var device = self
    device.orientation = orientation
    return device
  }

  /// This device in landscape (``InterfaceOrientation/landscapeLeft``).
  public var landscape: Device { rotated(to: .landscapeLeft) }

  /// iPhone SE (3rd generation): 375×667, a 20 pt status bar.
  public static let iPhoneSE = Device(
    name: "iPhone SE (3rd generation)", idiom: .phone, portraitSize: Size(width: 375, height: 667), scale: 2,
    portraitInsets: EdgeInsets(top: 20), landscapeInsets: EdgeInsets(), isRegularInLandscape: false)

  /// iPhone 11: 414×896, the notch's 48 pt.
  public static let iPhone11 = Device(
    name: "iPhone 11", idiom: .phone, portraitSize: Size(width: 414, height: 896), scale: 2,
    portraitInsets: EdgeInsets(top: 48, bottom: 34), landscapeInsets: EdgeInsets(leading: 48, bottom: 21, trailing: 48),
    isRegularInLandscape: true)

  /// iPhone 15: 393×852, the Dynamic Island's 59 pt. The default device.
  public static let iPhone15 = Device(
    name: "iPhone 15", idiom: .phone, portraitSize: Size(width: 393, height: 852), scale: 3,
    portraitInsets: EdgeInsets(top: 59, bottom: 34), landscapeInsets: EdgeInsets(leading: 59, bottom: 21, trailing: 59),
    isRegularInLandscape: false)

  /// iPhone 15 Pro Max: 430×932.
  public static let iPhone15ProMax = Device(
    name: "iPhone 15 Pro Max", idiom: .phone, portraitSize: Size(width: 430, height: 932), scale: 3,
    portraitInsets: EdgeInsets(top: 59, bottom: 34), landscapeInsets: EdgeInsets(leading: 59, bottom: 21, trailing: 59),
    isRegularInLandscape: true)

  /// iPad Pro 11-inch: 834×1194, a 24 pt status bar and a 20 pt home indicator.
  public static let iPadPro11 = Device(
    name: "iPad Pro (11-inch)", idiom: .pad, portraitSize: Size(width: 834, height: 1194), scale: 2,
    portraitInsets: EdgeInsets(top: 24, bottom: 20), landscapeInsets: EdgeInsets(top: 24, bottom: 20),
    isRegularInLandscape: true)

  /// The devices above, smallest first.
  public static let all: [Device] = [.iPhoneSE, .iPhone15, .iPhone11, .iPhone15ProMax, .iPadPro11]
}

/// The kind of device (UIKit's `UIUserInterfaceIdiom`), what `UIDevice.current.userInterfaceIdiom` reports.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
  /// Not known.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// An Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac.
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6
}

/// The screen (UIKit's `UIScreen`): `UIScreen.main.bounds` is the screen of the device in the environment
/// (``EnvironmentValues/device``: the iPhone 15 in portrait unless set), read when `main` is.
///
/// - Complexity: O(1) for every member.
public struct UIScreen: Sendable {
  /// The device whose screen this is.
  let device: Device

  /// The screen of the device in the current environment.
  public static var main: UIScreen { UIScreen(device: EnvironmentValues.current.device) }

  /// The screen's rectangle in points, at the origin, in the device's orientation.
  public var bounds: CGRect { CGRect(origin: .zero, size: device.screenSize) }

  /// Pixels per point.
  public var scale: CGFloat { device.scale }

  /// Pixels per point of the physical screen (the same as ``scale`` here).
  public var nativeScale: CGFloat { device.scale }

  /// The screen's rectangle in pixels, in portrait.
  public var nativeBounds: CGRect {
    CGRect(
      origin: .zero,
      size: Size(width: device.portraitSize.width * device.scale, height: device.portraitSize.height * device.scale))
  }
}

/// The device (UIKit's `UIDevice`): `UIDevice.current` is the device in the environment
/// (``EnvironmentValues/device``).
///
/// - Complexity: O(1) for every member.
public struct UIDevice: Sendable {
  /// The device described.
  let device: Device

  /// The device of the current environment.
  public static var current: UIDevice { UIDevice(device: EnvironmentValues.current.device) }

  /// Phone or pad.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { device.idiom }

  /// The device's name.
  public var name: String { device.name }

  /// `"iPhone"` or `"iPad"`.
  public var model: String { device.idiom == .pad ? "iPad" : "iPhone" }

  /// `"iOS"`.
  public var systemName: String { "iOS" }
}

extension EnvironmentValues {
  /// The device views are laid out for (``Device/iPhone15`` in portrait unless set): what `UIScreen.main` and
  /// `UIDevice.current` read. ``DeviceScreen`` sets it, with the size classes and scale that go with it.
  public var device: Device {
    get { self[DeviceKey.self] }
    set { self[DeviceKey.self] = newValue }
  }

  /// The safe area of the ``DeviceScreen`` being built: its screen and insets, `nil` outside one (then
  /// `ignoresSafeArea` has nothing to extend into).
  var safeArea: SafeAreaGeometry? {
    get { self[SafeAreaKey.self] }
    set { self[SafeAreaKey.self] = newValue }
  }
}

/// A screen's size and its safe-area insets, as ``DeviceScreen`` hands them to the views built inside it.
struct SafeAreaGeometry: Hashable, Sendable {
  var screen: Size
  var insets: EdgeInsets

  /// The safe area, in the screen's coordinates.
  var safeRect: CGRect { CGRect(origin: .zero, size: screen).inset(by: insets) }
}

private struct DeviceKey: EnvironmentKey { static let defaultValue = Device.iPhone15 }
private struct SafeAreaKey: EnvironmentKey { static let defaultValue: SafeAreaGeometry? = nil }
