import TrellisCore

extension SmartScrollView: View {
  /// The scroll view node over the content given to the full initialiser (none: an empty scroll view).
  ///
  /// - Complexity: O(children).
  public var node: Node { makeNode(attached?.children ?? [], onScroll: attached?.onScroll) }

  /// A scroll view container of the views built by `content` (FrameUp's `SmartScrollView(axes, …) { content }`):
  /// see ``SmartScrollLayout``. Several views are stacked like a scroll view's content: in a `VStack`, or an
  /// `HStack` when the view scrolls horizontally only.
  ///
  /// ```swift
  /// let scroll = SmartScrollView(.vertical)
  /// let tree = scroll { Box(width: 280, height: 800).id("content") }  // in 300×500: 280×500, scrolls vertically
  /// let insets = scroll.edgeInsets(contentFrame: result["content"]!, frame: result.size)
  /// ```
  /// (Trellis's `SmartScrollView` is the geometry value; calling it with content makes the node.)
  /// - Complexity: O(children).
  public func callAsFunction(@NodeBuilder _ content: () -> [Node]) -> Node {
    makeNode(content(), onScroll: nil)
  }

  func makeNode(_ children: [Node], onScroll: ScrollReportState?) -> Node {
    let child: Node
    if children.count == 1 {
      child = children[0]
    } else if axes == .horizontal {
      child = Node(layout: HStackLayout(), typeName: "HStack", children: children)
    } else {
      child = Node(layout: VStackLayout(), typeName: "VStack", children: children)
    }
    var layout = SmartScrollLayout(geometry: self)
    layout.onScroll = onScroll
    return Node(layout: layout, typeName: "SmartScrollView", children: [child])
  }
}
