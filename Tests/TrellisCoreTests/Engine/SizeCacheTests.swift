import Testing

@testable import TrellisCore

/// The size cache alone (``SizeCache``), without a tree or a layout: node `k` has slot `k`.
@Suite struct SizeCacheTests {
  /// A cache of `count` nodes over buffers of its own (kept alive by `buffers`).
  final class Fixture {
    let buffers: PassBuffers
    var cache: SizeCache

    init(count: Int, remembering remembered: LayoutCache.Snapshot? = nil) {
      buffers = PassBuffers(
        nodes: PassBuffers.NodeArrays(count: count, pool: PassBlockPool(budget: 0)), slots: count, layouts: 0,
        stacks: 0, stackChildren: 0)
      for k in 0..<count { buffers.nodes.slot[k] = Int32(k) }
      cache = SizeCache(buffers, remembering: remembered)
    }

    /// Node `k`'s answer for `proposal`, and whether it was counted as reused.
    func answer(_ k: Int, _ proposal: ProposedViewSize) -> (size: Size, reused: Bool)? {
      let before = cache.reuses
      guard let size = cache.answer(k, slot: k, for: proposal) else { return nil }
      return (size, cache.reuses > before)
    }

    func store(_ k: Int, _ proposal: ProposedViewSize, _ size: Size, settles: Bool = false) {
      cache.store(size, for: proposal, node: k, slot: k, settles: settles)
    }
  }

  static let proposals: [ProposedViewSize] = [
    .unspecified, .zero, .infinity, ProposedViewSize(width: 10, height: nil), ProposedViewSize(width: nil, height: 10),
    ProposedViewSize(width: 10, height: 20), ProposedViewSize(width: 20, height: 10),
    ProposedViewSize(width: 0, height: .infinity),
  ]

