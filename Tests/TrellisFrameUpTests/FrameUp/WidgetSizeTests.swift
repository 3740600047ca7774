import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

@Suite struct WidgetSizeTests {
  /// One row of a table: a screen that matches it (and no earlier row) and the expected sizes in column order.
  struct Row: Sendable, CustomTestStringConvertible {
    let screen: Size
    let sizes: [Size]
    var testDescription: String { "\(screen)" }
    init(_ width: Double, _ height: Double, _ sizes: [(Double, Double)]) {
      screen = Size(width: width, height: height)
      self.sizes = sizes.map { Size(width: $0.0, height: $0.1) }
    }
  }

  static let iPhoneColumns: [WidgetSize] = [
    .small, .medium, .large, .accessoryCircular, .accessoryRectangular, .accessoryInline,
  ]

  static let iPhoneRows: [Row] = [
    Row(430, 932, [(170, 170), (364, 170), (364, 382), (76, 76), (172, 76), (257, 26)]),
    Row(428, 926, [(170, 170), (364, 170), (364, 382), (76, 76), (172, 76), (257, 26)]),
    Row(414, 896, [(169, 169), (360, 169), (360, 379), (76, 76), (160, 72), (248, 26)]),
    Row(414, 736, [(159, 159), (348, 157), (348, 357), (76, 76), (170, 76), (248, 26)]),
    Row(393, 852, [(158, 158), (338, 158), (338, 354), (72, 72), (160, 72), (234, 26)]),
    Row(390, 844, [(158, 158), (338, 158), (338, 354), (72, 72), (160, 72), (234, 26)]),
    Row(375, 812, [(155, 155), (329, 155), (329, 345), (72, 72), (157, 72), (225, 26)]),
    Row(375, 667, [(148, 148), (321, 148), (321, 324), (68, 68), (153, 68), (225, 26)]),
    Row(360, 780, [(155, 155), (329, 155), (329, 345), (72, 72), (157, 72), (225, 26)]),
    Row(320, 568, [(141, 141), (292, 141), (292, 311), (72, 72), (157, 72), (225, 26)]),
  ]

  @Test(arguments: iPhoneRows)
  func iPhoneTable(_ row: Row) {
    for (size, expected) in zip(Self.iPhoneColumns, row.sizes) {
      #expect(size.sizeForiPhone(screenSize: row.screen) == expected, "\(size)")
      // Landscape screens match on their portrait size.
      let landscape = Size(width: row.screen.height, height: row.screen.width)
      #expect(size.sizeForiPhone(screenSize: landscape) == expected, "\(size) landscape")
    }
    #expect(WidgetSize.extraLarge.sizeForiPhone(screenSize: row.screen) == nil)
  }

  static let iPadColumns: [WidgetSize] = [.small, .medium, .large, .extraLarge]

  /// (design canvas row, home screen sizes).
  static let iPadRows: [(Row, [Size])] = [
    (
      Row(1200, 1600, [(188, 188), (412, 188), (412, 412), (860, 412)]),
      sizes([(188, 188), (412, 188), (412, 412), (860, 412)])
    ),
    (
      Row(1024, 1366, [(170, 170), (378.5, 170), (378.5, 378.5), (795, 378.5)]),
      sizes([(160, 160), (356, 160), (356, 356), (748, 356)])
    ),
    (
      Row(970, 1400, [(162, 162), (350, 162), (350, 350), (726, 350)]),
      sizes([(162, 162), (350, 162), (350, 350), (726, 350)])
    ),
    (
      Row(954, 1300, [(162, 162), (350, 162), (350, 350), (726, 350)]),
      sizes([(162, 162), (350, 162), (350, 350), (726, 350)])
    ),
    (
      Row(834, 1194, [(155, 155), (342, 155), (342, 342), (715.5, 342)]),
      sizes([(136, 136), (300, 136), (300, 300), (628, 300)])
    ),
    (
      Row(834, 1112, [(150, 150), (327.5, 150), (327.5, 327.5), (682, 327.5)]),
      sizes([(132, 132), (288, 132), (288, 288), (600, 288)])
    ),
    (
      Row(820, 1180, [(155, 155), (342, 155), (342, 342), (715.5, 342)]),
      sizes([(136, 136), (300, 136), (300, 300), (628, 300)])
    ),
    (
      Row(810, 1080, [(146, 146), (320.5, 146), (320.5, 320.5), (669, 320.5)]),
      sizes([(124, 124), (272, 124), (272, 272), (568, 272)])
    ),
    (
      Row(768, 1024, [(141, 141), (305.5, 141), (305.5, 305.5), (634.5, 305.5)]),
      sizes([(120, 120), (260, 120), (260, 260), (540, 260)])
    ),
    (
      Row(744, 1133, [(141, 141), (305.5, 141), (305.5, 305.5), (634.5, 305.5)]),
      sizes([(120, 120), (260, 120), (260, 260), (540, 260)])
    ),
  ]

  static func sizes(_ pairs: [(Double, Double)]) -> [Size] { pairs.map { Size(width: $0.0, height: $0.1) } }

