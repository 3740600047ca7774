import Testing
import Trellis
import TrellisCore
import TrellisSolver
import TrellisTestSupport

@testable import TrellisBenchKit

@Suite struct BenchWorkloadTests {
  /// Options for tiny runs: one sample, no warm-up, the given sizes.
  private func options(sizes: [Int]) -> BenchOptions {
    var options = BenchOptions()
    options.repetitions = 1
    options.warmup = 0
    options.budget = 60
    options.sizes = sizes
    options.executable = BenchFixtures.benchExecutable
    return options
  }

  private func run(_ workload: Workload, sizes: [Int]) -> WorkloadResult {
    BenchmarkRunner(options: options(sizes: sizes)).run([workload])[0]
  }

  @Test func catalogListsTheRealWorkloads() {
    #expect(
      WorkloadCatalog.all.map(\.name) == [
        "flow", "masonry", "masonry-2col", "masonry-8col", "masonry-fractional", "lp-overhead", "warm-resolve", "tree",
        "tree-fixed", "memory", "constraints-chain", "constraints-grid", "constraints-autolayout", "constraints-levels",
        "constraints-form", "constraints-ambiguity", "text", "constraints-offsets", "constraints-offset-tree",
        "constraints-edits",
      ])
  }

  @Test func thePeersRunAddsTheChainsAndGridsLargestSize() throws {
    let chain = try #require(WorkloadCatalog.all.first { $0.name == "constraints-chain" })
    var options = BenchOptions()
    #expect(chain.sizes(for: options) == [10, 100, 1_000, 10_000])
    options.peersPython = "python3"
    #expect(chain.sizes(for: options) == [10, 100, 1_000, 10_000, 100_000])
    options.sizes = [100]
    #expect(chain.sizes(for: options) == [100])
    options.sizes = nil
    options.quick = true
    #expect(chain.sizes(for: options) == chain.quickSizes)
  }

  @Test(arguments: WorkloadCatalog.all.map(\.name))
  func everyWorkloadRunsAtTinyNAndFillsItsFigures(name: String) throws {
    let workload = try #require(WorkloadCatalog.all.first { $0.name == name })
    let result = run(workload, sizes: [100])
    #expect(result.rows.count == workload.strategies.count)
    for row in result.rows {
      // Pango is loaded at run time; without libpangoft2 its row says so instead of measuring.
      if row.strategy == TextWorkload.paragraphsPango && PangoLayout(family: "DejaVu Sans") == nil {
        #expect(row.stoppedBecause == "failed: \(ParagraphRowError.noPango)")
        continue
      }
      #expect(row.status == .measured, "\(row.strategy): \(row.stoppedBecause)")
      for column in result.qualityColumns where row.figures[column] == nil {
        // Only figures a strategy cannot know may be missing (a build-only row has no objective, C reports no
        // iterations for a plain solve, a cold solve no warm figures, a solve without its ambiguity report no
        // report figures).
        var optional = [
          "objective", "iterations", "cold µs", "warm µs", "cold iterations", "warm iterations", "LP columns",
          "solver bound", "provenOptimal", "LPs", "doubled", "coupled", "ambiguous",
        ]
        // Under a sanitizer's allocator glibc's heap counts stay at zero, and the memory rows keep only the
        // resident figures.
        if !HeapUsage.isMeaningful {
          optional += [
            MemoryWorkload.treeBytes, MemoryWorkload.layoutBytes, MemoryWorkload.readBytes,
            MemoryWorkload.bytesPerNode, MemoryWorkload.byteTargetMet, MemoryWorkload.heapKept,
          ]
        }
        // The text workload's feed rows and paragraph rows count different things.
        if name == "text" {
          optional +=
            TextWorkload.paragraphRows.contains(row.strategy)
            ? TextWorkload.feedColumns : TextWorkload.paragraphColumns
        }
        #expect(optional.contains(column), "\(row.strategy) lacks \(column)")
      }
    }
    for ratio in result.ratios { #expect(!ratio.points.isEmpty, "\(ratio.name) has no value") }
    #expect(!result.summary.isEmpty)
    for bad in ["nan", "Optional(", "—", "PLACEHOLDER"] { #expect(!result.summary.contains(bad), "\(bad)") }
    if workload.picture != nil { #expect(result.picture?.left.layout.frames.count == 40) }
  }

  // MARK: - Text paragraphs

  /// "a a a" set exactly as wide as "a a" (HarfBuzz's widths through the measurer) breaks greedily into "a a" and "a":
  /// 2 lines, the widest as wide as "a a", for the C floor and for Pango (within Pango's 1/1024 pt units).
  @Test func paragraphRowsBreakAHandComputedCase() throws {
    let measurer = ShapingTextMeasurer.shared
    let attributes = TextWorkload.paragraphAttributes
    let face = try #require(measurer.face(for: attributes.font))
    let pair = measurer.measure("a a", attributes: attributes, proposal: .unspecified).size.width
    let text = ParagraphText(["a a a"])
    let floor = try #require(TextFloor(path: face.path, index: face.index))
    let set = floor.set(text, width: pair)
    #expect(set.lines == 2)
    #expect(abs(set.widest - pair) < 1e-9)
    // Twice as wide: one line, as wide as the paragraph.
    let whole = measurer.measure("a a a", attributes: attributes, proposal: .unspecified).size.width
    #expect(floor.set(text, width: 2 * pair).lines == 1)
    #expect(abs(floor.set(text, width: 2 * pair).widest - whole) < 1e-9)
    if let pango = PangoLayout(family: face.family) {
      let set = pango.set(text, width: pair + 0.01)
      #expect(set.lines == 2)
      #expect(abs(set.widest - pair) < 0.01)
    }
  }

  // MARK: - Flow

  @Test func flowFiguresAreHandComputed() {
    // maxWidth 375, spacing 8: 200 + 8 + 160 = 368 fits, + 8 + 100 does not → rows [200, 160], [100]; slack 7² = 49.
    let input = FlowInput(sizes: [200.0, 160, 100].map { Size(width: $0, height: 20) })
    let greedy = FlowWorkload.kernelOutcome(input, try! FlowWorkload.kernel(input)).figures()
    #expect(greedy == ["rows": 2, "squaredSlack": 49])
    #expect(FlowWorkload.cRows(input) == 2)
    #expect(FlowWorkload.cOutcome(input, 2).figures() == ["rows": 2, "squaredSlack": 49])
    // The other two-row split, [200], [160, 100], leaves 175² = 30625; the DP keeps the better one.
    let balanced = try! FlowWorkload.balancedBreaks(input)
    #expect(balanced.rowStarts == [0, 2])
    #expect(FlowWorkload.balancedOutcome(input, balanced).figures() == ["rows": 2, "squaredSlack": 49])
    let tree = try! FlowWorkload.itemFrames(FlowWorkload.buildTree(input))
    #expect(FlowWorkload.treeOutcome(input, tree).figures() == ["rows": 2, "squaredSlack": 49])
  }

  @Test func flowStrategiesAgreeOnRowsAndTheDPNeverLosesToGreedy() throws {
    let result = run(FlowWorkload.make(), sizes: [1_000])
    let greedy = try #require(result.row(FlowWorkload.greedy, n: 1_000)?.figures)
    for strategy in [FlowWorkload.cLoop, FlowWorkload.tree, FlowWorkload.treeLayoutOnly] {
      #expect(result.row(strategy, n: 1_000)?.figures == greedy, "\(strategy)")
    }
    let dp = try #require(result.row(FlowWorkload.balanced, n: 1_000)?.figures)
    #expect(dp.number("rows") == greedy.number("rows"))
    #expect(try #require(dp.number("squaredSlack")) <= (try #require(greedy.number("squaredSlack"))))
  }

  @Test func balancedLPMatchesTheDPAtSmallN() throws {
    let result = run(FlowWorkload.make(), sizes: [100])
    let lp = try #require(result.row(FlowWorkload.balancedLP, n: 100))
    #expect(lp.stoppedBecause.hasPrefix("optimal"))
    let dp = try #require(result.row(FlowWorkload.balanced, n: 100)?.figures)
    #expect(lp.figures.number("rows") == dp.number("rows"))
    let lpSlack = try #require(lp.figures.number("squaredSlack"))
    #expect(Tolerance.isApproximatelyEqual(lpSlack, try #require(dp.number("squaredSlack"))))
  }

  @Test func flowGeneratorMakesWordLikeItems() {
    var rng = SplitMix64(seed: 7)
    let input = FlowInput.generate(n: 2_000, rng: &rng)
    #expect(input.count == 2_000)
    for size in input.sizes {
      #expect(size.width >= 8 && size.width <= 96 && size.width.truncatingRemainder(dividingBy: 8) == 0)
      #expect(size.height >= 16 && size.height <= 24)
    }
  }

  // MARK: - Masonry

  @Test func masonryLowerBoundCountsSpacing() {
    // Tallest item 100 beats (100 + 50 + 30 + 8·(3 − 2)) / 2 = 94.
    let a = MasonryInput(columns: 2, sizes: [100.0, 50, 30].map { Size(width: 100, height: $0) })
    #expect(a.lowerBound == 100)
    // Four 60s in two columns: (240 + 8·2) / 2 = 128, which greedy reaches (60 + 8 + 60 in each column).
    let b = MasonryInput(columns: 2, sizes: Array(repeating: Size(width: 100, height: 60), count: 4))
    #expect(b.lowerBound == 128)
    let greedy = try! MasonryWorkload.kernel(b, .shortest)
    #expect(MasonryWorkload.kernelOutcome(b, greedy).figures() == ["tallestColumn": 128, "lowerBound": 128, "gap": 0])
    #expect(MasonryWorkload.cTallest(b) == 128)
  }

  @Test func masonryGreedyMatchesTheCLoop() throws {
    let result = run(MasonryWorkload.make(), sizes: [1_000])
    let greedy = try #require(result.row(MasonryWorkload.greedy, n: 1_000)?.figures)
    #expect(result.row(MasonryWorkload.cLoop, n: 1_000)?.figures == greedy)
    #expect(try #require(greedy.number("gap")) >= 0)
    let optimal = try #require(result.row(MasonryWorkload.optimal, n: 1_000)?.figures)
    let best = try #require(optimal.number("tallestColumn"))
    #expect(best <= (try #require(greedy.number("tallestColumn"))))
    #expect(best >= (try #require(optimal.number("lowerBound"))))
  }

  // MARK: - LP

  @Test func transportLPHasTheDeclaredShapeAndBothSidesAgree() throws {
    var rng = SplitMix64(seed: 3)
    let input = TransportInput(n: 100, rng: &rng)
    // 10 sources × 10 sinks: 100 variables, 20 rows, 2 nonzeros per variable.
    #expect(input.columns == 100 && input.rows == 20 && input.nonzeros == 200)
    #expect(input.program.variableCount == 100 && input.program.rowCount == 20 && input.program.nonzeroCount == 200)
    let swift = try input.checkedProgram().solve()
    #expect(swift.status == .optimal)
    let c = LPOverheadWorkload.cSolveObjective(input)
    #expect(Tolerance.isApproximatelyEqual(swift.objective, c))
  }

  @Test func warmResolveSidesReachTheSameObjectiveAfterTheChange() throws {
    let result = run(WarmResolveWorkload.make(), sizes: [100])
    let swift = try #require(result.row(WarmResolveWorkload.swiftWarm, n: 100)?.figures.number("objective"))
    let c = try #require(result.row(WarmResolveWorkload.cBoth, n: 100)?.figures.number("objective"))
    #expect(Tolerance.isApproximatelyEqual(swift, c))
    let cold = try #require(result.row(WarmResolveWorkload.swiftCold, n: 100)?.figures.number("objective"))
    #expect(swift > cold)  // the forced route is the most expensive one, so the optimum gets worse
  }

  /// The offset chain at N = 100: the last target is x98 = 196, so x99 = 197; both paths agree, the graph without a
  /// simplex iteration.
  @Test func offsetChainFiguresAreHandComputed() throws {
    let workload = try #require(ConstraintDifferenceWorkload.makeAll().first)
    let result = run(workload, sizes: [100])
    for strategy in [ConstraintDifferenceWorkload.graph, ConstraintDifferenceWorkload.levels] {
      let figures = try #require(result.row(strategy, n: 100)?.figures)
      #expect(figures.number("last") == 197)
      #expect(figures.number("weakError") == 0)
    }
    #expect(result.row(ConstraintDifferenceWorkload.graph, n: 100)?.figures.number("iterations") == 0)
    #expect(try #require(result.row(ConstraintDifferenceWorkload.levels, n: 100)?.figures.number("iterations")) > 0)
  }

  // MARK: - Tree

  @Test(arguments: [1, 2, 3, 4, 10, 1_000])
  func treeHasExactlyNNodes(n: Int) throws {
    var rng = SplitMix64(seed: 11)
    let input = TreeInput(n: n, rng: &rng)
    #expect(input.nodeCount == n)
    let result = try TreeWorkload.run(input.root)
    #expect(result.statistics.nodeCount == n)
    let figures = TreeWorkload.outcome(input, result).figures()
    #expect(figures.number("nodes") == Double(n))
    #expect(try #require(figures.number("measure calls/node")) >= 1)
  }

  /// The tree mixes in SwiftUI's layered views and grids (issue 13), not only stacks.
  @Test func treeHasBackgroundsOverlaysAndGrids() throws {
    var rng = SplitMix64(seed: 11)
    let input = TreeInput(n: 10_000, rng: &rng)
    var counts: [String: Int] = [:]
    var pending = [input.root]
    while let node = pending.popLast() {
      counts[node.typeName, default: 0] += 1
      pending.append(contentsOf: node.children)
    }
    for type in ["background", "overlay", "Grid", "GridRow", "Color", "Circle"] {
      #expect(counts[type, default: 0] >= 10, "\(type): \(counts[type, default: 0])")
    }
  }

  /// The build rows make the workload's own tree: the same node types in pre-order and the same frames, through the
  /// builders, the scene value and the scene's JSON text.
  @Test(arguments: [1, 2, 3, 10, 1_000])
  func fixedTreeBuildRowsMakeTheSameTree(n: Int) throws {
    var rng = SplitMix64(seed: 5)
    let input = FixedTreeInput(n: n, rng: &rng)
    let scene = FixedTreeInput.scene(input.spec)
    let built = [
      FixedTreeInput.buildWithBuilders(input.spec), try scene.makeTree(),
      try Scene.read(scene.jsonValue().serialized(pretty: false)).makeTree(),
    ]
    func typeNames(_ node: Node) -> [String] { [node.typeName] + node.children.flatMap(typeNames) }
    let expected = try FixedTreeWorkload.frames(input.root)
    #expect(expected.count == n)
    for root in built {
      #expect(typeNames(root) == typeNames(input.root))
      #expect(try FixedTreeWorkload.frames(root) == expected)
    }
    // With ids: the read row's tree (read straight from JSON) and its floor's (the builders with the same ids) lay out
    // to the same frames under the same ids.
    let withIDs = FixedTreeInput.sceneWithIDs(input.spec)
    let read = try Scene.readTree(withIDs.jsonValue().serialized(pretty: false)).root
    var next = 0
    let ids = (0..<n).map { "n\($0)" }
    let floor = FixedTreeInput.buildWithBuilders(input.spec, ids: ids, next: &next)
    let proposal = ProposedViewSize(width: 1024, height: 768)
    #expect(
      try LayoutEngine().layout(read, proposal: proposal).jsonString(includeEntries: true)
        == LayoutEngine().layout(floor, proposal: proposal).jsonString(includeEntries: true))
    #expect(try LayoutEngine().layout(read, proposal: proposal)["n\(next - 1)"] != nil)
  }
}
