import TrellisCore

/// Builds a ``ShapedText``: paragraphs, runs (face × script), HarfBuzz shaping, graphemes and segments.
struct ShapedTextBuilder {
  let string: String
  let face: FontFace
  let font: Font
  let library: FontLibrary
  var utf8: [UInt8]
  /// Advance (ems) at each byte a cluster starts at.
  var byteAdvance: [Double]
  var graphemeStart: [Int32] = []
  var graphemeAdvance: [Double] = []
  var segmentEnd: [Int32] = []
  var segmentContentEnd: [Int32] = []
  var segmentContent: [Double] = []
  var segmentSpace: [Double] = []
  var paragraphStart: [Int32] = []
  var paragraphSegmentEnd: [Int32] = []
  var paragraphWidth: [Double] = []
  var paragraphRightToLeft: [Bool] = []
  /// The families of the fallback faces some characters were shaped in, in the order first used.
  var fallbackFamilies: [String] = []
  /// The scalars no installed face has a glyph for, each once, in the order first met, the first
  /// ``uncoveredListLimit`` of them.
  var uncovered: [Unicode.Scalar] = []
  /// Every distinct scalar no installed face has a glyph for (its size is the count ``uncovered`` may cut).
  var uncoveredSet: Set<UInt32> = []
  /// The most uncovered scalars listed (a string of every private-use character lists 32 and counts the rest).
  static let uncoveredListLimit = 32
  /// The most scalars in a row that cannot be a base one shaping run may hold (``StreamSafeCounter``).
  let clusterLimit: Int
  /// Whether ASCII takes the paths that skip per-character work (`false` only in tests, which compare the two).
  let fastPaths: Bool
  /// The most glyphs HarfBuzz returned in one cluster of one run, in the paragraphs with marks or invisible characters.
  var largestCluster = 0
  /// Whether the font's optional ligatures are used (`false` under a nonzero tracking, as CoreText).
  let ligatures: Bool
  /// When not `nil`, every shaped run's glyphs are appended here too, in logical order (for drawing a line).
  var glyphRuns: [ShapedGlyphRun]? = nil
  /// The styled runs of a text of several styles (``StyleRun``), in order, covering the string; `nil` for one style.
  let styles: [StyleRun]?
  /// The style index of each byte, for a text of several styles.
  private let styleOfByte: [Int32]

  /// A part of a text of several styles: its bytes, its face and font, and its size over the text's base size (its
  /// advances in the base size's ems are its own ems times `scale`).
  struct StyleRun {
    var bytes: Range<Int>
    var face: FontFace
    var font: Font
    var scale: Double
    /// The run's kerning and tracking in points at its own size, and its baseline offset in points (``TextSpacing``;
    /// the run's own or the text's); a nonzero tracking turns the run's optional ligatures off.
    var spacing = TextSpacing.none
  }

  init(
    _ string: String, face: FontFace, font: Font, library: FontLibrary,
    clusterLimit: Int = StreamSafeCounter.limit, fastPaths: Bool = true, ligatures: Bool = true,
    styles: [StyleRun]? = nil
  ) {
    self.fastPaths = fastPaths
    self.ligatures = ligatures
    self.styles = styles
    var styleOfByte: [Int32] = []
    if let styles {
      styleOfByte.reserveCapacity(string.utf8.count)
      for (index, style) in styles.enumerated() {
        styleOfByte.append(contentsOf: repeatElement(Int32(index), count: style.bytes.count))
      }
    }
    self.styleOfByte = styleOfByte
    self.string = string
    self.face = face
    self.font = font
    self.library = library
    self.clusterLimit = clusterLimit
    self.utf8 = Array(string.utf8)
    self.byteAdvance = [Double](repeating: 0, count: utf8.count)
  }

  /// A grapheme: its bytes, and whether it ends its paragraph (a newline) or is a breakable space.
  private struct Grapheme {
    var start: Int
    var end: Int
    var isNewline: Bool
    var isSpace: Bool
  }

