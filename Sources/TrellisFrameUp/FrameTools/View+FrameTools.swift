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
  public func relativePadding(_ edges: Edge.Set = .all, _ factor: Double) -> Node {
    Node(
      modifier: RelativePaddingLayout(padding: RelativePadding(edges: edges, factor: factor)),
      typeName: "relativePadding", child: node)
  }

  /// FrameUp's `scaledToFrame(size:contentMode:scaleMode:)`: the view's ideal size scaled to `size`
  /// (see ``ScaledFrameLayout``; `contentMode` `nil` scales each axis independently).
  public func scaledToFrame(size: Size, contentMode: ContentMode? = nil, scaleMode: ScaleMode = .both) -> Node {
    scaled(ScaledView(size: size, contentMode: contentMode, scaleMode: scaleMode), "scaledToFrame")
  }

  /// `scaledToFrame(width:height:contentMode:scaleMode:)`; a `nil` dimension is unconstrained.
  public func scaledToFrame(
    width: Double?, height: Double?, contentMode: ContentMode? = nil, scaleMode: ScaleMode = .both
  ) -> Node {
    scaled(ScaledView(width: width, height: height, contentMode: contentMode, scaleMode: scaleMode), "scaledToFrame")
  }

  /// `scaledToFit(size:scaleMode:)`: uniform scale so the view fits in `size`.
  ///
  /// ```swift
  /// Rectangle().frame(idealWidth: 200, idealHeight: 100).scaledToFit(size: Size(width: 100, height: 100))  // 100×50
  /// ```
  public func scaledToFit(size: Size, scaleMode: ScaleMode = .both) -> Node {
    scaled(.scaledToFit(size: size, scaleMode: scaleMode), "scaledToFit")
  }

  /// `scaledToFit(width:height:scaleMode:)`.
  public func scaledToFit(width: Double, height: Double, scaleMode: ScaleMode = .both) -> Node {
    scaled(.scaledToFit(width: width, height: height, scaleMode: scaleMode), "scaledToFit")
  }

  /// `scaledToFit(width:scaleMode:)`: uniform scale to `width` (the height is unconstrained).
  public func scaledToFit(width: Double, scaleMode: ScaleMode = .both) -> Node {
    scaled(.scaledToFit(width: width, scaleMode: scaleMode), "scaledToFit")
  }

  /// `scaledToFit(height:scaleMode:)`: uniform scale to `height` (the width is unconstrained).
  public func scaledToFit(height: Double, scaleMode: ScaleMode = .both) -> Node {
    scaled(.scaledToFit(height: height, scaleMode: scaleMode), "scaledToFit")
  }

  /// `scaledToFill(size:scaleMode:)`: uniform scale so the view covers `size`.
  public func scaledToFill(size: Size, scaleMode: ScaleMode = .both) -> Node {
    scaled(.scaledToFill(size: size, scaleMode: scaleMode), "scaledToFill")
  }

  /// `scaledToFill(width:height:scaleMode:)`.
  public func scaledToFill(width: Double, height: Double, scaleMode: ScaleMode = .both) -> Node {
    scaled(.scaledToFill(width: width, height: height, scaleMode: scaleMode), "scaledToFill")
  }

  /// FrameUp's `frame(size:alignment:)`: `frame(width: size.width, height: size.height)`; a `nil` size leaves the
  /// view unchanged.
  public func frame(size: Size?, alignment: Alignment = .center) -> Node {
    guard let size else { return node }
    return frame(width: size.width, height: size.height, alignment: alignment)
  }

  private func scaled(_ scaled: ScaledView, _ typeName: String) -> Node {
    Node(modifier: ScaledFrameLayout(scaled: scaled), typeName: typeName, child: node)
  }
}
