/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension Font {
  /// The design of a system font, as SwiftUI's `Font.Design`.
  public enum Design: String, Hashable, Sendable, CaseIterable {
    /// The default sans-serif design.
    case `default`
    /// A serif design.
    case serif
    /// A rounded design (measured as the sans-serif family on Linux, which has no rounded system font).
    case rounded
    /// A monospaced design.
    case monospaced

    /// The fontconfig generic family for the design.
    var genericFamily: String {
      switch self {
      case .default, .rounded: "sans-serif"
      case .serif: "serif"
      case .monospaced: "monospace"
      }
    }
  }

  /// A font weight, as SwiftUI's `Font.Weight`, with the OpenType/CSS weight it is measured with.
  public struct Weight: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The OpenType (CSS) weight: 100 (ultra light) to 900 (black).
    public let value: Int
    /// The SwiftUI name.
    package let name: String

    private init(_ value: Int, _ name: String) {
      self.value = value
      self.name = name
    }

    /// 100.
    public static let ultraLight = Weight(100, "ultraLight")
    /// 200.
    public static let thin = Weight(200, "thin")
    /// 300.
    public static let light = Weight(300, "light")
    /// 400, the default.
    public static let regular = Weight(400, "regular")
    /// 500.
    public static let medium = Weight(500, "medium")
    /// 600.
    public static let semibold = Weight(600, "semibold")
    /// 700.
    public static let bold = Weight(700, "bold")
    /// 800.
    public static let heavy = Weight(800, "heavy")
    /// 900.
    public static let black = Weight(900, "black")

    /// Every weight, lightest first.
    package static let allCases: [Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    /// The weight named `name` (`"bold"`, `"semibold"`, …), or `nil`.
    init?(named name: String) {
      guard let weight = Self.allCases.first(where: { $0.name == name }) else { return nil }
      self = weight
    }

    public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
    /// Weights are equal when their values are (the name follows from the value).
    public static func == (a: Weight, b: Weight) -> Bool { a.value == b.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
    public var description: String { name }
  }

  /// SwiftUI's text styles with their iOS point sizes at the default Dynamic Type size ("Large"); a
  /// ``DynamicTypeSize`` scales them by iOS's tables (``Font/TextStyle/pointSize(for:)``).
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    /// 34 pt, regular.
    case largeTitle
    /// 28 pt, regular.
    case title
    /// 22 pt, regular.
    case title2
    /// 20 pt, regular.
    case title3
    /// 17 pt, semibold.
    case headline
    /// 15 pt, regular.
    case subheadline
    /// 17 pt, regular.
    case body
    /// 16 pt, regular.
    case callout
    /// 13 pt, regular.
    case footnote
    /// 12 pt, regular.
    case caption
    /// 11 pt, regular.
    case caption2

    /// The point size: largeTitle 34, title 28, title2 22, title3 20, headline 17, subheadline 15, body 17,
    /// callout 16, footnote 13, caption 12, caption2 11.
    var pointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .subheadline: 15
      case .callout: 16
      case .footnote: 13
      case .caption: 12
      case .caption2: 11
      }
    }

    /// The point size at Dynamic Type size `size`: iOS's tables, ``pointSize`` at ``DynamicTypeSize/large``.
    ///
    /// The figures are Apple's Human Interface Guidelines, Typography, "Specifications": the tables "iOS, iPadOS
    /// Dynamic Type sizes" (xSmall … xxxLarge) and "iOS, iPadOS larger accessibility type sizes" (AX1 … AX5),
    /// https://developer.apple.com/design/human-interface-guidelines/typography — the sizes
    /// `UIFont.preferredFont(forTextStyle:)` answers on iOS (the same figures were read from the iOS 13.3 simulator).
    func pointSize(for size: DynamicTypeSize) -> CGFloat { Self.sizeTable[tableRow][size.index] }

    /// The row of ``sizeTable``.
    private var tableRow: Int {
      switch self {
      case .largeTitle: 0
      case .title: 1
      case .title2: 2
      case .title3: 3
      case .headline, .body: 4
      case .callout: 5
      case .subheadline: 6
      case .footnote: 7
      case .caption: 8
      case .caption2: 9
      }
    }

    /// Point sizes per style (rows: largeTitle, title, title2, title3, headline and body, callout, subheadline,
    /// footnote, caption, caption2) and Dynamic Type size (columns: xSmall, small, medium, large, xLarge, xxLarge,
    /// xxxLarge, accessibility1 … accessibility5).
    private static let sizeTable: [[CGFloat]] = [
      [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
      [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
      [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
      [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
      [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
      [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// `value` scaled from the ``DynamicTypeSize/large`` size to `size` in proportion to this style's sizes (how
    /// ``ScaledMetric`` and custom fonts relative to a style scale).
    func scale(_ value: Double, to size: DynamicTypeSize) -> Double {
      guard size != .large else { return value }
      return value * Double(pointSize(for: size)) / Double(pointSize)
    }

    /// The weight: semibold for ``headline``, regular otherwise.
    var weight: Weight { self == .headline ? .semibold : .regular }
  }
}
