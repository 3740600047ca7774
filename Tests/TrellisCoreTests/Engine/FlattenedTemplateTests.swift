import Testing
import TrellisTestSupport

@testable import TrellisCore

/// A small root laid out again by one engine starts from the template its second pass kept (``FlattenedTemplate``).
/// The oracle is a pass that cannot use one (an engine of its own, new for each pass): at every proposal the size,
/// entries, keys, frames by key and errors must be the same.
@Suite struct FlattenedTemplateTests {
  /// A pass that cannot start from a template (an engine of its own, new for each pass).
  static func cold(_ root: Node, _ proposal: ProposedViewSize) -> Result<LayoutResult, LayoutError> {
    Result { () throws(LayoutError) in try LayoutEngine(configuration: .monospaced).layout(root, proposal: proposal) }
  }

  /// A pass of `engine`, which keeps its templates.
  static func pass(_ root: Node, _ proposal: ProposedViewSize, _ engine: LayoutEngine) throws(LayoutError)
    -> LayoutResult
  {
    try engine.layout(root, proposal: proposal)
  }

  /// A random tree of stacks, paddings, frames, texts, spacers and dividers (``KeptPassTests``), with ids (some
  /// repeated among siblings, some repeated by an outer modifier of the same view, some in other containers),
  /// right-to-left subtrees, text settings and geometry readers.
  static func tree(_ rng: inout SplitMix64, depth: Int) -> Node {
    if depth == 0 || rng.chance(0.3) { return named(KeptPassTests.leaf(&rng), &rng) }
    let children = (0..<rng.int(1...4)).map { _ in tree(&rng, depth: depth - 1) }
    var node: Node
    switch rng.int(0...5) {
    case 0: node = HStack(alignment: .bottom, spacing: rng.whole(0...6)) { children }.node
    case 1: node = VStack(alignment: .leading) { children }.node
    case 2: node = ZStack { children }.node
    case 3: node = ViewThatFits { children }.node
    case 4:
      let inner = children[0]
      node = GeometryReader { _ in inner }.node
    default: node = VStack(spacing: 3) { children }.padding(rng.whole(0...4)).node
    }
    switch rng.int(0...7) {
    case 0: node = node.environment(\.layoutDirection, .rightToLeft)
    case 1: node = node.lineSpacing(rng.whole(1...6))
    case 2: node = node.frame(width: rng.whole(20...90), height: rng.whole(20...90)).node
    default: break
    }
    return named(node, &rng)
  }

  /// `node`, sometimes with an id (from a small set, so siblings repeat some), sometimes with another on an outer
  /// modifier of the same view.
  static func named(_ node: Node, _ rng: inout SplitMix64) -> Node {
    guard rng.chance(0.4) else { return node }
    let named = node.id("v\(rng.int(0...7))")
    guard rng.chance(0.3) else { return named }
    return named.padding(1).id(rng.chance(0.5) ? "v\(rng.int(0...7))" : named.id ?? "v")
  }

  /// Everything a caller can read of a pass.
  static func outcome(_ result: Result<LayoutResult, LayoutError>) -> String {
    switch result {
    case .success(let r):
      let frames = r.frames.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      return "\(r.size) \(r.entries.map { "\($0.key ?? "-") \($0.frame)" }) \(frames) \(r.ambiguousIDs)"
    case .failure(let e): return "error: \(e)"
    }
  }

