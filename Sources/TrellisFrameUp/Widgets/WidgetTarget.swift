import TrellisCore

/// Which iPad widget frame to use (FrameUp's `WidgetTarget`): iPad widget content is laid out on the design canvas and
/// then scaled to fit the smaller Home Screen frame.
///
/// - Complexity: O(1) for every member.
public enum WidgetTarget: Hashable, Sendable, CaseIterable {
  /// The frame the widget's content is laid out in.
  case designCanvas
  /// The frame the widget occupies on the Home Screen.
  case homeScreen
}
