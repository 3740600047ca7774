import TrellisCore

/// Sets a shaped text for one proposal and attributes: which lines show, how wide, where the baselines are.
struct LineSetter {
  let shaped: ShapedText
  let face: FontFace
  let attributes: TextAttributes
  let proposal: ProposedViewSize

  /// The measurement at `size` points, and the lines to draw when `lines` is not `nil`.
  func measure(size: Double, lines: inout [TextLine]?) -> TextMeasurement {
    guard shaped.paragraphCount > 0, size > 0 else {
      return TextMeasurement(
        size: .zero, lineCount: 0, firstBaseline: 0, lastBaseline: 0, fontSize: size,
        fontFamily: shaped.families, uncoveredScalars: shaped.uncoveredScalars)
    }
    if let styles = shaped.styles { return measureStyled(size: size, styles: styles, lines: &lines) }
    // A baseline offset (scaled with the font when it shrank) raises the glyphs; each line grows by its magnitude,
    // above the baseline for a positive offset (CoreText's line bounds contain the moved glyphs).
    let requested = attributes.font.validatedSize
    let offset = requested > 0 ? attributes.spacing.validatedBaselineOffset * size / requested : 0
    let lineHeight = face.lineHeight(size: size) + abs(offset)
    let spacing = attributes.validatedLineSpacing
    let maxWidth = proposal.width.flatMap { $0.isFinite ? max(0, $0) / size : nil }
    var limit = attributes.validatedLineLimit ?? Int.max
    if let height = proposal.height, height.isFinite {
      limit = min(
        limit, max(1, Int(min(1e9, ((max(0, height) + spacing) / (lineHeight + spacing) + 1e-9).rounded(.down)))))
    }
    var count = 0
    var widest = 0.0
    var truncated = false
    var last = LineSpan(start: 0, contentEnd: 0, width: 0)
    var spans: [LineSpan] = []
    shaped.forEachLine(maxWidth: maxWidth) { line in
      if count == limit {
        truncated = true
        return false
      }
      if count > 0 { widest = max(widest, last.width) }
      if lines != nil { spans.append(line) }
      last = line
      count += 1
      return true
    }
    let cut = truncated ? cutLastLine(&last, spans: &spans, maxWidth: maxWidth) : nil
    widest = max(widest, last.width) * size
    let height = Double(count) * lineHeight + Double(count - 1) * spacing
    let faceHeight = lineHeight - abs(offset)
    let first =
      face.ascender(size: size) + (faceHeight - face.ascender(size: size) - face.descender(size: size)) / 2
      + max(0, offset)
    if lines != nil {
      let drawn = first - offset
      lines = draw(spans, size: size, width: widest, truncation: cut) { drawn + Double($0) * (lineHeight + spacing) }
    }
    return TextMeasurement(
      size: Size(width: widest, height: height), lineCount: count, firstBaseline: first,
      lastBaseline: first + Double(count - 1) * (lineHeight + spacing), isTruncated: truncated, fontSize: size,
      fontFamily: shaped.families, uncoveredScalars: shaped.uncoveredScalars)
  }

  /// The largest size between `factor × size` and `size` at which nothing is truncated (bisection, 12 steps), or
  /// `factor × size` when even that truncates.
  func shrunk(size: Double, factor: Double, lines: inout [TextLine]?) -> TextMeasurement {
    var none: [TextLine]? = nil
    var low = factor * size
    var high = size
    if measure(size: low, lines: &none).isTruncated { return measure(size: low, lines: &lines) }
    for _ in 0..<12 {
      let middle = (low + high) / 2
      if measure(size: middle, lines: &none).isTruncated { high = middle } else { low = middle }
    }
    return measure(size: low, lines: &lines)
  }