  mutating func build() {
    if fastPaths && utf8.allSatisfy({ $0 < 0x80 }) {
      buildASCII()
      return
    }
    let graphemes = characterGraphemes()
    var paragraph: [Grapheme] = []
    paragraph.reserveCapacity(graphemes.count)
    for grapheme in graphemes {
      if grapheme.isNewline {
        addParagraph(paragraph, newline: grapheme)
        paragraph.removeAll(keepingCapacity: true)
      } else {
        paragraph.append(grapheme)
      }
    }
    if !graphemes.isEmpty { addParagraph(paragraph, newline: nil) }
    graphemeStart.append(Int32(utf8.count))
  }

  /// ``build()`` for an ASCII string, without making `Character`s or grapheme records: every byte is a grapheme but
  /// "\r\n", which is one (UAX #29), as `characterGraphemes()` finds them; newlines are U+000A … U+000D, as
  /// `Character.isNewline`. The same paragraphs, graphemes and segments as the general path, in one pass per
  /// paragraph over its bytes.
  private mutating func buildASCII() {
    let count = utf8.count
    graphemeStart.reserveCapacity(count + 1)
    graphemeAdvance.reserveCapacity(count + 1)
    var breaks = [CChar](repeating: 0, count: count)
    var start = 0
    var offset = 0
    while offset < count {
      let byte = utf8[offset]
      guard byte >= 0x0A && byte <= 0x0D else {
        offset += 1
        continue
      }
      addASCIIParagraph(start..<offset, newline: offset, breaks: &breaks)
      offset += byte == 0x0D && offset + 1 < count && utf8[offset + 1] == 0x0A ? 2 : 1
      start = offset
    }
    if count > 0 { addASCIIParagraph(start..<count, newline: nil, breaks: &breaks) }
    graphemeStart.append(Int32(count))
  }

  /// ``addParagraph(_:newline:)`` for bytes `range` of an ASCII string (one grapheme per byte), the newline's offset
  /// when one ends it; `breaks` is scratch as long as the string (libunibreak's answers land at the paragraph's
  /// offsets).
  private mutating func addASCIIParagraph(_ range: Range<Int>, newline: Int?, breaks: inout [CChar]) {
    paragraphStart.append(Int32(graphemeAdvance.count))
    paragraphRightToLeft.append(shapeRuns(range))
    var total = 0.0
    if !range.isEmpty {
      utf8.withUnsafeBufferPointer { text in
        breaks.withUnsafeMutableBufferPointer { out in
          Unibreak.breakOpportunities(
            UnsafeBufferPointer(rebasing: text[range]), into: out.baseAddress! + range.lowerBound)
        }
      }
      // The columns grow by this paragraph's graphemes (one a byte) and segments (one a break opportunity, and the
      // last), then are written through pointers: no append, uniqueness check or bounds check a byte.
      var segments = 1
      breaks.withUnsafeBufferPointer { breaks in
        for offset in range.lowerBound..<(range.upperBound - 1) where Unibreak.isOpportunity(breaks[offset]) {
          segments += 1
        }
      }
      var columns = ASCIIColumns(taking: &self)
      total = columns.add(range, segments: segments, text: utf8, advances: byteAdvance, breaks: breaks)
      columns.give(to: &self)
    }
    if let newline {
      // The newline itself is a grapheme of no width (so byte offsets stay contiguous) in no segment.
      graphemeStart.append(Int32(newline))
      graphemeAdvance.append(0)
    }
    paragraphSegmentEnd.append(Int32(segmentEnd.count))
    paragraphWidth.append(total)
  }

  /// The grapheme and segment columns taken out of the builder (so that writing them is not an access to it).
  private struct ASCIIColumns {
    var graphemeStart: [Int32]
    var graphemeAdvance: [Double]
    var segmentEnd: [Int32]
    var segmentContentEnd: [Int32]
    var segmentContent: [Double]
    var segmentSpace: [Double]

