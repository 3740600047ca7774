import TrellisCore

/// A forced line break in an ``HFlow`` or ``VFlow``: the next child starts a new row (column). It takes no space and is
/// not shown; in other containers it is an empty leaf.
///
/// ```swift
/// HFlow(maxWidth: 300) { Text("Title"); LineBreak(); Text("a"); Text("b") }
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct LineBreak: View {
  /// A line break.
  public init() {}

  public var node: Node { Node(leaf: LineBreakLeaf(), typeName: "LineBreak") }
}
