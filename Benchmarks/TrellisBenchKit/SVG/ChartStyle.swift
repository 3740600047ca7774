/// How one chart series is drawn: its colour, dash pattern and marker, and whether it belongs to the peers' family.
struct SeriesStyle: Hashable, Sendable {
  /// The stroke (and, for Trellis's series, marker fill) colour, `#rrggbb`.
  var color: String
  /// The line's dash pattern; `nil` is a solid line.
  var dash: String?
  /// The marker shape.
  var marker: ChartStyle.Marker
  /// A peer's series: hollow markers on a thinner line, in the peers' own colours.
  var isPeer: Bool

  /// The line's width in pixels.
  var strokeWidth: Double { isPeer ? 1.6 : 2 }

  /// Draws the marker centred at (`x`, `y`): filled for Trellis's series, hollow (white inside) for the peers'.
  ///
  /// - Complexity: O(1).
  func drawMarker(x: Double, y: Double, into svg: inout SVGDocument) {
    let fill = isPeer ? "white" : color
    let stroke: String? = isPeer ? color : nil
    let r = 3.6
    switch marker {
    case .circle: svg.circle(cx: x, cy: y, r: r, fill: fill, stroke: stroke)
    case .square:
      svg.rect(x: x - r, y: y - r, width: 2 * r, height: 2 * r, fill: fill, stroke: stroke, strokeWidth: 1.4)
    case .triangle: svg.polygon([(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)], fill: fill, stroke: stroke)
    case .diamond:
      svg.polygon([(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)], fill: fill, stroke: stroke)
    case .downTriangle:
      svg.polygon([(x, y + r + 1), (x + r + 1, y - r), (x - r - 1, y - r)], fill: fill, stroke: stroke)
    }
  }
}

/// Colours, dash patterns and marker shapes that tell series apart, also in grey-scale print and for colour-blind
/// readers. Trellis's own series take the Okabe–Ito colours (without its yellow, too faint on white), filled markers
/// and 2 px lines; the peers take darker colours the Okabe–Ito set does not have (most from Paul Tol's schemes), one
/// per peer engine (Taffy is the same colour in every chart), hollow markers, longer dashes and thinner lines, so the
/// two families stay apart even in one colour.
///
/// Trellis's style number `i` is (colour `i mod C`, marker `i mod M`, dash `i mod D`) with C, M and D pairwise
/// coprime, so the first C × M × D numbers are all different combinations (Chinese remainder theorem) and neighbouring
/// numbers differ in all three. A peer's style is its engine's colour with the marker and dash of its number among the
/// peers' series (``peerStyle(engine:number:)``).
enum ChartStyle {
  /// Trellis's series colours in order (Okabe–Ito: blue, vermilion, bluish green, reddish purple, orange, sky blue,
  /// black).
  static let trellisColors = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"]
  /// Trellis's dash patterns in order (`nil` is a solid line).
  static let trellisDashes: [String?] = [nil, "8 4", "2 3", "10 4 2 4", "5 2 1 2"]
  /// The peer engines' colours in order (wine, indigo, dark brown, olive, grey, dark teal).
  static let peerColors = ["#882255", "#332288", "#661100", "#999933", "#777777", "#1D5C63"]
  /// The peers' dash patterns in order: all broken, none of Trellis's.
  static let peerDashes: [String?] = ["12 5", "3 4", "12 4 3 4"]
  /// Marker shapes.
  enum Marker: Hashable, Sendable { case circle, square, triangle, diamond, downTriangle }
  /// Trellis's markers in order.
  static let trellisMarkers: [Marker] = [.circle, .square, .triangle, .diamond]
  /// The peers' markers in order.
  static let peerMarkers: [Marker] = [.circle, .square, .triangle, .diamond, .downTriangle]

  /// How many different styles Trellis's family has.
  static let trellisCapacity = trellisColors.count * trellisMarkers.count * trellisDashes.count
  /// How many peer series have different (marker, dash) pairs.
  static let peerVariants = peerMarkers.count * peerDashes.count

  /// Trellis's style number `index`; numbers below ``trellisCapacity`` all differ.
  ///
  /// - Complexity: O(1).
  static func trellisStyle(_ index: Int) -> SeriesStyle {
    let markers = trellisMarkers
    return SeriesStyle(
      color: trellisColors[index % trellisColors.count], dash: trellisDashes[index % trellisDashes.count],
      marker: markers[index % markers.count], isPeer: false)
  }

  /// The style of peer series number `number` (over all peers), of peer engine number `engine`: the engine's colour,
  /// marker `number mod M` and dash `number mod D` (M and D coprime), so the first M × D peer series all differ in
  /// marker or dash, whatever their engines, and neighbours differ in both.
  ///
  /// - Complexity: O(1).
  static func peerStyle(engine: Int, number: Int) -> SeriesStyle {
    SeriesStyle(
      color: peerColors[engine % peerColors.count], dash: peerDashes[number % peerDashes.count],
      marker: peerMarkers[number % peerMarkers.count], isPeer: true)
  }

  /// The peer engine a peer series belongs to: the first word of its name ("Taffy" for "Taffy flex-wrap (peer)").
  static func peerEngine(_ name: String) -> String {
    let base = name.hasSuffix(PeerRunner.suffix) ? name.dropLast(PeerRunner.suffix.count) : Substring(name)
    return String(base.split(separator: " ").first ?? base)
  }

  /// Whether the series named `name` is a peer's ("Taffy (peer)", "kiwi (peer)").
  static func isPeer(_ name: String) -> Bool { name.hasSuffix(PeerRunner.suffix) }

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
