/// Properties of a layout container that its parent may read (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable, Hashable {
  /// The axis along which the container stacks its subviews, if it is a stack; `nil` otherwise.
  /// A ``Spacer`` placed directly in such a container expands along this axis only.
  public var stackOrientation: Axis?

  /// Properties of a container that is not a stack.
  ///
  /// - Complexity: O(1).
  public init(stackOrientation: Axis? = nil) { self.stackOrientation = stackOrientation }
}
