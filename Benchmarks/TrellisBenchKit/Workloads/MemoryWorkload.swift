import Foundation
import Trellis
import TrellisTestSupport

/// The `memory` workload: what a node of the `tree-fixed` shape costs in memory while it is built, laid out and
/// read, and how much stays resident once the tree, the result and the engine are released (issue 30's targets:
/// ≤ 300 bytes per node; back within 10% of the starting resident memory after 10⁶ nodes). Each row is measured once,
/// in a fresh `trellis-bench` process (``MemorySample``); with `--peers`, Taffy builds, lays out and reads the same
/// tree and is measured the same way in the peer runner.
enum MemoryWorkload {
  /// The one Trellis strategy.
  static let engine = "built + laid out + read + released"
  /// The argument that makes `trellis-bench` a measuring child: `--memory-probe N SEED OUTPUT.json`.
  static let childFlag = "--memory-probe"
  /// Issue 30's target for ``bytesPerNode``, in bytes.
  static let byteTarget = 300.0
  /// Issue 30's target for ``trimmed``: resident memory after the release within 10% of before.
  static let releaseTarget = 1.10
  /// Seconds a measuring child may take.
  static let childTimeout = 300.0

  // The figures (columns), in the order shown.
  static let nodes = "nodes"
  static let treeBytes = "tree B/node"
  static let layoutBytes = "layout B/node"
  static let readBytes = "read B/node"
  static let bytesPerNode = "bytes per node"
  static let byteTargetMet = "≤ 300 B/node"
  static let rssBefore = "RSS before (MiB)"
  static let rssRead = "RSS read (MiB)"
  static let rssReleased = "RSS released (MiB)"
  static let rssTrimmed = "RSS trimmed (MiB)"
  static let released = "released/before"
  static let trimmed = "trimmed/before"
  static let releaseTargetMet = "trimmed ≤ 1.10×"
  static let heapKept = "heap kept (MiB)"

  /// The sizes of a row, and the generator's state: the tree is made where it is measured (the child process, or the
  /// peer export), never in the benchmark's own process for the rows.
  final class Input {
    /// The node count.
    let n: Int
    private let rng: SplitMix64

    /// Keeps `n` and the generator's state as the harness hands it over.
    init(n: Int, rng: SplitMix64) {
      self.n = n
      self.rng = rng
    }

    /// The same tree as ``FixedTreeInput`` from this state, description included (for the peers' export).
    lazy var fixedTree: FixedTreeInput = {
      var rng = self.rng
      return FixedTreeInput(n: n, rng: &rng)
    }()
  }

  /// A measurement that could not be made.
  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// The workload declaration.
  static func make() -> Workload {
    Workload(
      name: "memory", title: "Memory per node and after release (vs Taffy)",
      measures: "the heap a built, laid-out and read tree holds per node, and what is left once it is released",
      description: description,
      sizes: [1_000, 10_000, 100_000, 1_000_000], quickSizes: [1_000, 10_000, 100_000],
      generate: { n, rng in Input(n: n, rng: rng) },
      strategies: [
        Strategy<Input>.measuredOnce(name: engine, runBudget: childTimeout) { input, context in
          let sample = try measureInChild(n: input.n, seed: context.seed, executable: context.executable)
          return Outcome(stoppedBecause: "measured in a fresh process") { sample.figures }
        }
      ],
      qualityColumns: [
        nodes, treeBytes, layoutBytes, readBytes, bytesPerNode, byteTargetMet, rssBefore, rssRead, rssReleased,
        rssTrimmed, released, trimmed, releaseTargetMet, heapKept,
      ],
      comparedFigures: [bytesPerNode, released, trimmed, heapKept],
      // Taffy up to 10⁵ nodes, as in `tree-fixed`: at 10⁶ the job costs about 30 s (JSON export and 10⁶ node_create
      // calls from Python) to show 1,374 bytes per node, the slot maps' size with less slack.
      peers: PeerSpec(
        kind: "tree", maxSize: 100_000,
        comparisons: [PeerComparison(trellis: engine, mode: "memory", figure: bytesPerNode)],
        export: { input in FixedTreeWorkload.peerInput(input.fixedTree) },
        reference: { input, _ in try FixedTreeWorkload.peerReference(input.fixedTree) }),
      summarise: summarise)
  }

