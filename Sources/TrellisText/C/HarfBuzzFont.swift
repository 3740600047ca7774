import CHarfBuzz
import Synchronization

/// One OpenType face loaded by HarfBuzz from a file, with a font at the face's own units (scale = units per em), so
/// that shaping does not depend on the point size: advances are scaled by `size / unitsPerEm` afterwards.
///
/// The HarfBuzz font is made immutable after creation, which HarfBuzz documents as safe to shape with from several
/// threads at once; each shaping call makes its own buffer. Every HarfBuzz call of `TrellisText` is in this file.
final class HarfBuzzFont: @unchecked Sendable {
  private let blob: OpaquePointer
  private let face: OpaquePointer
  private let font: OpaquePointer
  /// Font units per em.
  let unitsPerEm: Double
  /// Ascender, descender (negative below the baseline) and line gap, in font units.
  let ascender: Double
  let descender: Double
  let lineGap: Double
  /// Which ASCII scalars the face has glyphs for, one bit each (looked up once: most text is ASCII).
  private let asciiCoverage: (UInt64, UInt64)

  /// Loads face `index` of the file at `path`; `nil` when the file is missing, empty or has no glyphs.
  init?(path: String, index: Int) {
    guard !path.isEmpty, !path.utf8.contains(0), index >= 0, index <= Int(Int32.max),
      let blob = hb_blob_create_from_file(path)
    else { return nil }
    guard hb_blob_get_length(blob) > 0, let face = hb_face_create(blob, UInt32(index)) else {
      hb_blob_destroy(blob)
      return nil
    }
    let upem = hb_face_get_upem(face)
    guard hb_face_get_glyph_count(face) > 0, upem > 0, let font = hb_font_create(face) else {
      hb_face_destroy(face)
      hb_blob_destroy(blob)
      return nil
    }
    hb_font_set_scale(font, Int32(upem), Int32(upem))
    hb_font_make_immutable(font)
    var extents = hb_font_extents_t()
    _ = hb_font_get_h_extents(font, &extents)
    self.blob = blob
    self.face = face
    self.font = font
    self.unitsPerEm = Double(upem)
    self.ascender = Double(extents.ascender)
    self.descender = Double(extents.descender)
    self.lineGap = Double(extents.line_gap)
    var coverage: (UInt64, UInt64) = (0, 0)
    for value in UInt32(0)..<128 {
      var glyph: hb_codepoint_t = 0
      guard hb_font_get_nominal_glyph(font, value, &glyph) != 0 else { continue }
      if value < 64 { coverage.0 |= 1 << UInt64(value) } else { coverage.1 |= 1 << UInt64(value - 64) }
    }
    self.asciiCoverage = coverage
  }

  deinit {
    hb_font_destroy(font)
    hb_face_destroy(face)
    hb_blob_destroy(blob)
  }

