import CCairo
import CFontconfig
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
    for item in list.items {
      switch item {
      case .beginGroup(let opacity):
        opacities.append(opacity)
        cairo_push_group(context)
      case .endGroup:
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, opacities.popLast() ?? 1)
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

  /// The Cairo face for `face` (its file and index, through a fontconfig pattern), made once.
  private func face(_ face: FontFace) -> OpaquePointer? {
    let key = "\(face.index):\(face.path)"
    if let known = faces[key] { return known }
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    _ = face.path.withCString { path in
      path.withMemoryRebound(to: UInt8.self, capacity: face.path.utf8.count + 1) {
        FcPatternAddString(pattern, "file", $0)
      }
    }
    _ = FcPatternAddInteger(pattern, "index", Int32(clamping: face.index))
    guard let made = cairo_ft_font_face_create_for_pattern(pattern),
      cairo_font_face_status(made) == CAIRO_STATUS_SUCCESS
    else { return nil }
    faces[key] = made
    return made
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
