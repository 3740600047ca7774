import TrellisCore

/// FrameUp's `WidthReader`: gives its content the proposed width and hugs the content's height.
///
/// The reader takes the proposed width `W`, builds its content with `W`, proposes the content `W` wide with no
/// height (the content's ideal height for that width) and is `W × content height`; the content is aligned
/// horizontally by `alignment` (default `.center`; its vertical part is unused). With no width proposed the reader is
/// as wide as the content's ideal width (see ``AxisReaderContent`` details in the documentation).
///
/// ```swift
/// WidthReader { width in
///   HStack(spacing: 0) { Rectangle().frame(width: width / 4); Rectangle() }
/// }
/// ```
/// The reader is laid out by a nested pass (``EmbeddedContent``); its content's frames appear in the result under it.
/// - Complexity: one nested layout per distinct proposal (two without a width).
public struct WidthReader: View {
  public let node: Node

  /// A width reader.
  ///
  /// - Complexity: O(1); the closure runs during layout.
  public init(alignment: Alignment = .center, @NodeBuilder content: @escaping (CGFloat) -> [Node]) {
    let content = ContentClosure(content)
    let guide = alignment.horizontal.defaultValue
    node = Node(
      embedded: AxisReaderContent(axis: .horizontal, guide: guide) { width in
        Node.single(content(width))
      }, typeName: "WidthReader")
  }
}
