/// The cache of a stack: the allocation for the last proposal, so measuring and placing share the work.
public struct StackCache: Sendable {
  var allocation: StackAlgorithm.Allocation?
}
