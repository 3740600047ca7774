import Testing

@testable import TrellisCore

/// What an engine keeps between layouts (``LayoutMemoryPolicy``, ``LayoutEngine/Storage``): its pass blocks up to its
/// budget, its templates and its layouts' memos, its own, shared by its copies and released with them.
@Suite struct LayoutMemoryPolicyTests {
  /// A column of `n` boxes (n + 1 nodes), each laid out pass needing both of its blocks.
  static func column(_ n: Int) -> Node { VStack { for k in 0..<n { Box(width: 10, height: Double(k % 7)) } }.node }

  /// An engine with `policy` and the monospaced measurer.
  static func engine(_ policy: LayoutMemoryPolicy) -> LayoutEngine {
    LayoutEngine(
      configuration: LayoutConfiguration(textMeasurer: MonospacedTextMeasurer.standard, memoryPolicy: policy))
  }

  /// The bytes a pass over `root` carves from its engine's pool: its node arrays and its slot arrays (at least).
  static func nodeBytes(_ root: Node) -> Int { PassBuffers.NodeArrays.bytes(for: root.traits.subtreeCount) }

  @Test func theDefaultKeepsTheLastPasssBlocks() throws {
    let engine = LayoutEngine(configuration: .monospaced)
    #expect(engine.configuration.memoryPolicy == .standard)
    let root = Self.column(2_000)
    do {
      let result = try engine.layout(root, proposal: .unspecified)
      #expect(result.statistics.nodeCount == 2_001)
      // The pass is gone, its slot arrays with it; the result still reads the node arrays.
      #expect(engine.storage.blocks.keptBytes < Self.nodeBytes(root))
    }
    // The pass and its result are gone: both blocks are kept for the next pass.
    let kept = engine.storage.blocks.keptBytes
    #expect(kept > Self.nodeBytes(root))
    // The next pass of the same tree takes them again and gives them back: nothing new is kept.
    _ = try engine.layout(root, proposal: .unspecified)
    #expect(engine.storage.blocks.keptBytes == kept)
  }

  @Test func aBudgetOfZeroKeepsNothing() throws {
    for policy in [LayoutMemoryPolicy.releasingAfterEachLayout, LayoutMemoryPolicy(retainedPassBytes: 0)] {
      let engine = Self.engine(policy)
      let root = Self.column(500)
      for _ in 0..<3 { _ = try engine.layout(root, proposal: .unspecified) }
      #expect(engine.storage.blocks.keptBytes == 0)
      #expect(engine.storage.templateCount == (policy.keepsFlattenedTemplates ? 1 : 0))
    }
  }

  @Test func theBudgetBoundsWhatIsKept() throws {
    let root = Self.column(2_000)
    // Room for the node arrays, not for both blocks: the older block goes.
    let budget = Self.nodeBytes(root) + 1_000
    let engine = Self.engine(LayoutMemoryPolicy(retainedPassBytes: budget))
    _ = try engine.layout(root, proposal: .unspecified)
    let kept = engine.storage.blocks.keptBytes
    #expect(kept > 0 && kept <= budget)
    // Five trees of other sizes: never more than the budget, nor more than four blocks' worth.
    for n in [10, 300, 1_200, 40, 2_000] { _ = try engine.layout(Self.column(n), proposal: .unspecified) }
    #expect(engine.storage.blocks.keptBytes <= budget)
  }

  @Test func aNegativeBudgetIsZero() throws {
    var policy = LayoutMemoryPolicy(retainedPassBytes: -5)
    #expect(policy.retainedPassBytes == 0)
    policy.retainedPassBytes = 1_000
    #expect(policy.retainedPassBytes == 1_000)
    policy.retainedPassBytes = .min
    #expect(policy.retainedPassBytes == 0)
    let engine = Self.engine(policy)
    let result = try engine.layout(Self.column(50), proposal: .unspecified)
    #expect(result.size.height > 0)
    #expect(engine.storage.blocks.keptBytes == 0)
  }

  @Test func twoEnginesShareNoBlocksNorTemplates() throws {
    let first = LayoutEngine(configuration: .monospaced)
    let second = LayoutEngine(configuration: .monospaced)
    #expect(first.storage !== second.storage)
    #expect(first.storage.blocks !== second.storage.blocks)
    let root = Self.column(100)
    for _ in 0..<2 { _ = try first.layout(root, proposal: .unspecified) }
    #expect(first.storage.template(for: root) != nil)
    #expect(first.storage.blocks.keptBytes > 0)
    #expect(second.storage.template(for: root) == nil, "the other engine's passes are not this one's")
    #expect(second.storage.blocks.keptBytes == 0)
    // The second engine's first pass of the root only notes it; its second makes its own template.
    _ = try second.layout(root, proposal: .unspecified)
    #expect(second.storage.templateCount == 0)
    _ = try second.layout(root, proposal: .unspecified)
    let template = try #require(second.storage.template(for: root))
    #expect(template !== first.storage.template(for: root))
  }

  @Test func copiesShareWhatTheEngineKeepsUntilTheirPolicyChanges() throws {
    let engine = LayoutEngine(configuration: .monospaced)
    var copy = engine
    #expect(copy.storage === engine.storage)
    copy.limits.maxDepth = 40
    copy.collectsDiagnostics = true
    #expect(copy.storage === engine.storage, "limits and diagnostics are not what is kept")
    let root = Self.column(100)
    _ = try engine.layout(root, proposal: .unspecified)
    _ = try copy.layout(root, proposal: .unspecified)
    #expect(engine.storage.template(for: root) != nil, "the copy's second pass made the template both use")
    copy.configuration.memoryPolicy.keepsFlattenedTemplates = false
    #expect(copy.storage !== engine.storage)
    #expect(copy.storage.template(for: root) == nil)
    _ = try copy.layout(root, proposal: .unspecified)
    _ = try copy.layout(root, proposal: .unspecified)
    #expect(copy.storage.templateCount == 0)
  }

