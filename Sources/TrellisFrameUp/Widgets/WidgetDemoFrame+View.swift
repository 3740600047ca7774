import TrellisCore

extension WidgetDemoFrame {
  /// A widget preview node (FrameUp's `WidgetDemoFrame(size) { content }`): the node is the Home Screen size
  /// (``homeScreenSize``) whatever it is proposed; the content is laid out in a nested pass framed at the design
  /// canvas size (``designSize``) and then scaled by ``scale`` about its top-left corner and centred, so **every frame
  /// under the node is in screen points** (what is drawn), not design-canvas points. On iPhone the scale is 1. The
  /// content's root appears as a `frame` entry of the (scaled) design size.
  ///
  /// ```swift
  /// let demo = WidgetDemoFrame(.small, device: .iPad, screenSize: Size(width: 834, height: 1112))
  /// let tree = demo { Rectangle().id("content") }  // node 132×132; content 150×150 scaled by 0.88 → 132×132
  /// ```
  /// - Complexity: one nested layout of the content.
  public func callAsFunction(@NodeBuilder _ content: () -> [Node]) -> Node {
    Node(embedded: WidgetDemoContent(demo: self, content: Node.single(content())), typeName: "WidgetDemoFrame")
  }
}
