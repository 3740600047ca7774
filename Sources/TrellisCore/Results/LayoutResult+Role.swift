extension LayoutResult {
  /// Whether a node is a leaf, a container or a single-child modifier.
  public enum Role: String, Sendable, Equatable {
    case leaf, container, modifier
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
