/// A colour: a flexible view filled with it (`Color.blue.frame(height: 20)`), and the value the styling modifiers
/// take (`.foregroundColor(.red)`, `.border(.gray)`), as SwiftUI's `Color`.
///
/// As a view, a colour is a rectangle that takes whatever size it is proposed (ideal size 10×10, like every shape);
/// the colour itself changes no frame: it is recorded for renderers (``LayoutResult/Entry/style``), and the SVG
/// renderer fills with it. Components are sRGB values from 0 to 1 (clamped; NaN counts as 0).
///
/// ```swift
/// HStack(spacing: 0) { Color.red; Color(red: 0, green: 0.5, blue: 1) }.frame(width: 100, height: 20)
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct Color: View, Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0…1.
  public let red: Double
  /// The green component, 0…1.
  public let green: Double
  /// The blue component, 0…1.
  public let blue: Double
  /// The opacity, 0…1.
  public let opacity: Double
  /// The SwiftUI name of a named colour (`"blue"`), or `nil`.
  public let name: String?

  /// A colour from sRGB components and an opacity, each from 0 to 1 (clamped).
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(red: red, green: green, blue: blue, opacity: opacity, name: nil)
  }

  /// A grey from 0 (black) to 1 (white), with an opacity.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity, name: nil)
  }

  init(red: Double, green: Double, blue: Double, opacity: Double, name: String?) {
    func clamped(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
    self.red = clamped(red)
    self.green = clamped(green)
    self.blue = clamped(blue)
    self.opacity = clamped(opacity)
    self.name = name
  }

  /// This colour with its opacity multiplied by `opacity` (SwiftUI's `Color.opacity(_:)`).
  public func opacity(_ opacity: Double) -> Color {
    Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity, name: nil)
  }

  /// The colour as SVG/CSS writes it without its opacity: `#rrggbb`.
  public var hex: String {
    func byte(_ v: Double) -> String {
      let b = Int((v * 255).rounded())
      let digits = Array("0123456789abcdef")
      return String([digits[b / 16], digits[b % 16]])
    }
    return "#" + byte(red) + byte(green) + byte(blue)
  }

  public var description: String { name ?? "\(hex) opacity \(opacity)" }

  /// A flexible rectangle filled with this colour.
  public var node: Node {
    var style = DrawingStyle()
    style.fill = self
    return Node(leaf: FlexibleLeaf(), typeName: "Color").with(style: style)
  }
}
