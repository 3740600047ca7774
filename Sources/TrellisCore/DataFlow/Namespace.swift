/// A namespace for the identities of views that morph into each other (SwiftUI's `@Namespace`), what
/// ``View/glassEffectID(_:in:)`` and ``View/glassEffectUnion(id:namespace:)`` take. Its ``ID`` is unique to the
/// namespace, the same for every copy of the view that declares it; nothing morphs headless, so nothing reads it
/// but `==`.
///
/// ```swift
/// struct Badges: View {
///   @Namespace private var glass
///   var body: some View {
///     GlassEffectContainer { HStack { Text("A").glassEffect().glassEffectID("a", in: glass) } }
///   }
/// }
/// ```
///
/// - Complexity: O(1) for every member.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// The namespace's identity.
  public let wrappedValue: ID

  /// A new namespace, different from every other.
  public init() { wrappedValue = ID(token: ID.Token()) }

  /// A namespace's identity: equal only to itself and its copies.
  public struct ID: Hashable, Sendable {
    /// An object only this namespace holds, compared by identity (kept alive, so that its identifier is not reused).
    final class Token: Sendable {}
    let token: Token

    public static func == (lhs: ID, rhs: ID) -> Bool { lhs.token === rhs.token }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
  }
}
