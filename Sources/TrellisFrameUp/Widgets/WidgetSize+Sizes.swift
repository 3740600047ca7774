import TrellisCore

/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension WidgetSize {
  /// This widget's size on an iPhone with a screen of `screenSize` (either orientation; matched on the portrait size,
  /// first matching row of the table wins), or `nil` for ``extraLarge``, which iPhones do not have.
  ///
  /// A screen size with NaN dimensions, or smaller than every row, gives the table's default row.
  public func sizeForiPhone(screenSize: Size) -> Size? {
    Self.lookUp(self, in: Self.iPhoneTable, columns: Self.iPhoneColumns, screenSize: screenSize)
  }

  /// This widget's size on an iPad with a screen of `screenSize` (either orientation) for `target`, or `nil` for the
  /// accessory sizes, which the iPad tables do not have.
  public func sizeForiPad(screenSize: Size, target: WidgetTarget) -> Size? {
    let table = target == .designCanvas ? Self.iPadDesignCanvasTable : Self.iPadHomeScreenTable
    return Self.lookUp(self, in: table, columns: Self.iPadColumns, screenSize: screenSize)
  }

  /// This widget's size on an Apple Watch of case size `caseSize` millimetres; only ``medium`` has one (`nil`
  /// otherwise). NaN counts as the smallest case. Trellis's earlier name of FrameUp's `sizeForWatch(watchSize:)`.
  public func sizeForWatch(caseSize: CGFloat) -> Size? {
    guard self == .medium else { return nil }
    return Self.watchMediumTable.first { caseSize >= $0.minCaseSize }?.size ?? Size(width: 152, height: 69.5)
  }

  /// The smallest frame this widget has on any device.
  public var minimumSize: Size {
    switch self {
    case .small: Size(width: 141, height: 141)
    case .medium: Size(width: 292, height: 141)
    case .large: Size(width: 292, height: 311)
    case .extraLarge: Size(width: 540, height: 260)
    case .accessoryCircular: Size(width: 68, height: 68)
    case .accessoryRectangular: Size(width: 153, height: 68)
    case .accessoryInline: Size(width: 234, height: 26)
    }
  }

  /// The largest frame this widget has on any device.
  public var maximumSize: Size {
    switch self {
    case .small: Size(width: 188, height: 188)
    case .medium: Size(width: 412, height: 188)
    case .large: Size(width: 412, height: 412)
    case .extraLarge: Size(width: 860, height: 412)
    case .accessoryCircular: Size(width: 76, height: 76)
    case .accessoryRectangular: Size(width: 172, height: 76)
    case .accessoryInline: Size(width: 257, height: 26)
    }
  }

  /// The factor iPad widget content is scaled by, from the design canvas to the Home Screen:
  /// `homeScreen.width / designCanvas.width` (1 for sizes the iPad tables do not have). FrameUp's name is
  /// ``scaleFactorForiPad(screenSize:)``, which gives `nil` for those sizes instead.
  public func iPadScaleFactor(screenSize: Size) -> CGFloat {
    guard let home = sizeForiPad(screenSize: screenSize, target: .homeScreen),
      let design = sizeForiPad(screenSize: screenSize, target: .designCanvas), design.width > 0
    else { return 1 }
    return home.width / design.width
  }

  /// The widget sizes a device supports on a given major OS version: iPad small, medium, large, and extraLarge from
  /// iOS 15; iPhone small, medium, large, and the three accessory sizes from iOS 16. Widgets arrived in iOS 14, so
  /// earlier versions support none.
  ///
  /// ```swift
  /// WidgetSize.supportedSizes(device: .iPad, osVersion: 14)  // [.small, .medium, .large]
  /// ```
  public static func supportedSizes(device: WidgetDevice, osVersion: Int) -> [WidgetSize] {
    guard osVersion >= 14 else { return [] }
    switch device {
    case .iPad:
      return osVersion >= 15 ? [.small, .medium, .large, .extraLarge] : [.small, .medium, .large]
    case .iPhone:
      let system: [WidgetSize] = [.small, .medium, .large]
      return osVersion >= 16 ? system + [.accessoryCircular, .accessoryRectangular, .accessoryInline] : system
    }
  }
}
