import CCairo
import Trellis

/// Draws a ``DisplayList`` into a Cairo context, in points (the caller scales the context for pixels). Faces and
/// pictures are loaded once per painter and released with it.
final class CairoPainter {
  private let context: OpaquePointer
  private let options: RenderOptions
  private var faces: [String: OpaquePointer] = [:]
  private var pictures: [String: Picture] = [:]
  private let fontOptions: OpaquePointer?

  init(context: OpaquePointer, options: RenderOptions) {
    self.context = context
    self.options = options
    // Outlines as designed: no hinting (which would move glyphs off the measured advances and differ between
    // FreeType builds), grey antialiasing (no subpixel colour fringes in a PNG).
    let fontOptions = cairo_font_options_create()
    cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
    self.fontOptions = fontOptions
  }

  deinit {
    for face in faces.values { cairo_font_face_destroy(face) }
    cairo_font_options_destroy(fontOptions)
  }

  /// Draws `list`: its background when the options give one, then every item.
  func paint(_ list: DisplayList) throws(RenderError) {
    if let background = options.background {
      // The whole surface: a raster's last row and column, rounded up from a fractional size, are covered too.
      setColor(background)
      cairo_paint(context)
    }
    cairo_set_font_options(context, fontOptions)
    var opacities: [Double] = []
    var shadows: [(DrawingStyle.Shadow, Rect)] = []
    for item in list.items {
      switch item {
      case .beginGroup(let opacity):
        opacities.append(opacity)
        cairo_push_group(context)
      case .endGroup:
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, opacities.popLast() ?? 1)
      case .beginTransform(let t):
        cairo_save(context)
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(context, &matrix)
      case .endTransform:
        cairo_restore(context)
      case .beginShadow(let shadow, let frame):
        shadows.append((shadow, frame))
        cairo_push_group(context)
      case .endShadow:
        guard let group = cairo_pop_group(context) else { continue }
        if let (shadow, frame) = shadows.popLast() { drawShadow(of: group, shadow, frame: frame) }
        cairo_set_source(context, group)
        cairo_paint(context)
        cairo_pattern_destroy(group)
      case .beginClip(let outline):
        cairo_save(context)
        path(outline)
        cairo_clip(context)
      case .endClip:
        cairo_restore(context)
      case .fill(let outline, let color):
        path(outline)
        setColor(color)
        cairo_fill(context)
      case .gradient(let outline, let gradient):
        path(outline)
        fill(with: gradient, in: outline.frame)
      case .stroke(let outline, let color, let lineWidth):
        path(outline)
        setColor(color)
        cairo_set_line_width(context, lineWidth)
        cairo_stroke(context)
      case .text(let text):
        drawText(text)
      case .image(let name, let frame):
        try drawImage(name, in: frame)
      }
    }
    let status = cairo_status(context)
    guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
  }

  private func setColor(_ color: Color) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.opacity)
  }

  /// Fills the current path with `gradient`, its unit points taken in `frame` (its stops in order of location; past
  /// the ends, the end colours continue).
  private func fill(with gradient: GradientFill, in frame: Rect) {
    let pattern: OpaquePointer?
    let stops: [Gradient.Stop]
    switch gradient {
    case .linear(let g, let start, let end):
      let a = frame.point(at: start)
      let b = frame.point(at: end)
      pattern = cairo_pattern_create_linear(a.x, a.y, b.x, b.y)
      stops = g.stops
    case .radial(let g, let center, let startRadius, let endRadius):
      let c = frame.point(at: center)
      pattern = cairo_pattern_create_radial(c.x, c.y, startRadius, c.x, c.y, endRadius)
      stops = g.stops
    case .angular:  // Cairo has no conic paint: the stops' average, as a one-stop gradient
      pattern = cairo_pattern_create_linear(frame.minX, frame.minY, frame.maxX, frame.minY)
      stops = [Gradient.Stop(color: RecordedStyle.gradient(gradient).representativeColor, location: 0)]
    }
    guard let pattern, !stops.isEmpty else {
      cairo_new_path(context)
      return
    }
    defer { cairo_pattern_destroy(pattern) }
    for stop in stops.enumerated().sorted(by: { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }) {
      let color = stop.element.color
      cairo_pattern_add_color_stop_rgba(
        pattern, stop.element.location, color.red, color.green, color.blue, color.opacity)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(context, pattern)
    cairo_fill(context)
  }

  /// Makes `outline` the current path.
  private func path(_ outline: DisplayList.Outline) {
    let f = outline.frame
    let half = min(f.width, f.height) / 2
    cairo_new_path(context)
    switch outline.shape {
    case .rectangle:
      roundedRectangle(f, radius: min(outline.cornerRadius, half))
    case .roundedRectangle(let radius, _):
      roundedRectangle(f, radius: min(max(radius, outline.cornerRadius), half))
    case .capsule:
      roundedRectangle(f, radius: half)
    case .circle:
      cairo_arc(context, f.midX, f.midY, max(0, half), 0, 2 * .pi)
      cairo_close_path(context)
    case .ellipse:
      guard f.width > 0, f.height > 0 else { return }
      cairo_save(context)
      cairo_translate(context, f.midX, f.midY)
      cairo_scale(context, f.width / 2, f.height / 2)
      cairo_arc(context, 0, 0, 1, 0, 2 * .pi)
      cairo_close_path(context)
      cairo_restore(context)
    case .path(let shape):
      for element in shape.path(in: f).elements {
        switch element {
        case .move(let p): cairo_move_to(context, p.x, p.y)
        case .line(let p): cairo_line_to(context, p.x, p.y)
        case .quadCurve(let p, let c):  // raised to a cubic: Cairo draws cubics only
          var x = 0.0
          var y = 0.0
          cairo_get_current_point(context, &x, &y)
          cairo_curve_to(
            context, x + 2 / 3 * (c.x - x), y + 2 / 3 * (c.y - y), p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y),
            p.x, p.y)
        case .curve(let p, let c1, let c2): cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        case .closeSubpath: cairo_close_path(context)
        }
      }
    }
  }

  /// A rectangle with corners rounded by quarter circles of `radius` (continuous corners are drawn circular too).
  private func roundedRectangle(_ f: Rect, radius: Double) {
    guard radius > 0 else {
      cairo_rectangle(context, f.minX, f.minY, f.width, f.height)
      return
    }
    let r = radius
    cairo_arc(context, f.maxX - r, f.minY + r, r, -.pi / 2, 0)
    cairo_arc(context, f.maxX - r, f.maxY - r, r, 0, .pi / 2)
    cairo_arc(context, f.minX + r, f.maxY - r, r, .pi / 2, .pi)
    cairo_arc(context, f.minX + r, f.minY + r, r, .pi, 3 * .pi / 2)
    cairo_close_path(context)
  }

  /// Draws a text's glyph runs, each in a Cairo FreeType face made from the file the measurer shaped with.
  private func drawText(_ text: DisplayList.TextRun) {
    setColor(text.color)
    for line in text.lines {
      for run in line.runs where !run.glyphs.isEmpty {
        guard let face = face(run.face) else { continue }
        cairo_set_font_face(context, face)
        cairo_set_font_size(context, run.size)
        let glyphs = run.glyphs.map {
          cairo_glyph_t(index: UInt($0.id), x: line.origin.x + $0.x, y: line.origin.y + $0.y)
        }
        glyphs.withUnsafeBufferPointer { cairo_show_glyphs(context, $0.baseAddress, Int32($0.count)) }
      }
    }
  }

  /// The Cairo face for `face` (its file and index, through the fontconfig pattern `TrellisText` makes), made once.
  private func face(_ face: FontFace) -> OpaquePointer? {
    let key = "\(face.index):\(face.path)"
    if let known = faces[key] { return known }
    let made = face.withFontconfigPattern { pattern -> OpaquePointer? in
      guard let made = cairo_ft_font_face_create_for_pattern(pattern) else { return nil }
      guard cairo_font_face_status(made) == CAIRO_STATUS_SUCCESS else {
        cairo_font_face_destroy(made)
        return nil
      }
      return made
    }
    guard let made = made ?? nil else { return nil }
    faces[key] = made
    return made
  }

  /// The largest side of a shadow's mask, in pixels (a larger shadow is not drawn).
  static let maximumShadowSide = 8_192

  /// Draws the shadow of `group` (a pattern popped from this context): its alpha within `frame` grown by the blur,
  /// rasterized in device space (at twice the resolution on vector surfaces), blurred, then painted in the shadow's
  /// colour through it as a mask, offset by the shadow's offset.
  private func drawShadow(of group: OpaquePointer, _ shadow: DrawingStyle.Shadow, frame: Rect) {
    let sigma = max(0, shadow.radius) / 2
    let margin = 3 * sigma + 1
    let region = frame.insetBy(dx: -margin, dy: -margin)
    guard region.width.isFinite, region.height.isFinite, region.width > 0, region.height > 0 else { return }
    // The region's bounding box in device space.
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for (cx, cy) in [
      (region.minX, region.minY), (region.maxX, region.minY), (region.minX, region.maxY),
      (region.maxX, region.maxY),
    ] {
      var x = Double(cx)
      var y = Double(cy)
      cairo_user_to_device(context, &x, &y)
      minX = min(minX, x)
      minY = min(minY, y)
      maxX = max(maxX, x)
      maxY = max(maxY, y)
    }
    minX = minX.rounded(.down)
    minY = minY.rounded(.down)
    let isRaster = cairo_surface_get_type(cairo_get_target(context)) == CAIRO_SURFACE_TYPE_IMAGE
    let k = isRaster ? 1.0 : 2.0
    let width = ((maxX - minX) * k).rounded(.up)
    let height = ((maxY - minY) * k).rounded(.up)
    let limit = Double(Self.maximumShadowSide)
    guard width >= 1, height >= 1, width <= limit, height <= limit,
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return }
    defer { cairo_surface_destroy(mask) }
    guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let maskContext = cairo_create(mask) else { return }
    // Mask pixel d shows the group at device point (minX, minY) + d / k: the group pattern maps this context's user
    // space through the main context's matrix, so user space here is the main one.
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    cairo_scale(maskContext, k, k)
    cairo_translate(maskContext, -minX, -minY)
    cairo_transform(maskContext, &matrix)
    cairo_set_source(maskContext, group)
    cairo_paint(maskContext)
    cairo_destroy(maskContext)
    cairo_surface_flush(mask)
    // The blur's standard deviation in mask pixels: the user-space one times the matrix's scale.
    var ux = 1.0
    var uy = 0.0
    cairo_user_to_device_distance(context, &ux, &uy)
    if let data = cairo_image_surface_get_data(mask) {
      Self.blur(
        data, width: Int(width), height: Int(height), stride: Int(cairo_image_surface_get_stride(mask)),
        sigma: sigma * (ux * ux + uy * uy).squareRoot() * k)
    }
    cairo_surface_mark_dirty(mask)
    var offsetX = Double(shadow.x)
    var offsetY = Double(shadow.y)
    cairo_user_to_device_distance(context, &offsetX, &offsetY)
    cairo_save(context)
    cairo_identity_matrix(context)
    cairo_translate(context, minX + offsetX, minY + offsetY)
    cairo_scale(context, 1 / k, 1 / k)
    setColor(shadow.color)
    cairo_mask_surface(context, mask, 0, 0)
    cairo_restore(context)
  }

  /// Blurs an 8-bit alpha image in place: three box blurs in each direction, whose widths make a Gaussian of
  /// standard deviation `sigma` pixels (a box of width w has variance (w² − 1) / 12).
  ///
  /// - Complexity: O(pixels), whatever the radius (running sums).
  static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
    let boxWidth = (4 * sigma * sigma + 1).squareRoot()
    let radius = Int(((boxWidth - 1) / 2).rounded())
    guard radius > 0, width > 0, height > 0 else { return }
    var line = [Int](repeating: 0, count: max(width, height))
    var out = [Int](repeating: 0, count: max(width, height))
    func pass(count: Int, read: (Int) -> Int, write: (Int, Int) -> Void) {
      for index in 0..<count { line[index] = read(index) }
      for _ in 0..<3 {
        var sum = 0
        for index in 0..<min(radius, count) { sum += line[index] }
        let span = 2 * radius + 1
        for index in 0..<count {
          if index + radius < count { sum += line[index + radius] }
          if index - radius - 1 >= 0 { sum -= line[index - radius - 1] }
          out[index] = sum
        }
        for index in 0..<count { line[index] = (out[index] + span / 2) / span }
      }
      for index in 0..<count { write(index, line[index]) }
    }
    for y in 0..<height {
      let row = data + y * stride
      pass(count: width, read: { Int(row[$0]) }, write: { row[$0] = UInt8(min(255, $1)) })
    }
    for x in 0..<width {
      pass(count: height, read: { Int(data[$0 * stride + x]) }, write: { data[$0 * stride + x] = UInt8(min(255, $1)) })
    }
  }

  /// Draws the picture `name` stretched to `frame`.
  private func drawImage(_ name: String, in frame: Rect) throws(RenderError) {
    let picture: Picture
    if let known = pictures[name] {
      picture = known
    } else {
      picture = try Picture.load(name, directory: options.imageDirectory)
      pictures[name] = picture
    }
    guard frame.width > 0, frame.height > 0, picture.width > 0, picture.height > 0 else { return }
    cairo_save(context)
    cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
    cairo_clip(context)
    cairo_translate(context, frame.minX, frame.minY)
    cairo_scale(context, frame.width / Double(picture.width), frame.height / Double(picture.height))
    cairo_set_source_surface(context, picture.surface, 0, 0)
    cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
    cairo_paint(context)
    cairo_restore(context)
  }
}
