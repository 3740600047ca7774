extension LayoutResult {
  /// Whether a node is a leaf, a container or a single-child modifier.
  public enum Role: String, Sendable, Equatable {
    /// A node with no children: a box, shape, text, spacer, divider or image.
    case leaf
    /// A node that lays out children through a layout: a stack, grid, `ZStack`, a custom `Layout`, a reader or
    /// other embedded content.
    case container
    /// A node that wraps one child: a frame, padding, offset, overlay host and the other modifiers.
    case modifier
  }
}

extension LayoutResult.Role {
  /// The role of a node of kind `kind`.
  init(_ kind: Node.Traits.Kind) {
    switch kind {
    case .leaf, .spacer: self = .leaf
    case .modifier: self = .modifier
    case .layout, .embedded: self = .container
    }
  }
}
