import TrellisCore

/// The embedded content of a widget demo frame: the content framed at the design canvas size in a nested pass, then
/// every frame scaled by ``WidgetDemoFrame/scale`` and centred in the Home Screen frame.
struct WidgetDemoContent: EmbeddedContent {
  let demo: WidgetDemoFrame
  let content: Node

  func layout(proposal: ProposedViewSize, engine: LayoutEngine) throws(LayoutError) -> LayoutResult {
    let design = demo.designSize
    let home = demo.homeScreenSize
    let framed = content.frame(width: design.width, height: design.height)
    let result = try LayoutResult.nested(framed, proposal: ProposedViewSize(design), engine: engine)
    let s = demo.scale
    let scaled = demo.scaledContentSize
    let dx = (home.width - scaled.width) / 2
    let dy = (home.height - scaled.height) / 2
    return result.transformed(size: home) { frame in
      Rect(x: dx + frame.minX * s, y: dy + frame.minY * s, width: frame.width * s, height: frame.height * s)
    }
  }
}
