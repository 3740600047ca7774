/// A built-in stack's allocation for the last proposal it was measured at (its children's part is in the pass's arena,
/// ``PassBuffers/stackArena``): the stack's cache, as ``StackCache`` is ``AxisStackLayout``'s.
struct StackHeader {
  var proposal = PackedProposal.unspecified
  var summary = StackAlgorithm.Summary(size: .zero, crossStart: 0)
  var isValid = false
}
