import TrellisCore

/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension View {
  /// FrameUp's `relativePadding(_:_:)`: padding of `factor` times the padded view's height (top, bottom) or width
  /// (leading, trailing) on `edges` (see ``RelativePaddingLayout``).
  ///
  /// ```swift
  /// Rectangle().relativePadding(.all, 0.1)   // proposed 200×100: the rectangle is 160×80 at (20, 10)
  /// Box(width: 80, height: 40).relativePadding([.leading, .top], 0.2)  // 100×50
  /// ```
  public func relativePadding(_ edges: Edge.Set = .all, _ factor: CGFloat) -> Node {
    Node(
      modifier: RelativePaddingLayout(padding: RelativePadding(edges: edges, factor: factor)),
      typeName: "relativePadding", child: node)
  }

  /// FrameUp's `relativePadding(_:)`: relative padding of `factor` on all edges, the same as
  /// `relativePadding(.all, factor)`.
  ///
  /// ```swift
  /// Box(width: 80, height: 40).relativePadding(0.1)  // 100×50, the box at (10, 5)
  /// ```
  public func relativePadding(_ factor: CGFloat) -> Node { relativePadding(.all, factor) }

  /// FrameUp's `scaledToFrame(_:contentMode:scaleMode:)`: the view's ideal size scaled to `size`
  /// (drawn scaled, as FrameUp's `scaleEffect`: the node and every frame under it are scaled; `contentMode` `nil` scales each axis independently; `scaleMode` `nil` is `.both`).
  public func scaledToFrame(_ size: Size, contentMode: ContentMode? = nil, scaleMode: ScaleMode? = nil) -> Node {
    scaled(ScaledView(size: size, contentMode: contentMode, scaleMode: scaleMode ?? .both), "scaledToFrame")
  }

  /// `scaledToFrame(_:contentMode:scaleMode:)` with the size labelled, as FrameUp's README spells it.
  public func scaledToFrame(size: Size, contentMode: ContentMode? = nil, scaleMode: ScaleMode? = nil) -> Node {
    scaledToFrame(size, contentMode: contentMode, scaleMode: scaleMode)
  }

  /// `scaledToFrame(width:height:contentMode:scaleMode:)`; a `nil` dimension is unconstrained.
  public func scaledToFrame(
    width: CGFloat?, height: CGFloat?, contentMode: ContentMode? = nil, scaleMode: ScaleMode? = nil
  ) -> Node {
    scaled(
      ScaledView(width: width, height: height, contentMode: contentMode, scaleMode: scaleMode ?? .both), "scaledToFrame"
    )
  }

  /// FrameUp's `scaledToFit(_:scaleMode:)`: uniform scale so the view fits in `size`.
  ///
  /// ```swift
  /// Rectangle().frame(idealWidth: 200, idealHeight: 100).scaledToFit(size: Size(width: 100, height: 100))  // 100×50
  /// ```
  public func scaledToFit(_ size: Size, scaleMode: ScaleMode? = nil) -> Node {
    scaled(.scaledToFit(size: size, scaleMode: scaleMode ?? .both), "scaledToFit")
  }

  /// `scaledToFit(_:scaleMode:)` with the size labelled, as FrameUp's README spells it.
  public func scaledToFit(size: Size, scaleMode: ScaleMode? = nil) -> Node { scaledToFit(size, scaleMode: scaleMode) }

  /// `scaledToFit(width:height:scaleMode:)`.
  public func scaledToFit(width: CGFloat, height: CGFloat, scaleMode: ScaleMode? = nil) -> Node {
    scaled(.scaledToFit(width: width, height: height, scaleMode: scaleMode ?? .both), "scaledToFit")
  }

  /// `scaledToFit(width:scaleMode:)`: uniform scale to `width` (the height is unconstrained).
  public func scaledToFit(width: CGFloat, scaleMode: ScaleMode? = nil) -> Node {
    scaled(.scaledToFit(width: width, scaleMode: scaleMode ?? .both), "scaledToFit")
  }

  /// `scaledToFit(height:scaleMode:)`: uniform scale to `height` (the width is unconstrained).
  public func scaledToFit(height: CGFloat, scaleMode: ScaleMode? = nil) -> Node {
    scaled(.scaledToFit(height: height, scaleMode: scaleMode ?? .both), "scaledToFit")
  }

  /// FrameUp's `scaledToFill(_:scaleMode:)`: uniform scale so the view covers `size`.
  public func scaledToFill(_ size: Size, scaleMode: ScaleMode? = nil) -> Node {
    scaled(.scaledToFill(size: size, scaleMode: scaleMode ?? .both), "scaledToFill")
  }

  /// `scaledToFill(_:scaleMode:)` with the size labelled, as FrameUp's README spells it.
  public func scaledToFill(size: Size, scaleMode: ScaleMode? = nil) -> Node {
    scaledToFill(size, scaleMode: scaleMode)
  }

  /// `scaledToFill(width:height:scaleMode:)`.
  public func scaledToFill(width: CGFloat, height: CGFloat, scaleMode: ScaleMode? = nil) -> Node {
    scaled(.scaledToFill(width: width, height: height, scaleMode: scaleMode ?? .both), "scaledToFill")
  }

  /// FrameUp's `frame(size:alignment:)`: `frame(width: size.width, height: size.height)`; a `nil` size leaves the
  /// view unchanged.
  public func frame(size: Size?, alignment: Alignment = .center) -> Node {
    guard let size else { return node }
    return frame(width: size.width, height: size.height, alignment: alignment)
  }

  private func scaled(_ scaled: ScaledView, _ typeName: String) -> Node {
    Node(embedded: ScaledContent(scaled: scaled, content: node), typeName: typeName)
  }
}
