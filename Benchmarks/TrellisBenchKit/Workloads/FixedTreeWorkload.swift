import CReference
import Trellis

/// The `tree-fixed` workload: nested stacks over fixed-size leaves, the tree the peers (Taffy, Yoga) lay out too.
/// Trellis's side is the layout pass plus reading every frame; the peers time their layout call alone.
enum FixedTreeWorkload {
  static let layout = "layout + read frames"
  /// The pass alone, frames not read (the engine keeps them in per-node arrays until asked).
  static let layoutOnly = "layout only"
  /// The engine's incremental row; when a strategy of this name exists, Taffy's relayout is its peer.
  static let relayout = "relayout after one change"
  /// The same with each run's result kept alive through the next (the pass then copies its arrays first).
  static let relayoutKept = "relayout, previous result kept"
  /// Building the tree from its description through the public result builders, the tree freed: timed together.
  static let buildBuilders = "build (result builders)"
  /// The same with every node given its id (`.id("n17")`, the strings made beforehand): the floor of the read row,
  /// which builds this tree.
  static let buildBuildersIDs = "build (result builders, ids)"
  /// Building the tree from a decoded `Scene` value (`Scene.makeTree`), the tree freed.
  static let buildScene = "build (scene)"
  /// Reading the scene's JSON text and building the tree (`Scene.read` then `makeTree`), the tree freed.
  static let buildJSON = "build (JSON scene)"
  /// Reading the JSON text of the scene with every node given an id straight into its tree (`Scene.readTree`, as the
  /// CLI reads), the tree freed: the CLI's input side per node.
  static let readJSON = "read JSON (ids)"
  /// Laying out the tree with every node given an id, frames not read: the baseline of the write row.
  static let layoutIDs = "layout only (ids)"
  /// Laying out that tree and writing its frames as `trellis layout` prints them (`jsonString()`): the CLI's output
  /// side is this row less the one before, per frame.
  static let layoutWriteJSON = "layout + write JSON (ids)"
  /// The same tree's shape built and freed in C with one 120-byte malloc block per node (Trellis's node size) and one
  /// child-pointer array per container of two or more children: the allocation floor of any tree with one heap object per node.
  static let cTree = "C tree (malloc per node)"
  /// The same shape built and freed as plain Swift objects of the node's size (``SwiftTreeFloor``): the allocator plus
  /// Swift's reference counting, without anything Trellis does per node.
  static let swiftTree = "Swift tree (object per node)"

