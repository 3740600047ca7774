/// A Liquid Glass material (iOS 26's `Glass`), what ``View/glassEffect(_:in:)`` draws behind a view: `.regular`,
/// `.clear` or `.identity` (no glass), tinted with ``tint(_:)`` and made to react to touches with
/// ``interactive(_:)``.
///
/// No glass is drawn headless: the effect is recorded as its shape filled with ``recordedColor``, a translucent white
/// (or the tint) named after the glass (`"glass(regular)"`, `"glass(clear, tint: blue, interactive)"`), as a
/// ``Material`` is recorded. Apple publishes no values; the opacities (0.6 for regular, 0.25 for clear) are ours.
///
/// ```swift
/// Text("Hello").padding().glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 16))
/// ```
///
/// - Complexity: O(1) for every member.
public struct Glass: Equatable, Sendable {
  /// The three variants iOS offers.
  enum Variant: String, Sendable {
    case regular, clear, identity
  }

  /// The variant.
  let variant: Variant
  /// The tint, `nil` for none.
  let tintColor: Color?
  /// Whether the glass reacts to touches.
  let isInteractive: Bool

  /// The standard glass.
  public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }

  /// A more transparent glass, for content over media.
  public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }

  /// No glass: ``View/glassEffect(_:in:)`` draws nothing with it.
  public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

  /// This glass tinted with `color` (`nil`: no tint).
  public func tint(_ color: Color?) -> Glass { Glass(variant: variant, tintColor: color, isInteractive: isInteractive) }

  /// This glass reacting to touches (recorded: nothing is touched headless).
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
  }

  /// What renderers fill the glass's shape with: white, or the tint, at 0.6 of its opacity for regular glass and 0.25
  /// for clear glass (transparent for `.identity`), named as ``description`` says.
  public var recordedColor: Color {
    let base = tintColor ?? Color(white: 1)
    let opacity: Double
    switch variant {
    case .regular: opacity = 0.6
    case .clear: opacity = 0.25
    case .identity: opacity = 0
    }
    return Color(red: base.red, green: base.green, blue: base.blue, opacity: base.opacity * opacity, name: description)
  }

  /// The glass as recorded: `"glass(regular)"`, `"glass(clear, tint: blue, interactive)"`.
  var description: String {
    var parts = [variant.rawValue]
    if let tintColor { parts.append("tint: \(tintColor)") }
    if isInteractive { parts.append("interactive") }
    return "glass(\(parts.joined(separator: ", ")))"
  }
}

/// How glass appears and disappears inside a ``GlassEffectContainer`` (iOS 26's `GlassEffectTransition`); recorded
/// with ``View/glassEffectTransition(_:)``, never played.
///
/// - Complexity: O(1) for every member.
public struct GlassEffectTransition: Hashable, Sendable {
  /// The transition's name, as recorded.
  let name: String

  /// The glass morphs from or into the glass of the same ``View/glassEffectID(_:in:)``.
  public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }

  /// The glass fades in or out in place.
  public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }

  /// No transition.
  public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

/// iOS 26's Liquid Glass modifiers. The glass is drawn behind the view in `shape`, in the view's frame, as
/// `.background(in:)` is: no frame changes, and the shape is an entry of the results (in a `background` node) with
/// the glass's ``Glass/recordedColor`` as its fill. The identity, union and transition modifiers are recorded by name in
/// ``DrawingStyle/handlers``: nothing morphs headless.
///
/// - Complexity: O(1) for every member, plus copying the node's handlers.
extension View {
  /// Draws `glass` behind the view in `shape`, fitted to the view's frame (iOS 26's `glassEffect(_:in:)`; SwiftUI's
  /// default shape is its `DefaultGlassEffectShape`, a capsule, here ``Capsule``). `.identity` draws nothing and
  /// records `"glassEffect(identity)"`.
  ///
  /// ```swift
  /// Box(width: 80, height: 30).glassEffect()  // 80×30; a Capsule of 80×30 behind, filled "glass(regular)"
  /// ```
  public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> Node {
    guard glass.variant != .identity else { return recording("glassEffect(identity)") }
    return background(shape.fill(glass.recordedColor))
  }

  /// Records the identity of the view's glass within `namespace`, so that a ``GlassEffectContainer`` morphs glasses
  /// of the same identity (recorded as `"glassEffectID"`; `nil` records nothing).
  public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> Node {
    id == nil ? node : recording("glassEffectID")
  }

  /// Records that the view's glass joins the other glasses of `id` in `namespace` in one shape (recorded as
  /// `"glassEffectUnion"`; `nil` records nothing).
  public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> Node {
    id == nil ? node : recording("glassEffectUnion")
  }

  /// Records how the view's glass appears and disappears (`"glassEffectTransition(materialize)"`).
  public func glassEffectTransition(_ transition: GlassEffectTransition) -> Node {
    recording("glassEffectTransition(\(transition.name))")
  }
}
