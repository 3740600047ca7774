import TrellisCore

/// A widget size (FrameUp's `WidgetSize`, like WidgetKit's `WidgetFamily`) with its frame on each device, from Apple's
/// Human Interface Guidelines tables.
///
/// ```swift
/// WidgetSize.small.sizeForiPhone(screenSize: Size(width: 390, height: 844))                   // 158×158
/// WidgetSize.small.sizeForiPad(screenSize: Size(width: 1024, height: 1366), target: .homeScreen)  // 160×160
/// WidgetSize.small.scaleFactorForiPad(screenSize: Size(width: 834, height: 1112))            // 0.88
/// ```
///
/// - Complexity: O(1) for every member (the tables have a fixed number of rows).
public enum WidgetSize: String, Hashable, Sendable, CaseIterable {
  /// `systemSmall`.
  case small
  /// `systemMedium`.
  case medium
  /// `systemLarge`.
  case large
  /// `systemExtraLarge` (iPad, iOS 15+).
  case extraLarge
  /// A circular Lock Screen accessory (iPhone, iOS 16+).
  case accessoryCircular
  /// A rectangular Lock Screen accessory (iPhone, iOS 16+).
  case accessoryRectangular
  /// A single-line Lock Screen accessory (iPhone, iOS 16+).
  case accessoryInline
}
