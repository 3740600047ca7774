import Foundation
import Trellis

/// How an SVG document draws text.
public enum SVGTextMode: String, Sendable, CaseIterable {
  /// Every glyph as a path from its font's outline (HarfBuzz's drawing API), defined once and reused: the document
  /// looks the same where the fonts are not installed. The default.
  case outlines
  /// Every line as a `<text>` element in its fonts' families, stretched to its measured width (`textLength`):
  /// selectable and searchable, drawn right only where the same fonts are installed.
  case text
}

extension DisplayList {
  /// The drawing as an SVG document the size of the view in points: shapes as SVG shapes, gradients as SVG
  /// gradients, opacity as groups, clips as clip paths, transforms as group transforms, shadows as blur filters,
  /// pictures embedded as data, text as glyph outlines or `<text>` (`textMode`).
  ///
  /// - Throws: ``RenderError`` when a picture cannot be read.
  /// - Complexity: O(items + glyphs + picture bytes).
  public func svgDocument(_ options: RenderOptions = RenderOptions(), textMode: SVGTextMode = .outlines)
    throws(RenderError) -> String
  {
    var writer = SVGWriter(options: options, textMode: textMode)
    try writer.write(self)
    return writer.document(size: size)
  }
}

/// Writes a display list as SVG elements, collecting the glyph outlines to define once.
private struct SVGWriter {
  let options: RenderOptions
  let textMode: SVGTextMode
  var body = ""
  var glyphs: [String: String] = [:]
  var nextID = 0

  init(options: RenderOptions, textMode: SVGTextMode) {
    self.options = options
    self.textMode = textMode
  }

  func n(_ value: Double) -> String { JSONValue.formatNumber((value * 1000).rounded() / 1000) }

  mutating func id(_ prefix: String) -> String {
    nextID += 1
    return "\(prefix)\(nextID)"
  }