  /// A result outlives its engine and still reads its frames; the engine's pool keeps nothing once the engine is
  /// gone, so the result's blocks are freed with it.
  @Test func releasingTheEngineReleasesWhatItKept() throws {
    var engine: LayoutEngine? = LayoutEngine(configuration: .monospaced)
    let pool = try #require(engine?.storage.blocks)
    weak let storage = engine?.storage
    let root = Self.column(300)
    _ = try engine?.layout(root, proposal: .unspecified)
    _ = try engine?.layout(root, proposal: .unspecified)
    let result = try #require(try engine?.layout(Self.column(1_000), proposal: .unspecified))
    #expect(pool.keptBytes > 0)
    engine = nil
    #expect(storage == nil)
    #expect(pool.keptBytes == 0)
    #expect(result.childFrames()?.count == 1_000)
    #expect(result.entries.count == 1_001)
  }

  /// A `LayoutCache` keeps its pass, which keeps its blocks, but not the engine that laid it out: the engine's
  /// storage goes with the engine, and another engine lays the kept pass out again in place, in its own memory.
  @Test func aLayoutCacheDoesNotKeepItsEngine() throws {
    let cache = LayoutCache()
    // Texts: sizes a cache remembers (a column of boxes is rigid, answered without a cache).
    let root = VStack { for k in 0..<200 { Text("item \(k)") } }.node
    weak var storage: LayoutEngine.Storage?
    do {
      let engine = LayoutEngine(configuration: .monospaced)
      storage = engine.storage
      _ = try engine.layout(root, proposal: .unspecified, cache: cache)
    }
    #expect(storage == nil)
    #expect(cache.count > 0)
    let other = LayoutEngine(configuration: .monospaced)
    let again = try other.layout(root, proposal: .unspecified, cache: cache)
    #expect(again.statistics.sizesReused > 0, "the kept pass was laid out again")
    #expect(again.childFrames()?.count == 200)
  }

  /// Content nested in a pass (a geometry reader's) is laid out by the pass's engine: its passes take their blocks
  /// from that engine's pool, and none of its own.
  @Test func nestedPassesRunInTheirEnginesMemory() throws {
    let engine = LayoutEngine(configuration: .monospaced)
    let inner = Self.column(400)
    let root = GeometryReader { _ in inner }.node
    _ = try engine.layout(root, proposal: ProposedViewSize(width: 300, height: 300))
    // The nested pass's node arrays were freed into the outer engine's pool.
    #expect(engine.storage.blocks.keptBytes >= Self.nodeBytes(inner))
  }

  /// A memo of this test's own.
  final class Memo: Sendable {}

  /// `engine`'s memo of `key` under `measurer` (a ``Memo``, made the first time).
  static func memo(_ engine: LayoutEngine, _ key: LayoutMemoKey, _ measurer: TextMeasurerBox) -> Memo? {
    engine.storage.memo(for: key, measurer: measurer) { Memo() } as? Memo
  }

  @Test func aLayoutValuesMemoIsTheEnginesOwnAndGoesWithIt() throws {
    let key = LayoutMemoKey()
    let measurer = LayoutConfiguration.monospaced.measurer
    let first = LayoutEngine(configuration: .monospaced)
    let second = LayoutEngine(configuration: .monospaced)
    let memo = try #require(Self.memo(first, key, measurer))
    #expect(Self.memo(first, key, measurer) === memo, "made once per engine")
    #expect(Self.memo(second, key, measurer) !== memo, "never shared by two engines")
    // Another measurer may answer other sizes: its memo is another.
    let other = TextMeasurerBox(MonospacedTextMeasurer(characterWidth: 7, lineHeight: 12))
    #expect(Self.memo(first, key, other) !== memo)
    // Without memos in the policy, every call makes one.
    let forgetful = Self.engine(LayoutMemoryPolicy(keepsLayoutMemos: false))
    #expect(Self.memo(forgetful, key, measurer) !== Self.memo(forgetful, key, measurer))
    #expect(forgetful.storage.memoCount == 0)
    weak let kept = Self.memo(second, key, measurer)
    do { _ = consume second }
    #expect(kept == nil, "released with its engine")
  }

  @Test func theMemosOfLayoutValuesThatAreGoneAreDropped() {
    let engine = LayoutEngine(configuration: .monospaced)
    let measurer = LayoutConfiguration.monospaced.measurer
    weak var early: Memo?
    do {
      let key = LayoutMemoKey()
      early = Self.memo(engine, key, measurer)
    }
    #expect(early != nil, "dropped when the table next sweeps, not at once")
    // Values made and dropped one after another, as a caller rebuilding a form each frame does.
    for _ in 0..<40 { _ = Self.memo(engine, LayoutMemoKey(), measurer) }
    #expect(early == nil)
    #expect(engine.storage.memoCount <= 32)
    // Values that all stay alive: at most `maximumEntries`, the least recently used dropped.
    let keys = (0..<(LayoutMemos.maximumEntries + 10)).map { _ in LayoutMemoKey() }
    let memos = keys.map { key in Self.memo(engine, key, measurer) }
    #expect(engine.storage.memoCount == LayoutMemos.maximumEntries)
    #expect(engine.storage.existingMemo(for: keys[0]) == nil, "the least recently used went")
    #expect(engine.storage.existingMemo(for: keys[keys.count - 1]) as? Memo === memos[keys.count - 1])
  }
}
