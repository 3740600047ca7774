import Testing
import TrellisTestSupport

@testable import TrellisCore

/// A ``LayoutCache`` keeps its last pass whole; a tree of the same shape is laid out again in place, measuring and
/// placing only what changed. The oracle is a pass without a cache: after every edit, at every proposal, the frames
/// and sizes must be the same.
@Suite struct KeptPassTests {
  /// A random tree of stacks, paddings, fixed frames, flexible rectangles, texts, spacers, dividers, ZStacks,
  /// ViewThatFits (which hides the children it does not choose) and priorities.
  static func tree(_ rng: inout SplitMix64, depth: Int) -> Node {
    if depth == 0 || rng.chance(0.3) { return leaf(&rng) }
    let children = (0..<rng.int(1...4)).map { _ in tree(&rng, depth: depth - 1) }
    var node: Node
    switch rng.int(0...6) {
    case 0: node = HStack(alignment: .bottom, spacing: rng.whole(0...6)) { children }.node
    case 1: node = VStack(alignment: .leading) { children }.node
    case 2: node = ZStack { children }.node
    case 3: node = ViewThatFits { children }.node
    default: node = rng.chance(0.5) ? HStack { children }.node : VStack(spacing: 3) { children }.node
    }
    switch rng.int(0...5) {
    case 0: node = node.padding(rng.whole(0...5)).node
    case 1: node = node.frame(width: rng.whole(20...90), height: rng.whole(20...90)).node
    case 2: node = node.layoutPriority(1).node
    case 3: node = node.frame(maxWidth: rng.whole(30...120)).node
    default: break
    }
    return node
  }

  static func leaf(_ rng: inout SplitMix64) -> Node {
    switch rng.int(0...7) {
    case 0: return Rectangle().node
    case 1: return Text(["a", "two words", "a few more words here"][rng.int(0...2)]).node
    case 2: return Spacer().node
    case 3: return Divider().node
    case 4: return Divider().padding(1).node
    default: return Box(width: rng.whole(0...40), height: rng.whole(0...30)).node
    }
  }

  /// The tree with one random node replaced by one of the same shape: a leaf by another leaf (a box by a box, a
  /// flexible leaf by a flexible one), a stack by another stack over the same children, or a padding changed.
  static func edited(_ root: Node, _ rng: inout SplitMix64) -> Node {
    var path: [Int] = []
    var node = root
    while !node.children.isEmpty && !rng.chance(0.2) {
      let k = rng.int(0...(node.children.count - 1))
      path.append(k)
      node = node.children[k]
    }
    let replacement: Node
    if node.children.isEmpty {
      if node.typeName == "Box" {
        replacement = Box(width: rng.whole(0...40), height: rng.whole(0...30)).node
      } else {
        replacement = rng.chance(0.5) ? Rectangle().node : Text("changed text").node
      }
    } else if node.isModifier {
      replacement = node.children[0].padding(rng.whole(0...9)).node
    } else {
      let children = node.children
      replacement = rng.chance(0.5) ? HStack(spacing: 2) { children }.node : VStack { children }.node
    }
    return root.replacingDescendant(at: path, with: replacement)
  }

  static func outcome(_ result: Result<LayoutResult, LayoutError>) -> String {
    switch result {
    case .success(let r): "\(r.size) \(r.entries.map(\.frame))"
    case .failure(let e): "error: \(e)"
    }
  }

