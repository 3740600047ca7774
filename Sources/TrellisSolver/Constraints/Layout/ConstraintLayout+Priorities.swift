import TrellisCore

/// Per-child content hugging and compression resistance priorities, read by ``ConstraintLayout``.
struct HorizontalHuggingKey: LayoutValueKey { static let defaultValue = ConstraintPriority(250) }
struct VerticalHuggingKey: LayoutValueKey { static let defaultValue = ConstraintPriority(250) }
struct HorizontalResistanceKey: LayoutValueKey { static let defaultValue = ConstraintPriority(750) }
struct VerticalResistanceKey: LayoutValueKey { static let defaultValue = ConstraintPriority(750) }

/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension View {
  /// How strongly a child of a ``ConstraintLayout`` resists growing beyond its ideal size along `axis`
  /// (Auto Layout's content hugging; default 250): the optional constraint `size <= ideal @priority`.
  public func contentHuggingPriority(_ priority: ConstraintPriority, for axis: Axis) -> Node {
    axis == .horizontal
      ? layoutValue(key: HorizontalHuggingKey.self, value: priority)
      : layoutValue(key: VerticalHuggingKey.self, value: priority)
  }

  /// How strongly a child of a ``ConstraintLayout`` resists shrinking below its ideal size along `axis`
  /// (Auto Layout's compression resistance; default 750): the optional constraint `size >= ideal @priority`.
  public func compressionResistancePriority(_ priority: ConstraintPriority, for axis: Axis) -> Node {
    axis == .horizontal
      ? layoutValue(key: HorizontalResistanceKey.self, value: priority)
      : layoutValue(key: VerticalResistanceKey.self, value: priority)
  }
}
