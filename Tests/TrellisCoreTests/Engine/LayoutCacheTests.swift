import Testing

@testable import TrellisCore

@Suite struct LayoutCacheTests {
  /// A leaf that counts its measurements (to see what a cached pass still measures).
  final class Counter: @unchecked Sendable {
    var count = 0
  }
  struct Counted: LeafContent {
    let counter: Counter
    let width: Double
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
      counter.count += 1
      return Size(width: min(width, proposal.width ?? width), height: 10)
    }
  }

  /// Nested stacks of flexible and fixed leaves, texts, a spacer and padding, shaped like the benchmark's tree.
  static func tree(_ counter: Counter, spacer: Bool = true) -> Node {
    VStack(spacing: 4) {
      HStack(spacing: 4) {
        Node(leaf: Counted(counter: counter, width: 40), typeName: "Counted")
        Text("a few words here")
        if spacer { Spacer() }
        Box(width: 20, height: 12)
      }.padding(4)
      HStack(spacing: 4) {
        VStack {
          Text("one")
          Box(width: 30, height: 8)
        }
        Node(leaf: Counted(counter: counter, width: 70), typeName: "Counted")
      }
    }.node
  }

  static func frames(_ result: LayoutResult) -> [Rect] { result.entries.map(\.frame) }

  @Test func relayoutAfterOneChangeGivesTheColdFramesAndMeasuresOnlyThePath() throws {
    let counter = Counter()
    let root = Self.tree(counter)
    let cache = LayoutCache()
    let engine = LayoutEngine(configuration: .monospaced)
    let proposal = Size(width: 300, height: 200)
    let first = try engine.layout(root, in: proposal, cache: cache)
    #expect(Self.frames(first) == Self.frames(try engine.layout(root, in: proposal)))
    #expect(first.statistics.sizesReused == 0)
    #expect(cache.count > 0)
    // Replace the box in the second row's inner VStack: the first row is shared.
    let edited = root.replacingDescendant(at: [1, 0, 1], with: Box(width: 55, height: 9).node)
    counter.count = 0
    let again = try engine.layout(edited, in: proposal, cache: cache)
    let measuredCached = counter.count
    counter.count = 0
    let cold = try engine.layout(edited, in: proposal)
    #expect(Self.frames(again) == Self.frames(cold))
    #expect(again.statistics.sizesReused > 0)
    #expect(again.statistics.sizeComputations < cold.statistics.sizeComputations)
    // The counted leaves (both shared with the first tree) are measured again only at proposals not seen before.
    #expect(measuredCached < counter.count)
  }

  @Test(arguments: [Size(width: 300, height: 200), Size(width: 120, height: 90), Size(width: 0, height: 0)])
  func aNewProposalGivesTheColdFrames(size: Size) throws {
    let root = Self.tree(Counter())
    let cache = LayoutCache()
    let engine = LayoutEngine(configuration: .monospaced)
    _ = try engine.layout(root, in: Size(width: 250, height: 100), cache: cache)
    let cached = try engine.layout(root, in: size, cache: cache)
    #expect(Self.frames(cached) == Self.frames(try engine.layout(root, in: size)))
  }

  @Test func theSameNodesAtTheSameProposalAreAllReused() throws {
    // Without the spacer, which is never remembered (its size depends on its parent's axis).
    let counter = Counter()
    let root = Self.tree(counter, spacer: false)
    let cache = LayoutCache()
    let engine = LayoutEngine(configuration: .monospaced)
    _ = try engine.layout(root, in: Size(width: 300, height: 200), cache: cache)
    counter.count = 0
    let again = try engine.layout(root, in: Size(width: 300, height: 200), cache: cache)
    // Nothing is computed: the cache kept the last pass whole, boxes included, and the tree is the same.
    #expect(again.statistics.sizeComputations == 0)
    #expect(again.statistics.sizesReused > 0)
    #expect(counter.count == 0)
  }

  @Test func nodesUnderInheritedTextSettingsAreNotReused() throws {
    let shared = Text("shared label text").node
    let cache = LayoutCache()
    let engine = LayoutEngine(configuration: .monospaced)
    let plain = HStack { shared }.node
    let large = HStack { shared }.font(.system(size: 40))
    _ = try engine.layout(plain, in: Size(width: 100, height: 100), cache: cache)
    let cached = try engine.layout(large, in: Size(width: 100, height: 100), cache: cache)
    #expect(Self.frames(cached) == Self.frames(try engine.layout(large, in: Size(width: 100, height: 100))))
    #expect(cached.statistics.sizesReused == 0)
  }

  @Test func aFailedPassLeavesTheCacheAsItWas() throws {
    let cache = LayoutCache()
    let engine = LayoutEngine(configuration: .monospaced)
    _ = try engine.layout(Self.tree(Counter()), in: Size(width: 300, height: 200), cache: cache)
    let count = cache.count
    let bad = HStack {
      Box(width: -1, height: 3)
      Text("x")
    }
    #expect(throws: LayoutError.self) { try engine.layout(bad, in: Size(width: 50, height: 50), cache: cache) }
    #expect(cache.count == count)
    cache.removeAll()
    #expect(cache.count == 0)
  }
}
