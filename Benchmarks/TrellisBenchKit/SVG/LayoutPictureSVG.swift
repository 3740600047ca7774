import Trellis

/// Draws two layouts of the same items side by side at the same scale, each item filled with a colour chosen by its
/// index, so the same item has the same colour in both panels.
enum LayoutPictureSVG {
  /// One panel's content.
  struct Panel {
    /// The heading (the strategy).
    var title: String
    /// A line under the panel (figures such as the tallest column).
    var caption: String
    /// The container size; a non-finite or non-positive dimension is taken from the frames' extent.
    var container: Size
    /// The items' frames, in item order.
    var frames: [Rect]
  }

  /// The SVG for a recorded ``LayoutPicture``.
  ///
  /// - Complexity: O(number of frames).
  static func render(_ picture: LayoutPicture, title: String) -> String {
    func panel(_ p: LayoutPicture.Panel) -> Panel {
      Panel(title: p.title, caption: p.caption, container: p.layout.container, frames: p.layout.frames)
    }
    return render(title: title, left: panel(picture.left), right: panel(picture.right))
  }

  /// Two panels side by side. Frames with non-finite numbers are left out; both panels share one scale so equal
  /// sizes look equal.
  ///
  /// ```swift
  /// let svg = LayoutPictureSVG.render(
  ///   title: "40 items",
  ///   left: .init(title: "greedy", caption: "", container: Size(width: 300, height: CGFloat.infinity), frames: greedy),
  ///   right: .init(title: "solver", caption: "", container: Size(width: 300, height: CGFloat.infinity), frames: solver))
  /// ```
  ///
  /// - Complexity: O(number of frames).
  static func render(title: String, left: Panel, right: Panel) -> String {
    let extents = [extent(of: left), extent(of: right)]
    let maxWidth = max(extents.map(\.width).max() ?? 1, 1)
    let maxHeight = max(extents.map(\.height).max() ?? 1, 1)
    let panelWidth = 380.0
    let panelHeight = 520.0
    let gap = 40.0
    let margin = 24.0
    let header = 64.0
    let footer = 40.0
    let scale = min(panelWidth / maxWidth, panelHeight / maxHeight)
    let drawnWidth = max(maxWidth * scale, 220)
    let titleWidth = Double(title.count) * 10 + margin * 2
    let width = max(margin * 2 + drawnWidth * 2 + gap, titleWidth)
    let height = header + maxHeight * scale + footer + margin
    var svg = SVGDocument(width: width, height: height)
    svg.text(title, x: margin, y: 26, size: 16, weight: "bold")
    for (column, panel) in [left, right].enumerated() {
      let originX = margin + Double(column) * (drawnWidth + gap)
      let originY = header
      let size = extents[column]
      svg.text(panel.title, x: originX, y: header - 12, size: 13, weight: "bold")
      svg.rect(
        x: originX, y: originY, width: size.width * scale, height: size.height * scale, fill: "#f7f7f7",
        stroke: "#555")
      for (index, frame) in panel.frames.enumerated() where isDrawable(frame) {
        let x = originX + frame.minX * scale
        let y = originY + frame.minY * scale
        let w = frame.width * scale
        let h = frame.height * scale
        svg.rect(x: x, y: y, width: w, height: h, fill: ChartStyle.itemColor(index), stroke: "#333", strokeWidth: 0.6)
        if w >= 16, h >= 13 {
          svg.text(String(index), x: x + w / 2, y: y + h / 2 + 4, size: min(11, h * 0.7), anchor: "middle")
        }
      }
      svg.text(panel.caption, x: originX, y: originY + size.height * scale + 22, size: 12)
    }
    return svg.render()
  }

  /// The size a panel draws: the container where finite and positive, else the frames' far edges.
  private static func extent(of panel: Panel) -> Size {
    let drawable = panel.frames.filter(isDrawable)
    let contentWidth = drawable.map(\.maxX).max() ?? 0
    let contentHeight = drawable.map(\.maxY).max() ?? 0
    let width = panel.container.width.isFinite && panel.container.width > 0 ? panel.container.width : contentWidth
    let height =
      panel.container.height.isFinite && panel.container.height > 0 ? panel.container.height : contentHeight
    return Size(width: max(width, contentWidth), height: max(height, contentHeight))
  }

  private static func isDrawable(_ frame: Rect) -> Bool {
    frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite && frame.size.width >= 0
      && frame.size.height >= 0
  }
}
