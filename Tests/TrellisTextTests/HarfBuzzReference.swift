import CHarfBuzz
import TrellisCore
import TrellisText

/// An independent HarfBuzz shaping of a string, at a point size, straight from the face's file: what the measurer's
/// widths are checked against. Uses HarfBuzz's 26.6 fixed point (scale = size × 64), as a renderer would.
enum HarfBuzzReference {
  /// The sum of the glyph advances of `string` shaped on one line in `face` at `size` points, and the glyph count.
  static func advance(_ string: String, face: FontFace, size: Double) -> (width: Double, glyphs: Int) {
    guard let blob = hb_blob_create_from_file(face.path) else { return (0, 0) }
    defer { hb_blob_destroy(blob) }
    let hbFace = hb_face_create(blob, 0)
    defer { hb_face_destroy(hbFace) }
    let font = hb_font_create(hbFace)
    defer { hb_font_destroy(font) }
    let scale = Int32((size * 64).rounded())
    hb_font_set_scale(font, scale, scale)
    let buffer = hb_buffer_create()
    defer { hb_buffer_destroy(buffer) }
    hb_buffer_add_utf8(buffer, string, -1, 0, -1)
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(font, buffer, nil, 0)
    var count: UInt32 = 0
    let positions = hb_buffer_get_glyph_positions(buffer, &count)
    var total = 0
    for glyph in 0..<Int(count) { total += Int(positions![glyph].x_advance) }
    return (Double(total) / 64, Int(count))
  }

  /// The sum of `runs`' advances, each shaped alone in its face (HarfBuzz guessing its script and direction), and
  /// their glyph count: what a line of several runs (directions, fallback faces) measures.
  static func advance(runs: [(String, FontFace)], size: Double) -> (width: Double, glyphs: Int) {
    runs.reduce((0, 0)) { total, run in
      let one = advance(run.0, face: run.1, size: size)
      return (total.0 + one.width, total.1 + one.glyphs)
    }
  }
}