  static let description =
    "The `tree-fixed` shape (nested HStack / VStack, `.padding(4)`, fixed `Box` leaves; the same generator) at N "
    + "nodes, each row measured once, not timed, in a fresh `trellis-bench` process (`\(childFlag)`), so that "
    + "nothing an earlier row left behind (the allocator's free lists) is reused or counted. In that process a tree "
    + "of 100 nodes (N/4 below 400) of the same shape is first built, laid out by an engine of its own, read and "
    + "released with that engine, so that what only a first layout allocates (type metadata, lazily made globals) "
    + "and the code it pages in are not counted. Then the tree is built straight from the generator (no description "
    + "held beside it), laid out by a `LayoutEngine` made for it and held as a caller holds one, and read: `result.entries` taken and every entry's frame read, the "
    + "entries kept alive (as the `tree-fixed` row *layout + read frames* reads them). *bytes per node*: the heap in use "
    + "with all of that alive minus the heap in use before, over N; the heap in use is glibc's own count "
    + "(`mallinfo2()`: `uordblks + hblkhd`, bytes in allocated chunks of every arena and in chunks it mapped), so "
    + "memory the allocator keeps free is not counted and neither are resident pages; *tree*, *layout* and *read* "
    + "B/node split it after each step (the read puts the shown nodes in drawing order, which the result keeps; each entry is made from the pass's arrays when accessed). *RSS*: `VmRSS` before, "
    + "with all alive (*read*), after the tree, the engine (with all it keeps between layouts: its pass memory, "
    + "templates and memos), the result and the entries are *released*, and after `malloc_trim(0)` "
    + "(*trimmed*), with the ratios *released/before* and *trimmed/before*. Issue 30's release target (resident "
    + "memory back within 10% of where it started after releasing the engine that laid out 10⁶ nodes) is judged on "
    + "*trimmed/before*: glibc keeps freed blocks of up to 128 bytes (the tree's 120-byte nodes among them) in "
    + "its free lists without returning their pages until something trims, whatever the engine does, so "
    + "*released/before* is what a process that never trims sees, and the difference between the two figures is "
    + "the allocator's. *heap kept*: the heap in use after the release minus before: memory the process still "
    + "holds after releasing everything, which no trim returns (an engine's pass memory and memos go with it, so "
    + "this should be about 0). "
    + "With `--peers` the same tree goes to Taffy (`stretchable`, the `tree-fixed` styles; N ≤ 10⁵) in the peer runner, "
    + "measured the same way: `mallinfo2()` through `ctypes` around creating every node and adding its children, "
    + "`compute_layout`, and reading every node's layout, all alive, in a Taffy instance of its own; the Python "
    + "objects the measurement needs are made before the first reading, and the ones made during it (node ids, "
    + "floats) live in pymalloc's arenas, which Python maps itself, outside `mallinfo2()`. Its frames are compared "
    + "with Trellis's node by node. Taffy keeps its nodes in slot maps that grow by doubling (about 1.3 KB a slot), "
    + "so its bytes per node include the unused share of the last doubling: N = 10⁴ fills 61% of 16,384 slots."

