/// The app (UIKit's `UIApplication`), as the views of a pasted file read it while they are built: one scene with one
/// window, the key window, which covers the screen of the device in the environment (``EnvironmentValues/device``:
/// the iPhone 15 in portrait unless set), as ``UIScreen/main`` does. `UIApplication.shared.keyWindow?.safeAreaInsets`
/// is that device's safe-area insets in its orientation:
///
/// ```swift
/// let top = UIApplication.shared.keyWindow?.safeAreaInsets.top  // 59 on the default iPhone 15
/// ```
///
/// Each read makes new window and scene values from the environment; nothing is presented or opened headless.
///
/// - Complexity: O(1) for every member.
public struct UIApplication: Sendable {
  /// The device whose app this is.
  let device: Device

  /// The app of the device in the current environment.
  public static var shared: UIApplication { UIApplication(device: EnvironmentValues.current.device) }

  /// The key window: the device's one window (UIKit deprecates this property for the scene's, which is the same).
  public var keyWindow: UIWindow? { UIWindow(device: device) }

  /// The app's windows: the key window.
  public var windows: [UIWindow] { [UIWindow(device: device)] }

  /// The app's scenes: one ``UIWindowScene`` with the key window.
  public var connectedScenes: Set<UIScene> { [UIWindowScene(device: device)] }
}

/// A window (UIKit's `UIWindow`): the screen of the device in the environment, with its safe-area insets (see
/// ``UIApplication``).
///
/// - Complexity: O(1) for every member.
public final class UIWindow: Sendable {
  /// The device whose window this is.
  let device: Device

  init(device: Device) { self.device = device }

  /// The device's safe-area insets in its orientation (``Device/safeAreaInsets``), left and right as leading and
  /// trailing.
  public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(device.safeAreaInsets) }

  /// The window's rectangle in its own coordinates: the screen's.
  public var bounds: CGRect { CGRect(origin: .zero, size: device.screenSize) }

  /// The window's rectangle on the screen: the screen's.
  public var frame: CGRect { bounds }

  /// The screen the window is on.
  public var screen: UIScreen { UIScreen(device: device) }

  /// `true`: the window is the app's key window.
  public var isKeyWindow: Bool { true }

  /// The scene the window belongs to.
  public var windowScene: UIWindowScene? { UIWindowScene(device: device) }
}

/// A scene of the app (UIKit's `UIScene`); the one the app has is a ``UIWindowScene``, so `connectedScenes.first as?
/// UIWindowScene` finds it. Scenes compare by identity, as UIKit's objects do.
///
/// - Complexity: O(1) for every member.
public class UIScene: Hashable {
  /// The device whose scene this is.
  let device: Device

  init(device: Device) { self.device = device }

  public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A scene that shows windows (UIKit's `UIWindowScene`): the app's one scene, with its key window.
///
/// - Complexity: O(1) for every member.
public final class UIWindowScene: UIScene {
  /// The scene's windows: the key window.
  public var windows: [UIWindow] { [UIWindow(device: device)] }

  /// The key window.
  public var keyWindow: UIWindow? { UIWindow(device: device) }

  /// The screen the scene is on.
  public var screen: UIScreen { UIScreen(device: device) }
}

/// Insets from a rectangle's edges (UIKit's `UIEdgeInsets`, what `UIWindow.safeAreaInsets` reports): `left` and
/// `right` where SwiftUI's ``EdgeInsets`` has `leading` and `trailing`.
///
/// - Complexity: O(1) for every member.
public struct UIEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Insets from each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// No insets.
  public static let zero = UIEdgeInsets()

  /// SwiftUI's insets, leading as left and trailing as right (a left-to-right layout).
  init(_ insets: EdgeInsets) {
    self.init(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
  }
}
