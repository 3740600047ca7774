import Foundation
import Testing
import Trellis
import TrellisTestSupport

@testable import TrellisBenchKit

/// The `memory` workload: the heap reader, the child that measures, the figures' arithmetic, the rows it makes in the
/// report (no times, `--compare` on figures), and Taffy's memory entries from the peer runner.
@Suite struct BenchMemoryTests {
  private static let mebibyte = 1_048_576.0

  // MARK: - The heap reader

  @Test(.enabled(if: HeapUsage.isMeaningful, "glibc's heap counts (not under a sanitizer's allocator)"))
  func heapReaderCountsWhatIsHeldAndNotWhatIsFreed() throws {
    // The count is the process's, and other tests allocate and free at the same time: one attempt can see another
    // test's tens of MiB between two readings. So the three steps are tried up to eight times; a reader that counts
    // right passes an attempt no other test disturbed, and a wrong one (no mapped block counted, freed blocks still
    // counted, a constant) fails every attempt.
    var failures: [String] = []
    for _ in 0..<8 {
      let failure = try Self.heapReaderAttempt()
      guard let failure else { return }
      failures.append(failure)
    }
    Issue.record("the heap reader failed every attempt: \(failures)")
  }

  /// One attempt of ``heapReaderCountsWhatIsHeldAndNotWhatIsFreed()``: `nil`, or what it found wrong.
  static func heapReaderAttempt() throws -> String? {
    let start = try #require(HeapUsage.bytesInUse())
    // One block the allocator maps (counted in hblkhd), never touched, so no page of it is resident.
    let large = UnsafeMutableRawPointer.allocate(byteCount: 64 << 20, alignment: 16)
    let withLarge = try #require(HeapUsage.bytesInUse())
    large.deallocate()
    guard abs(withLarge - start - 64 * mebibyte) < 16 * mebibyte else {
      return "a 64 MiB block moved the count by \((withLarge - start) / mebibyte) MiB"
    }
    // 2¹⁹ blocks of 120 bytes (a node's size): glibc keeps them in its free lists once freed, and does not count them.
    let blocks = (0..<(1 << 19)).map { _ in UnsafeMutableRawPointer.allocate(byteCount: 120, alignment: 8) }
    let withBlocks = try #require(HeapUsage.bytesInUse())
    for block in blocks { block.deallocate() }
    let after = try #require(HeapUsage.bytesInUse())
    guard withBlocks - start > 48 * mebibyte, withBlocks - after > 48 * mebibyte else {
      let held = (withBlocks - start) / mebibyte
      return "2^19 blocks of 120 bytes: \(held) MiB held, \((withBlocks - after) / mebibyte) freed"
    }
    guard abs(after - start) < 16 * mebibyte else {
      return "\((after - start) / mebibyte) MiB still counted after freeing"
    }
    return nil
  }

  // MARK: - The tree and the figures

  @Test func theTreeMadeFromTheGeneratorIsTheWorkloadsTree() throws {
    let seed = SplitMix64.seed(run: 42, workload: "memory", n: 700)
    var described = SplitMix64(seed: seed)
    let input = FixedTreeInput(n: 700, rng: &described)
    var direct = SplitMix64(seed: seed)
    let tree = FixedTreeInput.tree(n: 700, rng: &direct)
    let frames = try FixedTreeWorkload.frames(tree)
    #expect(frames.count == 700)
    #expect(frames == (try FixedTreeWorkload.frames(input.root)))
    // Both consumed the same random numbers.
    #expect(described.next() == direct.next())
  }

  static let sample = MemorySample(
    nodes: 1_000, rootWidth: 300, rootHeight: 200, heapBefore: 1_000_000, heapTree: 1_150_000,
    heapLayout: 1_330_000, heapRead: 1_490_000, heapReleased: 1_200_000, rssBefore: 20 * mebibyte,
    rssRead: 30 * mebibyte, rssReleased: 26 * mebibyte, rssTrimmed: 21 * mebibyte)

