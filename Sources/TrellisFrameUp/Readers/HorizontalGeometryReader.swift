import TrellisCore

/// HuggingGeometryReader's `HorizontalGeometryReader`: fills the proposed width, hugs the content's height, and
/// gives the content the width.
///
/// Like ``WidthReader`` with the content at the leading edge (as `GeometryReader` places it).
///
/// ```swift
/// HorizontalGeometryReader { width in
///   HStack(spacing: 0) { Rectangle().frame(width: width * 0.25); Rectangle().frame(width: width * 0.75) }
/// }
/// ```
/// - Complexity: one nested layout per distinct proposal.
public struct HorizontalGeometryReader: View {
  public let node: Node

  /// A horizontal geometry reader.
  ///
  /// - Complexity: O(1); the closure runs during layout.
  public init(@NodeBuilder content: @escaping (CGFloat) -> [Node]) {
    let content = ContentClosure(content)
    node = Node(
      embedded: AxisReaderContent(axis: .horizontal, guide: HorizontalAlignment.leading.defaultValue) { width in
        Node.single(content(width))
      }, typeName: "HorizontalGeometryReader")
  }
}
