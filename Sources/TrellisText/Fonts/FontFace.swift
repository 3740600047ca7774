/// A loaded face: its family, its metrics and its HarfBuzz font. Faces are loaded once by ``FontLibrary`` and shared
/// by every measurement on every thread (nothing in a face changes after it is made).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public final class FontFace: Sendable, CustomStringConvertible {
  /// A number unique among the faces of a library (a cache key).
  public let id: Int
  /// The family name the face reports (`"DejaVu Sans"`).
  public let family: String
  /// The file the face was loaded from.
  public let path: String
  /// The face's index in its file (a collection such as `.ttc` holds several; 0 otherwise).
  public let index: Int
  let font: HarfBuzzFont
  /// The advance of "…" in ems, for truncation (shaped once per face).
  let ellipsisWidth: Double

  init(id: Int, family: String, path: String, index: Int = 0, font: HarfBuzzFont) {
    self.id = id
    self.index = index
    self.family = family
    self.path = path
    self.font = font
    let ellipsis = Array("…".utf8)
    var advances = [Double](repeating: 0, count: ellipsis.count)
    ellipsis.withUnsafeBufferPointer {
      _ = font.shape($0, range: 0..<$0.count, script: 0, rightToLeft: false, tabularDigits: false, into: &advances)
    }
    self.ellipsisWidth = advances.reduce(0, +)
  }

  /// The ascender (above the baseline) at `size` points.
  public func ascender(size: Double) -> Double { font.ascender * size / font.unitsPerEm }

  /// The descender (below the baseline, positive) at `size` points.
  public func descender(size: Double) -> Double { -font.descender * size / font.unitsPerEm }

  /// The line height at `size` points: ascender + descender + line gap, from the face's horizontal metrics.
  public func lineHeight(size: Double) -> Double {
    (font.ascender - font.descender + font.lineGap) * size / font.unitsPerEm
  }

  /// The face's units per em: glyph outlines are in these units.
  public var unitsPerEm: Double { font.unitsPerEm }

  /// The outline of glyph `id` as SVG path data in font units with y up (scale it by `size / unitsPerEm` and flip
  /// y to draw it at `size` points); empty for a glyph without ink, such as a space. From HarfBuzz's drawing API.
  ///
  /// - Complexity: O(the glyph's points).
  public func outline(glyph id: UInt32) -> String { font.outline(id) }

  /// Hands `body` a fontconfig pattern (`FcPattern *`) naming this face's file and index, for a renderer's font
  /// backend (`cairo_ft_font_face_create_for_pattern`), so that only `TrellisText` calls fontconfig; `nil` when the
  /// pattern cannot be made.
  package func withFontconfigPattern<T>(_ body: (OpaquePointer) -> T) -> T? {
    Fontconfig.withFilePattern(path: path, index: index, body)
  }

  public var description: String { "\(family) (\(path))" }
}
