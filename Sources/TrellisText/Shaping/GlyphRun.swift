import TrellisCore

/// A run of glyphs of one face as HarfBuzz shaped it, in logical order among the line's runs (the builder's record).
struct ShapedGlyphRun {
  let face: FontFace
  /// The bidi embedding level (even: left to right).
  let level: Int8
  /// The glyphs in visual order within the run, in font units.
  let glyphs: [HarfBuzzFont.Glyph]
}

/// One glyph placed on a line, for drawing: its index in its face and its origin in points.
///
/// - Complexity: O(1) for every member.
public struct PositionedGlyph: Hashable, Sendable {
  /// The glyph's index in its face (HarfBuzz's glyph id, the index FreeType and Cairo use).
  public var id: UInt32
  /// The glyph origin's distance from the line's left edge, in points.
  public var x: Double
  /// The glyph origin's distance below the baseline, in points (negative above: a raised mark).
  public var y: Double
}

/// The glyphs of one face in a drawn line, left to right, as the measurer shaped them: what a renderer draws so that
/// the ink matches what the layout measured.
///
/// - Complexity: O(1) for every member.
public struct GlyphRun: Sendable {
  /// The face the glyphs index (its ``FontFace/path`` and ``FontFace/index`` load it in FreeType).
  public let face: FontFace
  /// The font size in points.
  public let size: Double
  /// The glyphs, left to right.
  public let glyphs: [PositionedGlyph]
  /// The sum of the glyphs' advances in points: the next run starts this far right of this one's start.
  public let width: Double
  /// The union of the glyphs' ink boxes, in points from the line's left edge at its baseline, y down; `nil` when no
  /// glyph has ink (spaces).
  public let inkBounds: Rect?
}

extension ShapingTextMeasurer {
  /// The glyphs of `line` (one of the lines ``lines(of:attributes:proposal:)`` sets) at `fontSize` points, in the
  /// faces the measurer chose (fallback faces included) and in visual order (UAX #9 rule L2 over the runs' levels),
  /// positioned from the line's left edge at its baseline.
  ///
  /// The line's text is shaped again on its own, with the same itemization into faces, scripts and directions as
  /// its paragraph was measured with; the advances are the measured ones except for kerning or contextual forms
  /// across the line break, which a line on its own does not see. Empty when no font can be loaded.
  ///
  /// ```swift
  /// let line = measurer.lines(of: "Hello", attributes: attributes, proposal: .unspecified)[0]
  /// let runs = measurer.glyphRuns(of: line, attributes: attributes, fontSize: 17)  // one run of DejaVu Sans
  /// ```
  ///
  /// - Complexity: O(characters of the line) (HarfBuzz's shaping).
  public func glyphRuns(of line: TextLine, attributes: TextAttributes, fontSize: Double) -> [GlyphRun] {
    let font = attributes.font
    guard let face = library.face(for: font), fontSize.isFinite, fontSize > 0, !line.text.isEmpty else { return [] }
    var builder = ShapedTextBuilder(
      line.text, face: face, font: font, library: library, ligatures: attributes.spacing.validatedTracking == 0)
    builder.glyphRuns = []
    builder.build()
    let logical = builder.glyphRuns ?? []
    var x = 0.0
    var out: [GlyphRun] = []
    for run in Self.visualOrder(logical) {
      let start = x
      let scale = fontSize / run.face.font.unitsPerEm
      var glyphs: [PositionedGlyph] = []
      glyphs.reserveCapacity(run.glyphs.count)
      var ink: Rect? = nil
      for glyph in run.glyphs {
        let origin = PositionedGlyph(id: glyph.id, x: x + glyph.xOffset * scale, y: -glyph.yOffset * scale)
        glyphs.append(origin)
        if let box = run.face.font.inkExtents(glyph.id) {
          let rect = Rect(
            x: origin.x + box.minX * scale, y: origin.y - box.maxY * scale, width: (box.maxX - box.minX) * scale,
            height: (box.maxY - box.minY) * scale)
          ink = ink.map { $0.union(rect) } ?? rect
        }
        x += glyph.xAdvance * scale
      }
      out.append(GlyphRun(face: run.face, size: fontSize, glyphs: glyphs, width: x - start, inkBounds: ink))
    }
    return out
  }

  /// Runs in logical order reordered for display (UAX #9 rule L2): from the highest level down to the lowest odd
  /// one, every maximal sequence of runs at that level or higher is reversed.
  static func visualOrder(_ runs: [ShapedGlyphRun]) -> [ShapedGlyphRun] {
    guard let highest = runs.map(\.level).max(), highest > 0 else { return runs }
    let lowestOdd = runs.map(\.level).filter { $0 & 1 == 1 }.min() ?? highest
    var order = runs
    var level = highest
    while level >= lowestOdd && level > 0 {
      var start = 0
      while start < order.count {
        guard order[start].level >= level else {
          start += 1
          continue
        }
        var end = start
        while end < order.count && order[end].level >= level { end += 1 }
        order[start..<end].reverse()
        start = end
      }
      level -= 1
    }
    return order
  }
}
