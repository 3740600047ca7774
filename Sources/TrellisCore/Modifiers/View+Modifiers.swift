/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension View {
  /// Gives the node an id, by which results report its frame. As in SwiftUI an id need only be unique among its
  /// siblings; where it repeats elsewhere, results name the node by a path of ids (`"row1/title"`).
  public func id(_ id: String) -> Node { node.with(id: .some(id)) }

  /// A frame of fixed dimensions around this view; `nil` dimensions are the view's own.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> Node {
    Node(modifier: FixedFrameLayout(width: width, height: height, alignment: alignment), typeName: "frame", child: node)
  }

  /// A flexible frame with minimum, ideal and maximum dimensions.
  ///
  /// Per axis, with proposal `p`: min is clamped to ≥ 0, ideal to ≥ min, max to ≥ ideal. If `p` is given and both min
  /// and max are given, the size is `clamp(p, min, max)` (the child is not consulted). If `p` is nil and an ideal is
  /// given, the size is the ideal. Otherwise the child is proposed `clamp(p ?? ideal, min, max)` and the size is the
  /// child's answer clamped by whichever of min and max are given (SwiftUI's rules).
  ///
  /// ```swift
  /// Rectangle().frame(maxWidth: 80)
  /// Box(width: 40, height: 20).frame(maxWidth: .infinity, alignment: .leading)
  /// ```
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> Node {
    Node(
      modifier: FlexFrameLayout(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
        maxHeight: maxHeight, alignment: alignment), typeName: "frame", child: node)
  }

  /// Fixes this view at its ideal size on the chosen axes.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> Node {
    Node(modifier: FixedSizeLayout(horizontal: horizontal, vertical: vertical), typeName: "fixedSize", child: node)
  }

  /// Padding on the given edges; `nil` length means the default of 16.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> Node {
    padding(EdgeInsets(edges, length ?? 16))
  }

  /// Padding of `length` on every edge.
  public func padding(_ length: CGFloat) -> Node { padding(.all, length) }

  /// Padding by explicit insets.
  public func padding(_ insets: EdgeInsets) -> Node {
    Node(modifier: PaddingLayout(insets: insets), typeName: "padding", child: node)
  }

  /// Moves the view by (x, y) without changing its layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Node {
    Node(modifier: OffsetLayout(x: x, y: y), typeName: "offset", child: node)
  }

  /// Moves the view by (`offset.width`, `offset.height`) without changing its layout.
  public func offset(_ offset: CGSize) -> Node { self.offset(x: offset.width, y: offset.height) }

  /// Keeps the view at an aspect ratio (width / height) inside or around the proposal: proposes the child a size of
  /// `ratio` that fits or fills the proposal; with a `nil` ratio, the ratio of the child's ideal size.
  ///
  /// A fully unspecified proposal passes through unchanged (the child answers its ideal size), as in SwiftUI. With
  /// one dimension unspecified, it is derived from the other by the ratio, for `.fill` too (SwiftUI scales to fill an
  /// unspecified dimension, an infinite proposal; Trellis derives it, as `.fit` does). Non-positive or non-finite
  /// ratios act like `nil`.
  public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode = .fit) -> Node {
    Node(modifier: AspectRatioLayout(ratio: ratio, contentMode: contentMode), typeName: "aspectRatio", child: node)
  }

  /// The view's layout priority within a stack (default 0; higher is offered space first). NaN counts as 0, as in
  /// ``zIndex(_:)``: a stack groups its children by equal priority, and NaN equals nothing.
  public func layoutPriority(_ value: Double) -> Node {
    node.updatingAttributes { $0.priority = value.isNaN ? 0 : value }
  }

  /// Sets an explicit value for a horizontal alignment guide, computed from the view's dimensions.
  public func alignmentGuide(
    _ guide: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) -> Node {
    node.updatingAttributes { $0.guides.append(GuideOverride(guide: .horizontal(guide), compute: computeValue)) }
  }

  /// Sets an explicit value for a vertical alignment guide, computed from the view's dimensions.
  public func alignmentGuide(
    _ guide: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) -> Node {
    node.updatingAttributes { $0.guides.append(GuideOverride(guide: .vertical(guide), compute: computeValue)) }
  }

  /// Sets a value that the containing layout reads as `subview[K.self]`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> Node {
    node.updatingAttributes { $0.values[ObjectIdentifier(key)] = value }
  }
}
