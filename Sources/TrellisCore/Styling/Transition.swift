/// How a view enters and leaves the tree when it is inserted or removed (SwiftUI's `AnyTransition`), recorded by its
/// ``description`` (`"move(bottom)"`, `"asymmetric(insertion: opacity, removal: scale(0.5))"`). Headless there is no
/// insertion over time: a transition never runs and changes no frame; `LayoutResult.interpolated(to:fraction:)` is
/// what compares two layouts.
///
/// ```swift
/// Text("Saved").transition(.move(edge: .bottom).combined(with: .opacity))
/// // style.handlers == ["transition(combined(move(bottom), opacity))"]
/// ```
public struct AnyTransition: Sendable, Hashable, CustomStringConvertible {
  /// The transition as recorded: SwiftUI's name and its arguments.
  public let description: String

  init(_ description: String) { self.description = description }

  /// No change: the view appears and disappears as it is.
  public static let identity = AnyTransition("identity")
  /// A fade in and out.
  public static let opacity = AnyTransition("opacity")
  /// A scale from and to nothing about the centre.
  public static let scale = AnyTransition("scale")
  /// A slide in from the leading edge and out to the trailing edge.
  public static let slide = AnyTransition("slide")

  /// A scale from and to `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition("scale(\(scale))")
  }

  /// A move in from and out to `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(\(edge))") }

  /// A push in from `edge` and out towards the opposite edge.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(\(edge))") }

  /// A move from and to `offset` from the view's place.
  public static func offset(_ offset: CGSize) -> AnyTransition { .offset(x: offset.width, y: offset.height) }

  /// A move from and to (`x`, `y`) from the view's place.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition("offset(\(x), \(y))")
  }

  /// `insertion` when the view is inserted, `removal` when it is removed.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))")
  }

  /// This transition and `other` at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition("combined(\(self), \(other))")
  }

  /// This transition run with `animation` (the animation is not recorded: a transition never runs headless).
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
  /// Records how the view is inserted and removed (`style.handlers` gets `"transition(<description>)"`); it never
  /// runs headless and changes no frame.
  ///
  /// - Complexity: O(1), plus copying the node's handlers.
  public func transition(_ transition: AnyTransition) -> Node { recording("transition(\(transition))") }
}
