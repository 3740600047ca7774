import TrellisCore

/// FrameUp's TagView: views made from an array of elements, laid out left to right and wrapping into rows, each row as
/// high as its tallest element. It takes the proposed width (an ``HFlowLayout`` with spacing 0 unless given).
///
/// ```swift
/// TagView(elements: ["One", "Two", "Three"]) { Text($0) }
/// ```
/// - Complexity: O(n).
public struct TagView: View {
  public let node: Node

  /// A tag view over `elements`, each identified by its description.
  ///
  /// - Complexity: O(n) views built.
  public init<Element: Hashable>(
    elements: [Element], horizontalSpacing: Double = 0, verticalSpacing: Double = 0,
    @NodeBuilder content: (Element) -> [Node]
  ) {
    node = Node(
      layout: HFlowLayout(horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing), typeName: "TagView",
      children: ForEach(elements, id: \.self, content: content).nodes)
  }
}
