import TrellisCore

/// The geometry of FrameUp's `TabMenuView` bar: `n` equal items in an `HStack(spacing: 0)`, each
/// `frame(maxWidth: ∞).padding(.horizontal, 10)`, the bar `padding(.bottom, 2).padding(.horizontal, 1)`, 50 high.
///
/// For a bar `W` wide the slot width is `(W − 2)/n`; item `i`'s content is at `x = 1 + i·slot + 10`, `slot − 20`
/// wide. An item's content is the 22-high icon and, when any item has a name, the name 2 points under it; FrameUp
/// draws it as the mask `VStack(spacing: 2) { Spacer(minLength: 0); icon; name }` over the item's 48-point-high area
/// above the bottom padding, so the spacer pushes the content to the **bottom** of that area: the icon alone is at
/// `y = 48 − 22 = 26`, not centred.
///
/// **Degenerate input.** No items → no frames. A width that is NaN, negative or too small for the padding gives
/// content 0 wide (never negative); negative or NaN name heights count as 0.
///
/// ```swift
/// let bar = TabMenuGeometry(itemCount: 4, hasNames: false)
/// bar.itemFrames(width: 402)  // x = 11, 111, 211, 311; each 80 wide, 22 high at y = 26
/// ```
///
/// - Complexity: O(1) for every member except ``itemFrames(width:nameHeight:)``, O(n).
public struct TabMenuGeometry: Hashable, Sendable {
  /// The bar's height: 50.
  public static let barHeight: CGFloat = 50
  /// The padding below the items: 2.
  public static let bottomPadding: CGFloat = 2
  /// The padding at each end of the bar: 1.
  public static let barHorizontalPadding: CGFloat = 1
  /// The padding on each side of an item: 10.
  public static let itemHorizontalPadding: CGFloat = 10
  /// The icon's height: 22.
  public static let iconHeight: CGFloat = 22
  /// The spacing between icon and name: 2.
  public static let nameSpacing: CGFloat = 2

  /// The number of items.
  public var itemCount: Int
  /// Whether any item has a name (then every item reserves a name row).
  public var hasNames: Bool

  /// Creates the geometry for `itemCount` items.
  @inlinable public init(itemCount: Int, hasNames: Bool) {
    self.itemCount = itemCount
    self.hasNames = hasNames
  }

  /// Creates the geometry for `items`.
  ///
  /// - Complexity: O(n).
  public init<Tab>(items: [TabMenuItem<Tab>]) {
    self.init(itemCount: items.count, hasNames: items.contains { $0.name != nil })
  }

  /// The width of one slot: `(W − 2)/n` (0 when there are no items or no room).
  public func slotWidth(width: CGFloat) -> CGFloat {
    guard itemCount > 0, !width.isNaN else { return 0 }
    return max(0, width - 2 * Self.barHorizontalPadding) / CGFloat(itemCount)
  }

  /// The height of an item's content: 22, or `22 + 2 + nameHeight` when items have names.
  public func contentHeight(nameHeight: CGFloat = 0) -> CGFloat {
    guard hasNames else { return Self.iconHeight }
    return Self.iconHeight + Self.nameSpacing + (nameHeight.isNaN ? 0 : max(0, nameHeight))
  }

  /// The content frame of each item in a bar `width` wide, relative to the bar's top-left corner: at the bottom of
  /// the item's 48-point area (`y = 48 − contentHeight`, 26 for an icon alone).
  ///
  /// An ``itemCount`` above ``TrellisLimits/maxNodes`` gives no frames, as a ``TabMenu`` of that many items has
  /// none (its layout fails naming the count): the count would otherwise size an array of gigabytes.
  ///
  /// - Complexity: O(n) for n ≤ ``TrellisLimits/maxNodes``, O(1) above.
  public func itemFrames(width: CGFloat, nameHeight: CGFloat = 0) -> [Rect] {
    guard itemCount > 0, itemCount <= TrellisLimits.maxNodes else { return [] }
    let slot = slotWidth(width: width)
    let height = contentHeight(nameHeight: nameHeight)
    // The mask's Spacer(minLength: 0) takes whatever the content leaves of the 48-point area, above the content.
    let y = max(0, Self.barHeight - Self.bottomPadding - height)
    return (0..<itemCount).map { i in
      Rect(
        x: Self.barHorizontalPadding + CGFloat(i) * slot + Self.itemHorizontalPadding, y: y,
        width: max(0, slot - 2 * Self.itemHorizontalPadding), height: height)
    }
  }

  /// The icon's row inside an item content frame: the top 22 points, full width.
  public func iconFrame(inItem item: Rect) -> Rect {
    Rect(x: item.minX, y: item.minY, width: item.width, height: Self.iconHeight)
  }

  /// The name's row inside an item content frame (below the icon and 2 points of spacing), or `nil` without names.
  public func nameFrame(inItem item: Rect) -> Rect? {
    guard hasNames else { return nil }
    let top = item.minY + Self.iconHeight + Self.nameSpacing
    return Rect(x: item.minX, y: top, width: item.width, height: max(0, item.maxY - top))
  }
}
