import TrellisCore

/// FrameUp's `HeightReader`: the transpose of ``WidthReader``.
///
/// The reader takes the proposed height `H`, builds its content with `H`, proposes the content `H` high with no
/// width (its ideal width for that height) and is `content width × H`; the content is aligned vertically by
/// `alignment` (default `.top`; its horizontal part is unused). With no height proposed the reader is as high as the
/// content's ideal height.
///
/// ```swift
/// HeightReader { height in Box(width: height / 2, height: height) }
/// ```
/// - Complexity: one nested layout per distinct proposal (two without a height).
public struct HeightReader: View {
  public let node: Node

  /// A height reader.
  ///
  /// - Complexity: O(1); the closure runs during layout.
  public init(alignment: Alignment = .top, @NodeBuilder content: @escaping (CGFloat) -> [Node]) {
    let content = ContentClosure(content)
    node = Node(
      embedded: AxisReaderContent(axis: .vertical, guide: alignment.vertical.defaultValue) { height in
        Node.single(content(height))
      }, typeName: "HeightReader")
  }
}
