/// A node's index in one pass's breadth-first arrays (the root is 0; a container's children are contiguous).
///
/// The pass keeps its per-node arrays as raw `Int32` buffers (``PassBuffers/NodeArrays``); this wrapper is what the engine's
/// internal API passes around, so a node index cannot be mixed up with a child position or a slot.
struct NodeIndex: Hashable, Sendable {
  /// The index as stored in the pass's buffers.
  let raw: Int32

  /// The root of a pass.
  static let root = NodeIndex(raw: 0)

  init(raw: Int32) { self.raw = raw }

  /// The node at `offset` (traps when it does not fit in 32 bits; ``LayoutLimits/maxNodes`` keeps passes smaller).
  init(_ offset: Int) { raw = Int32(offset) }

  func hash(into hasher: inout Hasher) { hasher.combine(raw) }

  /// The standard library's one-shot integer hash, as `Int32` keys get: dictionaries keyed by node (trial
  /// placements) hash as fast as with raw indices. The synthesized `Hashable` streams through a full `Hasher`, several
  /// times the work per key.
  func _rawHashValue(seed: Int) -> Int { raw._rawHashValue(seed: seed) }

  /// The index as an offset into the pass's buffers.
  var offset: Int { Int(raw) }

  /// The node `distance` places after `base` in breadth-first order (a later sibling, for children).
  static func + (base: NodeIndex, distance: Int) -> NodeIndex { NodeIndex(raw: base.raw + Int32(distance)) }
}
