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
    var cut: Truncation? = nil
    if truncated {
      let truncation = shaped.truncated(last, mode: attributes.truncationMode, limit: maxWidth)
      last.width = truncation.width
      if !spans.isEmpty { spans[spans.count - 1].width = last.width }
      cut = truncation
    }
    widest = max(widest, last.width) * size
    let height = Double(count) * lineHeight + Double(count - 1) * spacing
    let faceHeight = lineHeight - abs(offset)
    let first =
      face.ascender(size: size) + (faceHeight - face.ascender(size: size) - face.descender(size: size)) / 2
      + max(0, offset)
    if lines != nil {
      lines = draw(
        spans, size: size, width: widest, first: first - offset, step: lineHeight + spacing,
        truncation: cut)
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

  private func draw(
    _ spans: [LineSpan], size: Double, width: Double, first: Double, step: Double, truncation: Truncation?
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
        text: text, x: x, baseline: first + Double(index) * step, width: lineWidth, isRightToLeft: rightToLeft)
    }
  }
}
