import TrellisCore

/// HuggingGeometryReader's `VerticalGeometryReader`: fills the proposed height, hugs the content's width, and gives
/// the content the height (the transpose of ``HorizontalGeometryReader``; the content is at the top).
///
/// ```swift
/// VerticalGeometryReader { height in Box(width: 20, height: height / 2) }
/// ```
/// - Complexity: one nested layout per distinct proposal.
public struct VerticalGeometryReader: View {
  public let node: Node

  /// A vertical geometry reader.
  ///
  /// - Complexity: O(1); the closure runs during layout.
  public init(@NodeBuilder content: @escaping (CGFloat) -> [Node]) {
    let content = ContentClosure(content)
    node = Node(
      embedded: AxisReaderContent(axis: .vertical, guide: VerticalAlignment.top.defaultValue) { height in
        Node.single(content(height))
      }, typeName: "VerticalGeometryReader")
  }
}
