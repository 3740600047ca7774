/// Properties of a layout container that its parent may read (SwiftUI's `LayoutProperties`).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct LayoutProperties: Sendable, Hashable {
  /// The axis along which the container stacks its subviews, if it is a stack; `nil` otherwise.
  /// A ``Spacer`` placed directly in such a container expands along this axis only.
  public var stackOrientation: Axis?

  /// Properties of a container that is not a stack.
  public init(stackOrientation: Axis? = nil) { self.stackOrientation = stackOrientation }
}