  /// The workload declaration.
  static func make() -> Workload {
    Workload(
      name: "tree-fixed",
      title: "Nested stacks, fixed leaves (vs Taffy and Yoga)",
      measures:
        "laying out, reading and building nested stacks per node, against a C tree, plain Swift objects and the peers",
      description:
        "A view tree of exactly N nodes: HStack / VStack alternating by depth (spacing 4, 2–6 children, centred), "
        + "some wrapped in `.padding(4)`, leaves `Box`es of even whole-point sizes (10–98 × 10–48); every node counts. "
        + "Proposed 1024 × 768. Each row keeps one `LayoutEngine` for all its runs, as a caller laying out again does "
        + "(the engine keeps its pass memory between layouts). *\(layout)*: the engine on the prebuilt tree, then "
        + "every node's frame read from the result's entries; *\(layoutOnly)*: the pass without reading frames; *\(relayout)*: the middle leaf "
        + "(in pre-order) made 2 pt wider or back before each run, laid out with a `LayoutCache` holding the previous "
        + "pass (the edit is timed, the frames are not read: like Taffy's relayout row, which changes the same leaf's "
        + "style and times its layout call); each run's result is dropped before the next, so the kept pass changes "
        + "its arrays in place, as Taffy changes its nodes; *\(relayoutKept)*: the same with each run's result "
        + "kept alive through the next run (a caller comparing old and new frames), so the pass first moves to a copy "
        + "of its arrays, O(nodes). *\(buildBuilders)*: the same tree built from its description through "
        + "the public builders (`HStack(spacing: 4) { for child in … { … } }`, `VStack`, `.padding(4)`, "
        + "`Box(width:height:)`), and the tree freed, both timed; *\(buildBuildersIDs)*: the same with every node given "
        + "`.id(\"n17\")` (ids as the read row's, in pre-order, the strings made beforehand): the floor of that row; *\(buildScene)*: built from the decoded `Scene` value "
        + "(Box / HStack / VStack nodes, `padding` modifiers) by `Scene.makeTree()`, freed, both timed (the 100 ns per "
        + "node target is about this row and the builders'); *\(buildJSON)*: the scene's compact JSON text read "
        + "(`Scene.read`) and built, freed; the build rows' figures come from laying out one tree each builds, untimed. "
        + "*\(readJSON)*: the same with every node given an id (`n0`, `n1`, … in pre-order), as scenes a pipeline reads "
        + "back name their nodes, read straight into the tree as the CLI reads (`Scene.readTree`, no `JSONValue` or "
        + "`Scene` value on the way); *\(layoutIDs)* and *\(layoutWriteJSON)*: that tree laid out by one kept engine, and "
        + "laid out and written as `trellis layout` prints it (`jsonString()`, every frame by key): the second less "
        + "the first is what writing costs per frame. "
        + "*\(cTree)*: the same shape built children first and freed in plain C (-O2), one 120-byte `malloc` block per "
        + "node (a Trellis node's size) and one child-pointer array per node of two or more children: the allocator's floor for a tree of "
        + "one heap object per node, before any reference counting or layout data. *\(swiftTree)*: the same shape "
        + "built children first and freed as plain Swift objects, one final class instance per node in a block of the "
        + "node's size, holding its children as a node does (none, one inline, or an array) and its size: what Swift's "
        + "allocation and reference counting cost, without the builders, layouts or traits. "
        + "With `--peers` the same tree goes to Taffy (flex rows/columns with gap, align-items "
        + "centre, padding; `stretchable`'s taffylib, rounding off) and Yoga (`poga`; gaps as margins), each timed "
        + "around its layout call only, every node's cache cleared before each run; their frames are compared with "
        + "Trellis's node by node.",
      sizes: [1_000, 10_000, 100_000],
      quickSizes: [1_000, 100_000],
      generate: { n, rng in FixedTreeInput(n: n, rng: &rng) },
      strategies: [
        Strategy<FixedTreeInput>(
          name: layout,
          prepare: { input, _ in
            let engine = LayoutEngine()
            return { try frames(input.root, engine: engine) }
          }, evaluate: outcome),
        Strategy<FixedTreeInput>(
          name: layoutOnly,
          prepare: { input, _ in
            let engine = LayoutEngine()
            return { try engine.layout(input.root, in: TreeInput.proposal) }
          },
          evaluate: { (_, result: LayoutResult) in
            Outcome {
              [
                "nodes": .number(Double(result.statistics.nodeCount)), "root width": .number(result.size.width),
                "root height": .number(result.size.height),
              ]
            }
          }),
        Strategy<FixedTreeInput>(name: relayout, prepare: prepareRelayout(keepingResults: false)),
        Strategy<FixedTreeInput>(name: relayoutKept, prepare: prepareRelayout(keepingResults: true)),
        Strategy<FixedTreeInput>(name: buildBuilders, prepare: prepareBuilders),
        Strategy<FixedTreeInput>(name: buildBuildersIDs, prepare: prepareBuildersWithIDs),
        Strategy<FixedTreeInput>(name: buildScene, prepare: prepareScene),
        Strategy<FixedTreeInput>(name: buildJSON, prepare: prepareJSON),
        Strategy<FixedTreeInput>(name: readJSON, prepare: prepareReadJSON),
        Strategy<FixedTreeInput>(name: layoutIDs, prepare: { input, _ in try prepareWriteJSON(input, writes: false) }),
        Strategy<FixedTreeInput>(
          name: layoutWriteJSON, prepare: { input, _ in try prepareWriteJSON(input, writes: true) }),
        Strategy<FixedTreeInput>(name: cTree, prepare: prepareCTree),
        Strategy<FixedTreeInput>(name: swiftTree, prepare: prepareSwiftTree),
      ],
      qualityColumns: ["nodes", "root width", "root height"],
      ratios: [
        RatioSpec("read frames/layout only", numerator: layout, denominator: layoutOnly, figure: .time),
        RatioSpec("relayout/layout only", numerator: relayout, denominator: layoutOnly, figure: .time),
        RatioSpec("kept/relayout", numerator: relayoutKept, denominator: relayout, figure: .time),
        RatioSpec("builders/layout only", numerator: buildBuilders, denominator: layoutOnly, figure: .time),
        RatioSpec("scene/builders", numerator: buildScene, denominator: buildBuilders, figure: .time),
        RatioSpec("JSON/scene", numerator: buildJSON, denominator: buildScene, figure: .time),
        RatioSpec("read JSON (ids)/builders (ids)", numerator: readJSON, denominator: buildBuildersIDs, figure: .time),
        RatioSpec("write JSON/layout (ids)", numerator: layoutWriteJSON, denominator: layoutIDs, figure: .time),
        RatioSpec("builders/C tree", numerator: buildBuilders, denominator: cTree, figure: .time),
        RatioSpec("builders/Swift tree", numerator: buildBuilders, denominator: swiftTree, figure: .time),
        RatioSpec("Swift tree/C tree", numerator: swiftTree, denominator: cTree, figure: .time),
      ],
      peers: PeerSpec(
        kind: "tree", maxSize: 100_000,
        comparisons: [PeerComparison(trellis: layout), PeerComparison(trellis: relayout, mode: "relayout")],
        export: { input in peerInput(input) }, reference: { input, _ in try peerReference(input) }),
      summarise: summarise)
  }

