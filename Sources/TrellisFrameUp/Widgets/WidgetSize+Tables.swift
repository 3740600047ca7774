import TrellisCore

/// One row of a widget size table: a minimum portrait screen size and the sizes it gives.
struct WidgetTableRow: Sendable {
  /// The smallest portrait screen width this row matches.
  let minWidth: CGFloat
  /// The smallest portrait screen height this row matches, or `nil` for any height.
  let minHeight: CGFloat?
  /// The sizes in the table's column order.
  let sizes: [Size]

  init(_ minWidth: CGFloat, _ minHeight: CGFloat?, _ sizes: [(CGFloat, CGFloat)]) {
    self.minWidth = minWidth
    self.minHeight = minHeight
    self.sizes = sizes.map { Size(width: $0.0, height: $0.1) }
  }

  /// Whether a portrait screen of this size matches the row (NaN never matches).
  func matches(width: CGFloat, height: CGFloat) -> Bool {
    width >= minWidth && (minHeight.map { height >= $0 } ?? true)
  }
}

extension WidgetSize {
  /// The iPhone table's columns.
  static let iPhoneColumns: [WidgetSize] = [
    .small, .medium, .large, .accessoryCircular, .accessoryRectangular, .accessoryInline,
  ]
  /// The iPad tables' columns.
  static let iPadColumns: [WidgetSize] = [.small, .medium, .large, .extraLarge]

  /// iPhone sizes, first matching row wins; the last row (minimum 0×0) is the default.
  static let iPhoneTable: [WidgetTableRow] = [
    WidgetTableRow(430, nil, [(170, 170), (364, 170), (364, 382), (76, 76), (172, 76), (257, 26)]),
    WidgetTableRow(428, nil, [(170, 170), (364, 170), (364, 382), (76, 76), (172, 76), (257, 26)]),
    WidgetTableRow(414, 896, [(169, 169), (360, 169), (360, 379), (76, 76), (160, 72), (248, 26)]),
    WidgetTableRow(414, nil, [(159, 159), (348, 157), (348, 357), (76, 76), (170, 76), (248, 26)]),
    WidgetTableRow(393, nil, [(158, 158), (338, 158), (338, 354), (72, 72), (160, 72), (234, 26)]),
    WidgetTableRow(390, nil, [(158, 158), (338, 158), (338, 354), (72, 72), (160, 72), (234, 26)]),
    WidgetTableRow(375, 812, [(155, 155), (329, 155), (329, 345), (72, 72), (157, 72), (225, 26)]),
    WidgetTableRow(375, nil, [(148, 148), (321, 148), (321, 324), (68, 68), (153, 68), (225, 26)]),
    WidgetTableRow(360, nil, [(155, 155), (329, 155), (329, 345), (72, 72), (157, 72), (225, 26)]),
    WidgetTableRow(0, nil, [(141, 141), (292, 141), (292, 311), (72, 72), (157, 72), (225, 26)]),
  ]

  /// iPad design canvas sizes, first matching row wins; the last row is the default.
  static let iPadDesignCanvasTable: [WidgetTableRow] = [
    WidgetTableRow(1192, nil, [(188, 188), (412, 188), (412, 412), (860, 412)]),
    WidgetTableRow(1024, nil, [(170, 170), (378.5, 170), (378.5, 378.5), (795, 378.5)]),
    WidgetTableRow(970, nil, [(162, 162), (350, 162), (350, 350), (726, 350)]),
    WidgetTableRow(954, nil, [(162, 162), (350, 162), (350, 350), (726, 350)]),
    WidgetTableRow(834, 1194, [(155, 155), (342, 155), (342, 342), (715.5, 342)]),
    WidgetTableRow(834, nil, [(150, 150), (327.5, 150), (327.5, 327.5), (682, 327.5)]),
    WidgetTableRow(820, nil, [(155, 155), (342, 155), (342, 342), (715.5, 342)]),
    WidgetTableRow(810, nil, [(146, 146), (320.5, 146), (320.5, 320.5), (669, 320.5)]),
    WidgetTableRow(768, nil, [(141, 141), (305.5, 141), (305.5, 305.5), (634.5, 305.5)]),
    WidgetTableRow(0, nil, [(141, 141), (305.5, 141), (305.5, 305.5), (634.5, 305.5)]),
  ]

  /// iPad Home Screen sizes, row for row the same matching as ``iPadDesignCanvasTable``.
  static let iPadHomeScreenTable: [WidgetTableRow] = [
    WidgetTableRow(1192, nil, [(188, 188), (412, 188), (412, 412), (860, 412)]),
    WidgetTableRow(1024, nil, [(160, 160), (356, 160), (356, 356), (748, 356)]),
    WidgetTableRow(970, nil, [(162, 162), (350, 162), (350, 350), (726, 350)]),
    WidgetTableRow(954, nil, [(162, 162), (350, 162), (350, 350), (726, 350)]),
    WidgetTableRow(834, 1194, [(136, 136), (300, 136), (300, 300), (628, 300)]),
    WidgetTableRow(834, nil, [(132, 132), (288, 132), (288, 288), (600, 288)]),
    WidgetTableRow(820, nil, [(136, 136), (300, 136), (300, 300), (628, 300)]),
    WidgetTableRow(810, nil, [(124, 124), (272, 124), (272, 272), (568, 272)]),
    WidgetTableRow(768, nil, [(120, 120), (260, 120), (260, 260), (540, 260)]),
    WidgetTableRow(0, nil, [(120, 120), (260, 120), (260, 260), (540, 260)]),
  ]

  /// Apple Watch medium widget sizes by minimum case size in millimetres; the last row is the default.
  static let watchMediumTable: [(minCaseSize: CGFloat, size: Size)] = [
    (49, Size(width: 191, height: 81.5)),
    (45, Size(width: 184, height: 80.5)),
    (44, Size(width: 173, height: 76.5)),
    (41, Size(width: 165, height: 72.5)),
    (-CGFloat.infinity, Size(width: 152, height: 69.5)),
  ]

  /// The size in `table` for a screen of `screenSize` (either orientation), or `nil` when `columns` lacks this size.
  static func lookUp(
    _ size: WidgetSize, in table: [WidgetTableRow], columns: [WidgetSize], screenSize: Size
  ) -> Size? {
    guard let column = columns.firstIndex(of: size) else { return nil }
    let width = min(screenSize.width, screenSize.height)
    let height = max(screenSize.width, screenSize.height)
    let row = table.first { $0.matches(width: width, height: height) } ?? table[table.count - 1]
    return row.sizes[column]
  }
}