  /// ``measure(size:lines:)`` for a text of several styles: each line as high as the largest ascent, descent and
  /// line gap of the styles on it (Core Text's rule for a line of mixed fonts), its baseline half its gap plus its
  /// ascent below its top; a height proposal keeps the lines whose summed heights fit. The styles' baseline offsets
  /// are in their ascents and descents (``ShapedText/StyleMetrics``); a line's glyphs are drawn raised by the offset
  /// of the style it starts with (one baseline per ``TextLine``).
  private func measureStyled(size: Double, styles: ShapedText.StyleMetrics, lines: inout [TextLine]?)
    -> TextMeasurement
  {
    let spacing = attributes.validatedLineSpacing
    let maxWidth = proposal.width.flatMap { $0.isFinite ? max(0, $0) / size : nil }
    let limit = attributes.validatedLineLimit ?? Int.max
    let heightLimit = proposal.height.flatMap { $0.isFinite ? max(0, $0) + 1e-9 : nil }
    var count = 0
    var widest = 0.0
    var truncated = false
    var last = LineSpan(start: 0, contentEnd: 0, width: 0)
    var spans: [LineSpan] = []
    var baselines: [Double] = []
    var raised: [Double] = []
    var height = 0.0
    shaped.forEachLine(maxWidth: maxWidth) { line in
      let metrics = styles.line(line.start..<line.contentEnd)
      let lineHeight = (metrics.ascent + metrics.descent + metrics.gap) * size
      let top = count == 0 ? 0 : height + spacing
      if count == limit || (count > 0 && heightLimit.map { top + lineHeight > $0 } == true) {
        truncated = true
        return false
      }
      if count > 0 { widest = max(widest, last.width) }
      spans.append(line)
      baselines.append(top + (metrics.gap / 2 + metrics.ascent) * size)
      raised.append(metrics.offset * size)
      height = top + lineHeight
      last = line
      count += 1
      return true
    }
    let cut = truncated ? cutLastLine(&last, spans: &spans, maxWidth: maxWidth) : nil
    widest = max(widest, last.width) * size
    if lines != nil {
      lines = draw(spans, size: size, width: widest, truncation: cut) { baselines[$0] - raised[$0] }
    }
    return TextMeasurement(
      size: Size(width: widest, height: height), lineCount: count, firstBaseline: baselines.first ?? 0,
      lastBaseline: baselines.last ?? 0, isTruncated: truncated, fontSize: size, fontFamily: shaped.families,
      uncoveredScalars: shaped.uncoveredScalars)
  }

  /// Truncates `last`, the last line shown, by the truncation mode: it and the last of `spans` (when lines are kept)
  /// take the truncated width.
  private func cutLastLine(_ last: inout LineSpan, spans: inout [LineSpan], maxWidth: Double?) -> Truncation {
    let truncation = shaped.truncated(last, mode: attributes.truncationMode, limit: maxWidth)
    last.width = truncation.width
    if !spans.isEmpty { spans[spans.count - 1].width = truncation.width }
    return truncation
  }

  private func draw(
    _ spans: [LineSpan], size: Double, width: Double, truncation: Truncation?, baseline: (Int) -> Double
  ) -> [TextLine] {
    spans.enumerated().map { index, span in
      var text = shaped.text(graphemes: span.start..<span.contentEnd)
      if let truncation, index == spans.count - 1 {
        text = shaped.text(graphemes: truncation.head) + "…" + shaped.text(graphemes: truncation.tail)
      }
      let lineWidth = span.width * size
      // Leading and trailing are edges of the layout direction (SwiftUI's rule), never of the paragraph's.
      let flush = attributes.layoutDirection == .rightToLeft ? width - lineWidth : 0
      let x: Double =
        switch attributes.multilineTextAlignment {
        case .leading: flush
        case .center: (width - lineWidth) / 2
        case .trailing: width - lineWidth - flush
        }
      let rightToLeft = shaped.isRightToLeft(
        paragraph: shaped.paragraphIndex(of: span.start), layoutDirection: attributes.layoutDirection)
      return TextLine(
        text: text, x: x, baseline: baseline(index), width: lineWidth, isRightToLeft: rightToLeft)
    }
  }
}
