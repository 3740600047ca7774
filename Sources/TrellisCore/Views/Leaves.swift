/// A leaf of fixed size: it answers `width × height` whatever it is proposed (like a view with `.frame(width:height:)`
/// around fixed content, or an image that is not resizable).
///
/// ```swift
/// Box(width: 40, height: 20).id("a")
/// ```
public struct Box: View {
  /// The fixed width and height.
  public var size: Size

  /// A box of the given size. Negative or NaN sizes are reported as a `LayoutError` when laid out.
  ///
  /// - Complexity: O(1).
  public init(width: Double, height: Double) { self.size = Size(width: width, height: height) }

  public var node: Node { Node(leaf: FixedLeaf(size: size), typeName: "Box") }
}

struct FixedLeaf: LeafContent {
  let size: Size
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size { size }
}

/// A flexible rectangle: it takes whatever size it is proposed; its ideal size is 10×10 (like SwiftUI's shapes).
///
/// Named `Rectangle` (as in SwiftUI) because `Rect` is the geometry type; scene files accept `"Rectangle"` and `"Rect"`.
public struct Rectangle: View {
  /// A flexible rectangle.
  ///
  /// - Complexity: O(1).
  public init() {}

  public var node: Node { Node(leaf: FlexibleLeaf(), typeName: "Rectangle") }
}

struct FlexibleLeaf: LeafContent {
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size { proposal.replacingUnspecifiedDimensions() }
}

/// A flexible space that expands along the axis of the stack that contains it (SwiftUI's `Spacer`).
///
/// Along the stack's axis its size is `max(proposal, minLength ?? 8)`; across it, 0. Stacks give spacers a layout
/// priority below every other child, and spacers prefer no spacing next to them.
public struct Spacer: View {
  /// The minimum length along the stack's axis; `nil` means the default of 8.
  public var minLength: Double?

  /// A spacer.
  ///
  /// - Complexity: O(1).
  public init(minLength: Double? = nil) { self.minLength = minLength }

  public var node: Node { Node(typeName: "Spacer", content: .spacer(minLength: minLength)) }
}
