/// The content of a leaf: how it sizes itself for a proposal, and its spacing preferences.
///
/// Implement it for your own leaves (an image with a natural size, a measured label, …) and wrap it in a node with
/// `Node(leaf:typeName:)`.
public protocol LeafContent: Sendable {
  /// The leaf's size for `proposal`. Must be non-negative and not NaN; infinite only for infinite proposals.
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size
  /// The leaf's spacing preferences (none by default: neighbours use the default 8).
  var spacing: ViewSpacing { get }
}

extension LeafContent {
  public var spacing: ViewSpacing { ViewSpacing() }
}
