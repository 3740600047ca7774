extension View {
  /// Sets an environment value for this view and the views below it, as SwiftUI's `environment(_:_:)`:
  /// `.environment(\.layoutDirection, .rightToLeft)`, `.environment(\.dynamicTypeSize, .xxLarge)` (the same as
  /// `dynamicTypeSize(_:)`).
  ///
  /// The setting is an attribute of this view (no node is added to the tree or the result). On one node the first
  /// call wins, as the inner one does in SwiftUI: `a.environment(\.layoutDirection, .rightToLeft)
  /// .environment(\.layoutDirection, .leftToRight)` lays `a` out right to left. A key path that sets nothing Trellis
  /// lays out by returns the view unchanged.
  ///
  /// - Complexity: O(1); the direction is inherited once per node when a pass flattens the tree.
  public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> Node {
    var values = EnvironmentValues()
    values[keyPath: keyPath] = value
    if let size = values.explicitDynamicTypeSize { return dynamicTypeSize(size) }
    let node = self.node
    guard let direction = values.explicitLayoutDirection else { return node }
    var attributes = node.attributes
    if attributes.layoutDirection != nil { return node }
    attributes.layoutDirection = direction
    return node.with(attributes: attributes)
  }
}
