/// A value that scales with Dynamic Type as a text style does, as SwiftUI's `@ScaledMetric`:
///
/// ```swift
/// struct Avatar: View {
///   @ScaledMetric(relativeTo: .body) var side: CGFloat = 40
///   var node: Node { Box(width: side, height: side).node }
/// }
/// ```
///
/// SwiftUI reads the Dynamic Type size from the environment when the view's body runs. A Trellis view builds its
/// node once, before any layout, so there is no environment to read: ``wrappedValue`` is the value at
/// ``DynamicTypeSize/large`` (the default size, where SwiftUI answers it unscaled), and ``value(for:)`` gives it at
/// any size, for trees built for a size (`Box(width: $side.value(for: size), …)…dynamicTypeSize(size)`). The
/// value scales in proportion to the style's point size (``Font/TextStyle/pointSize(for:)``): 40 relative to
/// `.body` (17 pt at large) is 40 × 23/17 ≈ 54.1 at ``DynamicTypeSize/xxxLarge``.
///
/// - Complexity: O(1) for every member.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint & Sendable>: Sendable {
  /// The value at ``DynamicTypeSize/large``.
  let baseValue: Value
  /// The text style whose sizes the value follows.
  let textStyle: Font.TextStyle

  /// A value that scales relative to `textStyle`, as SwiftUI's `init(wrappedValue:relativeTo:)`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    self.baseValue = wrappedValue
    self.textStyle = textStyle
  }

  /// A value that scales relative to ``Font/TextStyle/body``, as SwiftUI's `init(wrappedValue:)`.
  public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

  /// The value at the default Dynamic Type size (``DynamicTypeSize/large``): the value given (see the type's
  /// discussion for why it is not scaled).
  public var wrappedValue: Value { baseValue }

  /// The metric itself (`$side`), to ask for its value at a size.
  public var projectedValue: ScaledMetric<Value> { self }

  /// The value at Dynamic Type size `size`: the value × the style's point size at `size` ÷ its size at
  /// ``DynamicTypeSize/large``. A value that is not finite is returned as it is.
  public func value(for size: DynamicTypeSize) -> Value {
    guard baseValue.isFinite else { return baseValue }
    return Value(textStyle.scale(Double(baseValue), to: size))
  }
}
