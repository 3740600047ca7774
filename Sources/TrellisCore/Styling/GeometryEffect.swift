import Foundation

/// A modifier that draws its view with a projection computed from the view's size (SwiftUI's `GeometryEffect`),
/// applied with `modifier(_:)`. As in SwiftUI the view's frame, and everyone's layout, is unchanged; the effect is
/// recorded in ``DrawingStyle/effects`` (``DrawingEffect/geometry(_:)``), and ``DrawingStyle/transform(in:)`` asks it
/// for its projection at the laid-out size.
///
/// ```swift
/// struct Squash: GeometryEffect {
///   var amount: CGFloat
///   var animatableData: CGFloat {
///     get { amount }
///     set { amount = newValue }
///   }
///   func effectValue(size: CGSize) -> ProjectionTransform {
///     ProjectionTransform(CGAffineTransform(scaleX: 1, y: amount))
///   }
/// }
/// Text("Hi").modifier(Squash(amount: 0.5))   // the text's frame is unchanged; renderers draw it half as tall
/// ```
///
/// Unlike SwiftUI's, an effect is `Sendable` (a struct of numbers is, without saying so): the node that records it
/// may be laid out and drawn on any task. `animatableData` is accepted, as SwiftUI's `Animatable` asks for it; headless,
/// nothing animates.
///
/// - Complexity: applying one is O(1); ``DrawingStyle/transform(in:)`` calls `effectValue(size:)` once per call.
public protocol GeometryEffect: ViewModifier, Sendable where Body == Never {
  /// The projection the view of size `size` is drawn with, in its own coordinates (origin its top-left corner).
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// Never called: ``View/modifier(_:)-(GeometryEffect)`` records the effect instead of building a body.
  public func body(content: Content) -> Never {
    fatalError("a GeometryEffect is recorded, not built")
  }
}

/// A ``GeometryEffect`` as ``DrawingStyle`` records it: the effect, asked for its projection at the laid-out size.
/// Two are equal when they are effects of the same type with the same description (`String(reflecting:)`, which
/// lists a struct's stored values), so that building the same tree twice records equal styles.
///
/// - Complexity: O(1) to make; comparing or hashing costs the descriptions'.
public struct RecordedGeometryEffect: Hashable, Sendable {
  /// The effect.
  public let effect: any GeometryEffect
  /// The effect's type and values, as `String(reflecting:)` gives them; what equality compares.
  public let description: String

  /// `effect`, recorded.
  public init(_ effect: some GeometryEffect) {
    self.effect = effect
    self.description = String(reflecting: effect)
  }

  /// The effect's projection for a view of size `size`; the identity when the effect returns a non-finite entry.
  public func projection(size: CGSize) -> ProjectionTransform {
    let projection = effect.effectValue(size: size)
    return projection.isFinite ? projection : ProjectionTransform()
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    type(of: lhs.effect) == type(of: rhs.effect) && lhs.description == rhs.description
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: effect)))
    hasher.combine(description)
  }
}

extension View {
  /// The view drawn with `effect`'s projection for its laid-out size (recorded; no frame changes, as in SwiftUI).
  ///
  /// - Complexity: O(1).
  public func modifier<Effect: GeometryEffect>(_ effect: Effect) -> Node { node.recordingGeometryEffect(effect) }

  /// The view drawn with `transform` applied in its own coordinates, its origin the frame's top-left corner
  /// (recorded; no frame changes, as in SwiftUI). A projection with a non-finite entry is recorded as the identity.
  /// Renderers get it seen without its perspective (``DrawingEffect/projection(_:)``).
  ///
  /// - Complexity: O(1).
  public func projectionEffect(_ transform: ProjectionTransform) -> Node {
    restyled { $0.effects.append(.projection(transform.isFinite ? transform : ProjectionTransform())) }
  }
}

extension Node {
  /// This node with `effect` recorded in its style (what ``View/modifier(_:)-(GeometryEffect)`` does).
  ///
  /// - Complexity: O(1), plus copying the node's effects.
  func recordingGeometryEffect(_ effect: some GeometryEffect) -> Node {
    restyled { $0.effects.append(.geometry(RecordedGeometryEffect(effect))) }
  }
}
