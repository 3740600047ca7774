import TrellisCore

/// The corner radius of FrameUp's `WidgetRelativeShape`: `ContainerRelativeShape` corrected for iPad widgets.
///
/// On iPads running iOS 15 and earlier the container-relative radius is given in Home Screen points while the content
/// is drawn on the (larger) design canvas and then scaled down, so the radius must be divided by the iPad scale factor
/// (``WidgetSize/iPadScaleFactor(screenSize:)``). Everywhere else the radius is unchanged.
///
/// ```swift
/// WidgetRelativeShape(.small).cornerRadius(
///   containerRadius: 22, device: .iPad, screenSize: Size(width: 834, height: 1112), osVersion: 15)  // 25
/// ```
///
/// - Complexity: O(1) for every member.
public struct WidgetRelativeShape: Hashable, Sendable {
  /// The widget size whose frame the shape clips.
  public var widgetSize: WidgetSize

  /// Creates the shape for `widgetSize`.
  @inlinable public init(_ widgetSize: WidgetSize) { self.widgetSize = widgetSize }

  /// The corrected radius for a container-relative radius `containerRadius` on a device (`osVersion` is the major
  /// OS version).
  public func cornerRadius(containerRadius: CGFloat, device: WidgetDevice, screenSize: Size, osVersion: Int) -> CGFloat
  {
    guard device == .iPad, osVersion <= 15 else { return containerRadius }
    return containerRadius / widgetSize.iPadScaleFactor(screenSize: screenSize)
  }
}
