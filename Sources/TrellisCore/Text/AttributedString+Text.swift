import Foundation

extension AttributeScopes {
  /// The attributes a ``Text`` reads from an `AttributedString`, under SwiftUI's names
  /// (`AttributeScopes.SwiftUIAttributes`), so that `var s = AttributedString("x"); s.font = .title` compiles with
  /// `import Trellis` as with `import SwiftUI`. Foundation's own attributes (`link`) come along.
  ///
  /// | attribute | value | measured |
  /// | --- | --- | --- |
  /// | `font` | ``Font`` | yes: the run's font |
  /// | `foregroundColor` | ``Color`` | recorded |
  /// | `strikethroughStyle`, `underlineStyle` | ``Text/LineStyle`` | recorded |
  /// | `link` (Foundation's) | `URL` | recorded |
  /// | `kern`, `tracking`, `baselineOffset` | `CGFloat` | yes, per run (``TextRunStyle``; not drawn per run) |
  ///
  /// swift-foundation on Linux has no `inlinePresentationIntent` and no `AttributedString(markdown:)`: Markdown
  /// reaches a `Text` through its string literal (``Text/init(_:)-LocalizedStringKey``).
  public struct SwiftUIAttributes: AttributeScope {
    /// The run's font.
    public let font: FontAttribute
    /// The run's colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The run's strikethrough.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// The run's underline.
    public let underlineStyle: UnderlineStyleAttribute
    /// Extra space after each glyph.
    public let kern: KernAttribute
    /// Extra space between glyphs.
    public let tracking: TrackingAttribute
    /// The baseline shift.
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's attributes (`link`).
    public let foundation: FoundationAttributes

    /// The font of a run (SwiftUI's `AttributeScopes.SwiftUIAttributes.FontAttribute`).
    public enum FontAttribute: AttributedStringKey {
      /// The attribute's value.
      public typealias Value = Font
      /// The attribute's name in an `AttributedString`.
      public static let name = "Trellis.Font"
    }
    /// The colour of a run.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// The attribute's value.
      public typealias Value = Color
      /// The attribute's name in an `AttributedString`.
      public static let name = "Trellis.ForegroundColor"
    }
    /// The strikethrough of a run.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      /// The attribute's value.
      public typealias Value = Text.LineStyle
      /// The attribute's name in an `AttributedString`.
      public static let name = "Trellis.StrikethroughStyle"
    }
    /// The underline of a run.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      /// The attribute's value.
      public typealias Value = Text.LineStyle
      /// The attribute's name in an `AttributedString`.
      public static let name = "Trellis.UnderlineStyle"
    }
    /// The kern of a run, in points.
    public enum KernAttribute: AttributedStringKey {
      /// The attribute's value.
      public typealias Value = CGFloat
      /// The attribute's name in an `AttributedString`.
      public static let name = "Trellis.Kern"
    }
    /// The tracking of a run, in points.
    public enum TrackingAttribute: AttributedStringKey {
      /// The attribute's value.
      public typealias Value = CGFloat
      /// The attribute's name in an `AttributedString`.
      public static let name = "Trellis.Tracking"
    }
    /// The baseline offset of a run, in points.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      /// The attribute's value.
      public typealias Value = CGFloat
      /// The attribute's name in an `AttributedString`.
      public static let name = "Trellis.BaselineOffset"
    }
  }

  /// The scope of SwiftUI's attribute names (`AttributedString(…, including: \.swiftUI)`).
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// `string.font`, `string.foregroundColor`, … on an `AttributedString` and its runs.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension Text {
  /// A text of `attributed`'s runs, each in its font with its recorded attributes, set as one paragraph, as
  /// SwiftUI's `Text(_: AttributedString)` (``AttributeScopes/SwiftUIAttributes``).
  ///
  /// ```swift
  /// var string = AttributedString("Hello world")
  /// string.font = .body
  /// if let range = string.range(of: "world") { string[range].font = .title.bold() }
  /// Text(string)   // "Hello " in body, "world" in bold title, one paragraph
  /// ```
  ///
  /// - Complexity: O(runs + characters).
  @_disfavoredOverload
  public init(_ attributed: AttributedString) {
    let runs = attributed.runs.map { run in
      TextRun(
        String(attributed.characters[run.range]),
        style: TextRunStyle(
          font: run.font, foregroundColor: run.foregroundColor, strikethrough: run.strikethroughStyle,
          underline: run.underlineStyle, link: run.link, kern: run.kern, tracking: run.tracking,
          baselineOffset: run.baselineOffset))
    }
    self.init(runs: runs)
  }
}
