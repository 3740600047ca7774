/// A button style with a Liquid Glass capsule behind the label (iOS 26's `.glass`): the label with
/// ``View/glassEffect(_:in:)`` of the style's glass, made interactive, in a ``Capsule``. As with `.bordered`, the
/// label gets none of the padding SwiftUI adds (no published figure; see ``DefaultButtonStyle``), so the button is
/// its label's size.
///
/// - Complexity: O(1) for every member.
public struct GlassButtonStyle: PrimitiveButtonStyle, Sendable {
  /// The glass drawn behind the label.
  let glass: Glass

  /// The glass style, with regular glass.
  public init() { glass = .regular }

  /// The glass style with `glass`.
  public init(_ glass: Glass) { self.glass = glass }

  /// The label with the glass behind it.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.glassEffect(glass.interactive())
  }
}

/// A button style with a prominent, tinted Liquid Glass capsule behind the label (iOS 26's `.glassProminent`): the
/// label with regular glass tinted with ``Color/accentColor``, interactive, in a ``Capsule``; no padding, as
/// ``GlassButtonStyle``.
///
/// - Complexity: O(1) for every member.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, Sendable {
  /// The prominent glass style.
  public init() {}

  /// The label with the tinted glass behind it.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.glassEffect(.regular.tint(.accentColor).interactive())
  }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  /// The glass style: the label over regular glass.
  public static var glass: GlassButtonStyle { GlassButtonStyle() }

  /// The glass style with `glass`.
  public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  /// The prominent glass style: the label over tinted glass.
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
