/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension View {
  /// Sets the font of every ``Text`` below that does not set its own, as SwiftUI's `font(_:)` on any view.
  ///
  /// The setting is an attribute of this view (no node is added to the tree or the result).
  ///
  /// - Complexity: O(1); resolved once per node when a pass flattens the tree.
  public func font(_ font: Font?) -> Node { withText { $0.font = font ?? .body } }

  /// Sets the line limit of the texts below (`nil`: none), as SwiftUI's `lineLimit(_:)`.
  public func lineLimit(_ limit: Int?) -> Node { withText { $0.lineLimit = LineLimit(limit) } }

  /// Sets the line spacing of the texts below, as SwiftUI's `lineSpacing(_:)`.
  public func lineSpacing(_ spacing: CGFloat) -> Node { withText { $0.lineSpacing = spacing } }

  /// Sets how the lines of the texts below are aligned, as SwiftUI's `multilineTextAlignment(_:)`.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> Node {
    withText { $0.multilineTextAlignment = alignment }
  }

  /// Sets where the texts below are truncated, as SwiftUI's `truncationMode(_:)`.
  public func truncationMode(_ mode: TruncationMode) -> Node { withText { $0.truncationMode = mode } }

  /// Sets how far the fonts of the texts below may shrink to fit, as SwiftUI's `minimumScaleFactor(_:)`.
  public func minimumScaleFactor(_ factor: CGFloat) -> Node { withText { $0.minimumScaleFactor = factor } }

  private func withText(_ change: (inout TextEnvironment) -> Void) -> Node {
    var environment = TextEnvironment()
    change(&environment)
    // An outer call wraps an inner one in SwiftUI; on one node the later call is the outer one.
    return node.updatingAttributes { $0.text = ($0.text ?? TextEnvironment()).inheriting(environment) }
  }
}
