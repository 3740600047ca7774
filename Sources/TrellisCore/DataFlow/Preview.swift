/// A preview of the views in the closure, as SwiftUI's `#Preview`: `#Preview { ContentView() }`,
/// `#Preview("Dark") { ContentView().environment(\.colorScheme, .dark) }`.
///
/// The macro is served by Trellis's own compiler plugin (`TrellisPreviewMacros`, which speaks the compiler's plugin
/// message protocol without swift-syntax): it expands to a uniquely named ``PreviewProvider`` whose `previews` is the
/// closure's body, so the body compiles as any `@ViewBuilder` body does. Nothing lists the previews at run time (the
/// type's name is the compiler's); a preview to lay out is written as a ``PreviewProvider`` (Layout.md, "Previews").
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping () -> any View) =
  #externalMacro(module: "TrellisPreviewMacros", type: "PreviewMacro")

/// A preview with traits, as SwiftUI's `#Preview(_:traits:_:body:)`: the traits are accepted and change nothing.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait, _ additionalTraits: PreviewTrait...,
  @ViewBuilder body: @escaping () -> any View
) = #externalMacro(module: "TrellisPreviewMacros", type: "PreviewMacro")

/// A trait of a `#Preview` (SwiftUI's `PreviewTrait`): accepted, recorded nowhere.
public struct PreviewTrait: Sendable {
  /// The trait's name.
  let name: String
  /// The view at its own size.
  public static let sizeThatFitsLayout = PreviewTrait(name: "sizeThatFitsLayout")
  /// The device upright.
  public static let portrait = PreviewTrait(name: "portrait")
  /// The device turned with its top to the left.
  public static let landscapeLeft = PreviewTrait(name: "landscapeLeft")
  /// The device turned with its top to the right.
  public static let landscapeRight = PreviewTrait(name: "landscapeRight")
  /// A fixed size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(name: "fixedLayout")
  }
}
