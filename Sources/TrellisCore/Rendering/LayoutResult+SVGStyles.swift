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
    case .path(let custom):
      return "<path d=\"\(custom.path(in: f).svgData(n))\""
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

/// Where a result's entries draw detail a label must not hide (texts and pictures; a label on a fill stays legible
/// and hides nothing), in square cells of a grid (frames wider or taller than 16 cells in a list of their own), so that the debugging picture can
/// keep its labels off them.
struct SVGContentIndex {
  private static let cell = 64.0
  private static let maximumCells: Int64 = 16
  private var cells: [Int64: [Int]] = [:]
  private var large: [Int] = []
  private var frames: [Rect] = []
  private var owners: [Int] = []

  /// The index of the shown texts and pictures (`hidden[i]`: entry `i` or an ancestor is hidden).
  ///
  /// - Complexity: O(entries).
  init(entries: LayoutResult.Entries, hidden: [Bool]) {
    for (index, entry) in entries.enumerated() where !hidden[index] {
      let draws = entry.textAttributes != nil || entry.style?.imageName != nil
      let frame = entry.frame
      guard draws, frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { continue }
      let slot = frames.count
      frames.append(frame)
      owners.append(index)
      if let keys = Self.keys(frame) {
        for key in keys { cells[key, default: []].append(slot) }
      } else {
        large.append(slot)
      }
    }
  }

  /// Whether `box` (a label's, a few cells at most) overlaps what an entry other than `entry` draws.
  ///
  /// - Complexity: O(the frames in the cells `box` covers + the large frames).
  func covers(_ box: Rect, except entry: Int) -> Bool {
    let slots = (Self.keys(box) ?? []).flatMap { cells[$0] ?? [] } + large
    return slots.contains { slot in
      guard owners[slot] != entry else { return false }
      let overlap = frames[slot].intersection(box)
      return !overlap.isNull && overlap.width > 0 && overlap.height > 0
    }
  }

  /// The grid cells a rectangle covers, or `nil` when it spans more than ``maximumCells`` on a side.
  private static func keys(_ rect: Rect) -> [Int64]? {
    let x0 = (rect.minX / cell).rounded(.down)
    let x1 = (rect.maxX / cell).rounded(.down)
    let y0 = (rect.minY / cell).rounded(.down)
    let y1 = (rect.maxY / cell).rounded(.down)
    guard abs(x0) < 1e9, abs(x1) < 1e9, abs(y0) < 1e9, abs(y1) < 1e9 else { return nil }
    let (left, right, top, bottom) = (Int64(x0), Int64(x1), Int64(y0), Int64(y1))
    guard right - left < maximumCells, bottom - top < maximumCells else { return nil }
    var keys: [Int64] = []
    for x in left...right {
      for y in top...bottom { keys.append(x << 32 ^ (y & 0xFFFF_FFFF)) }
    }
    return keys
  }
}
