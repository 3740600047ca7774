extension Text {
  /// The text set in `font` (`nil`: ``Font/body``), as SwiftUI's `Text.font(_:)`.
  ///
  /// - Complexity: O(1).
  public func font(_ font: Font?) -> Text { with { $0.font = font ?? .body } }

  /// The text in its font's bold variant.
  ///
  /// - Complexity: O(1).
  public func bold() -> Text { with { $0.font = $0.font.bold() } }

  /// The text in its font's italic variant.
  ///
  /// - Complexity: O(1).
  public func italic() -> Text { with { $0.font = $0.font.italic() } }

  /// The text in another weight of its font.
  ///
  /// - Complexity: O(1).
  public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.font = $0.font.weight(weight ?? .regular) } }

  /// The text with digits of equal widths.
  ///
  /// - Complexity: O(1).
  public func monospacedDigit() -> Text { with { $0.font = $0.font.monospacedDigit() } }

  /// At most `limit` lines (`nil`: no limit), as SwiftUI's `lineLimit(_:)`.
  ///
  /// - Complexity: O(1).
  public func lineLimit(_ limit: Int?) -> Text { with { $0.lineLimit = limit } }

  /// `spacing` points between lines, as SwiftUI's `lineSpacing(_:)`.
  ///
  /// - Complexity: O(1).
  public func lineSpacing(_ spacing: Double) -> Text { with { $0.lineSpacing = spacing } }

  /// How the lines are aligned to each other, as SwiftUI's `multilineTextAlignment(_:)`.
  ///
  /// - Complexity: O(1).
  public func multilineTextAlignment(_ alignment: TextAlignment) -> Text {
    with { $0.multilineTextAlignment = alignment }
  }

  /// Where text that does not fit is cut, as SwiftUI's `truncationMode(_:)`.
  ///
  /// - Complexity: O(1).
  public func truncationMode(_ mode: TruncationMode) -> Text { with { $0.truncationMode = mode } }

  /// How far the font may shrink so that the text fits, as SwiftUI's `minimumScaleFactor(_:)`.
  ///
  /// - Complexity: O(1).
  public func minimumScaleFactor(_ factor: Double) -> Text { with { $0.minimumScaleFactor = factor } }

  private func with(_ change: (inout TextAttributes) -> Void) -> Text {
    var text = self
    change(&text.attributes)
    return text
  }
}
