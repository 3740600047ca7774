/// The sizes a pass has measured, per node and proposal (Taffy's `tree/cache.rs`, for SwiftUI's proposals): a node's
/// first answer inline (per slot), its further answers chained in one list for the whole pass, newest first, so a
/// further answer costs no allocation of its own.
///
/// A node that answers one size to every valid proposal — a fixed-size leaf from the start, a rigid container once it
/// has been measured (``NodeFlag/rigid``) — is *settled*: its size is the answer, without a lookup, kept in its frame
/// (``PassBuffers/NodeArrays/frames``: every placement of the node writes that same size), so that a fixed-size leaf
/// needs no slot. Each
/// answer records the pass it was computed in, so a kept pass laid out again (``beginAnotherPass()``) counts the
/// answers it reuses (``reuses``). The sizes an earlier pass left in a ``LayoutCache`` (``remembered``) answer the
/// nodes it may remember (``State/rememberable``) before they are computed, and count as reused too.
///
/// It knows nodes by their index and slot only (the caller maps a node to its slot; fixed-size leaves have none) and
/// never calls out, so it is tested alone (`SizeCacheTests`). Its buffers are ``PassBuffers``'s.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise; a lookup is O(answers of the
///   node).
struct SizeCache {
  /// The bits of a node's state (``PassBuffers/NodeArrays/sizeState``).
  enum State {
    /// The node has been asked for a size (its first answer, or its settled size, is set, unless it is a fixed-size
    /// leaf, whose size was set while flattening).
    static let measured: UInt8 = 1
    /// The node answers its frame's size to every valid proposal.
    static let settled: UInt8 = 2
    /// The node's sizes may be taken from, and are kept in, a ``LayoutCache``.
    static let rememberable: UInt8 = 4
  }

  /// A further answer: the proposal, the size, the next older answer of the same slot (or −1), and the pass it was
  /// computed in.
  typealias Answer = (proposal: PackedProposal, size: Size, next: Int32, pass: UInt32)

  /// Per node: its state (``State``), and its frame, whose size is a settled node's answer.
  private(set) var state: UnsafeMutableBufferPointer<UInt8>
  private(set) var frames: UnsafeMutableBufferPointer<Rect>
  /// Per slot: its first answer, that answer's proposal, the pass it was computed in, and its newest further answer
  /// in ``more`` (−1 for none).
  let firstSize: UnsafeMutableBufferPointer<Size>
  let firstProposal: UnsafeMutableBufferPointer<PackedProposal>
  let firstPass: UnsafeMutableBufferPointer<UInt32>
  let moreHead: UnsafeMutableBufferPointer<Int32>
  /// The further answers of every slot.
  private(set) var more: [Answer] = []
  /// Which pass over these arrays this is: 1, then one more each time a kept pass is laid out again.
  private(set) var pass: UInt32 = 1
  /// The sizes an earlier pass left in the caller's ``LayoutCache`` (`nil` without one, or with embedded content).
  private(set) var remembered: LayoutCache.Snapshot?
  /// How many answers this pass took from an earlier one, or from ``remembered``
  /// (``LayoutResult/Statistics/sizesReused``).
  var reuses = 0

  /// The cache over `buffers`' arrays (every node unmeasured but the settled ones flattening set), answering the
  /// rememberable nodes from `remembered` first.
  init(_ buffers: PassBuffers, remembering remembered: LayoutCache.Snapshot? = nil) {
    state = buffers.nodes.sizeState
    frames = buffers.nodes.frames
    firstSize = buffers.firstSize
    firstProposal = buffers.firstProposal
    firstPass = buffers.firstPass
    moreHead = buffers.moreHead
    self.remembered = remembered
  }

  /// Takes the per-node arrays of `nodes`, a copy of the ones it had (see ``PassBuffers/separateNodeArrays(into:)``).
  mutating func rebind(to nodes: PassBuffers.NodeArrays) {
    state = nodes.sizeState
    frames = nodes.frames
  }

