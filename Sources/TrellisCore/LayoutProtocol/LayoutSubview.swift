/// A proxy for one subview of a layout container (SwiftUI's `LayoutSubview`).
///
/// Ask it for its size under a proposal, its alignment guides, its spacing preferences, its layout priority and
/// layout values, and tell it where to go with ``place(at:anchor:proposal:)``.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct LayoutSubview: Equatable {
  let context: LayoutContext
  let node: NodeIndex

  /// The size the subview wants for `proposal`. Answers are cached per (subview, proposal) within a pass.
  ///
  /// - Complexity: O(1) when cached; otherwise the cost of measuring the subview's subtree.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    context.measure(node, proposal)
  }

  /// The subview's size and alignment guides for `proposal`.
  ///
  /// - Complexity: as ``sizeThatFits(_:)``.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = context.measure(node, proposal)
    return ViewDimensions(size: size, resolver: GuideResolver(context: context, node: node, proposal: proposal))
  }

  /// The subview's layout priority (from `layoutPriority(_:)`; 0 by default).
  public var priority: Double { context.priority(of: node) }

  /// The subview's preferred spacing.
  ///
  /// - Complexity: O(1) for leaves; a container's answer is computed from its own subviews.
  public var spacing: ViewSpacing { context.spacing(of: node) }

  /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's default.
  ///
  /// - Complexity: O(modifier depth).
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    context.layoutValue(key, of: node)
  }

  /// Whether the subview is a ``Spacer`` (stacks give spacers the lowest priority of all).
  var isSpacer: Bool { context.isSpacer(node) }

  /// The subview's id, if it has one (a Trellis addition: useful to custom layouts and diagnostics).
  var id: String? { context.id(of: node) }

  /// Places the subview: its `anchor` point (a unit point of its own frame) goes to `position`, and the subview
  /// is sized for `proposal`.
  ///
  /// - Complexity: O(1) plus measuring the subview if not yet measured for `proposal`.
  public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    context.place(node, at: position, anchor: anchor, proposal: proposal)
  }

  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.context === b.context && a.node == b.node }
}