  static let proposals = [
    ProposedViewSize(width: 320, height: 240), ProposedViewSize(width: 90, height: 400), .unspecified,
    ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: 200, height: nil), .infinity,
  ]

  @Test(arguments: 0..<80)
  func passesFromATemplateMatchColdPasses(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed))
    let root = Self.tree(&rng, depth: 4)
    let engine = LayoutEngine(configuration: .monospaced)
    for step in 0..<8 {
      let proposal = Self.proposals[rng.int(0...(Self.proposals.count - 1))]
      let again = Result { () throws(LayoutError) in try Self.pass(root, proposal, engine) }
      let cold = Self.cold(root, proposal)
      #expect(Self.outcome(again) == Self.outcome(cold), "seed \(seed), step \(step), \(proposal)")
      // A template is kept from the second pass on, unless the tree repeats an id among siblings.
      if step >= 1, case .success = cold {
        #expect(engine.storage.template(for: root) != nil, "seed \(seed), step \(step)")
      }
    }
  }

  @Test func theSecondPassKeepsATemplateAndLaterPassesStartFromIt() throws {
    let engine = LayoutEngine(configuration: .monospaced)
    let root = VStack { for i in 0..<10 { Box(width: 10, height: Double(i)).id("b\(i)") } }.node
    _ = try Self.pass(root, .unspecified, engine)
    #expect(engine.storage.templateCount == 0, "a root laid out once is only noted")
    _ = try Self.pass(root, .unspecified, engine)
    let template = try #require(engine.storage.template(for: root))
    for width in stride(from: 0.0, through: 100, by: 10) {
      let result = try Self.pass(root, ProposedViewSize(width: width, height: nil), engine)
      #expect(result["b3"] == Rect(x: 0, y: 27, width: 10, height: 3), "0 + 1 + 2 above it, 8 apart")
    }
    #expect(engine.storage.template(for: root) === template, "the same template serves every later pass")
    #expect(engine.storage.templateCount == 1)
  }

  /// A template holds the flattened tree only: what a pass measures or flags later (a `LayoutCache`'s reusable
  /// nodes, measured sizes, frames) is written to the pass's copy.
  @Test func passesLeaveTheTemplateAsItWasMade() throws {
    let engine = LayoutEngine(configuration: .monospaced)
    let root = HStack {
      Text("hello world")
      Rectangle()
      Box(width: 5, height: 5)
    }.padding(3).node
    _ = try Self.pass(root, .unspecified, engine)
    _ = try Self.pass(root, .unspecified, engine)
    let template = try #require(engine.storage.template(for: root))
    let nodes = template.nodes
    let before = (Array(nodes.flags), Array(nodes.parent), Array(nodes.frames), Array(nodes.sizeState))
    // A pass with a LayoutCache whose kept pass has another shape: a new pass that remembers sizes by identity.
    let cache = LayoutCache()
    _ = try engine.layout(VStack { Box(width: 1, height: 1) }, proposal: .unspecified, cache: cache)
    for width in [50.0, 120, 300] {
      let proposal = ProposedViewSize(width: width, height: 40)
      let cached = try engine.layout(root, proposal: proposal, cache: cache)
      let plain = try Self.pass(root, proposal, engine)
      let cold = Self.cold(root, proposal)
      #expect(Self.outcome(.success(cached)) == Self.outcome(cold))
      #expect(Self.outcome(.success(plain)) == Self.outcome(cold))
    }
    #expect(Array(nodes.flags) == before.0)
    #expect(Array(nodes.parent) == before.1)
    #expect(Array(nodes.frames) == before.2)
    #expect(Array(nodes.sizeState) == before.3)
  }

  @Test func atMostEightTemplatesAndNoneForADeadRoot() throws {
    let engine = LayoutEngine(configuration: .monospaced)
    do {
      let roots = (0..<20).map { i in
        HStack {
          Box(width: Double(i), height: 1)
          Rectangle()
        }.node
      }
      for root in roots {
        _ = try Self.pass(root, .unspecified, engine)
        _ = try Self.pass(root, .unspecified, engine)
      }
      #expect(engine.storage.templateCount == FlattenedTemplate.maximumTemplates)
      #expect(engine.storage.template(for: roots[19]) != nil, "the newest are kept")
      #expect(engine.storage.template(for: roots[0]) == nil, "the oldest went first")
    }
    // The roots are gone: keeping the next template drops every template of a dead root.
    let root = VStack { Box(width: 3, height: 3) }.node
    _ = try Self.pass(root, .unspecified, engine)
    _ = try Self.pass(root, .unspecified, engine)
    #expect(engine.storage.templateCount == 1)
  }

  @Test func largeTreesAreNotKept() throws {
    let engine = LayoutEngine(configuration: .monospaced)
    let root = VStack { for _ in 0..<FlattenedTemplate.maximumNodes { Box(width: 1, height: 1) } }.node
    #expect(root.traits.subtreeCount > FlattenedTemplate.maximumNodes)
    for _ in 0..<3 { _ = try Self.pass(root, .unspecified, engine) }
    #expect(engine.storage.templateCount == 0)
  }

  /// A tree whose siblings repeat an id fails every pass the same way: its check is never skipped.
  @Test func repeatedSiblingIDsFailEveryPass() {
    let engine = LayoutEngine(configuration: .monospaced)
    let root = VStack {
      Box(width: 1, height: 1).id("a")
      Box(width: 2, height: 2).id("a")
    }.node
    for _ in 0..<4 {
      #expect(throws: LayoutError.self) { try Self.pass(root, .unspecified, engine) }
    }
    #expect(engine.storage.templateCount == 0)
  }

  /// Passes of one engine on several threads over one root start from one template (the engine's, shared by every
  /// thread it lays out on).
  @Test func concurrentPassesFromOneTemplateAgree() async throws {
    var rng = SplitMix64(seed: 7)
    let root = Self.tree(&rng, depth: 5)
    let engine = LayoutEngine(configuration: .monospaced)
    let widths = (0..<25).map { Double($0 * 13) }
    let expected = widths.map { Self.outcome(Self.cold(root, ProposedViewSize(width: $0, height: 300))) }
    let agreed = await withTaskGroup(of: Bool.self) { group in
      for task in 0..<4 {
        group.addTask {
          var all = true
          for k in 0..<widths.count {
            let i = (k + task * 7) % widths.count
            let outcome = Self.outcome(
              Result { () throws(LayoutError) in
                try engine.layout(root, proposal: ProposedViewSize(width: widths[i], height: 300))
              })
            all = all && outcome == expected[i]
          }
          return all
        }
      }
      var all = true
      for await agreed in group { all = all && agreed }
      return all
    }
    #expect(agreed)
  }
}
