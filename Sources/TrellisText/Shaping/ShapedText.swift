import TrellisCore

/// One string shaped in one face, independent of the point size: every advance is in ems, so a text measured at
/// twenty proposals and three sizes is shaped once (``ShapedTextCache``).
///
/// The string is cut into paragraphs at newlines; each paragraph is itemized into runs of one face (the requested
/// one, or a fallback for characters it has no glyph for) and one script, each run shaped by HarfBuzz with the
/// paragraph as context. Glyph advances are summed per grapheme cluster; the graphemes are grouped into
/// *segments* ending at UAX #14 break opportunities (libunibreak), each with its width without and with its trailing
/// spaces, which is what the greedy line breaker (``forEachLine(maxWidth:_:)``) walks.
///
/// - Complexity: building is O(n) in the string's UTF-8 length plus HarfBuzz's shaping.
final class ShapedText: Sendable {
  /// The string's UTF-8 bytes (to cut line texts out of).
  let utf8: [UInt8]
  /// The byte offset each grapheme starts at; one more entry than graphemes (the end).
  let graphemeStart: [Int32]
  /// Each grapheme's advance in ems.
  let graphemeAdvance: [Double]
  /// Per segment: the grapheme it ends before, the grapheme its trailing spaces start at, and its widths in ems.
  let segmentEnd: [Int32]
  let segmentContentEnd: [Int32]
  let segmentContent: [Double]
  let segmentSpace: [Double]
  /// Per paragraph: its first grapheme, the segment it ends before and its one-line width in ems.
  let paragraphStart: [Int32]
  let paragraphSegmentEnd: [Int32]
  let paragraphWidth: [Double]
  /// Per paragraph: whether its base direction is right to left (UAX #9: its first strong character).
  let paragraphRightToLeft: [Bool]
  /// The font families the text is drawn in, as a CSS list: the face's, then the fallback faces' in the order
  /// first used (`"DejaVu Sans, WenQuanYi Micro Hei"`), so that a browser draws each character from the face it
  /// was measured in.
  let families: String
  /// The width of "…" in ems, for truncation.
  let ellipsisWidth: Double
  /// The scalars no installed face covers (measured as the missing-glyph box), each once, in the order first met.
  let uncoveredScalars: [Unicode.Scalar]
  /// How many distinct scalars no installed face covers (``uncoveredScalars`` lists at most 32).
  let uncoveredScalarCount: Int
  /// The most glyphs HarfBuzz returned in one cluster of one shaping call, counted in the paragraphs with marks or
  /// invisible characters (0 for text without any): a base and at most 30 marks when marks pile up
  /// (``StreamSafeCounter``), so the shaping stayed linear.
  let largestCluster: Int
  /// Per paragraph: the tracking after its last grapheme, which hangs (it is not part of the paragraph's last line's
  /// width, as trailing whitespace); empty when the text has no tracking (``spaced(kerning:tracking:)``).
  let paragraphHang: [Double]

  /// Shapes `string` in `face`, cutting shaping runs after `clusterLimit` marks in a row (``StreamSafeCounter``;
  /// another limit only in tests, to compare with unbounded shaping); `fastPaths: false` (tests) sets ASCII through
  /// the general path.
  init(
    _ string: String, face: FontFace, font: Font, library: FontLibrary,
    clusterLimit: Int = StreamSafeCounter.limit, fastPaths: Bool = true, ligatures: Bool = true
  ) {
    var builder = ShapedTextBuilder(
      string, face: face, font: font, library: library, clusterLimit: clusterLimit, fastPaths: fastPaths,
      ligatures: ligatures)
    builder.build()
    utf8 = builder.utf8
    graphemeStart = builder.graphemeStart
    graphemeAdvance = builder.graphemeAdvance
    segmentEnd = builder.segmentEnd
    segmentContentEnd = builder.segmentContentEnd
    segmentContent = builder.segmentContent
    segmentSpace = builder.segmentSpace
    paragraphStart = builder.paragraphStart
    paragraphSegmentEnd = builder.paragraphSegmentEnd
    paragraphWidth = builder.paragraphWidth
    paragraphRightToLeft = builder.paragraphRightToLeft
    ellipsisWidth = face.ellipsisWidth
    uncoveredScalars = builder.uncovered
    uncoveredScalarCount = builder.uncoveredSet.count
    largestCluster = builder.largestCluster
    families = ([face.family] + builder.fallbackFamilies).joined(separator: ", ")
    paragraphHang = []
  }