  @Test(arguments: 0..<100)
  func editsLaidOutAgainMatchColdPasses(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed))
    var root = Self.tree(&rng, depth: 4)
    let cache = LayoutCache()
    let engine = LayoutEngine(configuration: .monospaced)
    let proposals = [
      ProposedViewSize(width: 320, height: 240), ProposedViewSize(width: 90, height: 400), .unspecified,
      ProposedViewSize(width: 0, height: 0),
    ]
    for step in 0..<12 {
      if step > 0 && rng.chance(0.7) { root = Self.edited(root, &rng) }
      let proposal = proposals[rng.int(0...(proposals.count - 1))]
      let cached = Result { () throws(LayoutError) in try engine.layout(root, proposal: proposal, cache: cache) }
      let cold = Result { () throws(LayoutError) in try engine.layout(root, proposal: proposal) }
      #expect(Self.outcome(cached) == Self.outcome(cold), "seed \(seed), step \(step), \(proposal)")
    }
  }

  @Test func anEditOfOneLeafMeasuresAndPlacesItsPathOnly() throws {
    let rows = (0..<50).map { i in
      HStack(spacing: 4) {
        Box(width: 20, height: 10)
        Text("row \(i)")
        Rectangle()
      }.padding(2).node
    }
    let root = VStack(spacing: 2) { rows }.node
    let cache = LayoutCache()
    let engine = LayoutEngine(configuration: .monospaced)
    let size = Size(width: 300, height: 900)
    _ = try engine.layout(root, in: size, cache: cache)
    let edited = root.replacingDescendant(at: [7, 0, 1], with: Text("a longer row").node)
    let again = try engine.layout(edited, in: size, cache: cache)
    let cold = try engine.layout(edited, in: size)
    #expect(again.entries.map(\.frame) == cold.entries.map(\.frame))
    // Only the path (the column, the row's padding, the row, the text) is computed again, at each proposal it gets:
    // a small part of what the cold pass computes for 50 rows.
    #expect(again.statistics.sizeComputations * 10 < cold.statistics.sizeComputations)
    #expect(again.statistics.sizesReused > 0)
  }

  /// A box and a rectangle in a row.
  static var row: Node {
    HStack(spacing: 0) {
      Box(width: 10, height: 10)
      Rectangle()
    }.node
  }

  /// ``row`` laid out at 100 × 20 into `cache`, then with the box 30 wide at 60 × 20.
  static func twoPasses(_ cache: LayoutCache) throws -> (first: LayoutResult, second: LayoutResult) {
    let root = row
    let engine = LayoutEngine(configuration: .monospaced)
    let first = try engine.layout(root, in: Size(width: 100, height: 20), cache: cache)
    let edited = root.replacingDescendant(at: [0], with: Box(width: 30, height: 10).node)
    return (first, try engine.layout(edited, in: Size(width: 60, height: 20), cache: cache))
  }

  /// The first pass's frames: the row, the box, the rectangle.
  static let firstFrames = [
    Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 5, width: 10, height: 10),
    Rect(x: 10, y: 0, width: 90, height: 20),
  ]

  @Test func anEarlierResultDoesNotChangeWhenTheCacheLaysOutAgain() throws {
    // Nothing of the first result is read before the second pass: its entries are built from the arrays afterwards.
    let (first, second) = try Self.twoPasses(LayoutCache())
    #expect(second.entries.map(\.frame)[2] == Rect(x: 30, y: 0, width: 30, height: 20))
    #expect(first.entries.map(\.frame) == Self.firstFrames)
    #expect(first.childFrames().map(Array.init) == Array(Self.firstFrames.dropFirst()))
  }

  @Test func childFramesHeldAloneDoNotChangeWhenTheCacheLaysOutAgain() throws {
    let cache = LayoutCache()
    // Only the frame list is kept (the result itself is gone): it still reads the pass's arrays.
    let root = Self.row
    let frames = try LayoutEngine(configuration: .monospaced).layout(
      root, in: Size(width: 100, height: 20), cache: cache
    ).childFrames()
    let edited = root.replacingDescendant(at: [0], with: Box(width: 30, height: 10).node)
    _ = try LayoutEngine(configuration: .monospaced).layout(edited, in: Size(width: 60, height: 20), cache: cache)
    #expect(frames.map(Array.init) == Array(Self.firstFrames.dropFirst()))
  }

  @Test func aFailedPassOverTheKeptTreeEmptiesTheCacheAndTheNextPassIsRight() throws {
    let root = HStack {
      Box(width: 10, height: 10)
      Text("x")
    }.node
    let cache = LayoutCache()
    let engine = LayoutEngine(configuration: .monospaced)
    _ = try engine.layout(root, in: Size(width: 100, height: 20), cache: cache)
    // The text is replaced by a leaf of the same shape (not fixed-size) that answers an invalid size.
    let bad = root.replacingDescendant(at: [1], with: Node(leaf: Negative(), typeName: "Negative"))
    #expect(throws: LayoutError.self) { try engine.layout(bad, in: Size(width: 100, height: 20), cache: cache) }
    #expect(cache.count == 0)
    let result = try engine.layout(root, in: Size(width: 100, height: 20), cache: cache)
    #expect(
      result.entries.map(\.frame) == (try engine.layout(root, in: Size(width: 100, height: 20))).entries.map(\.frame))
  }

  /// A leaf answering an invalid size.
  struct Negative: LeafContent {
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Size(width: -1, height: 4) }
  }

  @Test func oneCacheSharedByConcurrentTasksGivesColdFrames() async {
    // Each task edits and lays out its own tree with the one cache: a pass takes the kept pass or lays out anew, and
    // every answer must be a cold pass's.
    let cache = LayoutCache()
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for task in 0..<4 {
        group.addTask {
          var rng = SplitMix64(seed: UInt64(100 + task))
          var root = Self.tree(&rng, depth: 3)
          var wrong = 0
          for _ in 0..<25 {
            root = Self.edited(root, &rng)
            let proposal = ProposedViewSize(width: rng.whole(0...300), height: rng.whole(0...300))
            let cached = Result { () throws(LayoutError) in
              try LayoutEngine(configuration: .monospaced).layout(root, proposal: proposal, cache: cache)
            }
            let cold = Result { () throws(LayoutError) in
              try LayoutEngine(configuration: .monospaced).layout(root, proposal: proposal)
            }
            if Self.outcome(cached) != Self.outcome(cold) { wrong += 1 }
          }
          return wrong
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }
}
