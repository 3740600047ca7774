/// A leaf of fixed size: it answers `width × height` whatever it is proposed (like a view with `.frame(width:height:)`
/// around fixed content, or an image that is not resizable).
///
/// ```swift
/// Box(width: 40, height: 20).id("a")
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct Box: View, Sendable {
  /// The fixed width and height.
  var size: Size

  /// A box of the given size. Negative or NaN sizes are reported as a `LayoutError` when laid out.
  public init(width: CGFloat, height: CGFloat) { self.size = Size(width: width, height: height) }

  public var node: Node {
    FixedLeaf.isValid(size) ? Node(fixed: size, typeName: "Box") : Node(leaf: FixedLeaf(size: size), typeName: "Box")
  }
}

struct FixedLeaf: LeafContent {
  let size: Size
  /// Whether the size is one a fixed leaf may answer (non-negative and finite); others are reported when laid out.
  var isValid: Bool { Self.isValid(size) }
  static func isValid(_ size: Size) -> Bool { size.width >= 0 && size.height >= 0 && size.isFinite }
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size { size }
}