  /// The relayout rows: a first pass fills the cache (untimed), then each run widens or restores one leaf and lays the
  /// tree out again with the cache. Without `keepingResults` each run's result is dropped before the run ends (its
  /// figures read first, O(1)), as a caller that only wants the new frames does, so the pass changes its arrays in
  /// place; with it, each result stays alive through the next run (a caller that keeps the old frames, to compare
  /// them), and the pass moves to a copy of its arrays before changing them.
  static func prepareRelayout(keepingResults: Bool) -> (FixedTreeInput, RunContext) throws -> () throws -> Outcome {
    { input, _ in
      let cache = LayoutCache()
      let path = FixedTreeInput.middleLeafPath(input.root)
      let size = input.middleLeafSize
      var wider = false
      let kept = KeptResult()
      let engine = LayoutEngine()
      _ = try engine.layout(input.root, in: TreeInput.proposal, cache: cache)
      return {
        wider.toggle()
        let edited = FixedTreeInput.edited(input.root, path: path, size: size, wider: wider)
        let result = try engine.layout(edited, in: TreeInput.proposal, cache: cache)
        let figures: Figures = [
          "nodes": .number(Double(result.statistics.nodeCount)), "root width": .number(result.size.width),
          "root height": .number(result.size.height),
        ]
        if keepingResults { kept.result = result }
        return Outcome { figures }
      }
    }
  }

  /// The result a relayout run keeps alive until the next run replaces it.
  final class KeptResult {
    var result: LayoutResult?
  }

  /// The builders row: the figures from one untimed build; each run builds the tree through the result builders and
  /// frees it (the root's child count is checked, so the build cannot be skipped).
  static func prepareBuilders(_ input: FixedTreeInput, _ context: RunContext) throws -> () throws -> Outcome {
    let figures = try FixedTreeInput.buildFigures(FixedTreeInput.buildWithBuilders(input.spec))
    let spec = input.spec
    let count = input.root.children.count
    return {
      guard FixedTreeInput.buildWithBuilders(spec).children.count == count else { throw BuildMismatch() }
      return Outcome { figures }
    }
  }

  /// The builders-with-ids row: the id strings made once (untimed); each run builds the tree with them and frees it.
  static func prepareBuildersWithIDs(_ input: FixedTreeInput, _ context: RunContext) throws
    -> () throws -> Outcome
  {
    func views(_ spec: FixedTreeInput.Spec) -> Int {
      switch spec {
      case .box: 1
      case .padding(let child): views(child)
      case .stack(_, let children): 1 + children.reduce(0) { $0 + views($1) }
      }
    }
    let ids = (0..<views(input.spec)).map { "n\($0)" }
    let spec = input.spec
    func build() -> Node {
      var next = 0
      return FixedTreeInput.buildWithBuilders(spec, ids: ids, next: &next)
    }
    let figures = try FixedTreeInput.buildFigures(build())
    let count = input.root.children.count
    return {
      guard build().children.count == count else { throw BuildMismatch() }
      return Outcome { figures }
    }
  }

