import TrellisCore

/// FrameUp's `TabMenuView` bar as a node: `n` equal items (see ``TabMenuLayout`` and ``TabMenuGeometry``).
///
/// ```swift
/// let bar = try TabMenu(itemCount: 4).layout(in: Size(width: 402, height: 50))
/// bar["tab1"]  // (111, 26, 80, 22): the icon at the bottom of the 48-point area
/// ```
/// - Complexity: O(n) items.
public struct TabMenu: View {
  public let node: Node

  /// A bar of `itemCount` placeholder items (rectangles with ids `tab0`, `tab1`, …).
  ///
  /// An `itemCount` above ``TrellisLimits/maxNodes`` builds no items: laying the bar out fails with
  /// `LayoutError.invalidInput` naming the count and the limit (the items would exceed the tree's node limit).
  ///
  /// - Complexity: O(n) for n ≤ ``TrellisLimits/maxNodes``, O(1) above.
  public init(itemCount: Int, hasNames: Bool = false, nameHeight: CGFloat = 0) {
    guard itemCount <= TrellisLimits.maxNodes else {
      node = Node(layout: CountLimitLayout(name: "itemCount", count: itemCount), typeName: "TabMenu", children: [])
      return
    }
    let items = (0..<max(0, itemCount)).map { Rectangle().id("tab\($0)") }
    node = Node(
      layout: TabMenuLayout(hasNames: hasNames, nameHeight: nameHeight), typeName: "TabMenu", children: items)
  }

  /// A bar whose items are the views built by `content` (each is one item's content: icon and optional name).
  ///
  /// - Complexity: O(n).
  public init(hasNames: Bool = false, nameHeight: CGFloat = 0, @NodeBuilder content: () -> [Node]) {
    node = Node(
      layout: TabMenuLayout(hasNames: hasNames, nameHeight: nameHeight), typeName: "TabMenu", children: content())
  }
}
