/// A flexible view whose content is built from its size (SwiftUI's `GeometryReader`).
///
/// The reader takes its whole proposal, with an unspecified dimension replaced by 10
/// (``ProposedViewSize/replacingUnspecifiedDimensions(by:)``), whatever its content is. The content is built with a
/// ``GeometryProxy`` of that size, proposed that size, and placed at the reader's top-leading corner; several views
/// are stacked as in a `ZStack(alignment: .topLeading)`. The content never changes the reader's size, spacing or
/// guides (the reader has no explicit guides and the default spacing).
///
/// ```swift
/// HStack(spacing: 0) {
///   GeometryReader { proxy in Box(width: proxy.size.width, height: 10) }
///   GeometryReader { proxy in Box(width: proxy.size.width, height: 10) }
/// }  // in 200×50: two 100×50 readers
/// ```
///
/// The closure's proxy answers `frame(in: .global)` and `.named(_:)` exactly, and resolves anchors
/// (`proxy[anchor]`): a closure that reads where its reader is makes the layout run again until the frame it read is
/// the one the reader is placed at (see ``GeometryProxy``).
///
/// - Complexity: one nested layout of the content per distinct proposal (cached within the pass), and one more pass of
///   the whole layout per level of readers that read a placed frame.
public struct GeometryReader: View {
  public let node: Node

  /// A geometry reader.
  ///
  /// The closure need not be `Sendable`, as in SwiftUI (where it is main-actor bound): it may capture a view that
  /// keeps non-`Sendable` content. The engine calls it on the task doing the layout; an object it captures must not
  /// be changed by another task while a layout runs.
  ///
  /// - Parameter content: the content, built from the reader's proxy while the reader is measured.
  public init(@NodeBuilder content: @escaping (GeometryProxy) -> [Node]) {
    let content = ContentClosure(content)
    node = Node(embedded: GeometryReaderContent(content: { content($0) }), typeName: "GeometryReader")
  }

  /// A geometry reader whose closure names its view type and returns it (`GeometryReader { proxy -> AnyView in …
  /// return AnyView(…) }`): a closure with an explicit `return` is not a builder, in SwiftUI as here.
  ///
  /// - Parameter content: the content, built from the reader's proxy while the reader is measured.
  @_disfavoredOverload
  public init<Content: View>(content: @escaping (GeometryProxy) -> Content) {
    let content = ContentClosure(content)
    node = Node(embedded: GeometryReaderContent(content: { [content($0).node] }), typeName: "GeometryReader")
  }
}
