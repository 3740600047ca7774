import Foundation

/// A text written as a string literal, possibly with interpolations (SwiftUI's `LocalizedStringKey`): headless there
/// are no string tables, so the key is its own text, with `\(value, specifier: "%.1f")` formatted as `printf` does
/// (`String(format:)`) and other interpolations as `String(describing:)`.
///
/// ```swift
/// Text("Max Width \(maxWidth, specifier: "%.0f")")   // "Max Width 300"
/// Stepper("Rows \(rows)", value: $rows, in: 2...6)
/// ```
///
/// `Text("…")` takes every literal as a key, as SwiftUI does (its `StringProtocol` initialiser is disfavoured), and
/// parses its inline Markdown (``Text/init(_:)-LocalizedStringKey``); other initialisers with a `String` parameter
/// (`Stepper(_:value:…)`, …) take a literal with no `specifier:` as a `String`, as in Swift any literal prefers
/// `String`; an interpolation with a specifier needs this type.
///
/// - Complexity: O(length of the text) to build.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
  /// The text the key stands for.
  public let text: String
  /// The text as Markdown source for ``Text``: the literal's parts as written, the interpolated values with their
  /// ASCII punctuation escaped, so that Markdown in a value stays literal (as in SwiftUI, which parses the literal
  /// only).
  let markdownSource: String

  /// The key `value`, as it is (its Markdown is parsed by ``Text/init(_:)-LocalizedStringKey``, as SwiftUI's
  /// `Text(LocalizedStringKey(someString))`).
  public init(_ value: String) {
    text = value
    markdownSource = value
  }

  /// The key of a literal with no interpolation.
  public init(stringLiteral value: String) {
    text = value
    markdownSource = value
  }

  /// The key of a literal with interpolations, formatted.
  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
    markdownSource = stringInterpolation.source
  }

  /// The parts of an interpolated literal, formatted as they are appended.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    /// The text so far.
    var text = ""
    /// The Markdown source so far: literal parts as they are, interpolated values escaped.
    var source = ""

    /// An empty text with room for the literal's parts.
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

    /// Appends a literal part.
    public mutating func appendLiteral(_ literal: String) {
      text += literal
      source += literal
    }

    /// Appends `value` as `String(describing:)` writes it.
    public mutating func appendInterpolation<T>(_ value: T) { appendValue(String(describing: value)) }

    /// Appends `value` formatted by the `printf` format `specifier` (`"%.0f"`, `"%d"`, …), as SwiftUI does.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      appendValue(String(format: specifier, value))
    }

    /// Appends `subject` as `formatter` writes it (SwiftUI's `\(date, formatter: dateFormatter)`), once, when the key
    /// is made; a subject the formatter cannot write appends nothing.
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
      appendValue(formatter.string(for: subject) ?? "")
    }

    /// Appends a text's string.
    public mutating func appendInterpolation(_ value: Text) { appendValue(value.string) }

    /// Appends an interpolated value: as it is to the text, escaped to the Markdown source.
    private mutating func appendValue(_ value: String) {
      text += value
      source += InlineMarkdown.escaped(value)
    }
  }
}
