/// A view whose glasses are drawn together and morph into each other (iOS 26's `GlassEffectContainer`): it lays out
/// as its content, and records `"GlassEffectContainer"` (with its spacing, when given) in the
/// ``DrawingStyle/handlers`` of its content's views. Nothing blends or morphs headless; each
/// ``View/glassEffect(_:in:)`` inside draws its own shape.
///
/// ```swift
/// GlassEffectContainer(spacing: 20) {
///   HStack(spacing: 20) { Box(width: 80, height: 80).glassEffect(); Box(width: 80, height: 80).glassEffect() }
/// }  // 180×80, as the HStack
/// ```
///
/// SwiftUI publishes no layout for the container; Apple's examples give it one stack, and Trellis assumes it adds no
/// container of its own, as ``Group``: several views in `content` join the enclosing container (Layout.md's
/// differences table).
///
/// - Complexity: that of building the content, plus O(k) for its k views when it is a group.
public struct GlassEffectContainer<Content: View>: View {
  public let node: Node

  /// The content, its glasses blending within `spacing` points of each other (`nil`: the system's distance).
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    let name = spacing.map { "GlassEffectContainer(spacing: \($0))" } ?? "GlassEffectContainer"
    node = content().node.recording(name)
  }

  /// `true`: the content may be a group, whose views join the container's parent.
  public static var mayBeGroup: Bool { true }
}