  /// `base` with `kerning` + `tracking` ems added after every grapheme (newlines excepted), each grapheme's advance
  /// kept at least 0. The tracking part of a grapheme's advance (what it adds over the kerned advance) hangs at a
  /// line's end: it moves from a segment's content width into its trailing space width, and a paragraph's width
  /// leaves out its last grapheme's. The ellipsis is kerned, and its tracking hangs (it ends a tail-truncated line).
  ///
  /// - Complexity: O(graphemes).
  init(spacing base: ShapedText, kerning: Double, tracking: Double) {
    utf8 = base.utf8
    graphemeStart = base.graphemeStart
    segmentEnd = base.segmentEnd
    segmentContentEnd = base.segmentContentEnd
    paragraphStart = base.paragraphStart
    paragraphSegmentEnd = base.paragraphSegmentEnd
    paragraphRightToLeft = base.paragraphRightToLeft
    families = base.families
    uncoveredScalars = base.uncoveredScalars
    uncoveredScalarCount = base.uncoveredScalarCount
    largestCluster = base.largestCluster
    ellipsisWidth = max(0, base.ellipsisWidth + kerning)
    var advances = base.graphemeAdvance
    var content = [Double](repeating: 0, count: base.segmentContent.count)
    var space = [Double](repeating: 0, count: base.segmentSpace.count)
    var widths = [Double](repeating: 0, count: base.paragraphWidth.count)
    var hangs = [Double](repeating: 0, count: base.paragraphWidth.count)
    var segment = 0
    for paragraph in 0..<base.paragraphCount {
      var grapheme = Int(base.paragraphStart[paragraph])
      var total = 0.0
      var lastHang = 0.0
      while segment < Int(base.paragraphSegmentEnd[paragraph]) {
        let contentEnd = Int(base.segmentContentEnd[segment])
        let end = Int(base.segmentEnd[segment])
        var contentWidth = 0.0
        var spaceWidth = 0.0
        while grapheme < end {
          let plain = base.graphemeAdvance[grapheme]
          let kerned = max(0, plain + kerning)
          let spaced = max(0, plain + kerning + tracking)
          advances[grapheme] = spaced
          lastHang = spaced - kerned
          if grapheme < contentEnd { contentWidth += spaced } else { spaceWidth += spaced }
          if grapheme == contentEnd - 1 {
            contentWidth -= lastHang
            spaceWidth += lastHang
          }
          total += spaced
          grapheme += 1
        }
        content[segment] = contentWidth
        space[segment] = spaceWidth
        segment += 1
      }
      widths[paragraph] = total - lastHang
      hangs[paragraph] = lastHang
    }
    graphemeAdvance = advances
    segmentContent = content
    segmentSpace = space
    paragraphWidth = widths
    paragraphHang = hangs
  }

  /// The width of the widest paragraph on one line, in ems (the ideal width).
  var idealWidth: Double { paragraphWidth.max() ?? 0 }

  /// The number of paragraphs (0 for the empty string).
  var paragraphCount: Int { paragraphStart.count }

  /// Whether paragraph `index` is set right to left under `layoutDirection`: its first strong character's direction
  /// (UAX #9 rules P2–P3), or the layout direction when it has none (UAX #9 rule HL1, as CSS's
  /// `unicode-bidi: plaintext`: `"42 %"` is right to left in a right-to-left layout).
  ///
  /// - Complexity: O(1) left to right or for a right-to-left paragraph; else O(the paragraph's characters).
  func isRightToLeft(paragraph index: Int, layoutDirection: LayoutDirection) -> Bool {
    if paragraphRightToLeft[index] { return true }
    guard layoutDirection == .rightToLeft else { return false }
    let start = Int(graphemeStart[Int(paragraphStart[index])])
    let end =
      index + 1 < paragraphCount
      ? Int(graphemeStart[Int(paragraphStart[index + 1]) - 1]) : Int(graphemeStart[graphemeStart.count - 1])
    let scalars = String(decoding: utf8[start..<end], as: UTF8.self).unicodeScalars.map(\.value)
    return !FriBidi.hasStrongCharacter(scalars)
  }

  /// The text of graphemes `range`, for drawing.
  func text(graphemes range: Range<Int>) -> String {
    guard !range.isEmpty else { return "" }
    let bytes = utf8[Int(graphemeStart[range.lowerBound])..<Int(graphemeStart[range.upperBound])]
    return String(decoding: bytes, as: UTF8.self)
  }
}