  @Test func figuresAreTheHeapDifferencesOverNAndTheResidentRatios() {
    let figures = Self.sample.figures
    #expect(figures.number(MemoryWorkload.nodes) == 1_000)
    #expect(figures.number(MemoryWorkload.treeBytes) == 150)
    #expect(figures.number(MemoryWorkload.layoutBytes) == 180)
    #expect(figures.number(MemoryWorkload.readBytes) == 160)
    #expect(figures.number(MemoryWorkload.bytesPerNode) == 490)
    #expect(figures[MemoryWorkload.byteTargetMet] == "not met")
    #expect(figures.number(MemoryWorkload.rssBefore) == 20)
    #expect(figures.number(MemoryWorkload.rssRead) == 30)
    #expect(figures.number(MemoryWorkload.rssReleased) == 26)
    #expect(figures.number(MemoryWorkload.rssTrimmed) == 21)
    #expect(figures.number(MemoryWorkload.released) == 1.3)
    #expect(figures.number(MemoryWorkload.trimmed) == 1.05)
    #expect(figures[MemoryWorkload.releaseTargetMet] == "met")
    #expect(figures.number(MemoryWorkload.heapKept) == 200_000 / Self.mebibyte)
    // Every figure is a column of the workload, in the columns' order.
    #expect(figures.names == MemoryWorkload.make().qualityColumns)
  }

  @Test func targetsAreJudgedAtTheirBoundsAndMissingReadingsLeaveFiguresOut() {
    var sample = Self.sample
    sample.heapRead = 1_300_000  // exactly 300 bytes per node
    sample.rssTrimmed = 22 * Self.mebibyte  // exactly 1.10× before
    #expect(sample.figures[MemoryWorkload.byteTargetMet] == "met")
    #expect(sample.figures[MemoryWorkload.releaseTargetMet] == "met")
    sample.rssTrimmed = 22.1 * Self.mebibyte
    #expect(sample.figures[MemoryWorkload.releaseTargetMet] == "not met")
    // Without mallinfo2 only the resident figures remain; without /proc only the heap ones.
    var noHeap = Self.sample
    (noHeap.heapBefore, noHeap.heapTree, noHeap.heapLayout, noHeap.heapRead, noHeap.heapReleased) =
      (nil, nil, nil, nil, nil)
    #expect(noHeap.figures.number(MemoryWorkload.bytesPerNode) == nil)
    #expect(noHeap.figures.number(MemoryWorkload.heapKept) == nil)
    #expect(noHeap.figures.number(MemoryWorkload.trimmed) == 1.05)
    var noProc = Self.sample
    noProc.rssBefore = nil
    #expect(noProc.figures.number(MemoryWorkload.released) == nil)
    #expect(noProc.figures.number(MemoryWorkload.bytesPerNode) == 490)
  }

  // MARK: - The measuring child

