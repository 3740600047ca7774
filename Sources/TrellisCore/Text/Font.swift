/// A font request, as SwiftUI's `Font`: a family (a design's generic family or a custom name), a point size, a weight,
/// a slant and digit spacing.
///
/// A `Font` is only a description; a ``TextMeasurer`` resolves it to a face (``TrellisText``'s measurer through
/// fontconfig). With no font, text uses ``body`` (17 pt), as in SwiftUI.
///
/// ```swift
/// Text("Title").font(.title)                                  // 28 pt
/// Text("Price").font(.system(size: 15, weight: .semibold).monospacedDigit())
/// Text("Note").font(.custom("DejaVu Serif", size: 13).italic())
/// ```
///
/// Sizes are SwiftUI's on iOS at the default Dynamic Type size ("Large"); see ``TextStyle``. A size that is NaN or
/// infinite is measured as 17 and a negative size as 0 (``validatedSize``).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// A custom family name (`.custom(_:size:)`), or `nil` for the design's generic family.
  public var customFamily: String?
  /// The design, used when there is no custom family.
  public var design: Design
  /// The point size as requested (see ``validatedSize``).
  public var size: CGFloat
  /// The weight.
  public var weight: Weight
  /// Whether the font is italic.
  public var isItalic: Bool
  /// Whether digits all take the same width (OpenType `tnum`).
  public var usesMonospacedDigits: Bool
  /// The text style whose Dynamic Type sizes the font follows: the style it was made from (`.body`,
  /// `.system(.title)`), `.body` for ``custom(_:size:)``, the style given to ``custom(_:size:relativeTo:)``; `nil`
  /// for a size that Dynamic Type does not change (``system(size:weight:design:)``, ``custom(_:fixedSize:)``).
  public var textStyle: TextStyle?

  /// A font of the system's families.
  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
    Font(customFamily: nil, design: design, size: size, weight: weight, isItalic: false, usesMonospacedDigits: false)
  }

  /// The system font of a text style, as SwiftUI's `.system(_:design:weight:)`.
  public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
    var font = system(size: style.pointSize, weight: weight ?? style.weight, design: design)
    font.textStyle = style
    return font
  }

  /// A font by family name (`"DejaVu Serif"`) that scales with Dynamic Type as ``body`` does, as SwiftUI's; an
  /// unknown name falls back to the default family with a diagnostic.
  public static func custom(_ name: String, size: CGFloat) -> Font { custom(name, size: size, relativeTo: .body) }

  /// A font by family name that scales with Dynamic Type as `textStyle` does: `size` × the style's size at the
  /// Dynamic Type size ÷ its size at ``DynamicTypeSize/large``.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    var font = custom(name, fixedSize: size)
    font.textStyle = textStyle
    return font
  }

  /// A font by family name at a size that Dynamic Type does not change.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(
      customFamily: name, design: .default, size: fixedSize, weight: .regular, isItalic: false,
      usesMonospacedDigits: false)
  }

  /// The bold variant.
  public func bold() -> Font { weight(.bold) }

  /// The italic variant.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// The same font with another weight.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// The same font with digits of equal widths.
  public func monospacedDigit() -> Font {
    var font = self
    font.usesMonospacedDigits = true
    return font
  }

  /// The font at Dynamic Type size `size`: a text style's size from iOS's tables (``TextStyle/pointSize(for:)``),
  /// a size relative to a style scaled in proportion to it, a fixed size unchanged.
  func scaled(for size: DynamicTypeSize) -> Font {
    guard let textStyle, size != .large, self.size.isFinite else { return self }
    var font = self
    font.size =
      self.size == textStyle.pointSize ? textStyle.pointSize(for: size) : CGFloat(textStyle.scale(self.size, to: size))
    return font
  }

  /// The family a font library is asked for: the custom name, or the design's generic family
  /// (`sans-serif`, `serif`, `monospace`; `.rounded` asks for `sans-serif`, as Debian has no rounded system font).
  public var familyName: String { customFamily ?? design.genericFamily }

  /// The size measured: NaN or infinite sizes become 17 (``body``), negative sizes 0, sizes above 10⁴ are 10⁴.
  public var validatedSize: CGFloat {
    guard size.isFinite else { return TextStyle.body.pointSize }
    return min(10_000, max(0, size))
  }

  public var description: String {
    if let textStyle, customFamily == nil, weight == textStyle.weight, !isItalic, !usesMonospacedDigits,
      size == textStyle.pointSize, design == .default
    {
      return ".\(textStyle.rawValue)"
    }
    var parts = ["\(familyName) \(formatNumber(size))", weight.name]
    if isItalic { parts.append("italic") }
    if usesMonospacedDigits { parts.append("monospacedDigit") }
    return parts.joined(separator: " ")
  }
}

extension Font {
  /// The large title style: 34 pt.
  public static let largeTitle = system(.largeTitle)
  /// The title style: 28 pt.
  public static let title = system(.title)
  /// The second-level title style: 22 pt.
  public static let title2 = system(.title2)
  /// The third-level title style: 20 pt.
  public static let title3 = system(.title3)
  /// The headline style: 17 pt semibold.
  public static let headline = system(.headline)
  /// The subheadline style: 15 pt.
  public static let subheadline = system(.subheadline)
  /// The body style, the default: 17 pt.
  public static let body = system(.body)
  /// The callout style: 16 pt.
  public static let callout = system(.callout)
  /// The footnote style: 13 pt.
  public static let footnote = system(.footnote)
  /// The caption style: 12 pt.
  public static let caption = system(.caption)
  /// The second caption style: 11 pt.
  public static let caption2 = system(.caption2)
}
