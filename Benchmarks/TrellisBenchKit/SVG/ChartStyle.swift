/// Colours, dash patterns and marker shapes that tell series apart, also in grey-scale print and for colour-blind
/// readers (the Okabe–Ito palette, each colour paired with its own dash pattern and marker).
enum ChartStyle {
  /// Series colours in order.
  static let colors = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#8C6D31"]
  /// Dash patterns in order (`nil` is a solid line).
  static let dashes: [String?] = [nil, "8 4", "2 3", "10 4 2 4", "4 4", "1 3", "12 3 3 3 3 3", "6 2"]
  /// Marker shapes in order.
  enum Marker: CaseIterable { case circle, square, triangle, diamond }

  /// The colour of series `index`.
  static func color(_ index: Int) -> String { colors[index % colors.count] }
  /// The dash pattern of series `index`.
  static func dash(_ index: Int) -> String? { dashes[index % dashes.count] }
  /// The marker of series `index`.
  static func marker(_ index: Int) -> Marker { Marker.allCases[index % Marker.allCases.count] }

  /// Draws series `index`'s marker centred at (`x`, `y`).
  ///
  /// - Complexity: O(1).
  static func drawMarker(_ index: Int, x: Double, y: Double, into svg: inout SVGDocument) {
    let color = color(index)
    let r = 3.5
    switch marker(index) {
    case .circle: svg.circle(cx: x, cy: y, r: r, fill: color)
    case .square: svg.rect(x: x - r, y: y - r, width: 2 * r, height: 2 * r, fill: color)
    case .triangle: svg.polygon([(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)], fill: color)
    case .diamond: svg.polygon([(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)], fill: color)
    }
  }

  /// A distinct colour per item index, the same for the same index everywhere: hues a golden angle apart.
  ///
  /// - Complexity: O(1).
  static func itemColor(_ index: Int) -> String {
    let hue = (Double(index) * 137.508).truncatingRemainder(dividingBy: 360)
    let lightness = index % 2 == 0 ? 0.62 : 0.72
    return hexFromHSL(hue: hue, saturation: 0.6, lightness: lightness)
  }

  /// `#rrggbb` for a colour given as hue (degrees), saturation and lightness (0…1).
  ///
  /// - Complexity: O(1).
  static func hexFromHSL(hue: Double, saturation: Double, lightness: Double) -> String {
    let c = (1 - abs(2 * lightness - 1)) * saturation
    let h = hue / 60
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch h {
      case ..<1: (c, x, 0)
      case ..<2: (x, c, 0)
      case ..<3: (0, c, x)
      case ..<4: (0, x, c)
      case ..<5: (x, 0, c)
      default: (c, 0, x)
      }
    let m = lightness - c / 2
    func hex(_ v: Double) -> String {
      let byte = Int(((v + m) * 255).rounded()).clamped(0, 255)
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + hex(r) + hex(g) + hex(b)
  }
}

extension Int {
  /// The value limited to `low…high`.
  func clamped(_ low: Int, _ high: Int) -> Int { Swift.min(Swift.max(self, low), high) }
}
