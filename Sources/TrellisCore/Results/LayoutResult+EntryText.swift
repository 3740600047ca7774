extension LayoutResult.Entry {
  /// A text leaf's content and inherited settings, kept so its lines are set only when drawn.
  struct TextSource: Sendable {
    let leaf: TextLeaf
    let environment: TextEnvironment?
    /// The measurer of the pass (used unless the text has its own).
    let measurer: TextMeasurerBox
  }

  /// The attributes a ``Text`` entry was measured with (its font after inheritance), or `nil` for other nodes.
  public var textAttributes: TextAttributes? { textSource.map { $0.leaf.attributes($0.environment) } }

  /// The lines of a ``Text`` entry as its measurer sets them in its frame (empty for other nodes and for
  /// measurers that draw no lines).
  ///
  /// - Complexity: O(characters) of the text.
  public var textLines: [TextLine] {
    guard let textSource else { return [] }
    return textSource.leaf.lines(
      ProposedViewSize(frame.size), environment: textSource.environment, measurer: textSource.measurer)
  }

  /// The measurement of a ``Text`` entry in its frame (font size after scaling, family measured with), or `nil`.
  ///
  /// - Complexity: O(segments) of the text.
  public var textMeasurement: TextMeasurement? {
    textSource.map {
      $0.leaf.measurement(ProposedViewSize(frame.size), environment: $0.environment, measurer: $0.measurer)
    }
  }
}