  @Test(arguments: iPadRows)
  func iPadTables(_ row: Row, home: [Size]) {
    for (index, size) in Self.iPadColumns.enumerated() {
      #expect(size.sizeForiPad(screenSize: row.screen, target: .designCanvas) == row.sizes[index], "\(size)")
      #expect(size.sizeForiPad(screenSize: row.screen, target: .homeScreen) == home[index], "\(size)")
      let landscape = Size(width: row.screen.height, height: row.screen.width)
      #expect(size.sizeForiPad(screenSize: landscape, target: .homeScreen) == home[index], "\(size) landscape")
      #expect(size.iPadScaleFactor(screenSize: row.screen) == home[index].width / row.sizes[index].width)
    }
    for accessory in [WidgetSize.accessoryCircular, .accessoryRectangular, .accessoryInline] {
      #expect(accessory.sizeForiPad(screenSize: row.screen, target: .homeScreen) == nil)
      #expect(accessory.iPadScaleFactor(screenSize: row.screen) == 1)
    }
  }

  @Test func semanticsExamples() {
    #expect(WidgetSize.small.sizeForiPhone(screenSize: Size(width: 390, height: 844)) == Size(width: 158, height: 158))
    #expect(
      WidgetSize.accessoryInline.sizeForiPhone(screenSize: Size(width: 390, height: 844))
        == Size(width: 234, height: 26))
    #expect(WidgetSize.small.sizeForiPhone(screenSize: Size(width: 375, height: 667)) == Size(width: 148, height: 148))
    #expect(
      WidgetSize.accessoryCircular.sizeForiPhone(screenSize: Size(width: 375, height: 667))
        == Size(width: 68, height: 68))
    #expect(WidgetSize.small.sizeForiPhone(screenSize: Size(width: 320, height: 568)) == Size(width: 141, height: 141))
    let big = Size(width: 1024, height: 1366)
    #expect(WidgetSize.small.sizeForiPad(screenSize: big, target: .designCanvas) == Size(width: 170, height: 170))
    #expect(WidgetSize.small.sizeForiPad(screenSize: big, target: .homeScreen) == Size(width: 160, height: 160))
    #expect(Tolerance.isApproximatelyEqual(WidgetSize.small.iPadScaleFactor(screenSize: big), 0.9411764705882353))
    let mid = Size(width: 834, height: 1112)
    #expect(WidgetSize.small.sizeForiPad(screenSize: mid, target: .designCanvas) == Size(width: 150, height: 150))
    #expect(WidgetSize.small.sizeForiPad(screenSize: mid, target: .homeScreen) == Size(width: 132, height: 132))
    #expect(Tolerance.isApproximatelyEqual(WidgetSize.small.iPadScaleFactor(screenSize: mid), 0.88))
  }

  @Test(arguments: [
    (50.0, Size(width: 191, height: 81.5)), (49, Size(width: 191, height: 81.5)), (46, Size(width: 184, height: 80.5)),
    (45, Size(width: 184, height: 80.5)), (44, Size(width: 173, height: 76.5)), (42, Size(width: 165, height: 72.5)),
    (41, Size(width: 165, height: 72.5)), (40, Size(width: 152, height: 69.5)), (38, Size(width: 152, height: 69.5)),
    (.nan, Size(width: 152, height: 69.5)), (-3, Size(width: 152, height: 69.5)),
  ])
  func watchMedium(caseSize: Double, expected: Size) {
    #expect(WidgetSize.medium.sizeForWatch(caseSize: caseSize) == expected)
    #expect(WidgetSize.small.sizeForWatch(caseSize: caseSize) == nil)
  }

  @Test(arguments: [
    (WidgetSize.small, Size(width: 141, height: 141), Size(width: 188, height: 188)),
    (.medium, Size(width: 292, height: 141), Size(width: 412, height: 188)),
    (.large, Size(width: 292, height: 311), Size(width: 412, height: 412)),
    (.extraLarge, Size(width: 540, height: 260), Size(width: 860, height: 412)),
    (.accessoryCircular, Size(width: 68, height: 68), Size(width: 76, height: 76)),
    (.accessoryRectangular, Size(width: 153, height: 68), Size(width: 172, height: 76)),
    (.accessoryInline, Size(width: 234, height: 26), Size(width: 257, height: 26)),
  ])
  func minimumAndMaximum(size: WidgetSize, minimum: Size, maximum: Size) {
    #expect(size.minimumSize == minimum)
    #expect(size.maximumSize == maximum)
  }

  @Test(arguments: [
    (WidgetDevice.iPad, 13, [WidgetSize]()),
    (.iPad, 14, [.small, .medium, .large]),
    (.iPad, 15, [.small, .medium, .large, .extraLarge]),
    (.iPad, 17, [.small, .medium, .large, .extraLarge]),
    (.iPhone, 14, [.small, .medium, .large]),
    (.iPhone, 15, [.small, .medium, .large]),
    (.iPhone, 16, [.small, .medium, .large, .accessoryCircular, .accessoryRectangular, .accessoryInline]),
    (.iPhone, 18, [.small, .medium, .large, .accessoryCircular, .accessoryRectangular, .accessoryInline]),
  ])
  func supportedSizes(device: WidgetDevice, osVersion: Int, expected: [WidgetSize]) {
    #expect(WidgetSize.supportedSizes(device: device, osVersion: osVersion) == expected)
  }

  @Test func degenerateScreens() {
    #expect(
      WidgetSize.small.sizeForiPhone(screenSize: Size(width: CGFloat.nan, height: CGFloat.nan))
        == Size(width: 141, height: 141))
    #expect(WidgetSize.small.sizeForiPhone(screenSize: Size(width: -1, height: 0)) == Size(width: 141, height: 141))
    #expect(WidgetSize.small.sizeForiPad(screenSize: .zero, target: .homeScreen) == Size(width: 120, height: 120))
  }
}
