import TrellisCore

/// The kind of device a widget runs on, for ``WidgetSize/supportedSizes(device:osVersion:)``.
///
/// - Complexity: O(1) for every member.
public enum WidgetDevice: Hashable, Sendable, CaseIterable {
  /// An iPhone: sizes from ``WidgetSize/sizeForiPhone(screenSize:)``.
  case iPhone
  /// An iPad: sizes from ``WidgetSize/sizeForiPad(screenSize:target:)``.
  case iPad
}
