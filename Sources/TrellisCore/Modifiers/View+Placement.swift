/// - Complexity: O(1) for every member.
extension View {
  /// Centres the view at (x, y) in a view that takes its whole proposal (see ``PositionLayout``).
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> Node {
    Node(modifier: PositionLayout(x: x, y: y), typeName: "position", child: node)
  }

  /// Centres the view at `point` (see ``PositionLayout``).
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
