/// The erased form a node stores for `layout`: for the layouts almost every tree is made of — an `HStack` or
/// `VStack` aligned by a built-in guide, a padding with equal top and bottom and equal leading and trailing insets —
/// a value small enough to sit inside the existential itself, so the node needs no separate allocation for its layout;
/// any other layout in a ``LayoutBox``. A boxed layout is one more allocation and free per stack and padding.
@inline(__always)
func erasedLayout<L: Layout>(_ layout: L) -> any ErasedLayout {
  // SAFETY: `unsafeBitCast` to the type `L` was just compared with. Invariant: `L.self == T.self`.
  if L.self == HStackLayout.self, let compact = CompactStackBox(unsafeBitCast(layout, to: HStackLayout.self)) {
    return compact
  }
  if L.self == VStackLayout.self, let compact = CompactStackBox(unsafeBitCast(layout, to: VStackLayout.self)) {
    return compact
  }
  if L.self == PaddingLayout.self, let compact = CompactPaddingBox(unsafeBitCast(layout, to: PaddingLayout.self)) {
    return compact
  }
  return LayoutBox(layout)
}