  /// Whether node `k` answers ``settledSize(_:)`` to every valid proposal.
  @inline(__always) func isSettled(_ k: Int) -> Bool { state[k] & State.settled != 0 }

  /// The size a settled node answers.
  @inline(__always) func settledSize(_ k: Int) -> Size { frames[k].size }

  /// Notes that node `k`, a settled one, was asked for its size: `true` the first time (its one computation).
  @inline(__always) func noteSettledRequest(_ k: Int) -> Bool {
    guard state[k] & State.measured == 0 else { return false }
    state[k] |= State.measured
    return true
  }

  /// The answer node `k` (slot `s`) has for `proposal` (counted in ``reuses`` when an earlier pass computed it), or
  /// `nil` when the node has none.
  ///
  /// - Complexity: O(answers of the node).
  @inline(__always)
  mutating func answer(_ k: Int, slot s: Int, for proposal: ProposedViewSize) -> Size? {
    guard state[k] & State.measured != 0 else { return nil }
    let key = PackedProposal(key: proposal)
    if firstProposal[s].isIdentical(to: key) {
      if firstPass[s] != pass { reuses &+= 1 }
      return firstSize[s]
    }
    var i = Int(moreHead[s])
    while i >= 0 {
      let answer = more[i]
      if answer.proposal.isIdentical(to: key) {
        if answer.pass != pass { reuses &+= 1 }
        return answer.size
      }
      i = Int(answer.next)
    }
    return nil
  }

  /// Records `size` as node `k`'s (slot `s`) answer for `proposal`, which it did not have. A node whose `settles` is
  /// `true` answers its first answer to every valid proposal from now on.
  @inline(__always)
  mutating func store(_ size: Size, for proposal: ProposedViewSize, node k: Int, slot s: Int, settles: Bool) {
    if state[k] & State.measured != 0 {
      // Room for the further answers of a typical pass (nested stacks ask each container about six sizes), made at
      // the first, so the list rarely grows (each growth copies it) and a pass that asks each node one size
      // allocates nothing.
      if more.capacity == 0 { more.reserveCapacity(8 * moreHead.count) }
      more.append((PackedProposal(key: proposal), size, moreHead[s], pass))
      moreHead[s] = Int32(more.count - 1)
    } else {
      firstPass[s] = pass
      state[k] |= settles ? State.measured | State.settled : State.measured
      firstProposal[s] = PackedProposal(key: proposal)
      firstSize[s] = size
      if settles { frames[k].size = size }
    }
  }

  /// Forgets every answer of node `k` (slot `s`, or −1 for a fixed-size leaf); a node that `unsettles` is no longer
  /// settled (a rigid one, until it is computed again).
  mutating func forget(_ k: Int, slot s: Int, unsettles: Bool) {
    state[k] &= ~State.measured
    if unsettles { state[k] &= ~State.settled }
    guard s >= 0 else { return }
    firstProposal[s] = .unspecified
    moreHead[s] = -1
  }

  /// Makes node `k` a fixed-size leaf of size `size` (settled, not yet asked), or (`size == nil`) a node without
  /// answers, not rememberable: what flattening sets for a node, here for one that replaces another.
  mutating func reset(_ k: Int, fixedSize size: Size?) {
    guard let size else {
      state[k] = 0
      return
    }
    frames[k].size = size
    state[k] = State.settled
  }

  /// Marks node `k` as one whose sizes may come from, and go to, a ``LayoutCache``.
  mutating func markRememberable(_ k: Int) { state[k] |= State.rememberable }

  /// Starts another pass over the same answers: they count as reused from now on (``reuses`` counts from 0), and
  /// nothing is taken from the remembered sizes of the pass before (every node still has its own).
  mutating func beginAnotherPass() {
    pass &+= 1
    reuses = 0
    remembered = nil
  }

  /// Whether the list of further answers has grown past what a kept pass should carry into another.
  var hasOutgrown: Bool { more.count > 16 * moreHead.count + 1024 }
}