  /// The scene row: the scene made once (untimed); each run builds its tree and frees it.
  static func prepareScene(_ input: FixedTreeInput, _ context: RunContext) throws -> () throws -> Outcome {
    let scene = FixedTreeInput.scene(input.spec)
    let figures = try FixedTreeInput.buildFigures(scene.makeTree())
    let count = input.root.children.count
    return {
      guard try scene.makeTree().children.count == count else { throw BuildMismatch() }
      return Outcome { figures }
    }
  }

  /// The JSON row: the scene's compact JSON text made once (untimed); each run reads it, builds the tree and frees
  /// both.
  static func prepareJSON(_ input: FixedTreeInput, _ context: RunContext) throws -> () throws -> Outcome {
    let text = FixedTreeInput.scene(input.spec).jsonValue().serialized(pretty: false)
    let figures = try FixedTreeInput.buildFigures(Scene.read(text).makeTree())
    let count = input.root.children.count
    return {
      guard try Scene.read(text).makeTree().children.count == count else { throw BuildMismatch() }
      return Outcome { figures }
    }
  }

  /// The read row: the compact JSON text of the scene with ids made once (untimed); each run reads it straight into
  /// its tree (`Scene.readTree`) and frees it.
  static func prepareReadJSON(_ input: FixedTreeInput, _ context: RunContext) throws -> () throws -> Outcome {
    let text = FixedTreeInput.sceneWithIDs(input.spec).jsonValue().serialized(pretty: false)
    let figures = try FixedTreeInput.buildFigures(Scene.readTree(text).root)
    let count = input.root.children.count
    return {
      guard try Scene.readTree(text).root.children.count == count else { throw BuildMismatch() }
      return Outcome { figures }
    }
  }

  /// The write rows: the tree with ids built once (untimed); each run lays it out with one kept engine and, with
  /// `writes`, writes its frames as the CLI prints them (the text's length is checked, so it is not optimised away).
  static func prepareWriteJSON(_ input: FixedTreeInput, writes: Bool) throws -> () throws -> Outcome {
    let tree = try FixedTreeInput.sceneWithIDs(input.spec).makeTree()
    let figures = try FixedTreeInput.buildFigures(tree)
    let engine = LayoutEngine()
    let length = try engine.layout(tree, in: TreeInput.proposal).jsonString().utf8.count
    return {
      let result = try engine.layout(tree, in: TreeInput.proposal)
      if writes, result.jsonString().utf8.count != length { throw BuildMismatch() }
      return Outcome { figures }
    }
  }

  /// The description's child counts (pre-order) and leaf sizes (width, height per leaf, in order).
  static func shape(_ input: FixedTreeInput) -> (childCounts: [Int32], leafSizes: [Double]) {
    var childCounts: [Int32] = []
    var leafSizes: [Double] = []
    for row in input.preorder {
      childCounts.append(Int32(row[3] as? Int ?? 0))
      if row[0] as? String == "box" { leafSizes += [row[1] as? Double ?? 0, row[2] as? Double ?? 0] }
    }
    return (childCounts, leafSizes)
  }

  /// The C row: the description's shape made once (untimed); each run builds and frees the C tree. Its figures are
  /// the workload's own (one untimed layout of the Swift tree), and the run checks that C built every node.
  static func prepareCTree(_ input: FixedTreeInput, _ context: RunContext) throws -> () throws -> Outcome {
    let figures = try FixedTreeInput.buildFigures(input.root)
    let (childCounts, leafSizes) = shape(input)
    let count = childCounts.count
    return {
      let built = childCounts.withUnsafeBufferPointer { counts in
        leafSizes.withUnsafeBufferPointer { sizes in
          trellis_c_tree_build_free(counts.baseAddress, sizes.baseAddress, count)
        }
      }
      guard built == count else { throw BuildMismatch() }
      return Outcome { figures }
    }
  }

