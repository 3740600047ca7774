import Foundation

/// UIKit's semantic colours by their UIKit names, so that `Color(.systemBackground)` and
/// `Color(uiColor: .secondaryLabel)` read as on iOS. Each is the light appearance's sRGB value as Apple's UIKit
/// documentation and the HIG colour tables give it (no dynamic appearance headless). Only the colours view files
/// commonly use are here.
///
/// - Complexity: O(1) for every member.
public struct UIColor: Hashable, Sendable {
  /// The colour.
  public let color: Color

  private init(_ name: String, _ r: Double, _ g: Double, _ b: Double, _ opacity: Double = 1) {
    color = Color(red: r / 255, green: g / 255, blue: b / 255, opacity: opacity, name: name)
  }

  /// The main background (white).
  public static let systemBackground = UIColor("systemBackground", 255, 255, 255)
  /// The background of content on the main background (#f2f2f7).
  public static let secondarySystemBackground = UIColor("secondarySystemBackground", 242, 242, 247)
  /// The third level of background (white).
  public static let tertiarySystemBackground = UIColor("tertiarySystemBackground", 255, 255, 255)
  /// The background of grouped content (#f2f2f7).
  public static let systemGroupedBackground = UIColor("systemGroupedBackground", 242, 242, 247)
  /// The background of a group's rows (white).
  public static let secondarySystemGroupedBackground = UIColor("secondarySystemGroupedBackground", 255, 255, 255)
  /// Text and labels (black).
  public static let label = UIColor("label", 0, 0, 0)
  /// Secondary labels (#3c3c43 at 60 %).
  public static let secondaryLabel = UIColor("secondaryLabel", 60, 60, 67, 0.6)
  /// Tertiary labels (#3c3c43 at 30 %).
  public static let tertiaryLabel = UIColor("tertiaryLabel", 60, 60, 67, 0.3)
  /// Placeholder text (#3c3c43 at 30 %).
  public static let placeholderText = UIColor("placeholderText", 60, 60, 67, 0.3)
  /// Separators (#3c3c43 at 29 %).
  public static let separator = UIColor("separator", 60, 60, 67, 0.29)
  /// The fill of thin and small shapes (#787880 at 20 %).
  public static let systemFill = UIColor("systemFill", 120, 120, 128, 0.2)
  /// Gray (#8e8e93).
  public static let systemGray = UIColor("systemGray", 142, 142, 147)
  /// Gray 2 (#aeaeb2).
  public static let systemGray2 = UIColor("systemGray2", 174, 174, 178)
  /// Gray 3 (#c7c7cc).
  public static let systemGray3 = UIColor("systemGray3", 199, 199, 204)
  /// Gray 4 (#d1d1d6).
  public static let systemGray4 = UIColor("systemGray4", 209, 209, 214)
  /// Gray 5 (#e5e5ea).
  public static let systemGray5 = UIColor("systemGray5", 229, 229, 234)
  /// Gray 6 (#f2f2f7).
  public static let systemGray6 = UIColor("systemGray6", 242, 242, 247)
  /// Blue (#007aff).
  public static let systemBlue = UIColor("systemBlue", 0, 122, 255)
  /// Red (#ff3b30).
  public static let systemRed = UIColor("systemRed", 255, 59, 48)
  /// Green (#34c759).
  public static let systemGreen = UIColor("systemGreen", 52, 199, 89)
  /// Orange (#ff9500).
  public static let systemOrange = UIColor("systemOrange", 255, 149, 0)
  /// Yellow (#ffcc00).
  public static let systemYellow = UIColor("systemYellow", 255, 204, 0)
  /// Pink (#ff2d55).
  public static let systemPink = UIColor("systemPink", 255, 45, 85)
  /// Purple (#af52de).
  public static let systemPurple = UIColor("systemPurple", 175, 82, 222)
  /// Indigo (#5856d6).
  public static let systemIndigo = UIColor("systemIndigo", 88, 86, 214)
  /// Teal (#30b0c7).
  public static let systemTeal = UIColor("systemTeal", 48, 176, 199)
  /// Black.
  public static let black = UIColor("black", 0, 0, 0)
  /// White.
  public static let white = UIColor("white", 255, 255, 255)
  /// Fully transparent.
  public static let clear = UIColor("clear", 0, 0, 0, 0)
}

extension Color {
  /// The colour of a UIKit semantic colour (`Color(.systemBackground)`).
  public init(_ color: UIColor) { self = color.color }

  /// The colour of a UIKit semantic colour (`Color(uiColor: .secondaryLabel)`).
  public init(uiColor color: UIColor) { self = color.color }

  /// The colour named `name` in an asset catalogue (`Color("AccentColor")`): there are no asset catalogues
  /// headless, so it is recorded by its name with no components known (clear: renderers draw nothing; Layout.md's
  /// differences table). No frame depends on a colour.
  ///
  /// - Complexity: O(1).
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(red: 0, green: 0, blue: 0, opacity: 0, name: name)
  }
}

/// A colour literal (`#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)`, what Xcode's colour picker writes) is a
/// ``UIColor``, as UIKit makes it on iOS, so `Color(#colorLiteral(…))` reads as there. Components are clamped to
/// 0…1 as ``Color/init(red:green:blue:opacity:)`` does.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
  /// The colour of a colour literal's sRGB components and alpha.
  ///
  /// - Complexity: O(1).
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}