  @Test func theWarmUpTreeIsSmallerThanTheMeasuredOne() {
    #expect(
      [1, 2, 8, 100, 399, 400, 1_000, 1_000_000].map(MemorySample.warmUpNodes) == [1, 1, 2, 25, 99, 100, 100, 100])
  }

  @Test(.enabled(if: HeapUsage.isMeaningful, "glibc's heap counts (not under a sanitizer's allocator)"))
  func theChildMeasuresTheWorkloadsTree() throws {
    let seed = SplitMix64.seed(run: 42, workload: "memory", n: 2_000)
    let sample = try MemoryWorkload.measureInChild(n: 2_000, seed: seed, executable: BenchFixtures.benchExecutable)
    var rng = SplitMix64(seed: seed)
    let root = try FixedTreeWorkload.frames(FixedTreeInput(n: 2_000, rng: &rng).root)[0]
    #expect(sample.rootWidth == root.width && sample.rootHeight == root.height)
    let figures = sample.figures
    // A node is one 120-byte object, so the tree alone holds at least that much per node.
    let tree = try #require(figures.number(MemoryWorkload.treeBytes))
    #expect(tree >= 120 && tree < 400)
    let total = try #require(figures.number(MemoryWorkload.bytesPerNode))
    #expect(total > tree && total < 2_000)
    let parts = [MemoryWorkload.treeBytes, MemoryWorkload.layoutBytes, MemoryWorkload.readBytes].compactMap {
      figures.number($0)
    }
    #expect(abs(parts.reduce(0, +) - total) < 1e-9)
    let before = try #require(sample.rssBefore)
    #expect(try #require(sample.rssRead) > before)
    #expect(try #require(sample.rssTrimmed) <= (try #require(sample.rssReleased)))
  }

  /// An engine's memory goes with it: once the engine that laid out 10⁵ nodes is released with its tree and result,
  /// the heap in use is back where it started. Measured in a fresh process (the workload's child), where no other
  /// test allocates meanwhile; a pass over 10⁵ nodes carves about 18 MiB, which an engine keeping its blocks after
  /// its release (or a process-wide pool) would leave in use.
  @Test(.enabled(if: HeapUsage.isMeaningful, "glibc's heap counts (not under a sanitizer's allocator)"))
  func theHeapIsBackWhereItStartedOnceTheEngineIsReleased() throws {
    let sample = try MemoryWorkload.measureInChild(n: 100_000, seed: 5, executable: BenchFixtures.benchExecutable)
    let layout = try #require(sample.figures.number(MemoryWorkload.layoutBytes))
    #expect(layout * 100_000 > 8 * Self.mebibyte, "the pass held its memory while alive")
    let kept = try #require(sample.figures.number(MemoryWorkload.heapKept))
    #expect(kept < 0.5, "MiB still in use after the release")
  }

  @Test func theChildRejectsBadArgumentsAndWritesItsSample() throws {
    #expect(MemoryWorkload.childMain(["ten", "1", "/dev/null"], progress: .silent) == BenchOptionsError.exitCode)
    #expect(MemoryWorkload.childMain(["0", "1", "/dev/null"], progress: .silent) == BenchOptionsError.exitCode)
    #expect(MemoryWorkload.childMain(["10", "1"], progress: .silent) == BenchOptionsError.exitCode)
    let path = (try BenchFixtures.temporaryDirectory() as NSString).appendingPathComponent("sample.json")
    #expect(MemoryWorkload.childMain(["150", "3", path], progress: .silent) == 0)
    let sample = try JSONDecoder().decode(MemorySample.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(sample.nodes == 150)
    #expect(sample.rssTrimmed != nil)
    #expect((sample.heapBefore != nil) == HeapUsage.isMeaningful)
  }

  @Test func aChildThatFailsOrAnswersAnotherTreeIsAnError() throws {
    #expect(throws: MemoryWorkload.Failure.self) {
      try MemoryWorkload.measureInChild(n: 10, seed: 1, executable: nil)
    }
    let failed = #expect(throws: MemoryWorkload.Failure.self) {
      try MemoryWorkload.measureInChild(n: 10, seed: 1, executable: "/bin/false")
    }
    #expect(failed?.description == "the measuring process failed (exited(1))")
    // A stand-in that writes a sample of 9 nodes where 10 were asked for.
    let folder = try BenchFixtures.temporaryDirectory()
    let script = (folder as NSString).appendingPathComponent("child.sh")
    let json = String(decoding: try JSONEncoder().encode(with(Self.sample) { $0.nodes = 9 }), as: UTF8.self)
    try "#!/bin/sh\ntest \"$1\" = --memory-probe && printf '%s' '\(json)' > \"$4\"\n".write(
      toFile: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
    let mismatch = #expect(throws: MemoryWorkload.Failure.self) {
      try MemoryWorkload.measureInChild(n: 10, seed: 1, executable: script)
    }
    #expect(mismatch?.description == "the measuring process read 9 frames, not 10")
    #expect(try MemoryWorkload.measureInChild(n: 9, seed: 1, executable: script) == with(Self.sample) { $0.nodes = 9 })
  }

  // MARK: - Rows, report, compare

  @Test func measuredOnceRowsRunOnceAndHaveNoTimes() throws {
    final class Counter {
      var runs = 0
    }
    let counter = Counter()
    let workload = Workload(
      name: "once", title: "Once", description: "", sizes: [5, 6], quickSizes: [5], generate: { n, _ in n },
      strategies: [
        Strategy<Int>.measuredOnce(name: "probe") { n, _ in
          counter.runs += 1
          return Outcome { ["bytes": .number(Double(10 * n))] }
        }
      ],
      summarise: { _ in "" })
    var options = BenchFixtures.quickOptions
    options.warmup = 2
    options.repetitions = 5
    let result = BenchmarkRunner(options: options).run([workload])[0]
    #expect(counter.runs == 2)  // once per size, no warm-up, no samples
    let row = try #require(result.row("probe", n: 6))
    #expect(row.status == .measured && row.runs == 1 && row.medianNs == nil && row.nsPerItem == nil)
    #expect(row.figures == ["bytes": 60])
    let table = MarkdownReport.tables(result, compared: false)
    #expect(
      table == ["*probe*, by N (finished):", "", "| figure | 5 | 6 |", "|---|---:|---:|", "| bytes | 50 | 60 |", ""])
    #expect(ReportCharts.timeChart(result) == nil)
  }

  /// A run of the memory workload's two sizes with the given bytes per node at each.
  static func memoryRun(bytes: [Double]) -> BenchmarkRun {
    let rows = zip([1_000, 10_000], bytes).map { n, perNode in
      ResultRow(
        workload: "memory", strategy: MemoryWorkload.engine, n: n, status: .measured, runs: 1,
        figures: [MemoryWorkload.bytesPerNode: .number(perNode), MemoryWorkload.trimmed: 2],
        stoppedBecause: "measured in a fresh process")
    }
    let result = WorkloadResult(
      name: "memory", title: "Memory", description: "", strategies: [MemoryWorkload.engine],
      qualityColumns: [MemoryWorkload.bytesPerNode, MemoryWorkload.trimmed], rows: rows, ratios: [],
      summary: "", picture: nil, comparedFigures: [MemoryWorkload.bytesPerNode, MemoryWorkload.trimmed])
    return BenchmarkRun(environment: BenchFixtures.environment, workloads: [result])
  }

  @Test func compareSetsTheComparedFiguresBesideTheOldOnes() throws {
    var run = Self.memoryRun(bytes: [490, 480])
    var old = Self.memoryRun(bytes: [980, 400])
    old.workloads[0].rows[1].figures[MemoryWorkload.trimmed] = nil  // not measured then
    run.compare(with: old, path: "old.json")
    let rows = run.workloads[0].rows
    #expect(rows[0].baselineFigures == [MemoryWorkload.bytesPerNode: 980, MemoryWorkload.trimmed: 2])
    #expect(rows[0].ratioToBaseline(of: MemoryWorkload.bytesPerNode) == 0.5)
    #expect(rows[1].ratioToBaseline(of: MemoryWorkload.bytesPerNode) == 1.2)
    #expect(rows[1].ratioToBaseline(of: MemoryWorkload.trimmed) == nil)
    let table = MarkdownReport.tables(run.workloads[0], compared: true)
    #expect(table[2] == "| figure | 1,000 | 10,000 |")
    #expect(table.contains("| bytes per node vs old | 0.500× | 1.20× |"))
    #expect(table.contains("| trimmed/before vs old | 1.00× |  |"))
    let csv = CSVReport.render(run).split(separator: "\n")
    #expect(csv[0].hasSuffix(",bytes per node,trimmed/before,baseline: bytes per node,baseline: trimmed/before"))
    #expect(csv[1].hasSuffix(",490,2,980,2"))
    #expect(csv[2].hasSuffix(",480,2,400,"))
    // results.json keeps the old figures and the compared names; a file from before they existed still reads.
    let decoded = try JSONDecoder().decode(BenchmarkRun.self, from: Data(try ResultsJSON.render(run).utf8))
    #expect(decoded == run)
    var plain = try JSONSerialization.jsonObject(with: Data(try ResultsJSON.render(run).utf8)) as! [String: Any]
    var workloads = plain["workloads"] as! [[String: Any]]
    workloads[0]["comparedFigures"] = nil
    plain["workloads"] = workloads
    let older = try JSONDecoder().decode(BenchmarkRun.self, from: JSONSerialization.data(withJSONObject: plain))
    #expect(older.workloads[0].comparedFigures.isEmpty)
  }

  @Test func summaryGivesTheLargestNAndTheTargets() {
    var figures = Self.sample.figures
    let small = ResultRow(
      workload: "memory", strategy: MemoryWorkload.engine, n: 1_000, status: .measured, runs: 1, figures: figures,
      stoppedBecause: "")
    figures[MemoryWorkload.bytesPerNode] = 250
    let large = with(small) {
      $0.n = 1_000_000
      $0.figures = figures
    }
    let result = WorkloadResult(
      name: "memory", title: "", description: "", strategies: [MemoryWorkload.engine], qualityColumns: [],
      rows: [small, large], ratios: [], summary: "", picture: nil)
    let summary = MemoryWorkload.summarise(result)
    #expect(
      summary.hasPrefix(
        "A node built, laid out and read, all alive, holds 250 bytes of heap at N = 1,000,000 (the tree 150, the "
          + "layout 180, the read 160); 490 at N = 1,000; target ≤ 300: met."))
    #expect(
      summary.contains(
        "resident memory is 1.05× where it started after `malloc_trim(0)` (20.0 → 21.0 MiB; target ≤ 1.10×: met) "
          + "and 1.30× without it (26.0 MiB); the heap still holds 0.191 MiB"))
  }

  // MARK: - Taffy's memory entries

  @Test func peerMemoryEntriesBecomeUntimedRowsWithABytesRatio() throws {
    let output = try JSONDecoder().decode(
      PeerOutput.self,
      from: Data(
        #"{"python":"3","peers":[{"name":"Taffy","package":"stretchable","version":"1","mode":"memory","available":true,"reason":"","samplesNs":[],"answer":[0,0,2,2],"status":"finished","figures":{"bytes per node":1000,"tree B/node":990,"read B/node":0}}]}"#
          .utf8))
    let entry = try #require(output.peers.first)
    var result = Self.memoryRun(bytes: [490, 480]).workloads[0]
    for n in [1_000, 10_000] {
      result.rows.append(PeerRunner.row(entry, workload: "memory", n: n, reference: .frames([0, 0, 2, 2])))
    }
    let row = try #require(result.row("Taffy memory (peer)", n: 1_000))
    #expect(row.status == .measured && row.medianNs == nil && row.runs == 1)
    #expect(row.figures.number(MemoryWorkload.bytesPerNode) == 1_000 && row.figures.number("tree B/node") == 990)
    #expect(row.figures["agrees with Trellis"] == "yes")
    #expect(row.stoppedBecause == "finished; stretchable 1, measured inside the peer")
    let comparison = PeerComparison(trellis: MemoryWorkload.engine, mode: "memory", figure: MemoryWorkload.bytesPerNode)
    PeerRunner.finish(&result, comparisons: [comparison])
    let ratio = try #require(result.ratio(named: "bytes per node: Trellis / best peer"))
    #expect(ratio.kind == "quality" && ratio.points == [.init(n: 1_000, value: 0.49), .init(n: 10_000, value: 0.48)])
    #expect(
      result.summary.contains(
        "Against the best peer, *\(MemoryWorkload.engine)* uses 0.480× its bytes per node at N = 10,000 (best: Taffy "
          + "memory; 0.480×–0.490× over 2 sizes)."))
    #expect(result.summary.hasSuffix("No peer answer disagrees with Trellis's (2 rows checked)."))
    // An entry without figures or samples is not a measurement.
    let empty = with(entry) { $0.figures = [:] }
    #expect(PeerRunner.row(empty, workload: "memory", n: 1, reference: .frames([])).status == .skipped)
  }

  @Test func relayoutRowsAreNeitherCheckedNorDisagreements() {
    var result = BenchPeerTests.trellisResult()
    result.rows.append(
      PeerRunner.row(BenchPeerTests.entry("Taffy", mode: "relayout"), workload: "w", n: 10, reference: .frames([])))
    result.rows.append(
      PeerRunner.row(
        BenchPeerTests.entry("Taffy", answer: [0, 0, 1, 1]), workload: "w", n: 10, reference: .frames([0, 0, 1, 1])))
    PeerRunner.finish(&result, comparisons: [PeerComparison(trellis: "layout")])
    #expect(!result.summary.contains("Disagreements"))
    #expect(result.summary.hasSuffix("No peer answer disagrees with Trellis's (1 row checked)."))
  }
}