  /// The Swift floor row: like the C row, with ``SwiftTreeFloor`` building and freeing the objects.
  static func prepareSwiftTree(_ input: FixedTreeInput, _ context: RunContext) throws -> () throws -> Outcome {
    let figures = try FixedTreeInput.buildFigures(input.root)
    let (childCounts, leafSizes) = shape(input)
    return {
      guard SwiftTreeFloor.buildAndFree(childCounts: childCounts, leafSizes: leafSizes) == childCounts.count else {
        throw BuildMismatch()
      }
      return Outcome { figures }
    }
  }

  struct BuildMismatch: Error, CustomStringConvertible {
    var description: String { "the built tree's root differs from the input's" }
  }

  /// The tree as the peer runner reads it (the `tree` kind): the gap and every node in pre-order.
  static func peerInput(_ input: FixedTreeInput) -> [String: Any] {
    ["gap": FixedTreeInput.gap, "nodes": input.preorder]
  }

  /// Trellis's frames of the tree, `x, y, width, height` per node in pre-order, for the peers' agreement check.
  ///
  /// - Throws: a layout error.
  /// - Complexity: one layout.
  static func peerReference(_ input: FixedTreeInput) throws -> PeerReference {
    .frames(try frames(input.root).flatMap { [$0.minX, $0.minY, $0.width, $0.height] })
  }

  /// Lays the tree out with `engine` and reads every node's frame, in pre-order.
  static func frames(_ root: Node, engine: LayoutEngine = LayoutEngine()) throws -> [Rect] {
    try engine.layout(root, in: TreeInput.proposal).entries.map(\.frame)
  }

  static func outcome(_ input: FixedTreeInput, _ frames: [Rect]) -> Outcome {
    Outcome {
      [
        "nodes": .number(Double(frames.count)), "root width": .number(Double(frames.first?.width ?? 0)),
        "root height": .number(Double(frames.first?.height ?? 0)),
      ]
    }
  }

  /// The paragraph, from the numbers only.
  static func summarise(_ result: WorkloadResult) -> String {
    let rows = result.measuredRows(of: layout)
    guard let first = rows.first, let last = rows.last else { return "Nothing was measured; the table says why." }
    var summary =
      "Laying out the prebuilt tree and reading every frame costs \(formatDuration(last.nsPerItem)) per node at "
      + "N = \(formatCount(last.n)) (\(formatDuration(first.nsPerItem)) at N = \(formatCount(first.n)))."
    let builds = [buildBuilders, buildScene, buildJSON].compactMap { name in
      result.measuredRows(of: name).last.map { row in
        "\(formatDuration(row.nsPerItem)) per node \(name.dropFirst("build ".count)) at N = \(formatCount(row.n))"
      }
    }
    if !builds.isEmpty {
      summary += " Building it (and freeing it) costs " + builds.joined(separator: ", ") + "."
    }
    if let floor = result.measuredRows(of: cTree).last {
      summary +=
        " The same shape built and freed in C with one malloc block per node costs \(formatDuration(floor.nsPerItem)) "
        + "per node at N = \(formatCount(floor.n))"
      if let ratio = result.ratio(named: "builders/C tree")?.value(at: floor.n) {
        summary += " (the builders take \(formatRatio(ratio, kind: "time")) its time)"
      }
      summary += "."
    }
    if let swift = result.measuredRows(of: swiftTree).last {
      summary +=
        " As plain Swift objects of the node's size (allocation and reference counting, nothing else) it costs "
        + "\(formatDuration(swift.nsPerItem)) per node at N = \(formatCount(swift.n))"
      var ratios: [String] = []
      if let ratio = result.ratio(named: "Swift tree/C tree")?.value(at: swift.n) {
        ratios.append("\(formatRatio(ratio, kind: "time")) the C tree's time")
      }
      if let ratio = result.ratio(named: "builders/Swift tree")?.value(at: swift.n) {
        ratios.append("the builders take \(formatRatio(ratio, kind: "time")) its time")
      }
      if !ratios.isEmpty { summary += " (" + ratios.joined(separator: "; ") + ")" }
      summary += "."
    }
    return summary
  }
}