  /// Whether the face maps `scalar` to a glyph.
  func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 64 { return asciiCoverage.0 & (1 << UInt64(value)) != 0 }
    if value < 128 { return asciiCoverage.1 & (1 << UInt64(value - 64)) != 0 }
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
  }

  /// Whether the face has a glyph for every byte of `bytes`, all of which must be ASCII, and whether any of them is a
  /// letter (the only ASCII characters whose script, Latin, is not Common): one pass over the bytes and two bit
  /// tests, so ASCII text needs no font decision per character.
  ///
  /// - Complexity: O(`bytes.count`).
  func coversASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> (covered: Bool, hasLetter: Bool) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    for byte in bytes {
      let bit = UInt64(1) &<< UInt64(byte & 63)
      if byte & 64 == 0 { low |= bit } else { high |= bit }
    }
    // A–Z are bits 1…26 and a–z bits 33…58 of the upper half.
    let letters: UInt64 = (((1 << 26) - 1) << 1) | (((1 << 26) - 1) << 33)
    return (low & ~asciiCoverage.0 == 0 && high & ~asciiCoverage.1 == 0, high & letters != 0)
  }

  /// Latin's script tag, the script of an ASCII run with a letter.
  static let latin = HB_SCRIPT_LATIN.rawValue

  /// Shapes bytes `range` of `text` (the whole text is passed as context) in `script`, right to left or left to
  /// right (the run's bidi level), adding each glyph's advance in ems to `advances[cluster]`, where a cluster is the
  /// UTF-8 offset its glyphs start at. With `countsClusters`, answers the number of glyphs in the largest cluster
  /// (else, and for an empty range, 0).
  ///
  /// - Complexity: O(`range.count`) (HarfBuzz's shaping) when no more than a few dozen marks follow a base; HarfBuzz
  ///   6.0 looks back over a base's marks for each mark, O(m²) for m marks (``StreamSafeCounter`` bounds m).
  @discardableResult
  func shape(
    _ text: UnsafeBufferPointer<UInt8>, range: Range<Int>, script: UInt32, rightToLeft: Bool, tabularDigits: Bool,
    ligatures: Bool = true, countsClusters: Bool = false, into advances: inout [Double]
  ) -> Int {
    withShapedBuffer(
      text, range: range, script: script, rightToLeft: rightToLeft, tabularDigits: tabularDigits, ligatures: ligatures
    ) {
      infos, positions, count in
      for glyph in 0..<count {
        let cluster = Int(infos[glyph].cluster)
        if cluster < advances.count { advances[cluster] += Double(positions[glyph].x_advance) / unitsPerEm }
      }
      guard countsClusters else { return 0 }
      // A cluster's glyphs are adjacent in HarfBuzz's output, in either direction.
      var largest = 0
      var length = 0
      var previous: UInt32? = nil
      for glyph in 0..<count {
        let cluster = infos[glyph].cluster
        length = cluster == previous ? length + 1 : 1
        previous = cluster
        largest = max(largest, length)
      }
      return largest
    } ?? 0
  }

  /// One glyph as HarfBuzz positions it, in font units (y up, as OpenType).
  struct Glyph {
    var id: UInt32
    var xAdvance: Double
    var xOffset: Double
    var yOffset: Double
  }

  /// Shapes bytes `range` of `text` as ``shape(_:range:script:rightToLeft:tabularDigits:ligatures:countsClusters:into:)``
  /// does, and answers the glyphs in visual order (HarfBuzz reverses a right-to-left run), for drawing.
  ///
  /// - Complexity: O(`range.count`), HarfBuzz's shaping.
  func glyphs(
    _ text: UnsafeBufferPointer<UInt8>, range: Range<Int>, script: UInt32, rightToLeft: Bool, tabularDigits: Bool,
    ligatures: Bool = true
  ) -> [Glyph] {
    withShapedBuffer(
      text, range: range, script: script, rightToLeft: rightToLeft, tabularDigits: tabularDigits, ligatures: ligatures
    ) {
      infos, positions, count in
      (0..<count).map { index in
        let position = positions[index]
        return Glyph(
          id: infos[index].codepoint, xAdvance: Double(position.x_advance), xOffset: Double(position.x_offset),
          yOffset: Double(position.y_offset))
      }
    } ?? []
  }

  /// Shapes bytes `range` of `text` (the whole text as context) in `script` and direction, with tabular digits when
  /// asked and without the optional ligatures (`liga`, `clig`: what a nonzero tracking turns off) when `ligatures` is
  /// `false`, and hands HarfBuzz's glyph infos, positions and their count to `body`; `nil` for an empty or invalid range
  /// (or when HarfBuzz makes no buffer). The one setup ``shape(_:range:script:rightToLeft:tabularDigits:ligatures:countsClusters:into:)``
  /// and ``glyphs(_:range:script:rightToLeft:tabularDigits:ligatures:)`` share, so drawing shapes exactly as measuring does.
  private func withShapedBuffer<R>(
    _ text: UnsafeBufferPointer<UInt8>, range: Range<Int>, script: UInt32, rightToLeft: Bool, tabularDigits: Bool,
    ligatures: Bool,
    _ body: (UnsafeMutablePointer<hb_glyph_info_t>, UnsafeMutablePointer<hb_glyph_position_t>, Int) -> R
  ) -> R? {
    guard let base = text.baseAddress, !range.isEmpty, range.lowerBound >= 0, range.upperBound <= text.count,
      text.count <= Int(Int32.max), let buffer = Self.takeBuffer()
    else { return nil }
    defer { Self.giveBack(buffer) }
    base.withMemoryRebound(to: CChar.self, capacity: text.count) { chars in
      hb_buffer_add_utf8(buffer, chars, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
    }
    if !Self.isNeutral(script) { hb_buffer_set_script(buffer, hb_script_t(rawValue: script)) }
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_guess_segment_properties(buffer)
    if tabularDigits || !ligatures {
      var features: [hb_feature_t] = []
      for name in (tabularDigits ? ["tnum"] : []) + (ligatures ? [] : ["-liga", "-clig"]) {
        var feature = hb_feature_t()
        _ = hb_feature_from_string(name, -1, &feature)
        features.append(feature)
      }
      hb_shape(font, buffer, features, UInt32(features.count))
    } else {
      hb_shape(font, buffer, nil, 0)
    }
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return nil }
    return body(infos, positions, Int(count))
  }

  /// One shaping buffer kept between calls (its address, 0 when none or in use): taking and giving it back are one
  /// atomic exchange each, so text is shaped without creating a buffer and growing its arrays every call; a thread
  /// that finds it taken makes its own.
  private static let spareBuffer = Atomic<UInt>(0)

  /// The spare buffer, emptied (`hb_buffer_reset`: no text, no direction, script or language), or a new one.
  private static func takeBuffer() -> OpaquePointer? {
    let spare = spareBuffer.exchange(0, ordering: .acquiring)
    guard spare != 0, let buffer = OpaquePointer(bitPattern: spare) else { return hb_buffer_create() }
    hb_buffer_reset(buffer)
    return buffer
  }

  /// Keeps `buffer` as the spare one when there is none and it held no more than 4,096 glyphs (so that one long
  /// text does not keep its arrays for the process), else destroys it.
  private static func giveBack(_ buffer: OpaquePointer) {
    guard hb_buffer_get_length(buffer) <= 4_096 else {
      hb_buffer_destroy(buffer)
      return
    }
    let address = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(buffer)))
    guard !spareBuffer.compareExchange(expected: 0, desired: address, ordering: .releasing).exchanged else { return }
    hb_buffer_destroy(buffer)
  }

  /// The ink box of glyph `id` in font units, y up (`minY` is the lowest ink), or `nil` when it has none (a space).
  func inkExtents(_ id: UInt32) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
    var extents = hb_glyph_extents_t()
    guard hb_font_get_glyph_extents(font, id, &extents) != 0, extents.width != 0 || extents.height != 0 else {
      return nil
    }
    let x0 = Double(extents.x_bearing)
    let x1 = x0 + Double(extents.width)
    let y1 = Double(extents.y_bearing)
    let y0 = y1 + Double(extents.height)
    return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
  }

  /// The outline of glyph `id` as SVG path data in font units, y up (empty for a glyph without one, as a space).
  ///
  /// - Complexity: O(the glyph's points).
  func outline(_ id: UInt32) -> String {
    let path = OutlineBuilder()
    withExtendedLifetime(path) {
      hb_font_get_glyph_shape(font, id, Self.drawFuncs, Unmanaged.passUnretained(path).toOpaque())
    }
    return path.data
  }

  /// HarfBuzz's drawing callbacks, writing into the ``OutlineBuilder`` passed as draw data (made once, then immutable,
  /// which HarfBuzz documents as safe to share between threads; each call has its own builder).
  nonisolated(unsafe) private static let drawFuncs: OpaquePointer? = {
    let funcs = hb_draw_funcs_create()
    func builder(_ data: UnsafeMutableRawPointer?) -> OutlineBuilder {
      Unmanaged<OutlineBuilder>.fromOpaque(data!).takeUnretainedValue()
    }
    hb_draw_funcs_set_move_to_func(
      funcs, { _, data, _, x, y, _ in builder(data).add("M", [x, y]) }, nil, nil)
    hb_draw_funcs_set_line_to_func(
      funcs, { _, data, _, x, y, _ in builder(data).add("L", [x, y]) }, nil, nil)
    hb_draw_funcs_set_quadratic_to_func(
      funcs, { _, data, _, cx, cy, x, y, _ in builder(data).add("Q", [cx, cy, x, y]) }, nil, nil)
    hb_draw_funcs_set_cubic_to_func(
      funcs, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in builder(data).add("C", [c1x, c1y, c2x, c2y, x, y]) },
      nil, nil)
    hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in builder(data).add("Z", []) }, nil, nil)
    hb_draw_funcs_make_immutable(funcs)
    return funcs
  }()

  /// The Unicode script of `scalar` (an ISO 15924 tag as HarfBuzz's `hb_script_t`).
  static func script(of scalar: Unicode.Scalar) -> UInt32 {
    hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value).rawValue
  }

  /// Whether `script` is Common, Inherited or Unknown: it takes the script of the text around it.
  static func isNeutral(_ script: UInt32) -> Bool {
    script == HB_SCRIPT_COMMON.rawValue || script == HB_SCRIPT_INHERITED.rawValue
      || script == HB_SCRIPT_UNKNOWN.rawValue
  }
}

/// SVG path data collected from HarfBuzz's drawing callbacks.
private final class OutlineBuilder {
  var data = ""

  func add(_ command: String, _ values: [Float]) {
    data += command
    data += values.map { value in
      let rounded = (Double(value) * 100).rounded() / 100
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }.joined(separator: " ")
  }
}