  /// Runs `executable --memory-probe n seed OUTPUT` and reads the sample it writes.
  ///
  /// - Throws: ``Failure`` when there is no executable, the child fails or times out, or its output is unreadable.
  /// - Complexity: one child process.
  static func measureInChild(n: Int, seed: UInt64, executable: String?) throws -> MemorySample {
    guard let executable else { throw Failure("no trellis-bench executable to measure in a fresh process") }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-memory-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("sample.json").path
    let log = folder.appendingPathComponent("log").path
    let ending = try ChildProcess.run(
      executable, [childFlag, String(n), String(seed), output], log: log, timeout: childTimeout)
    let said = (try? String(contentsOfFile: log, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    let detail = said.map { $0.isEmpty ? "" : ": " + String($0.suffix(400)) } ?? ""
    guard ending == .exited(0), let data = FileManager.default.contents(atPath: output) else {
      throw Failure("the measuring process \(ending == .timedOut ? "timed out" : "failed (\(ending))")\(detail)")
    }
    let sample = try JSONDecoder().decode(MemorySample.self, from: data)
    guard sample.nodes == n else { throw Failure("the measuring process read \(sample.nodes) frames, not \(n)") }
    return sample
  }

  /// The child's side (`trellis-bench --memory-probe N SEED OUTPUT.json`): measures and writes the sample as JSON.
  /// Returns the exit status: 0 done, 1 the measurement failed, 64 bad arguments.
  ///
  /// - Complexity: O(N).
  static func childMain(_ arguments: [String], progress: Progress = .standardError) -> Int32 {
    guard arguments.count == 3, let n = Int(arguments[0]), n >= 1, let seed = UInt64(arguments[1]) else {
      progress.emit("usage: trellis-bench \(childFlag) N SEED OUTPUT.json")
      return BenchOptionsError.exitCode
    }
    do {
      let sample = try MemorySample.measure(n: n, seed: seed)
      try JSONEncoder().encode(sample).write(to: URL(fileURLWithPath: arguments[2]))
      return 0
    } catch {
      progress.emit("trellis-bench \(childFlag): \(error)")
      return 1
    }
  }

  /// The paragraph, from the numbers only.
  static func summarise(_ result: WorkloadResult) -> String {
    let rows = result.measuredRows(of: engine)
    guard let last = rows.last else { return "Nothing was measured; the table says why." }
    var parts: [String] = []
    let figures = last.figures
    if let perNode = figures.number(bytesPerNode) {
      var sentence =
        "A node built, laid out and read, all alive, holds \(formatSignificant(perNode)) bytes of heap at "
        + "N = \(formatCount(last.n))"
      let split = [(treeBytes, "the tree"), (layoutBytes, "the layout"), (readBytes, "the read")].compactMap {
        name, label in figures.number(name).map { "\(label) \(formatSignificant($0))" }
      }
      if !split.isEmpty { sentence += " (" + split.joined(separator: ", ") + ")" }
      let others = rows.dropLast().compactMap { row in
        row.figures.number(bytesPerNode).map { "\(formatSignificant($0)) at N = \(formatCount(row.n))" }
      }
      if !others.isEmpty { sentence += "; " + others.joined(separator: ", ") }
      sentence += "; target ≤ \(Int(byteTarget)): \(perNode <= byteTarget ? "met" : "not met")."
      parts.append(sentence)
    } else {
      parts.append("The heap in use could not be read (no `mallinfo2()`), so bytes per node were not measured.")
    }
    if let before = figures.number(rssBefore), let released = figures.number(rssReleased),
      let trimmed = figures.number(rssTrimmed), let releasedRatio = figures.number(self.released),
      let trimmedRatio = figures.number(self.trimmed)
    {
      var sentence =
        "After the tree, result and engine of N = \(formatCount(last.n)) are released, resident memory is "
        + "\(formatSignificant(trimmedRatio))× where it started after `malloc_trim(0)` "
        + "(\(formatSignificant(before)) → \(formatSignificant(trimmed)) MiB; target ≤ "
        + "\(formatSignificant(releaseTarget))×: \(trimmedRatio <= releaseTarget ? "met" : "not met")) and "
        + "\(formatSignificant(releasedRatio))× without it (\(formatSignificant(released)) MiB)"
      if let kept = figures.number(heapKept) {
        sentence += "; the heap still holds \(formatSignificant(kept)) MiB of what the run allocated"
        if let layout = figures.number(layoutBytes) {
          sentence += " (the layout step allocated \(formatSignificant(layout * Double(last.n) / 1_048_576)) MiB)"
        }
      }
      parts.append(sentence + ".")
    }
    return parts.joined(separator: " ")
  }
}
