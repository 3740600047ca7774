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
  /// For a text of several styles: the grapheme each style starts at, and each style's metrics in ems of the base
  /// size (its face's ascender, descender and line gap times its scale); `nil` for a text of one style.
  let styles: StyleMetrics?

  /// The vertical metrics of the styles of a text of several styles (``ShapedText/styles``).
  struct StyleMetrics {
    var graphemeStart: [Int32]
    var ascent: [Double]
    var descent: [Double]
    var gap: [Double]
    /// Each style's kerning and tracking in base ems (``ShapedText/init(spacing:kerning:tracking:)`` adds them to
    /// its graphemes) and its baseline offset in base ems (already in its ascent or descent: a raised style's
    /// ascent grows by its offset, a lowered style's descent by its magnitude, as CoreText's line bounds hold the
    /// moved glyphs).
    var kerning: [Double] = []
    var tracking: [Double] = []
    var offset: [Double] = []

    /// Whether any style has a nonzero kerning or tracking.
    var changesAdvances: Bool { kerning.contains { $0 != 0 } || tracking.contains { $0 != 0 } }

    /// The largest ascent, descent and line gap of the styles graphemes `range` touch (the style of
    /// `range.lowerBound` for an empty range), in base ems: a line's metrics, as Core Text takes a line's
    /// ascent, descent and leading from the largest of its runs'; and the baseline offset of its first style.
    ///
    /// - Complexity: O(log styles + styles touched).
    func line(_ range: Range<Int>) -> (ascent: Double, descent: Double, gap: Double, offset: Double) {
      var low = 0
      var high = graphemeStart.count
      while high - low > 1 {
        let middle = (low + high) / 2
        if Int(graphemeStart[middle]) <= range.lowerBound { low = middle } else { high = middle }
      }
      var result = (ascent: ascent[low], descent: descent[low], gap: gap[low], offset: offset[low])
      var index = low + 1
      while index < graphemeStart.count, Int(graphemeStart[index]) < range.upperBound {
        result.ascent = max(result.ascent, ascent[index])
        result.descent = max(result.descent, descent[index])
        result.gap = max(result.gap, gap[index])
        index += 1
      }
      return result
    }
  }

  /// Per paragraph: the tracking after its last grapheme, which hangs (it is not part of the paragraph's last line's
  /// width, as trailing whitespace); empty when the text has no tracking (``init(spacing:kerning:tracking:)``).
  let paragraphHang: [Double]

  /// Shapes `string` in `face`, cutting shaping runs after `clusterLimit` marks in a row (``StreamSafeCounter``;
  /// another limit only in tests, to compare with unbounded shaping); `fastPaths: false` (tests) sets ASCII through
  /// the general path.
  init(
    _ string: String, face: FontFace, font: Font, library: FontLibrary,
    clusterLimit: Int = StreamSafeCounter.limit, fastPaths: Bool = true, ligatures: Bool = true,
    styles: [ShapedTextBuilder.StyleRun]? = nil
  ) {
    var builder = ShapedTextBuilder(
      string, face: face, font: font, library: library, clusterLimit: clusterLimit, fastPaths: fastPaths,
      ligatures: ligatures, styles: styles)
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
    self.styles = styles.map { styles in
      let starts = builder.graphemeStart
      let baseSize = font.validatedSize
      var metrics = StyleMetrics(graphemeStart: [], ascent: [], descent: [], gap: [])
      for style in styles {
        // The grapheme holding the style's first byte.
        var low = 0
        var high = starts.count
        while high - low > 1 {
          let middle = (low + high) / 2
          if Int(starts[middle]) <= style.bytes.lowerBound { low = middle } else { high = middle }
        }
        let font = style.face.font
        let scale = style.scale / font.unitsPerEm
        metrics.graphemeStart.append(Int32(low))
        let spacing = style.spacing
        let offset = baseSize > 0 ? spacing.validatedBaselineOffset / baseSize : 0
        metrics.ascent.append(font.ascender * scale + max(0, offset))
        metrics.descent.append(-font.descender * scale + max(0, -offset))
        metrics.gap.append(font.lineGap * scale)
        metrics.kerning.append(baseSize > 0 ? spacing.validatedKerning / baseSize : 0)
        metrics.tracking.append(baseSize > 0 ? spacing.validatedTracking / baseSize : 0)
        metrics.offset.append(offset)
      }
      return metrics
    }
    paragraphHang = []
  }

  /// `base` with `kerning` + `tracking` ems added after every grapheme (newlines excepted), each grapheme's advance
  /// kept at least 0. The tracking part of a grapheme's advance (what it adds over the kerned advance) hangs at a
  /// line's end: it moves from a segment's content width into its trailing space width, and a paragraph's width
  /// leaves out its last grapheme's. The ellipsis is kerned, and its tracking hangs (it ends a tail-truncated line).
  /// In a text of several styles each grapheme also gets its style's kerning and tracking
  /// (``StyleMetrics/kerning``, ``StyleMetrics/tracking``), so that `kerning` and `tracking` are what is added to
  /// every style (the tightening's negative tracking); the ellipsis gets `kerning` only.
  ///
  /// - Complexity: O(graphemes).
  init(spacing base: ShapedText, kerning: Double, tracking: Double) {
    styles = base.styles
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
    // The style of the current grapheme, and the grapheme the next style starts at (`Int.max` after the last).
    var style = 0
    var nextStyle = Int.max
    var styleKerning = kerning
    var styleTracking = tracking
    if let styles = base.styles, !styles.graphemeStart.isEmpty {
      nextStyle = styles.graphemeStart.count > 1 ? Int(styles.graphemeStart[1]) : Int.max
      styleKerning = kerning + styles.kerning[0]
      styleTracking = tracking + styles.tracking[0]
    }
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
          if grapheme >= nextStyle, let styles = base.styles {
            // Styles may start inside one grapheme: take the last that starts at or before this one.
            while style + 1 < styles.graphemeStart.count, Int(styles.graphemeStart[style + 1]) <= grapheme {
              style += 1
            }
            nextStyle = style + 1 < styles.graphemeStart.count ? Int(styles.graphemeStart[style + 1]) : Int.max
            styleKerning = kerning + styles.kerning[style]
            styleTracking = tracking + styles.tracking[style]
          }
          let plain = base.graphemeAdvance[grapheme]
          let kerned = max(0, plain + styleKerning)
          let spaced = max(0, plain + styleKerning + styleTracking)
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
