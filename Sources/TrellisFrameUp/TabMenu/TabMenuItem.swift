import TrellisCore

/// One item of a tab menu (FrameUp's `TabMenuItem`): an icon, an optional name shown under it, and the tab it selects.
///
/// - Complexity: O(1) for every member.
public struct TabMenuItem<Tab: Hashable & Sendable>: Hashable, Sendable {
  /// The icon's name (for example a system image name).
  public var iconName: String
  /// The text under the icon, or `nil` for an icon-only item.
  public var name: String?
  /// The tab this item selects.
  public var tab: Tab

  /// Creates an item.
  @inlinable public init(iconName: String, name: String? = nil, tab: Tab) {
    self.iconName = iconName
    self.name = name
    self.tab = tab
  }
}
