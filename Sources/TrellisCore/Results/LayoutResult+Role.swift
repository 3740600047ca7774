extension LayoutResult {
  /// Whether a node is a leaf, a container or a single-child modifier.
  public enum Role: String, Sendable, Equatable {
    case leaf, container, modifier
  }
}
