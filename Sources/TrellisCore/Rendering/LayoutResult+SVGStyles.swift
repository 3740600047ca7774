extension LayoutResult {
  /// What an entry inherits for drawing: hidden (itself or an ancestor), the product of the opacities down to it,
  /// and the nearest foreground colour.
  struct SVGInherited {
    var isHidden = false
    var opacity = 1.0
    var foreground: Color?
  }

  /// ``SVGInherited`` for every entry (parents come before their children in ``entries``).
  ///
  /// - Complexity: O(entries).
  func svgInheritedStyles() -> [SVGInherited] {
    var out: [SVGInherited] = []
    out.reserveCapacity(entries.count)
    for entry in entries {
      var drawn = entry.parent.map { out[$0] } ?? SVGInherited()
      if let style = entry.style {
        if style.isHidden { drawn.isHidden = true }
        if let opacity = style.opacity { drawn.opacity *= opacity }
        if let color = style.foregroundColor { drawn.foreground = color }
      }
      out.append(drawn)
    }
    return out
  }

  /// A leaf's shape: its recorded outline (a rectangle when none), filled with its fill colour, else the inherited
  /// foreground colour, else the debugging palette's `palette` colour at 25 %, and outlined by its stroke, else in
  /// the palette colour.
  static func svgLeaf(_ entry: Entry, palette: String, foreground: Color?, _ n: (Double) -> String) -> String {
    let style = entry.style
    let fillColor = style?.fill ?? (style?.shape != nil ? foreground : nil)
    var paint = fillColor.map { "fill=\"\($0.hex)\"" + opacityAttribute("fill-opacity", $0.opacity, n) }
    paint = paint ?? "fill=\"\(palette)\" fill-opacity=\"0.25\""
    if let stroke = style?.stroke {
      paint! += " stroke=\"\(stroke.hex)\"" + opacityAttribute("stroke-opacity", stroke.opacity, n)
      paint! += " stroke-width=\"\(n(style?.lineWidth ?? 1))\""
    } else if fillColor == nil {
      paint! += " stroke=\"\(palette)\" stroke-width=\"1\""
    }
    return svgOutline(style?.shape ?? .rectangle, entry.frame, cornerRadius: style?.cornerRadius, n) + " \(paint!)/>"
  }

  /// A border and a clip outline, where the entry records them.
  static func svgDecorations(_ entry: Entry, _ n: (Double) -> String) -> String {
    guard let border = entry.style?.border, border.width > 0 else { return "" }
    let f = entry.frame
    let w = min(border.width, f.width / 2, f.height / 2)
    let inset = Rect(x: f.minX + w / 2, y: f.minY + w / 2, width: f.width - w, height: f.height - w)
    return svgOutline(.rectangle, inset, cornerRadius: nil, n)
      + " fill=\"none\" stroke=\"\(border.color.hex)\"" + opacityAttribute("stroke-opacity", border.color.opacity, n)
      + " stroke-width=\"\(n(w))\"/>"
  }

  /// The opening of the SVG element that draws `shape` in `frame` (without its paint and closing `/>`).
  static func svgOutline(_ shape: ShapeKind, _ f: Rect, cornerRadius: CGFloat?, _ n: (Double) -> String) -> String {
    let rect = "x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\""
    let half = min(f.width, f.height) / 2
    switch shape {
    case .circle:
      return "<circle cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" r=\"\(n(half))\""
    case .ellipse:
      return "<ellipse cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" rx=\"\(n(f.width / 2))\" ry=\"\(n(f.height / 2))\""
    case .capsule:
      return "<rect \(rect) rx=\"\(n(half))\""
    case .roundedRectangle(let radius, _):
      return "<rect \(rect) rx=\"\(n(min(max(radius, cornerRadius ?? 0), half)))\""
    case .rectangle:
      guard let cornerRadius, cornerRadius > 0 else { return "<rect \(rect)" }
      return "<rect \(rect) rx=\"\(n(min(cornerRadius, half)))\""
    }
  }

  private static func opacityAttribute(_ name: String, _ opacity: Double, _ n: (Double) -> String) -> String {
    opacity < 1 ? " \(name)=\"\(n(opacity))\"" : ""
  }
}
