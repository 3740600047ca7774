extension MonospacedTextMeasurer {
  /// The size with `attributes`' line limit and line spacing (the font is ignored: every character is
  /// ``characterWidth`` wide); each line's baseline is its bottom.
  ///
  /// - Complexity: O(characters).
  public func measure(_ string: String, attributes: TextAttributes, proposal: ProposedViewSize) -> TextMeasurement {
    measure(words: Self.words(string), attributes: attributes, proposal: proposal)
  }

  /// `string` split into words once, measured at every proposal from them.
  ///
  /// - Complexity: O(characters).
  public func prepare(_ string: String, attributes: TextAttributes) -> any PreparedText {
    Prepared(measurer: self, words: Self.words(string), attributes: attributes)
  }

  /// A string split into paragraphs of word lengths, with its attributes.
  struct Prepared: PreparedText {
    let measurer: MonospacedTextMeasurer
    let words: [[Int]]
    let attributes: TextAttributes

    func measure(_ proposal: ProposedViewSize) -> TextMeasurement {
      measurer.measure(words: words, attributes: attributes, proposal: proposal)
    }

    func size(_ proposal: ProposedViewSize) -> Size {
      attributes.lineLimit == nil && attributes.validatedLineSpacing == 0
        ? measurer.size(ofWords: words, proposal: proposal) : measure(proposal).size
    }

    func lines(_ proposal: ProposedViewSize) -> [TextLine] { [] }
  }

  /// The measurement of text already split into paragraphs of word lengths.
  func measure(words: [[Int]], attributes: TextAttributes, proposal: ProposedViewSize) -> TextMeasurement {
    let spacing = attributes.validatedLineSpacing
    var columns: Int? = nil
    if let width = proposal.width, width.isFinite {
      columns = max(1, Int(min(1e9, (width / characterWidth + 1e-9).rounded(.down))))
    }
    let all = Self.lineLengths(words, columns: columns)
    var fit = attributes.validatedLineLimit ?? all.count
    if let height = proposal.height, height.isFinite {
      fit = min(fit, max(1, Int(min(1e9, ((height + spacing) / (lineHeight + spacing) + 1e-9).rounded(.down)))))
    }
    let lines = all.prefix(fit)
    let count = lines.count
    let height = count == 0 ? 0 : CGFloat(count) * lineHeight + CGFloat(count - 1) * spacing
    return TextMeasurement(
      size: Size(width: CGFloat(lines.max() ?? 0) * characterWidth, height: height), lineCount: count,
      firstBaseline: count == 0 ? 0 : lineHeight, lastBaseline: height, isTruncated: all.count > count,
      fontSize: lineHeight)
  }
}
