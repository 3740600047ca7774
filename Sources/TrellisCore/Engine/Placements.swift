/// Where a pass placed each node: its frame, whether it is shown, and the proposal it was placed with; and, while a
/// container's explicit guide is computed, the placements a trial records instead (SwiftUI's layouts compute a
/// guide by placing their subviews, which must not move them).
///
/// The frames and placed flags are per node (``PassBuffers/NodeArrays``, which results read); the proposals per
/// slot (a fixed-size leaf ignores its proposal, so it has none).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
struct Placements {
  /// Per node: its frame, and whether it is placed (shown).
  private(set) var frames: UnsafeMutableBufferPointer<Rect>
  private(set) var placed: UnsafeMutableBufferPointer<Bool>
  /// Per slot: the proposal the node was placed with.
  let proposals: UnsafeMutableBufferPointer<PackedProposal>
  /// Placements recorded instead of applied, innermost trial last (see ``beginTrial()``).
  private(set) var trials: [[NodeIndex: (frame: Rect, proposal: ProposedViewSize)]] = []
  /// The proposal each node was last placed with in a trial.
  private var lastTrialProposals: [NodeIndex: ProposedViewSize] = [:]

  /// The placements over `buffers`' arrays: nothing placed.
  init(_ buffers: PassBuffers) {
    frames = buffers.nodes.frames
    placed = buffers.nodes.placed
    proposals = buffers.proposals
  }

  /// Takes the per-node arrays of `nodes`, a copy of the ones it had (see ``PassBuffers/separateNodeArrays(into:)``).
  mutating func rebind(to nodes: PassBuffers.NodeArrays) {
    frames = nodes.frames
    placed = nodes.placed
  }

  /// Whether placements are being recorded by a trial instead of applied.
  @inline(__always) var isInTrial: Bool { !trials.isEmpty }

  /// Places node `k` (slot `s`, or −1) at `frame`, proposed `proposal`.
  @inline(__always)
  func set(_ k: Int, slot s: Int32, frame: Rect, proposal: PackedProposal) {
    frames[k] = frame
    if s >= 0 { proposals[Int(s)] = proposal }
    placed[k] = true
  }

  /// Places node `k` (slot `s`, or −1) at `frame`, proposed `proposal`.
  @inline(__always)
  func set(_ k: Int, slot s: Int32, frame: Rect, proposal: ProposedViewSize) {
    set(k, slot: s, frame: frame, proposal: PackedProposal(proposal))
  }

  /// The proposal slot `s` (or −1, a fixed-size leaf: `.unspecified`) was placed with.
  @inline(__always)
  func proposal(slot s: Int32) -> ProposedViewSize { s >= 0 ? proposals[Int(s)].proposal : .unspecified }

  /// Starts recording placements instead of applying them (trials nest).
  mutating func beginTrial() { trials.append([:]) }

  /// Records a placement of `node` in the innermost trial.
  mutating func record(_ node: NodeIndex, frame: Rect, proposal: ProposedViewSize) {
    trials[trials.count - 1][node] = (frame, proposal)
  }

  /// Ends the innermost trial: the frames it recorded (each node's proposal is kept for ``trialProposal(_:)``).
  ///
  /// - Complexity: O(placements recorded).
  mutating func endTrial() -> [NodeIndex: Rect] {
    let recorded = trials.removeLast()
    var frames: [NodeIndex: Rect] = [:]
    for (node, entry) in recorded {
      frames[node] = entry.frame
      lastTrialProposals[node] = entry.proposal
    }
    return frames
  }

  /// The proposal the node was last placed with in a trial.
  func trialProposal(_ node: NodeIndex) -> ProposedViewSize? { lastTrialProposals[node] }

  /// Forgets slot `s`'s placement proposal (a node of a kept pass that changed).
  func forgetProposal(slot s: Int) { proposals[s] = .unspecified }

  /// Starts another pass over the same placements: the trials' proposals of the last one are dropped.
  mutating func beginAnotherPass() {
    precondition(trials.isEmpty, "only a finished pass is laid out again")
    lastTrialProposals = [:]
  }
}
