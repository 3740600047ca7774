import TrellisCore

/// FrameUp's spellings of the widget-size lookups: the per-size `sizeFor…` members and the `sizesFor…` tables keyed
/// by size.
///
/// - Complexity: O(1) for every member (the tables have a fixed number of rows).
extension WidgetSize {
  /// FrameUp's `sizeForWatch(watchSize:)`: the size on an Apple Watch of case size `watchSize` millimetres (only
  /// ``medium`` has one), the same as ``sizeForWatch(caseSize:)``.
  ///
  /// ```swift
  /// WidgetSize.medium.sizeForWatch(watchSize: 45)  // 184×80.5
  /// ```
  public func sizeForWatch(watchSize: CGFloat) -> Size? { sizeForWatch(caseSize: watchSize) }

  /// FrameUp's `scaleFactorForiPad(screenSize:)`: `homeScreen.width / designCanvas.width`, or `nil` for sizes the
  /// iPad tables do not have (the accessory sizes).
  ///
  /// ```swift
  /// WidgetSize.small.scaleFactorForiPad(screenSize: Size(width: 834, height: 1112))  // 0.88
  /// ```
  public func scaleFactorForiPad(screenSize: Size) -> CGFloat? {
    guard let home = sizeForiPad(screenSize: screenSize, target: .homeScreen),
      let design = sizeForiPad(screenSize: screenSize, target: .designCanvas), design.width > 0
    else { return nil }
    return home.width / design.width
  }

  /// FrameUp's `sizesForiPhone(screenSize:)`: every size an iPhone of that screen has, keyed by widget size.
  public static func sizesForiPhone(screenSize: Size) -> [WidgetSize: Size] {
    table { $0.sizeForiPhone(screenSize: screenSize) }
  }

  /// FrameUp's `sizesForiPad(screenSize:target:)`: every size an iPad of that screen has for `target`.
  public static func sizesForiPad(screenSize: Size, target: WidgetTarget) -> [WidgetSize: Size] {
    table { $0.sizeForiPad(screenSize: screenSize, target: target) }
  }

  /// FrameUp's `sizesForWatch(watchSize:)`: every size an Apple Watch of that case size has (``medium`` only).
  public static func sizesForWatch(watchSize: CGFloat) -> [WidgetSize: Size] {
    table { $0.sizeForWatch(watchSize: watchSize) }
  }

  private static func table(_ size: (WidgetSize) -> Size?) -> [WidgetSize: Size] {
    var result: [WidgetSize: Size] = [:]
    for widget in allCases { result[widget] = size(widget) }
    return result
  }
}
