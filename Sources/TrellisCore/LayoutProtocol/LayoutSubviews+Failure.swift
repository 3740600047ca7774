extension LayoutSubviews {
  /// Records a failure of the container that owns these subviews: the pass ends with
  /// `LayoutError.containerFailed` naming the container's path and `message`. For Trellis's own containers whose
  /// computation can fail (kernel errors, unsatisfiable constraints), since `Layout` methods cannot throw.
  package func reportFailure(_ message: String) {
    context.fail(
      .containerFailed(
        path: context.path(of: container).description, id: context.nodes[container].id, message: message))
  }
}
