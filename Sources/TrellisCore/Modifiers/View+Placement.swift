/// - Complexity: O(1) for every member.
extension View {
  /// Centres the view at (x, y) in a view that takes its whole proposal.
  ///
  /// The position view is its proposal (10 for an unspecified dimension, like a shape); it proposes that proposal to
  /// the view and centres it at (x, y) in its own coordinates. A NaN coordinate is reported as a `LayoutError` (the
  /// view's frame would be NaN).
  ///
  /// ```swift
  /// Box(width: 20, height: 10).position(x: 50, y: 30)  // in 200×100: the position view is 200×100, the box at (40, 25)
  /// ```
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> Node {
    Node(modifier: PositionLayout(x: x, y: y), typeName: "position", child: node)
  }

  /// Centres the view at `point`: ``position(x:y:)``.
  public func position(_ point: Point) -> Node { position(x: point.x, y: point.y) }

  /// Padding inside the safe area: headless there is no safe area, so this is ``padding(_:_:)`` (default 16).
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> Node {
    Node(modifier: PaddingLayout(insets: EdgeInsets(edges, length ?? 16)), typeName: "safeAreaPadding", child: node)
  }

  /// ``safeAreaPadding(_:_:)`` of `length` on every edge.
  public func safeAreaPadding(_ length: CGFloat) -> Node { safeAreaPadding(.all, length) }

  /// ``safeAreaPadding(_:_:)`` by explicit insets.
  public func safeAreaPadding(_ insets: EdgeInsets) -> Node {
    Node(modifier: PaddingLayout(insets: insets), typeName: "safeAreaPadding", child: node)
  }

  /// Scales the view to fit its proposal keeping its ideal aspect ratio: `aspectRatio(contentMode: .fit)`.
  public func scaledToFit() -> Node { aspectRatio(nil, contentMode: .fit) }

  /// Scales the view to fill its proposal keeping its ideal aspect ratio: `aspectRatio(contentMode: .fill)`.
  public func scaledToFill() -> Node { aspectRatio(nil, contentMode: .fill) }
}
