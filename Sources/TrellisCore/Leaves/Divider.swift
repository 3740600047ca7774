/// A thin line that separates content (SwiftUI's `Divider`): 1 pt across the axis of the stack that contains it and
/// flexible along the other. In an HStack it is 1 wide and takes the proposed height; in a VStack, and outside any
/// stack, it is 1 high and takes the proposed width (10 when a dimension is unspecified, like the shapes).
/// Modifiers between the divider and its stack (`Divider().padding()`) do not hide the stack.
///
/// ```swift
/// HStack(spacing: 0) { Box(width: 40, height: 20); Divider(); Box(width: 40, height: 20) }  // 81×20; divider 1×20
/// ```
///
/// Trellis draws 1 pt whatever the display; SwiftUI's divider is one pixel (a third of a point on a 3× screen).
///
/// - Complexity: O(1) for every member.
public struct Divider: View, Sendable {
  /// The divider's thickness across its stack's axis: 1.
  static let thickness = 1.0

  /// A divider.
  public init() {}

  public var node: Node { Node(typeName: "Divider", content: .divider) }
}
