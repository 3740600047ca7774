extension LayoutResult {
  /// Options for ``svg(_:)``.
  public struct SVGOptions: Sendable {
    /// Margin around the root, in points (default 16).
    public var margin: CGFloat = 16
    /// Pixels per point (default 1).
    public var scale: CGFloat = 1
    /// Whether to draw single-child modifiers (frame, padding, …) as thin dotted outlines (default true).
    public var showModifiers: Bool = true
    /// Whether to label each node with its id, or its type when it has none (default true).
    public var showLabels: Bool = true
    /// Creates default options.
    public init() {}
  }

  /// The result as a standalone SVG document: every frame as an outlined box labelled with its id (or type), and
  /// every text's lines drawn where they were measured.
  ///
  /// Leaves are filled boxes with a solid outline, containers dashed blue outlines, modifiers dotted grey ones;
  /// the root's bounds are a light background. What nodes record in their ``DrawingStyle`` is drawn: a ``Color`` or
  /// `fill` fills its leaf, shapes draw their outline (circle, ellipse, capsule, rounded corners), `stroke`,
  /// `cornerRadius`, `border` and `foregroundColor` (inherited, for texts and unfilled shapes) are used, `opacity`
  /// multiplies down the tree, and hidden nodes are not drawn (nor anything below them); entries come in drawing
  /// order (`zIndex`). A ``Text`` is drawn line by line at its baselines in the family,
  /// size, weight and slant it was measured with (so a browser with the same font draws what was measured), and
  /// carries no label; a label that would sit on an ancestor's label moves down below it, and a label that would
  /// cover another entry's text or picture is the entry's tooltip (`<title>`) instead. The document is well-formed
  /// XML that browsers render directly.
  /// - Complexity: O(entries + characters of the texts).
  public func svg(_ options: SVGOptions = SVGOptions()) -> String {
    var minX = 0.0
    var minY = 0.0
    var maxX = size.width
    var maxY = size.height
    for entry in entries {
      minX = min(minX, entry.frame.minX)
      minY = min(minY, entry.frame.minY)
      maxX = max(maxX, entry.frame.maxX)
      maxY = max(maxY, entry.frame.maxY)
    }
    let m = options.margin
    let vx = minX - m
    let vy = minY - m
    let vw = maxX - minX + 2 * m
    let vh = maxY - minY + 2 * m
    func n(_ v: Double) -> String { JSONValue.formatNumber((v * 100).rounded() / 100) }
    let palette = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f"]
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(vw * options.scale))" height="\(n(vh * options.scale))" \
      viewBox="\(n(vx)) \(n(vy)) \(n(vw)) \(n(vh))" font-family="Helvetica, Arial, sans-serif">
      <title>Trellis layout \(n(size.width))×\(n(size.height))</title>
      <rect x="\(n(vx))" y="\(n(vy))" width="\(n(vw))" height="\(n(vh))" fill="#ffffff"/>
      <rect x="0" y="0" width="\(n(size.width))" height="\(n(size.height))" fill="#f4f6f8" stroke="#c0c6cc" stroke-width="0.5"/>

      """
    var leafIndex = 0
    var labelled: [Point] = []
    let inherited = svgInheritedStyles()
    let content = SVGContentIndex(entries: entries, hidden: inherited.map(\.isHidden))
    for (i, entry) in entries.enumerated() where !inherited[i].isHidden {
      let f = entry.frame
      let rect = "x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\""
      let label = xmlEscape(entry.id ?? entry.typeName)
      let drawn = inherited[i]
      out += drawn.opacity < 1 ? "<g opacity=\"\(n(drawn.opacity))\">" : ""
      switch entry.role {
      case .leaf:
        let color = palette[leafIndex % palette.count]
        leafIndex += 1
        out += "<g class=\"leaf\">" + Self.svgLeaf(entry, palette: color, foreground: drawn.foreground, n)
      case .container:
        out +=
          "<g class=\"container\"><rect \(rect) fill=\"none\" stroke=\"#1f4e9c\" stroke-width=\"1\" stroke-dasharray=\"4 2\"/>"
      case .modifier:
        // Without modifier outlines, a modifier still draws its border (as a group of its own).
        out +=
          options.showModifiers
          ? "<g class=\"modifier\"><rect \(rect) fill=\"none\" stroke=\"#8a8f96\" stroke-width=\"0.5\" stroke-dasharray=\"1 2\"/>"
          : "<g class=\"modifier\">"
      }
      out += Self.svgDecorations(entry, n)
      if entry.textAttributes != nil {
        out += Self.svgText(entry, fill: drawn.foreground?.hex ?? "#20262e", n)
      } else if options.showLabels && entry.role != .modifier && f.width >= 8 && f.height >= 6 {
        let fontSize = max(4, min(10, f.height * 0.6))
        var anchor = Point(x: f.minX + 2, y: f.minY + fontSize)
        while labelled.contains(where: { abs($0.x - anchor.x) < 24 && abs($0.y - anchor.y) < fontSize }) {
          anchor.y += fontSize
        }
        // A label never covers what the view draws (texts, pictures, fills and shapes of other entries): where it
        // would, it is the group's tooltip instead.
        let box = Rect(
          x: anchor.x, y: anchor.y - fontSize, width: Double(label.count) * fontSize * 0.6, height: fontSize * 1.25)
        if content.covers(box, except: i) {
          out += "<title>\(label)</title>"
        } else {
          labelled.append(anchor)
          out +=
            "<text x=\"\(n(anchor.x))\" y=\"\(n(anchor.y))\" font-size=\"\(n(fontSize))\" fill=\"#20262e\">\(label)</text>"
        }
      }
      out += drawn.opacity < 1 ? "</g></g>\n" : "</g>\n"
    }
    out += "</svg>\n"
    return out
  }
}

extension LayoutResult {
  /// A text entry's lines as SVG `<text>` elements at their baselines, in the measured font.
  static func svgText(_ entry: Entry, fill: String, _ n: (Double) -> String) -> String {
    guard let attributes = entry.textAttributes, let measurement = entry.textMeasurement else { return "" }
    let font = attributes.font
    let family = xmlEscape(measurement.fontFamily ?? font.familyName)
    var style = "font-family=\"\(family), \(font.design.genericFamily)\" font-size=\"\(n(measurement.fontSize))\""
    style += " font-weight=\"\(font.weight.value)\""
    if font.isItalic { style += " font-style=\"italic\"" }
    // Tracking and kerning as CSS letter spacing (after every character), scaled as the font was; tracking's
    // ligatures off, as measured.
    let spacing = attributes.spacing
    let requested = font.validatedSize
    let letterSpacing =
      (spacing.validatedTracking + spacing.validatedKerning) * (requested > 0 ? measurement.fontSize / requested : 0)
    if letterSpacing != 0 { style += " letter-spacing=\"\(n(letterSpacing))\"" }
    if spacing.validatedTracking != 0 { style += " font-variant-ligatures=\"none\"" }
    var out = ""
    for line in entry.textLines {
      // A right-to-left paragraph starts at its right edge; the browser's bidi reordering then matches the
      // measurer's (the same UAX #9 paragraph direction), and the width is the same sum of shaped runs.
      let x = n(entry.frame.minX + line.x + (line.isRightToLeft ? line.width : 0))
      let y = n(entry.frame.minY + line.baseline)
      let direction = line.isRightToLeft ? " direction=\"rtl\" unicode-bidi=\"embed\"" : ""
      out += "<text x=\"\(x)\" y=\"\(y)\" \(style)\(direction) xml:space=\"preserve\" fill=\"\(fill)\">"
      out += "\(xmlEscape(line.text))</text>"
    }
    return out
  }
}

/// Escapes text for XML content and attribute values.
///
/// - Complexity: O(length).
package func xmlEscape(_ text: String) -> String {
  var out = ""
  out.reserveCapacity(text.count)
  for ch in text {
    switch ch {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    case "'": out += "&apos;"
    case "\t", "\n": out.append(ch)
    default:
      // XML 1.0 allows no other control characters, even escaped: show them as U+FFFD.
      if let ascii = ch.asciiValue, ascii < 0x20 { out += "\u{FFFD}" } else { out.append(ch) }
    }
  }
  return out
}