  @Test func anUnmeasuredNodeHasNoAnswer() {
    let fixture = Fixture(count: 3)
    for k in 0..<3 {
      for proposal in Self.proposals { #expect(fixture.answer(k, proposal) == nil) }
      #expect(!fixture.cache.isSettled(k))
    }
  }

  @Test(arguments: 0..<8)
  func theFirstAnswerAnswersItsProposalOnly(index: Int) {
    let fixture = Fixture(count: 2)
    let proposal = Self.proposals[index]
    fixture.store(1, proposal, Size(width: 3, height: 4))
    for (j, other) in Self.proposals.enumerated() {
      let hit = fixture.answer(1, other)
      #expect((hit?.size == Size(width: 3, height: 4)) == (j == index), "\(proposal) asked \(other)")
      #expect(hit?.reused != true)
    }
    #expect(fixture.answer(0, proposal) == nil, "another node's answers are its own")
    #expect(fixture.cache.more.isEmpty, "a first answer is kept inline")
  }

  @Test func furtherAnswersAreChainedNewestFirst() {
    let fixture = Fixture(count: 3)
    for (j, proposal) in Self.proposals.enumerated() { fixture.store(1, proposal, Size(width: Double(j), height: 1)) }
    fixture.store(2, .zero, Size(width: 99, height: 99))
    fixture.store(2, .infinity, Size(width: 98, height: 98))
    for (j, proposal) in Self.proposals.enumerated() {
      #expect(fixture.answer(1, proposal)?.size == Size(width: Double(j), height: 1))
    }
    #expect(fixture.answer(2, .infinity)?.size == Size(width: 98, height: 98))
    #expect(fixture.answer(2, .unspecified) == nil)
    #expect(fixture.cache.more.count == Self.proposals.count - 1 + 1)
    // Newest first: the head of slot 1 is its last answer, which links to the one before.
    let head = Int(fixture.cache.moreHead[1])
    #expect(fixture.cache.more[head].size == Size(width: Double(Self.proposals.count - 1), height: 1))
    #expect(Int(fixture.cache.more[head].next) < head)
  }

  @Test func aSettlingNodeAnswersItsFirstSizeToEveryProposal() {
    let fixture = Fixture(count: 1)
    fixture.store(0, ProposedViewSize(width: 5, height: 5), Size(width: 7, height: 8), settles: true)
    #expect(fixture.cache.isSettled(0))
    #expect(fixture.cache.settledSize(0) == Size(width: 7, height: 8))
    // Its computation was its first request.
    #expect(!fixture.cache.noteSettledRequest(0))
    fixture.cache.forget(0, slot: 0, unsettles: true)
    #expect(!fixture.cache.isSettled(0))
    #expect(fixture.answer(0, ProposedViewSize(width: 5, height: 5)) == nil)
  }

  @Test func aFixedLeafIsSettledAndCountedOnce() {
    let fixture = Fixture(count: 2)
    fixture.cache.reset(1, fixedSize: Size(width: 2, height: 3))
    #expect(fixture.cache.isSettled(1))
    #expect(fixture.cache.settledSize(1) == Size(width: 2, height: 3))
    #expect(fixture.cache.noteSettledRequest(1))
    #expect(!fixture.cache.noteSettledRequest(1))
    // Forgetting a fixed leaf's answers keeps its size (it is not unsettled), and its first request counts again.
    fixture.cache.forget(1, slot: -1, unsettles: false)
    #expect(fixture.cache.isSettled(1))
    #expect(fixture.cache.noteSettledRequest(1))
    fixture.cache.reset(1, fixedSize: nil)
    #expect(!fixture.cache.isSettled(1))
  }

  @Test func answersOfAnEarlierPassCountAsReused() {
    let fixture = Fixture(count: 1)
    fixture.store(0, .zero, Size(width: 1, height: 1))
    fixture.store(0, .infinity, Size(width: 2, height: 2))
    fixture.cache.beginAnotherPass()
    #expect(fixture.cache.pass == 2)
    let first = fixture.answer(0, .zero)
    let further = fixture.answer(0, .infinity)
    #expect(first?.reused == true && further?.reused == true)
    fixture.store(0, .unspecified, Size(width: 3, height: 3))
    let new = fixture.answer(0, .unspecified)
    #expect(new?.reused == false)
    #expect(fixture.cache.reuses == 2)
  }

  @Test func forgettingANodeForgetsItsAnswersOnly() {
    let fixture = Fixture(count: 2)
    for k in 0..<2 {
      fixture.store(k, .zero, Size(width: 1, height: Double(k)))
      fixture.store(k, .infinity, Size(width: 2, height: Double(k)))
    }
    fixture.cache.forget(0, slot: 0, unsettles: false)
    #expect(fixture.answer(0, .zero) == nil && fixture.answer(0, .infinity) == nil)
    #expect(fixture.answer(1, .zero)?.size == Size(width: 1, height: 1))
    #expect(fixture.answer(1, .infinity)?.size == Size(width: 2, height: 1))
    // Measured again, the node starts a new chain.
    fixture.store(0, .infinity, Size(width: 5, height: 5))
    #expect(fixture.answer(0, .infinity)?.size == Size(width: 5, height: 5))
    #expect(fixture.answer(0, .zero) == nil)
  }

  @Test func aSnapshotRemembersEveryAnswerOfTheRememberableNodes() throws {
    let nodes = [Rectangle().node, Rectangle().node, Rectangle().node]
    let fixture = Fixture(count: 3)
    for (k, node) in nodes.enumerated() { fixture.buffers.nodes.references[k] = .passUnretained(node) }
    fixture.cache.markRememberable(0)
    fixture.cache.markRememberable(2)
    fixture.store(0, .zero, Size(width: 1, height: 1))
    fixture.store(0, .infinity, Size(width: 2, height: 2))
    fixture.store(1, .zero, Size(width: 3, height: 3))
    // Node 2 is rememberable but was never measured.
    let snapshot = fixture.cache.snapshot(
      references: fixture.buffers.nodes.references, slot: fixture.buffers.nodes.slot)
    #expect(snapshot.entries.count == 1)
    #expect(fixture.cache.rememberedCount == 1)
    #expect(snapshot.size(of: ObjectIdentifier(nodes[0]), for: .zero) == Size(width: 1, height: 1))
    #expect(snapshot.size(of: ObjectIdentifier(nodes[0]), for: .infinity) == Size(width: 2, height: 2))
    #expect(snapshot.size(of: ObjectIdentifier(nodes[1]), for: .zero) == nil)

    // A later pass over the same node, elsewhere, answers from the snapshot once the node is rememberable there.
    let later = Fixture(count: 2, remembering: snapshot)
    later.buffers.nodes.references[1] = .passUnretained(nodes[0])
    let node = later.buffers.nodes.references[1]
    let elsewhere = later.cache.rememberedSize(1, node, for: .infinity)
    #expect(elsewhere == nil, "not rememberable here")
    later.cache.markRememberable(1)
    let remembered = later.cache.rememberedSize(1, node, for: .infinity)
    let unknown = later.cache.rememberedSize(1, node, for: .unspecified)
    #expect(remembered == Size(width: 2, height: 2))
    #expect(unknown == nil)
    #expect(later.cache.reuses == 1)
    later.cache.beginAnotherPass()
    #expect(later.cache.remembered == nil, "another pass over a kept one has every answer of its own")
    withExtendedLifetime(nodes) {}
  }

  @Test func theListOfFurtherAnswersHasABound() {
    let fixture = Fixture(count: 1)
    // One slot: room for 16 + 1024 further answers (the first is inline).
    for j in 0...1040 { fixture.store(0, ProposedViewSize(width: Double(j), height: 0), .zero) }
    let full = fixture.cache.hasOutgrown
    #expect(!full)
    fixture.store(0, ProposedViewSize(width: -1, height: 0), .zero)
    let outgrown = fixture.cache.hasOutgrown
    #expect(outgrown)
  }
}