    init(taking builder: inout ShapedTextBuilder) {
      graphemeStart = builder.graphemeStart
      graphemeAdvance = builder.graphemeAdvance
      segmentEnd = builder.segmentEnd
      segmentContentEnd = builder.segmentContentEnd
      segmentContent = builder.segmentContent
      segmentSpace = builder.segmentSpace
      builder.graphemeStart = []
      builder.graphemeAdvance = []
      builder.segmentEnd = []
      builder.segmentContentEnd = []
      builder.segmentContent = []
      builder.segmentSpace = []
    }

    func give(to builder: inout ShapedTextBuilder) {
      builder.graphemeStart = graphemeStart
      builder.graphemeAdvance = graphemeAdvance
      builder.segmentEnd = segmentEnd
      builder.segmentContentEnd = segmentContentEnd
      builder.segmentContent = segmentContent
      builder.segmentSpace = segmentSpace
    }

    /// Appends the graphemes of bytes `range` (not empty) and its `segments` segments; answers the paragraph's width.
    mutating func add(_ range: Range<Int>, segments: Int, text: [UInt8], advances: [Double], breaks: [CChar])
      -> Double
    {
      let grapheme = graphemeAdvance.count
      let segment = segmentEnd.count
      graphemeStart.append(contentsOf: repeatElement(0, count: range.count))
      graphemeAdvance.append(contentsOf: repeatElement(0, count: range.count))
      segmentEnd.append(contentsOf: repeatElement(0, count: segments))
      segmentContentEnd.append(contentsOf: repeatElement(0, count: segments))
      segmentContent.append(contentsOf: repeatElement(0, count: segments))
      segmentSpace.append(contentsOf: repeatElement(0, count: segments))
      var total = 0.0
      text.withUnsafeBufferPointer { text in
        advances.withUnsafeBufferPointer { advances in
          breaks.withUnsafeBufferPointer { breaks in
            graphemeStart.withUnsafeMutableBufferPointer { starts in
              graphemeAdvance.withUnsafeMutableBufferPointer { widths in
                segmentEnd.withUnsafeMutableBufferPointer { ends in
                  segmentContentEnd.withUnsafeMutableBufferPointer { contentEnds in
                    segmentContent.withUnsafeMutableBufferPointer { contents in
                      segmentSpace.withUnsafeMutableBufferPointer { spaces in
                        var g = grapheme
                        var s = segment
                        var content = 0.0
                        var space = 0.0
                        var contentEnd = Int32(g)
                        let last = range.upperBound - 1
                        for offset in range {
                          let advance = advances[offset]
                          starts[g] = Int32(offset)
                          widths[g] = advance
                          g += 1
                          total += advance
                          let byte = text[offset]
                          if byte == 0x20 || byte == 0x09 {
                            space += advance
                          } else {
                            content += space + advance
                            space = 0
                            contentEnd = Int32(g)
                          }
                          if offset == last || Unibreak.isOpportunity(breaks[offset]) {
                            ends[s] = Int32(g)
                            contentEnds[s] = contentEnd
                            contents[s] = content
                            spaces[s] = space
                            s += 1
                            content = 0
                            space = 0
                            contentEnd = Int32(g)
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
      return total
    }
  }

  /// The graphemes of any string: Swift's `Character`s.
  private func characterGraphemes() -> [Grapheme] {
    var graphemes: [Grapheme] = []
    var offset = 0
    for character in string {
      let count = character.utf8.count
      let first = character.unicodeScalars.first?.value ?? 0
      graphemes.append(
        Grapheme(
          start: offset, end: offset + count, isNewline: character.isNewline,
          isSpace: Self.isBreakingSpace(first)))
      offset += count
    }
    return graphemes
  }

  /// Shapes one paragraph (newline excluded) and appends its graphemes and segments.
  private mutating func addParagraph(_ graphemes: [Grapheme], newline: Grapheme?) {
    paragraphStart.append(Int32(graphemeAdvance.count))
    let start = graphemes.first?.start ?? newline?.start ?? utf8.count
    let end = graphemes.last?.end ?? start
    paragraphRightToLeft.append(shapeRuns(start..<end))
    let breaks = utf8.withUnsafeBufferPointer {
      Unibreak.breakOpportunities(UnsafeBufferPointer(rebasing: $0[start..<end]))
    }
    var content = 0.0
    var space = 0.0
    var total = 0.0
    var contentEnd = Int32(graphemeAdvance.count)
    for (position, grapheme) in graphemes.enumerated() {
      var advance = 0.0
      for byte in grapheme.start..<grapheme.end { advance += byteAdvance[byte] }
      graphemeStart.append(Int32(grapheme.start))
      graphemeAdvance.append(advance)
      total += advance
      if grapheme.isSpace {
        space += advance
      } else {
        content += space + advance
        space = 0
        contentEnd = Int32(graphemeAdvance.count)
      }
      let last = position == graphemes.count - 1
      if last || breaks[grapheme.end - 1 - start] {
        segmentEnd.append(Int32(graphemeAdvance.count))
        segmentContentEnd.append(contentEnd)
        segmentContent.append(content)
        segmentSpace.append(space)
        content = 0
        space = 0
        contentEnd = Int32(graphemeAdvance.count)
      }
    }
    if let newline {
      // The newline itself is a grapheme of no width (so byte offsets stay contiguous) in no segment.
      graphemeStart.append(Int32(newline.start))
      graphemeAdvance.append(0)
    }
    paragraphSegmentEnd.append(Int32(segmentEnd.count))
    paragraphWidth.append(total)
  }

  /// A run to shape: bytes of one face, one script and one bidi level.
  private struct Run {
    var bytes: Range<Int>
    var face: FontFace
    var script: UInt32
    var rightToLeft: Bool
    /// The bidi embedding level (even: left to right).
    var level: Int8
    /// The style it belongs to in a text of several styles (else 0).
    var style: Int32 = 0
  }

  /// Itemizes bytes `range` (one paragraph) into runs of one face, one script and one bidi level, shapes each with
  /// HarfBuzz in its direction, and answers whether the paragraph is right to left. A run is also cut inside a long
  /// sequence of marks (``StreamSafeCounter``), so that no HarfBuzz call sees more than ``clusterLimit`` of them in a
  /// row: the piece after the cut keeps the run's face, script and direction.
  private mutating func shapeRuns(_ range: Range<Int>) -> Bool {
    // ASCII the face covers entirely (most text): one run of the face, left to right, Latin when it has a letter —
    // what the itemization below finds for it, without a font decision, script lookup or bidi test per character.
    if fastPaths, styles == nil, range.upperBound <= utf8.count,
      utf8[range.lowerBound..<range.upperBound].allSatisfy({ $0 < 0x80 })
    {
      let (covered, hasLetter) = utf8.withUnsafeBufferPointer {
        face.font.coversASCII(UnsafeBufferPointer(rebasing: $0[range]))
      }
      if covered {
        let runs =
          range.isEmpty
          ? []
          : [
            Run(
              bytes: range, face: face, script: hasLetter ? HarfBuzzFont.latin : 0, rightToLeft: false, level: 0)
          ]
        shape(runs, countsClusters: false)
        return false
      }
    }
    var scalars: [Unicode.Scalar] = []
    var offsets: [Int] = []
    var offset = range.lowerBound
    var mayBeRightToLeft = false
    var mayHaveMarks = false
    var mayHaveEmoji = false
    while offset < range.upperBound {
      let (scalar, width) = Self.decode(utf8, at: offset)
      scalars.append(scalar)
      offsets.append(offset)
      // No scalar below U+0590 (Hebrew) is right to left or a bidi control: Latin text skips FriBidi.
      if scalar.value >= 0x590 { mayBeRightToLeft = true }
      // Nor does any scalar below U+0300 but the soft hyphen continue a cluster: Latin text skips the counter.
      if scalar.value >= 0x300 || scalar.value == 0xAD { mayHaveMarks = true }
      if scalar.value >= 0x231A && EmojiClusters.mayBeEmoji(scalar.value) { mayHaveEmoji = true }
      offset += width
    }
    offsets.append(range.upperBound)
    let bidi = mayBeRightToLeft ? FriBidi.levels(scalars.map(\.value)) : nil
    // An emoji cluster (a ZWJ sequence, a flag, a skin tone) takes one face, the colour font's (EmojiClusters).
    let emojiFaces =
      mayHaveEmoji
      ? EmojiClusters.faces(of: String(decoding: utf8[range], as: UTF8.self)[...], library: library) : nil
    var runs: [Run] = []
    var runStart = range.lowerBound
    var runFace: FontFace? = nil
    var runScript = UInt32(0)
    var runLevel = Int8(0)
    var runStyle = Int32(0)
    var streamSafe = StreamSafeCounter(maximum: clusterLimit)
    for (index, scalar) in scalars.enumerated() {
      let script = HarfBuzzFont.script(of: scalar)
      let level = bidi?.levels[index] ?? 0
      let style = styles == nil ? 0 : styleOfByte[offsets[index]]
      let chosen: FontFace
      if let styles {
        let run = styles[Int(style)]
        chosen =
          emojiFaces?[index]
          ?? choose(scalar, previous: style == runStyle ? runFace : nil, face: run.face, font: run.font)
      } else {
        chosen = emojiFaces?[index] ?? choose(scalar, previous: runFace, face: face, font: font)
      }
      let neutral = HarfBuzzFont.isNeutral(script)
      let cut = mayHaveMarks && streamSafe.cutsBefore(scalar)
      if let current = runFace {
        let differs =
          current !== chosen || level != runLevel || style != runStyle
          || (!neutral && !HarfBuzzFont.isNeutral(runScript) && script != runScript)
        if differs || cut {
          runs.append(
            Run(
              bytes: runStart..<offsets[index], face: current, script: runScript, rightToLeft: runLevel & 1 == 1,
              level: runLevel, style: runStyle))
          runStart = offsets[index]
          if differs { runScript = 0 }
        }
      }
      runFace = chosen
      runLevel = level
      runStyle = style
      if !neutral && (runScript == 0 || HarfBuzzFont.isNeutral(runScript)) { runScript = script }
    }
    if let runFace, runStart < range.upperBound {
      runs.append(
        Run(
          bytes: runStart..<range.upperBound, face: runFace, script: runScript, rightToLeft: runLevel & 1 == 1,
          level: runLevel, style: runStyle))
    }
    shape(runs, countsClusters: streamSafe.sawContinuation)
    return bidi?.isRightToLeft ?? false
  }

  /// Shapes `runs` with HarfBuzz into ``byteAdvance`` (and ``glyphRuns`` when recording), notes their fallback
  /// families, and with `countsClusters` the largest cluster.
  private mutating func shape(_ runs: [Run], countsClusters: Bool) {
    let tabular = font.usesMonospacedDigits
    if let styles {
      shapeStyled(runs, styles: styles, countsClusters: countsClusters)
      return
    }
    let ligatures = self.ligatures
    for run in runs where run.face !== face && !fallbackFamilies.contains(run.face.family) {
      fallbackFamilies.append(run.face.family)
    }
    var largest = largestCluster
    let recordsGlyphs = glyphRuns != nil
    var shapedGlyphs: [ShapedGlyphRun] = []
    utf8.withUnsafeBufferPointer { text in
      for run in runs {
        let cluster = run.face.font.shape(
          text, range: run.bytes, script: run.script, rightToLeft: run.rightToLeft, tabularDigits: tabular,
          ligatures: ligatures, countsClusters: countsClusters, into: &byteAdvance)
        largest = max(largest, cluster)
      }
      guard recordsGlyphs else { return }
      for run in runs {
        let glyphs = run.face.font.glyphs(
          text, range: run.bytes, script: run.script, rightToLeft: run.rightToLeft, tabularDigits: tabular,
          ligatures: ligatures)
        shapedGlyphs.append(ShapedGlyphRun(face: run.face, level: run.level, glyphs: glyphs))
      }
    }
    if recordsGlyphs { glyphRuns?.append(contentsOf: shapedGlyphs) }
    largestCluster = largest
  }

  /// ``shape(_:countsClusters:)`` for a text of several styles: each run in its style's digit spacing, its advances
  /// scaled from its own ems to the base size's.
  private mutating func shapeStyled(_ runs: [Run], styles: [StyleRun], countsClusters: Bool) {
    for run in runs where run.face !== face && !fallbackFamilies.contains(run.face.family) {
      fallbackFamilies.append(run.face.family)
    }
    var largest = largestCluster
    var shapedGlyphs: [ShapedGlyphRun] = []
    let recordsGlyphs = glyphRuns != nil
    utf8.withUnsafeBufferPointer { text in
      for run in runs {
        let style = styles[Int(run.style)]
        let cluster = run.face.font.shape(
          text, range: run.bytes, script: run.script, rightToLeft: run.rightToLeft,
          tabularDigits: style.font.usesMonospacedDigits, ligatures: ligatures && style.spacing.validatedTracking == 0,
          countsClusters: countsClusters, into: &byteAdvance)
        largest = max(largest, cluster)
        if style.scale != 1 {
          for byte in run.bytes { byteAdvance[byte] *= style.scale }
        }
        if recordsGlyphs {
          let glyphs = run.face.font.glyphs(
            text, range: run.bytes, script: run.script, rightToLeft: run.rightToLeft,
            tabularDigits: style.font.usesMonospacedDigits,
            ligatures: ligatures && style.spacing.validatedTracking == 0)
          shapedGlyphs.append(ShapedGlyphRun(face: run.face, level: run.level, glyphs: glyphs))
        }
      }
    }
    if recordsGlyphs { glyphRuns?.append(contentsOf: shapedGlyphs) }
    largestCluster = largest
  }

  /// The face for `scalar`: the requested face when it has a glyph; the previous run's face for marks and joiners
  /// (they shape with their base); otherwise fontconfig's fallback, else a colour emoji face that has it, or, when no
  /// face covers it, the requested face's missing glyph (the scalar is then recorded in ``uncovered``).
  private mutating func choose(_ scalar: Unicode.Scalar, previous: FontFace?, face: FontFace, font: Font)
    -> FontFace
  {
    if face.font.hasGlyph(scalar) { return face }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark, .control, .format:
      return previous ?? face
    default:
      if properties.isDefaultIgnorableCodePoint || properties.isVariationSelector { return previous ?? face }
    }
    if let previous, previous !== face, previous.font.hasGlyph(scalar) { return previous }
    if let fallback = library.fallbackFace(for: scalar, like: font) { return fallback }
    if let emoji = library.emojiFace(for: scalar) { return emoji }
    // No installed face covers it: measured as the face's missing-glyph box, and reported.
    if uncoveredSet.insert(scalar.value).inserted && uncovered.count < Self.uncoveredListLimit {
      uncovered.append(scalar)
    }
    return face
  }

  /// Spaces a line may break after and that hang at the end of a line (not no-break spaces).
  static func isBreakingSpace(_ value: UInt32) -> Bool {
    switch value {
    case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
    default: false
    }
  }

  /// The scalar at `offset` of valid UTF-8 and its length in bytes.
  @inline(__always)
  static func decode(_ bytes: [UInt8], at offset: Int) -> (Unicode.Scalar, Int) {
    let lead = UInt32(bytes[offset])
    let (width, initial): (Int, UInt32) =
      switch lead {
      case 0..<0x80: (1, lead)
      case 0xC0..<0xE0: (2, lead & 0x1F)
      case 0xE0..<0xF0: (3, lead & 0x0F)
      default: (4, lead & 0x07)
      }
    var value = initial
    for index in 1..<width where offset + index < bytes.count {
      value = value << 6 | (UInt32(bytes[offset + index]) & 0x3F)
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", min(width, bytes.count - offset))
  }
}
