import Foundation
import Trellis

/// A minimal SVG writer: shapes and texts appended in drawing order, every attribute and text escaped.
///
/// ```swift
/// var svg = SVGDocument(width: 200, height: 100)
/// svg.rect(x: 10, y: 10, width: 50, height: 30, fill: "#0072B2")
/// svg.text("A & B", x: 10, y: 60)
/// let xml = svg.render()
/// ```
struct SVGDocument {
  /// The canvas width in pixels.
  var width: Double
  /// The canvas height in pixels.
  var height: Double
  private var elements: [String] = []
  /// The fonts texts ask for: DejaVu Sans first, the face ``textWidth(_:size:bold:)`` measures with; where it is
  /// missing the narrower Helvetica or Arial, so measured widths never fall short.
  static let fontFamily = "DejaVu Sans, Helvetica, Arial, sans-serif"

  /// Creates an empty canvas.
  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A rectangle.
  ///
  /// - Complexity: O(1).
  mutating func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String = "none", stroke: String? = nil,
    strokeWidth: Double = 1, opacity: Double? = nil
  ) {
    var attributes = [("x", n(x)), ("y", n(y)), ("width", n(max(0, width))), ("height", n(max(0, height)))]
    attributes.append(("fill", fill))
    if let stroke { attributes += [("stroke", stroke), ("stroke-width", n(strokeWidth))] }
    if let opacity { attributes.append(("fill-opacity", n(opacity))) }
    append("rect", attributes)
  }

  /// A straight line.
  ///
  /// - Complexity: O(1).
  mutating func line(
    x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, strokeWidth: Double = 1, dash: String? = nil
  ) {
    var attributes = [("x1", n(x1)), ("y1", n(y1)), ("x2", n(x2)), ("y2", n(y2))]
    attributes += [("stroke", stroke), ("stroke-width", n(strokeWidth))]
    if let dash { attributes.append(("stroke-dasharray", dash)) }
    append("line", attributes)
  }

  /// An open line through `points`.
  ///
  /// - Complexity: O(number of points).
  mutating func polyline(_ points: [(Double, Double)], stroke: String, strokeWidth: Double = 2, dash: String? = nil) {
    guard points.count >= 2 else { return }
    let list = points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
    var attributes = [("points", list), ("fill", "none"), ("stroke", stroke), ("stroke-width", n(strokeWidth))]
    attributes.append(("stroke-linejoin", "round"))
    if let dash { attributes.append(("stroke-dasharray", dash)) }
    append("polyline", attributes)
  }

  /// A closed shape through `points` (markers).
  ///
  /// - Complexity: O(number of points).
  mutating func polygon(_ points: [(Double, Double)], fill: String, stroke: String? = nil) {
    var attributes = [("points", points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")), ("fill", fill)]
    if let stroke { attributes.append(("stroke", stroke)) }
    append("polygon", attributes)
  }

  /// A circle.
  ///
  /// - Complexity: O(1).
  mutating func circle(cx: Double, cy: Double, r: Double, fill: String, stroke: String? = nil) {
    var attributes = [("cx", n(cx)), ("cy", n(cy)), ("r", n(r)), ("fill", fill)]
    if let stroke { attributes.append(("stroke", stroke)) }
    append("circle", attributes)
  }

  /// A text; `anchor` is `start`, `middle` or `end`; `rotate` turns it about its anchor point (degrees).
  ///
  /// - Complexity: O(length of `text`).
  mutating func text(
    _ text: String, x: Double, y: Double, size: Double = 12, anchor: String = "start", weight: String? = nil,
    fill: String = "#222", rotate: Double? = nil
  ) {
    var attributes = [("x", n(x)), ("y", n(y)), ("font-size", n(size)), ("text-anchor", anchor), ("fill", fill)]
    attributes.append(("font-family", SVGDocument.fontFamily))
    if let weight { attributes.append(("font-weight", weight)) }
    if let rotate { attributes.append(("transform", "rotate(\(n(rotate)) \(n(x)) \(n(y)))")) }
    elements.append("<text\(Self.attributes(attributes))>\(xmlEscape(text))</text>")
  }

  /// The finished document.
  ///
  /// - Complexity: O(total size).
  func render() -> String {
    let header =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
      + "viewBox=\"0 0 \(n(width)) \(n(height))\">"
    return
      (["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", header, "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>"]
      + elements + ["</svg>", ""]).joined(separator: "\n")
  }

  private mutating func append(_ name: String, _ attributes: [(String, String)]) {
    elements.append("<\(name)\(Self.attributes(attributes))/>")
  }

  private static func attributes(_ list: [(String, String)]) -> String {
    list.map { " \($0.0)=\"\(xmlEscape($0.1))\"" }.joined()
  }

  /// A coordinate with at most two decimals; non-finite values become 0 so the XML stays valid.
  private func n(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let text = String(format: "%.2f", value).trimmingTrailingZeros
    return text == "-0" ? "0" : text
  }
}

/// The width of `text` set in `size`-pixel DejaVu Sans (the system font fontconfig finds for `Font.system`), as
/// ``SVGDocument`` writes it: HarfBuzz's advances, plus 3% for renderers that round glyph positions.
///
/// - Complexity: O(characters), once per string and size (the shaped-text cache keeps it).
func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
  guard !text.isEmpty else { return 0 }
  let font = Font.system(size: CGFloat(size), weight: bold ? .bold : .regular)
  let measured = ShapingTextMeasurer.shared.measure(
    text, attributes: TextAttributes(font: font), proposal: .unspecified)
  return Double(measured.size.width) * 1.03
}
