/// A modifier of your own (SwiftUI's `ViewModifier`): `body(content:)` says what the modified view becomes, and
/// `.modifier(_:)` applies it. The result lays out exactly as the body says: `content.padding(8).border(.red)` in a
/// modifier's body gives the same frames as `.padding(8).border(.red)` written on the view.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding(12).background(Color.white).cornerRadius(8)
///   }
/// }
/// Text("Hello").modifier(Card())
/// ```
///
/// - Complexity: applying one costs what building its body costs.
public protocol ViewModifier {
  /// The type of the modified view.
  associatedtype Body: View
  /// The view being modified, as the body sees it.
  typealias Content = ViewModifierContent<Self>

  /// The modified view, built from `content`.
  @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier``'s body modifies (SwiftUI's `_ViewModifier_Content`): it stands for the view the
/// modifier is applied to, and lays out as that view.
///
/// - Complexity: O(1) for every member.
public struct ViewModifierContent<Modifier: ViewModifier>: View {
  /// The modified view's node.
  public let node: Node

  /// Whether the modified view may be a group: `true`, as it may be any view.
  public static var mayBeGroup: Bool { true }
}

/// A view with a modifier applied (SwiftUI's `ModifiedContent`): its node is the modifier's body built around the
/// content's node.
///
/// - Complexity: building ``node`` costs what building the modifier's body costs.
public struct ModifiedContent<Content, Modifier: ViewModifier> {
  /// The view modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// `content` with `modifier` applied.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

}

extension ModifiedContent: View where Content: View {
  public var node: Node { applying(modifier, to: content.node) }

  /// `true`: the modifier's body may be several views.
  public static var mayBeGroup: Bool { true }
}

extension View {
  /// The view with `modifier` applied: laid out as the modifier's `body(content:)` says.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier {
  /// Two modifiers chained (`first.concat(second)`): the inner modifier's body, then the outer's.
  public func body(content: ViewModifierContent<Self>) -> some View {
    let inner = applying(self.content, to: content.node)
    return applying(modifier, to: inner)
  }
}

/// `modifier`'s body built around `node`; a ``GeometryEffect``, which has no body, is recorded on `node` instead, as
/// ``View/modifier(_:)-(GeometryEffect)`` records it (so an effect applied where only `ViewModifier` is known, in
/// generic code or a chain of modifiers, is recorded, not a crash).
///
/// - Complexity: what building the body costs; O(1) for an effect.
func applying<M: ViewModifier>(_ modifier: M, to node: Node) -> Node {
  if let effect = modifier as? any GeometryEffect { return node.recordingGeometryEffect(effect) }
  return modifier.body(content: ViewModifierContent<M>(node: node)).node
}

extension ViewModifier {
  /// This modifier, then `modifier` (SwiftUI's `concat`).
  public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier that reads the environment to choose the modifier it applies (SwiftUI's `EnvironmentalModifier`):
/// `resolve(in:)` gets ``EnvironmentValues/current`` when ``View/modifier(_:)-(EnvironmentalModifier)`` is applied,
/// that is while the body that applies it is built (the environment a body's `@Environment` reads; Layout.md,
/// "What differs"), and the resolved modifier's body is what lays out.
///
/// ```swift
/// struct Dimmed: EnvironmentalModifier {
///   func resolve(in environment: EnvironmentValues) -> some ViewModifier { Padded(amount: environment.lineLimit ?? 4) }
/// }
/// ```
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
  /// The modifier the environment chooses.
  associatedtype ResolvedModifier: ViewModifier
  /// The modifier to apply in `environment`.
  func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
  /// Never called: ``View/modifier(_:)-(EnvironmentalModifier)`` applies the resolved modifier instead.
  public func body(content: Content) -> Never {
    fatalError("an EnvironmentalModifier is applied through its resolved modifier")
  }
}

extension View {
  /// The view with the modifier `modifier` resolves to in the current environment applied.
  ///
  /// - Complexity: O(1), plus `resolve(in:)`.
  public func modifier<M: EnvironmentalModifier>(_ modifier: M) -> ModifiedContent<Self, M.ResolvedModifier> {
    ModifiedContent(content: self, modifier: modifier.resolve(in: EnvironmentValues.current))
  }
}
