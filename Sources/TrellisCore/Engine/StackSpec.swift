/// An axis stack as the engine keeps it for a pass: plain values only, so reading it costs no reference counting.
struct StackSpec {
  let axis: Axis
  /// Whether the alignment guide is a horizontal one (a vertical stack's).
  let guideIsHorizontal: Bool
  /// The custom guide's index in the pass's table of stack guides, or −1 for a built-in guide.
  var customGuide: Int32
  /// The spacing, packed (a spec is kept per layout slot).
  private let packedSpacing: PackedLength
  /// A built-in guide's position as a fraction of a child's length across (NaN for a custom guide).
  let fraction: CGFloat
  /// Where the stack's children start in the pass's arena of stack children, and the stack's index among the pass's
  /// stacks (its header, ``PassBuffers/stackHeaders``).
  var arenaOffset: Int32
  var index: Int32

  init(
    axis: Axis, spacing: CGFloat?, guideIsHorizontal: Bool, fraction: CGFloat, customGuide: Int32,
    arenaOffset: Int32 = 0, index: Int32 = 0
  ) {
    self.axis = axis
    packedSpacing = PackedLength(spacing)
    self.guideIsHorizontal = guideIsHorizontal
    self.fraction = fraction
    self.customGuide = customGuide
    self.arenaOffset = arenaOffset
    self.index = index
  }

  /// The stack's spacing, or `nil` for its children's preferred spacing.
  var spacing: CGFloat? { packedSpacing.value }
}
