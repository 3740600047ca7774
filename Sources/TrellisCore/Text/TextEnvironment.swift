/// The text settings a view sets for the texts below it, as SwiftUI's environment: each is `nil` until set, and
/// the nearest setting wins (a ``Text``'s own modifiers over its ancestors', an inner `.font` over an outer one).
///
/// ```swift
/// VStack {
///   Text("Title").font(.title)     // title
///   Text("Body")                   // caption, from the stack
/// }.font(.caption).lineLimit(2)
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
struct TextEnvironment: Hashable, Sendable {
  /// The font, or `nil` to inherit.
  var font: Font?
  /// The weight of the font, whichever font a text resolves to, or `nil` to inherit (a text's own
  /// ``Text/fontWeight(_:)`` wins over it).
  var fontWeight: Font.Weight? {
    get { fontWeightIndex.map { Font.Weight.allCases[Int($0)] } }
    set { fontWeightIndex = newValue.flatMap { Font.Weight.allCases.firstIndex(of: $0) }.map { Int8($0) } }
  }
  /// ``fontWeight`` as its index in `Font.Weight.allCases`: a plain byte, so that the settings every text copies
  /// hold no reference (a weight keeps its name, a `String`; storing it made the tree benchmark's layout 1.2%
  /// slower under callgrind).
  private var fontWeightIndex: Int8?
  /// The line limit, or `nil` to inherit (``LineLimit/none`` removes an inherited limit).
  var lineLimit: LineLimit?
  /// The line spacing, or `nil` to inherit.
  var lineSpacing: CGFloat?
  /// The multi-line alignment, or `nil` to inherit.
  var multilineTextAlignment: TextAlignment?
  /// The truncation mode, or `nil` to inherit.
  var truncationMode: TruncationMode?
  /// The minimum scale factor, or `nil` to inherit.
  var minimumScaleFactor: CGFloat?
  /// The layout direction, set on a text's resolved settings only (the pass inherits directions separately, for
  /// every node).
  var layoutDirection: LayoutDirection?
  /// The Dynamic Type setting (set, then clamped), or `nil` to inherit.
  var dynamicType: DynamicTypeSetting?
  /// Tracking, kerning, baseline offset and tightening, or `nil` when none is set anywhere.
  var spacing: SpacingSettings? {
    get { spacingBox?.settings }
    set { spacingBox = newValue.map(SpacingBox.init) }
  }
  /// ``spacing`` in an immutable box, so that the settings every text copies grow by one word (stored inline they
  /// made the text benchmark's warm rows about 4% slower under callgrind).
  private var spacingBox: SpacingBox?

  /// Nothing set.
  init() {}

  /// Whether nothing is set.
  var isEmpty: Bool { self == TextEnvironment() }

  /// These settings where set, `outer`'s elsewhere.
  func inheriting(_ outer: TextEnvironment) -> TextEnvironment {
    var merged = self
    merged.font = font ?? outer.font
    merged.fontWeightIndex = fontWeightIndex ?? outer.fontWeightIndex
    merged.lineLimit = lineLimit ?? outer.lineLimit
    merged.lineSpacing = lineSpacing ?? outer.lineSpacing
    merged.multilineTextAlignment = multilineTextAlignment ?? outer.multilineTextAlignment
    merged.truncationMode = truncationMode ?? outer.truncationMode
    merged.minimumScaleFactor = minimumScaleFactor ?? outer.minimumScaleFactor
    merged.layoutDirection = layoutDirection ?? outer.layoutDirection
    if let outerType = outer.dynamicType { merged.dynamicType = dynamicType?.after(outerType) ?? outerType }
    if let outerSpacing = outer.spacing { merged.spacing = spacing?.inheriting(outerSpacing) ?? outerSpacing }
    return merged
  }

  /// `base` with these settings applied.
  func applied(to base: TextAttributes) -> TextAttributes {
    var attributes = base
    if let font { attributes.font = font }
    if let fontWeight { attributes.font = attributes.font.weight(fontWeight) }
    if let lineLimit { attributes.lineLimit = lineLimit.value }
    if let lineSpacing { attributes.lineSpacing = lineSpacing }
    if let multilineTextAlignment { attributes.multilineTextAlignment = multilineTextAlignment }
    if let truncationMode { attributes.truncationMode = truncationMode }
    if let minimumScaleFactor { attributes.minimumScaleFactor = minimumScaleFactor }
    if let layoutDirection { attributes.layoutDirection = layoutDirection }
    if let spacing { spacing.apply(to: &attributes) }
    // The font's size at the Dynamic Type size, from the default (large) that the engine starts from.
    if let dynamicType { attributes.font = attributes.font.scaled(for: dynamicType.applied(to: .large)) }
    return attributes
  }
}

/// The inherited settings of ``TextSpacing`` and `allowsTightening`: each `nil` until set.
struct SpacingSettings: Hashable, Sendable {
  var tracking: CGFloat?
  var kerning: CGFloat?
  var baselineOffset: CGFloat?
  var allowsTightening: Bool?

  /// These settings where set, `outer`'s elsewhere.
  func inheriting(_ outer: SpacingSettings) -> SpacingSettings {
    SpacingSettings(
      tracking: tracking ?? outer.tracking, kerning: kerning ?? outer.kerning,
      baselineOffset: baselineOffset ?? outer.baselineOffset,
      allowsTightening: allowsTightening ?? outer.allowsTightening)
  }

  /// Writes the settings made into `attributes`.
  func apply(to attributes: inout TextAttributes) {
    if let tracking { attributes.spacing.tracking = tracking }
    if let kerning { attributes.spacing.kerning = kerning }
    if let baselineOffset { attributes.spacing.baselineOffset = baselineOffset }
    if let allowsTightening { attributes.allowsTightening = allowsTightening }
  }
}

/// ``SpacingSettings`` held by reference (see ``TextEnvironment/spacing``), compared by value.
private final class SpacingBox: Hashable, Sendable {
  let settings: SpacingSettings
  init(_ settings: SpacingSettings) { self.settings = settings }
  static func == (a: SpacingBox, b: SpacingBox) -> Bool { a === b || a.settings == b.settings }
  func hash(into hasher: inout Hasher) { hasher.combine(settings) }
}

/// A line-limit setting: a number of lines, or ``none`` (no limit, removing an inherited one).
enum LineLimit: Hashable, Sendable {
  /// No limit.
  case none
  /// At most this many lines.
  case lines(Int)

  /// `nil` → ``none``.
  init(_ value: Int?) { self = value.map { .lines($0) } ?? .none }

  /// The limit as an optional.
  var value: Int? {
    if case .lines(let count) = self { return count }
    return nil
  }
}
