import TrellisCore

/// The embedded content of the `scaledToFrame` / `scaledToFit` / `scaledToFill` modifiers (``ScaledView``), drawn as
/// FrameUp draws it: with a scale effect.
///
/// The content is laid out at its ideal size `C` (proposal unspecified) in a nested pass, whatever the node is
/// proposed. The node is ``ScaledView/size(forContent:)`` `= C · scale`, and **every frame under the node is scaled**
/// by ``ScaledView/scale(forContent:)`` about the node's top-left corner, so the result holds what is drawn (as
/// ``WidgetDemoFrame`` does). Content with no finite ideal size is not scaled and the node is 0 on that axis. A scale
/// that overflows the double range (a frame near `1e308` over content near 0) is `LayoutError.invalidInput` naming the
/// frame and the content size.
struct ScaledContent: EmbeddedContent {
  let scaled: ScaledView
  let content: Node

  func layout(proposal: ProposedViewSize, engine: LayoutEngine) throws(LayoutError) -> LayoutResult {
    let result = try LayoutResult.nested(content, proposal: .unspecified, engine: engine)
    let s = scaled.scale(forContent: result.size)
    let size = scaled.size(forContent: result.size)
    guard s.x.isFinite, s.y.isFinite, size.width.isFinite, size.height.isFinite else {
      // Finite parameters over finite content overflowed (a frame near ±1.8e308 over content near 0): named here,
      // at the scaling, with the parameters that caused it; relocated under this node by the outer pass.
      func number(_ value: CGFloat?) -> String { value.map { formatNumber(Double($0)) } ?? "nil" }
      let frame = "\(number(scaled.width))×\(number(scaled.height))"
      // Content near 0 in full (`1e-300`), which `formatNumber` would round to 0.
      let content = "\(Double(result.size.width))×\(Double(result.size.height))"
      throw .invalidInput(
        path: "root", id: nil,
        message: "its scaled frame \(frame) over content of \(content) makes a scale of "
          + "\(formatNumber(s.x))×\(formatNumber(s.y)) that overflows the double range")
    }
    return result.transformed(size: size) { frame in
      Rect(x: frame.minX * s.x, y: frame.minY * s.y, width: frame.width * s.x, height: frame.height * s.y)
    }
  }
}
