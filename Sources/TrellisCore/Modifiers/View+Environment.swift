extension View {
  /// Sets an environment value for this view and the views below it, as SwiftUI's `environment(_:_:)`:
  /// `.environment(\.layoutDirection, .rightToLeft)`, `.environment(\.dynamicTypeSize, .xxLarge)` (the same as
  /// `dynamicTypeSize(_:)`), `.environment(\.colorScheme, .dark)`, a custom key's `.environment(\.myKey, 3)`.
  ///
  /// The view is built with the value in ``EnvironmentValues/current``, which its body (and the bodies it builds)
  /// read with ``Environment``; the result is a ``ModifiedEnvironment``, built when its node is asked for, so that
  /// `ContentView().environment(\.colorScheme, .dark).environmentObject(model)` builds `ContentView` with both. A
  /// value that changes layout (the layout direction, the Dynamic Type size, the font, the line limit, the
  /// alignment of lines) is also an attribute of the built node (no node is added to the tree or the result), so it
  /// reaches the views below however they were built. On one node the first call wins, as the inner one does in
  /// SwiftUI: `a.environment(\.layoutDirection, .rightToLeft).environment(\.layoutDirection, .leftToRight)` lays `a`
  /// out right to left.
  ///
  /// - Complexity: O(1); building the node costs building the view, plus O(1).
  public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
    -> ModifiedEnvironment<Self>
  {
    var set = EnvironmentValues()
    set[keyPath: keyPath] = value
    return ModifiedEnvironment(content: self, change: { $0[keyPath: keyPath] = value }, layoutValues: set)
  }

  /// Puts `object` in the environment of this view and the views built by its body, where ``EnvironmentObject``
  /// finds it by its type, as SwiftUI's `environmentObject(_:)` (see ``Environment`` for what that reaches).
  ///
  /// - Complexity: O(1); building the node costs building the view, plus O(1).
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> ModifiedEnvironment<Self> {
    ModifiedEnvironment(content: self, change: { $0.setObject(object) }, layoutValues: EnvironmentValues())
  }

  /// Puts the `@Observable` `object` in the environment of this view and the views built by its body, where
  /// `@Environment(Object.self)` finds it, as SwiftUI's `environment(_:)`; `nil` removes it.
  ///
  /// - Complexity: O(1); building the node costs building the view, plus O(1).
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> ModifiedEnvironment<Self> {
    ModifiedEnvironment(content: self, change: { $0.setObject(object) }, layoutValues: EnvironmentValues())
  }
}

/// A view built in a changed environment: what ``View/environment(_:_:)``, ``View/environmentObject(_:)`` and
/// ``View/environment(_:)`` return (SwiftUI's `ModifiedContent` of an environment-writing modifier). Its ``node`` is
/// the content's, built with the change applied to ``EnvironmentValues/current``, with the values that change
/// layout set on it.
///
/// - Complexity: O(1) for every member except ``node``, which costs building the content.
public struct ModifiedEnvironment<Content: View>: View {
  /// The view.
  let content: Content
  /// The change to the environment the view is built in.
  let change: (inout EnvironmentValues) -> Void
  /// The values that change layout this modifier sets (only those it sets are explicit).
  let layoutValues: EnvironmentValues

  /// The content's node, built in the changed environment, with the layout values set on it.
  public var node: Node {
    var current = EnvironmentValues.current
    change(&current)
    var node = EnvironmentValues.$current.withValue(current) { content.node }
    let set = layoutValues
    if let size = set.explicitDynamicTypeSize { node = node.dynamicTypeSize(size) }
    if let font = set.explicitFont { node = node.font(font) }
    if let limit = set.explicitLineLimit { node = node.lineLimit(limit) }
    if let alignment = set.explicitTextAlignment { node = node.multilineTextAlignment(alignment) }
    guard let direction = set.explicitLayoutDirection else { return node }
    if !node.isGroup, node.attributes.layoutDirection != nil { return node }
    // A view that sets its own direction keeps it; on a group, each view is set apart and the group stays one.
    return node.updatingAttributes { if $0.layoutDirection == nil { $0.layoutDirection = direction } }
  }

  /// As the content's: a group's views stay views of the container the modified view is in.
  public static var mayBeGroup: Bool { Content.mayBeGroup }
}

extension Node {
  /// Sets an environment value for this built node and the views below it (``View/environment(_:_:)``): a node is
  /// already built, so this is the modified node itself, not a ``ModifiedEnvironment``.
  ///
  /// - Complexity: O(1).
  public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> Node {
    var set = EnvironmentValues()
    set[keyPath: keyPath] = value
    return ModifiedEnvironment(content: self, change: { $0[keyPath: keyPath] = value }, layoutValues: set).node
  }
}
