import TrellisCore

/// HuggingGeometryReader's `HuggingGeometryReader`: a geometry reader as large as its content (not as large as its
/// proposal), whose content is built from its own measured size.
///
/// The content is built with 0×0 and laid out for the reader's proposal; then it is built again with the size it
/// just measured, until the size it measures equals the size it was given (within ``Tolerance/epsilon``). That size
/// is the reader's. Content that does not depend on the size settles in two passes (one if it is 0×0). Content whose
/// size depends on the size it is given (`width = size.width + 1`) never settles: after `maxPasses` passes (default
/// 8) the layout fails with ``LayoutError/containerFailed(path:id:message:)`` at the reader's path, listing the sizes
/// of every pass — never an endless loop.
///
/// `onChange` (optional) is called with the reader's placed size when it first appears and whenever it changes, as
/// with ``View/onSizeChange(perform:)``; the reader is then wrapped in that observer (an extra `readGeometry` node).
///
/// ```swift
/// HuggingGeometryReader { size in
///   Text("Height is \(size.height)").padding()
/// }
/// ```
/// - Complexity: up to `maxPasses` nested layouts per distinct proposal.
public struct HuggingGeometryReader: View {
  public let node: Node

  /// The default bound on the number of passes: 8.
  public static let defaultMaxPasses = 8

  /// A hugging geometry reader.
  ///
  /// - Parameters:
  ///   - maxPasses: how many passes to try before failing (at least 1; values above
  ///     ``TrellisLimits/maxReaderPasses`` are clamped to it).
  ///   - onChange: called with the reader's size when it first appears and when it changes.
  ///   - content: the content, built from the reader's size.
  /// - Complexity: O(1); the closure runs during layout.
  public init(
    maxPasses: Int = HuggingGeometryReader.defaultMaxPasses, onChange: (@Sendable (Size) -> Void)? = nil,
    @NodeBuilder content: @escaping (Size) -> [Node]
  ) {
    let content = ContentClosure(content)
    let reader = Node(
      embedded: HuggingReaderContent(maxPasses: maxPasses) { size in Node.single(content(size)) },
      typeName: "HuggingGeometryReader")
    node = onChange.map { reader.readGeometry(onChange: $0) } ?? reader
  }
}
