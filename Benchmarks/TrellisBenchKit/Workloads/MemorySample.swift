import Trellis
import TrellisTestSupport

/// One memory measurement of the `tree-fixed` shape: the heap in use and the resident memory at each step of
/// building a tree of N nodes, laying it out with a `LayoutEngine`, reading every frame, and releasing them all.
///
/// ``measure(n:seed:)`` runs in a fresh `trellis-bench` process (``MemoryWorkload``), so that nothing an earlier row
/// left behind (the allocator's free lists, what the process allocates once) is reused or counted.
struct MemorySample: Codable, Equatable, Sendable {
  /// The frames read (the tree's node count).
  var nodes: Int
  /// The root's size, so the caller can check the tree was the workload's.
  var rootWidth: Double
  /// The root's height.
  var rootHeight: Double
  /// Heap bytes in use (``HeapUsage``) before the tree was built; `nil` without `mallinfo2`.
  var heapBefore: Double?
  /// … with the tree built.
  var heapTree: Double?
  /// … and laid out, the result alive.
  var heapLayout: Double?
  /// … and every frame read from the result's entries, the entries alive.
  var heapRead: Double?
  /// … after the tree, the engine, the result and the entries were released.
  var heapReleased: Double?
  /// Resident memory (`VmRSS`, bytes) before the tree was built; `nil` without /proc.
  var rssBefore: Double?
  /// … with the tree built, laid out and read, all alive.
  var rssRead: Double?
  /// … after releasing them all.
  var rssReleased: Double?
  /// … after that and `malloc_trim(0)` (glibc's free memory returned to the system).
  var rssTrimmed: Double?

  /// The nodes of the warm-up tree laid out (and released, with its engine) before the first reading of a tree of `n`
  /// nodes: 100, and a quarter of `n` below 400, so that the warm-up stays smaller than the measured tree.
  static func warmUpNodes(_ n: Int) -> Int { max(1, min(100, n / 4)) }

  /// Measures a tree of `n` nodes generated from `seed` as ``FixedTreeInput`` generates it. First a smaller tree of the
  /// same shape (``warmUpNodes(_:)``) is built, laid out by an engine of its own, read and released with that engine,
  /// so that what only a process's first layout allocates (type metadata, lazily made globals) and the code it pages
  /// in are not counted. Then: readings; the tree built straight from the generator (no description held beside it);
  /// readings; a `LayoutEngine` made and the tree laid out; readings; `entries` read and every frame summed; readings;
  /// the tree, the engine (as its caller would, with everything it keeps), the result and the entries released;
  /// readings; `malloc_trim(0)`; the last reading.
  ///
  /// - Throws: a layout error.
  /// - Complexity: O(n).
  static func measure(n: Int, seed: UInt64) throws -> MemorySample {
    var warmUp = SplitMix64(seed: seed ^ 0x5EED)
    _ = try layOutAndRead(FixedTreeInput.tree(n: warmUpNodes(n), rng: &warmUp)).count
    var sample = MemorySample(nodes: 0, rootWidth: 0, rootHeight: 0)
    _ = reading()
    (sample.heapBefore, sample.rssBefore) = reading()
    try measureAlive(n: n, seed: seed, into: &sample)
    (sample.heapReleased, sample.rssReleased) = reading()
    MemoryProbe.trimHeap()
    sample.rssTrimmed = reading().rss
    return sample
  }

  /// The steps while the tree lives; everything it makes is released when it returns.
  @inline(never)
  private static func measureAlive(n: Int, seed: UInt64, into sample: inout MemorySample) throws {
    var rng = SplitMix64(seed: seed)
    let root = FixedTreeInput.tree(n: n, rng: &rng)
    try withExtendedLifetime(root) {
      sample.heapTree = HeapUsage.bytesInUse()
      let engine = LayoutEngine()
      let result = try engine.layout(root, in: TreeInput.proposal)
      try withExtendedLifetime((engine, result)) {
        sample.heapLayout = HeapUsage.bytesInUse()
        let entries = result.entries
        let sum = entries.reduce(0.0) { sum, entry in
          sum + entry.frame.origin.x + entry.frame.origin.y + entry.frame.size.width + entry.frame.size.height
        }
        guard sum.isFinite, let first = entries.first else { throw MemoryWorkload.Failure("no frames read") }
        withExtendedLifetime(entries) {
          (sample.heapRead, sample.rssRead) = reading()
        }
        sample.nodes = entries.count
        sample.rootWidth = first.frame.size.width
        sample.rootHeight = first.frame.size.height
      }
    }
  }

  /// Lays a tree out with an engine of its own, released on return, and reads every frame (the warm-up).
  private static func layOutAndRead(_ root: Node) throws -> [CGRect] {
    try LayoutEngine().layout(root, in: TreeInput.proposal).entries.map(\.frame)
  }

  /// The heap in use, then the resident memory (read second: reading /proc allocates, and frees, a string).
  private static func reading() -> (heap: Double?, rss: Double?) {
    let heap = HeapUsage.bytesInUse()
    return (heap, MemoryProbe.statusField("VmRSS"))
  }
}

extension MemorySample {
  /// The row's figures (names in ``MemoryWorkload``): bytes per node for the tree, the layout and the read, their
  /// sum and its target; resident memory in MiB at each step, the two "after release / before" ratios, the release
  /// target (judged after the trim), and the heap still in use after the release. A figure whose readings are
  /// missing is left out.
  ///
  /// - Complexity: O(1).
  var figures: Figures {
    typealias Names = MemoryWorkload
    var figures: Figures = [Names.nodes: .number(Double(nodes))]
    let count = Double(max(nodes, 1))
    if let before = heapBefore, let tree = heapTree, let layout = heapLayout, let read = heapRead {
      let perNode = (read - before) / count
      figures[Names.treeBytes] = .number((tree - before) / count)
      figures[Names.layoutBytes] = .number((layout - tree) / count)
      figures[Names.readBytes] = .number((read - layout) / count)
      figures[Names.bytesPerNode] = .number(perNode)
      figures[Names.byteTargetMet] = perNode <= Names.byteTarget ? "met" : "not met"
    }
    let mebibyte = 1_048_576.0
    if let before = rssBefore, let read = rssRead, let released = rssReleased, let trimmed = rssTrimmed,
      before > 0
    {
      figures[Names.rssBefore] = .number(before / mebibyte)
      figures[Names.rssRead] = .number(read / mebibyte)
      figures[Names.rssReleased] = .number(released / mebibyte)
      figures[Names.rssTrimmed] = .number(trimmed / mebibyte)
      figures[Names.released] = .number(released / before)
      figures[Names.trimmed] = .number(trimmed / before)
      figures[Names.releaseTargetMet] = trimmed / before <= Names.releaseTarget ? "met" : "not met"
    }
    if let before = heapBefore, let released = heapReleased {
      figures[Names.heapKept] = .number((released - before) / mebibyte)
    }
    return figures
  }
}
