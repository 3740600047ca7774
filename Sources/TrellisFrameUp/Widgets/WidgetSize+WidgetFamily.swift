import TrellisCore

/// WidgetKit's `WidgetFamily` names for the widget sizes (FrameUp's `WidgetRelativeShape(.systemSmall)` takes a
/// family), so code written for WidgetKit reads unchanged.
///
/// - Complexity: O(1) for every member.
extension WidgetSize {
  /// `WidgetFamily.systemSmall`: ``small``.
  public static let systemSmall = WidgetSize.small
  /// `WidgetFamily.systemMedium`: ``medium``.
  public static let systemMedium = WidgetSize.medium
  /// `WidgetFamily.systemLarge`: ``large``.
  public static let systemLarge = WidgetSize.large
  /// `WidgetFamily.systemExtraLarge`: ``extraLarge``.
  public static let systemExtraLarge = WidgetSize.extraLarge
}
