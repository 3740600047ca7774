import TrellisCore

extension View {
  /// Calls `action` with this view's size when it is first laid out and whenever its size changes, across
  /// successive layouts of the same tree (see ``SizeObserverLayout`` for exactly when).
  ///
  /// ```swift
  /// let tree = Rectangle().onSizeChange { size in print(size) }
  /// _ = try tree.layout(in: Size(width: 100, height: 50))  // prints 100×50
  /// _ = try tree.layout(in: Size(width: 100, height: 50))  // nothing: unchanged
  /// ```
  /// - Complexity: O(1); each layout adds O(1) and a lock.
  public func onSizeChange(perform action: @escaping @Sendable (Size) -> Void) -> Node {
    Node(modifier: SizeObserverLayout(state: SizeObserverState(action: action)), typeName: "onSizeChange", child: node)
  }

  /// HuggingGeometryReader's `readGeometry(onChange:)`: reports this view's size without laying it out again.
  /// Same timing as ``onSizeChange(perform:)``.
  ///
  /// - Complexity: O(1); each layout adds O(1) and a lock.
  public func readGeometry(onChange action: @escaping @Sendable (Size) -> Void) -> Node {
    Node(modifier: SizeObserverLayout(state: SizeObserverState(action: action)), typeName: "readGeometry", child: node)
  }
}
