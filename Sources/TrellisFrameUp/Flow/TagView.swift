import TrellisCore

/// FrameUp's TagView: views made from an array of elements, laid out left to right and wrapping into rows, each row as
/// high as its tallest element. It takes the proposed width (an ``HFlowLayout`` with spacing 0 unless given; with `maxWidth`, an ``HFlow`` wrapping there).
///
/// ```swift
/// TagView(elements: ["One", "Two", "Three"]) { Text($0) }
/// WidthReader { width in TagView(maxWidth: width, elements: ["One", "Two", "Three"]) { Text($0) } }
/// ```
/// - Complexity: O(n).
public struct TagView: View {
  public let node: Node

  /// A tag view over `elements`, each identified by its description.
  ///
  /// - Complexity: O(n) views built.
  public init<Element: Hashable>(
    elements: [Element], horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @NodeBuilder content: (Element) -> [Node]
  ) {
    node = Node(
      layout: HFlowLayout(horizontalSpacing: horizontalSpacing ?? 0, verticalSpacing: verticalSpacing ?? 0),
      typeName: "TagView", children: ForEach(elements, id: \.self, content: content).nodes)
  }

  /// A tag view that wraps at `maxWidth` (FrameUp's README spelling of `TagViewForScrollView(maxWidth:elements:)`),
  /// so it works where no width is proposed; use a ``WidthReader`` to get the width.
  ///
  /// - Complexity: O(n) views built.
  public init<Element: Hashable>(
    maxWidth: CGFloat, elements: [Element], horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @NodeBuilder content: (Element) -> [Node]
  ) {
    let flow = HFlow(
      maxWidth: maxWidth, horizontalSpacing: horizontalSpacing ?? 0, verticalSpacing: verticalSpacing ?? 0)
    node = Node(
      layout: FULayoutContainer(flow), typeName: "TagView",
      children: ForEach(elements, id: \.self, content: content).nodes)
  }
}
