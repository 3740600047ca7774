/// An axis stack as the engine keeps it for a pass: plain values only, so reading it costs no reference counting.
struct StackSpec {
  let axis: Axis
  let spacing: CGFloat?
  /// Whether the alignment guide is a horizontal one (a vertical stack's).
  let guideIsHorizontal: Bool
  /// A built-in guide's position as a fraction of a child's length across (NaN for a custom guide).
  let fraction: CGFloat
  /// The custom guide's index in the pass's table of stack guides, or −1 for a built-in guide.
  var customGuide: Int32
  /// Where the stack's children start in the pass's arena of stack children (``LayoutContext``).
  var arenaOffset: Int32
}