  func document(size: Size) -> String {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
      width="\(n(size.width))pt" height="\(n(size.height))pt" viewBox="0 0 \(n(size.width)) \(n(size.height))">

      """
    if glyphs.values.contains(where: { !$0.isEmpty }) {
      out += "<defs>\n"
      for (key, path) in glyphs.sorted(by: { $0.key < $1.key }) where !path.isEmpty {
        out += "<path id=\"\(key)\" d=\"\(path)\"/>\n"
      }
      out += "</defs>\n"
    }
    if let background = options.background {
      out += "<rect width=\"100%\" height=\"100%\"\(paint("fill", background))/>\n"
    }
    return out + body + "</svg>\n"
  }

  /// ` fill="#rrggbb"` (and its opacity when below 1), for `attribute` `fill` or `stroke`.
  func paint(_ attribute: String, _ color: Color) -> String {
    " \(attribute)=\"\(color.hex)\"" + (color.opacity < 1 ? " \(attribute)-opacity=\"\(n(color.opacity))\"" : "")
  }

  /// The SVG element drawing `outline`, without its closing `/>`.
  func shape(_ outline: DisplayList.Outline) -> String {
    let f = outline.frame
    let half = min(f.width, f.height) / 2
    let rect = "x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\""
    switch outline.shape {
    case .circle: return "<circle cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" r=\"\(n(max(0, half)))\""
    case .ellipse:
      return "<ellipse cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" rx=\"\(n(f.width / 2))\" ry=\"\(n(f.height / 2))\""
    case .capsule: return "<rect \(rect) rx=\"\(n(half))\""
    case .path(let custom): return "<path d=\"\(custom.path(in: f).svgData(n))\""
    case .roundedRectangle(let radius, _):
      return "<rect \(rect) rx=\"\(n(min(max(radius, outline.cornerRadius), half)))\""
    case .rectangle:
      let radius = min(outline.cornerRadius, half)
      return radius > 0 ? "<rect \(rect) rx=\"\(n(radius))\"" : "<rect \(rect)"
    }
  }

  mutating func write(_ list: DisplayList) throws(RenderError) {
    for item in list.items {
      switch item {
      case .beginTransform(let t):
        body += "<g transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { n($0) }.joined(separator: " ")))\">\n"
      case .beginGroup(let opacity):
        body += "<g opacity=\"\(n(opacity))\">\n"
      case .beginShadow(let shadow, let frame):
        let filter = id("shadow")
        let sigma = max(0, shadow.radius) / 2
        let margin = 3 * sigma + abs(shadow.x) + abs(shadow.y) + 1
        let region = frame.insetBy(dx: -margin, dy: -margin)
        body += """
          <filter id="\(filter)" filterUnits="userSpaceOnUse" x="\(n(region.minX))" y="\(n(region.minY))" \
          width="\(n(region.width))" height="\(n(region.height))" color-interpolation-filters="sRGB">\
          <feGaussianBlur in="SourceAlpha" stdDeviation="\(n(sigma))"/>\
          <feOffset dx="\(n(shadow.x))" dy="\(n(shadow.y))" result="blurred"/>\
          <feFlood flood-color="\(shadow.color.hex)" flood-opacity="\(n(shadow.color.opacity))"/>\
          <feComposite in2="blurred" operator="in"/>\
          <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
          <g filter="url(#\(filter))">

          """
      case .beginClip(let outline):
        let clip = id("clip")
        body += "<clipPath id=\"\(clip)\">\(shape(outline))/></clipPath><g clip-path=\"url(#\(clip))\">\n"
      case .endTransform, .endGroup, .endShadow, .endClip:
        body += "</g>\n"
      case .fill(let outline, let color):
        body += shape(outline) + paint("fill", color) + "/>\n"
      case .gradient(let outline, let gradient):
        let name = id("gradient")
        body += gradientElement(gradient, id: name, frame: outline.frame)
        body += shape(outline) + " fill=\"url(#\(name))\"/>\n"
      case .stroke(let outline, let color, let lineWidth):
        body += shape(outline) + " fill=\"none\"" + paint("stroke", color) + " stroke-width=\"\(n(lineWidth))\"/>\n"
      case .text(let text):
        textMode == .outlines ? writeOutlines(text) : writeText(text)
      case .image(let name, let frame):
        let (_, bytes, isPNG) = try Picture.file(name, directory: options.imageDirectory)
        let data = Data(bytes).base64EncodedString()
        body += """
          <image x="\(n(frame.minX))" y="\(n(frame.minY))" width="\(n(frame.width))" height="\(n(frame.height))" \
          preserveAspectRatio="none" xlink:href="data:image/\(isPNG ? "png" : "jpeg");base64,\(data)"/>

          """
      }
    }
  }

  func gradientElement(_ gradient: GradientFill, id: String, frame: Rect) -> String {
    let open: String
    let close: String
    let stops: [Gradient.Stop]
    switch gradient {
    case .linear(let g, let start, let end):
      let a = frame.point(at: start)
      let b = frame.point(at: end)
      open = """
        <linearGradient id="\(id)" gradientUnits="userSpaceOnUse" x1="\(n(a.x))" y1="\(n(a.y))" \
        x2="\(n(b.x))" y2="\(n(b.y))">
        """
      close = "</linearGradient>"
      stops = g.stops
    case .radial(let g, let center, let startRadius, let endRadius):
      let c = frame.point(at: center)
      open = """
        <radialGradient id="\(id)" gradientUnits="userSpaceOnUse" cx="\(n(c.x))" cy="\(n(c.y))" \
        r="\(n(endRadius))" fr="\(n(startRadius))">
        """
      close = "</radialGradient>"
      stops = g.stops
    case .angular:  // SVG has no conic paint: the stops' average, as a one-stop gradient
      open = "<linearGradient id=\"\(id)\">"
      close = "</linearGradient>"
      stops = [Gradient.Stop(color: RecordedStyle.gradient(gradient).representativeColor, location: 0)]
    }
    let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
    let stopElements = sorted.map { stop in
      let color = stop.element.color
      return "<stop offset=\"\(n(stop.element.location))\" stop-color=\"\(color.hex)\""
        + (color.opacity < 1 ? " stop-opacity=\"\(n(color.opacity))\"" : "") + "/>"
    }
    return open + stopElements.joined() + close + "\n"
  }

  /// Each glyph as a `<use>` of its outline, defined once per face and glyph.
  mutating func writeOutlines(_ text: DisplayList.TextRun) {
    body += "<g\(paint("fill", text.color))>"
    for line in text.lines {
      for run in line.runs {
        let scale = run.size / run.face.unitsPerEm
        for glyph in run.glyphs {
          let key = "glyph\(run.face.id)-\(glyph.id)"
          if glyphs[key] == nil { glyphs[key] = run.face.outline(glyph: glyph.id) }
          guard glyphs[key]?.isEmpty == false else { continue }
          let x = line.origin.x + glyph.x
          let y = line.origin.y + glyph.y
          body += "<use xlink:href=\"#\(key)\" transform=\"matrix(\(n(scale)) 0 0 \(n(-scale)) \(n(x)) \(n(y)))\"/>"
        }
      }
    }
    body += "</g>\n"
  }

  /// Each line as a `<text>` in its runs' families, stretched to the measured width.
  mutating func writeText(_ text: DisplayList.TextRun) {
    for line in text.lines where !line.line.text.isEmpty {
      var families: [String] = []
      for run in line.runs where !families.contains(run.face.family) { families.append(run.face.family) }
      let size = line.runs.first?.size ?? 0
      let width = line.line.width
      let x = line.origin.x + (line.line.isRightToLeft ? width : 0)
      var style = line.line.isRightToLeft ? " direction=\"rtl\" unicode-bidi=\"embed\"" : ""
      if text.font.weight.value != 400 { style += " font-weight=\"\(text.font.weight.value)\"" }
      if text.font.isItalic { style += " font-style=\"italic\"" }
      body += """
        <text x="\(n(x))" y="\(n(line.origin.y))" font-family="\(xmlEscape(families.joined(separator: ", ")))" \
        font-size="\(n(size))"\(paint("fill", text.color))\(style) textLength="\(n(width))" \
        lengthAdjust="spacingAndGlyphs" xml:space="preserve">\(xmlEscape(line.line.text))</text>

        """
    }
  }
}
