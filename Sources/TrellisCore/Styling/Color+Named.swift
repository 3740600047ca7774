/// SwiftUI's named colours, with the sRGB values of Apple's light appearance (`Color.blue` is #007aff).
///
/// - Complexity: O(1) for every member.
extension Color {
  /// Black (#000000).
  public static let black = named("black", 0, 0, 0)
  /// White (#ffffff).
  public static let white = named("white", 255, 255, 255)
  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0, name: "clear")
  /// Gray (#8e8e93).
  public static let gray = named("gray", 142, 142, 147)
  /// Red (#ff3b30).
  public static let red = named("red", 255, 59, 48)
  /// Orange (#ff9500).
  public static let orange = named("orange", 255, 149, 0)
  /// Yellow (#ffcc00).
  public static let yellow = named("yellow", 255, 204, 0)
  /// Green (#34c759).
  public static let green = named("green", 52, 199, 89)
  /// Mint (#00c7be).
  public static let mint = named("mint", 0, 199, 190)
  /// Teal (#30b0c7).
  public static let teal = named("teal", 48, 176, 199)
  /// Cyan (#32ade6).
  public static let cyan = named("cyan", 50, 173, 230)
  /// Blue (#007aff).
  public static let blue = named("blue", 0, 122, 255)
  /// Indigo (#5856d6).
  public static let indigo = named("indigo", 88, 86, 214)
  /// Purple (#af52de).
  public static let purple = named("purple", 175, 82, 222)
  /// Pink (#ff2d55).
  public static let pink = named("pink", 255, 45, 85)
  /// Brown (#a2845e).
  public static let brown = named("brown", 162, 132, 94)
  /// The primary content colour (black in the light appearance).
  public static let primary = named("primary", 0, 0, 0)
  /// The secondary content colour (a grey at 60 % opacity in the light appearance).
  public static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6, name: "secondary")
  /// The accent colour (blue by default).
  public static let accentColor = named("accentColor", 0, 122, 255)

  /// Every named colour by its SwiftUI name (the names scene files accept).
  package static let named: [String: Color] = Dictionary(
    uniqueKeysWithValues: [
      black, white, clear, gray, red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown,
      primary, secondary, accentColor,
    ].map { ($0.name!, $0) })

  private static func named(_ name: String, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> Color {
    Color(red: r / 255, green: g / 255, blue: b / 255, opacity: 1, name: name)
  }
}
