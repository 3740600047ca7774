/// A Dynamic Type size, as SwiftUI's `DynamicTypeSize`: how large the text styles (``Font/body``, ``Font/title``,
/// …) and ``ScaledMetric`` values are set. ``large`` is the default; the seven standard sizes run from ``xSmall``
/// to ``xxxLarge``, then come the five accessibility sizes.
///
/// ```swift
/// VStack {
///   Text("Title").font(.title)      // 34 pt at xxxLarge (28 at large)
///   Text("Body")                    // 23 pt
/// }.dynamicTypeSize(.xxxLarge)
/// ```
///
/// - Complexity: O(1) for every member.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// An extra small size.
  case xSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// A large size: the default.
  case large
  /// An extra large size.
  case xLarge
  /// An extra extra large size.
  case xxLarge
  /// An extra extra extra large size.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth accessibility size, the largest.
  case accessibility5

  /// Whether the size is one of the accessibility sizes (``accessibility1`` and above).
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The size's position, smallest first (0 for ``xSmall``): the column of ``Font/TextStyle``'s size table.
  var index: Int {
    switch self {
    case .xSmall: 0
    case .small: 1
    case .medium: 2
    case .large: 3
    case .xLarge: 4
    case .xxLarge: 5
    case .xxxLarge: 6
    case .accessibility1: 7
    case .accessibility2: 8
    case .accessibility3: 9
    case .accessibility4: 10
    case .accessibility5: 11
    }
  }

  /// The name a scene spells the size with (the case's name: `"xxxLarge"`, `"accessibility2"`).
  package var name: String { String(describing: self) }

  /// `value` clamped to `range`.
  static func clamp(_ value: DynamicTypeSize, to range: ClosedRange<DynamicTypeSize>) -> DynamicTypeSize {
    min(max(value, range.lowerBound), range.upperBound)
  }
}

/// What one view's `dynamicTypeSize` modifiers do to the size it inherits: set it (``DynamicTypeSize`` form,
/// `environment(\.dynamicTypeSize, _)`), then clamp it (the range forms). Settings nest as SwiftUI's environment
/// transforms do: the inner one applies to what the outer one produced.
///
/// - Complexity: O(1) for every member.
struct DynamicTypeSetting: Hashable, Sendable {
  /// The size set, or `nil` to keep the inherited one.
  var size: DynamicTypeSize?
  /// The range the size is then clamped to.
  var range: ClosedRange<DynamicTypeSize> = .xSmall ... .accessibility5

  /// The size this setting makes of `inherited`.
  func applied(to inherited: DynamicTypeSize) -> DynamicTypeSize {
    DynamicTypeSize.clamp(size ?? inherited, to: range)
  }

  /// This setting (the inner one) after `outer`: one setting that makes of any size what the two in turn make.
  func after(_ outer: DynamicTypeSetting) -> DynamicTypeSetting {
    if size != nil { return self }
    // Clamping to `outer.range` then to `range` is clamping to the images of `outer.range`'s bounds (monotone).
    let lower = DynamicTypeSize.clamp(outer.range.lowerBound, to: range)
    let upper = DynamicTypeSize.clamp(outer.range.upperBound, to: range)
    return DynamicTypeSetting(size: outer.size.map { DynamicTypeSize.clamp($0, to: range) }, range: lower...upper)
  }
}
