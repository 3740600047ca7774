import Foundation
import TrellisCore

@testable import TrellisBenchKit

/// Shared fakes for the benchmark tests: a tiny workload with known figures, and hand-made runs with known numbers.
enum BenchFixtures {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "boom" }
  }

  /// Inputs are `n` integers 1…n, so strategies can prove they saw the same input (their sum).
  /// - "fast": figures quality = n, sum of the input, status "ok"; frames n unit squares in a row.
  /// - "capped": quality = 2n, capped at N = 10.
  /// - "thrower": throws at N = 100.
  static func fakeWorkload(name: String = "fake") -> Workload {
    Workload(
      name: name, title: "Fake \(name)", description: "A fake workload for tests.", sizes: [1, 10, 100],
      quickSizes: [1, 10],
      generate: { n, rng in (0..<n).map { _ in Int(rng.next() % 1000) } },
      strategies: [
        // The evaluated form: the timed part returns the input's sum; the outcome is built untimed.
        Strategy<[Int]>(
          name: "fast", run: { input, _ in input.reduce(0, +) },
          evaluate: { input, sum in
            Outcome(
              stoppedBecause: "finished",
              figures: { ["quality": .number(Double(input.count)), "sum": .number(Double(sum)), "status": "ok"] },
              layout: {
                LayoutSnapshot(
                  container: Size(width: Double(input.count), height: 1),
                  frames: input.indices.map { Rect(x: Double($0), y: 0, width: 1, height: 1) })
              })
          }),
        Strategy<[Int]>(name: "capped", maxSize: 10, capReason: "fake cap") { input, context in
          Outcome(
            stoppedBecause: "optimal",
            figures: { ["quality": .number(Double(2 * context.n)), "sum": .number(Double(input.reduce(0, +)))] },
            layout: {
              LayoutSnapshot(
                container: Size(width: 1, height: CGFloat.infinity),
                frames: input.indices.map { Rect(x: 0, y: Double($0), width: 1, height: 1) })
            })
        },
        Strategy<[Int]>(name: "thrower") { _, context in
          if context.n == 100 { throw Failure() }
          return Outcome { ["quality": 7] }
        },
      ],
      ratios: [
        RatioSpec("capped/fast quality", numerator: "capped", denominator: "fast", figure: .quality("quality")),
        RatioSpec("capped/fast time", numerator: "capped", denominator: "fast", figure: .time),
      ],
      picture: PictureSpec(n: 5, left: "fast", right: "capped", captionFigures: ["quality"]),
      summarise: { result in
        let largest = result.largestMeasuredN(of: "fast").map(formatCount) ?? "none"
        return "fast was measured up to N = \(largest)."
      })
  }

  /// Options for a fast test run: 2 samples, no warm-up (so no batching), a generous budget.
  static var quickOptions: BenchOptions {
    var options = BenchOptions()
    options.repetitions = 2
    options.warmup = 0
    options.budget = 60
    return options
  }

  static let environment = EnvironmentRecord(
    commit: "abc1234", toolchain: "Swift version 6.3.1", cpu: "Test CPU", cores: 2, operatingSystem: "Linux",
    date: "2026-11-30T18:00:00Z", buildConfiguration: "release", internalChecks: false, memoryMethod: "test",
    commandLine: "trellis-bench", settings: [Setting(name: "seed", value: "42")], totalSeconds: 12)

  /// A run with known numbers: greedy 100 ns / 1,000 ns, solver 400 ns / skipped; tallest 110 vs 100.
  static func knownRun() -> BenchmarkRun {
    let rows = [
      ResultRow(
        workload: "known", strategy: "greedy", n: 10, status: .measured, runs: 5, medianNs: 100, minNs: 90,
        maxNs: 120, peakMemoryBytes: 2048, figures: ["tallestColumn": 110, "provenOptimal": false],
        stoppedBecause: "finished"),
      ResultRow(
        workload: "known", strategy: "solver", n: 10, status: .measured, runs: 5, medianNs: 400, minNs: 380,
        maxNs: 450, peakMemoryBytes: 4096, figures: ["tallestColumn": 100, "provenOptimal": true],
        stoppedBecause: "optimal"),
      ResultRow(
        workload: "known", strategy: "greedy", n: 100, status: .measured, runs: 5, medianNs: 1_000, minNs: 900,
        maxNs: 1_100, peakMemoryBytes: 8192, figures: ["tallestColumn": 1_050, "provenOptimal": false],
        stoppedBecause: "finished"),
      ResultRow(
        workload: "known", strategy: "solver", n: 100, status: .skipped,
        stoppedBecause: "skipped: N above this strategy's cap of 10"),
    ]
    let specs = [
      RatioSpec("solver/greedy time", numerator: "solver", denominator: "greedy", figure: .time),
      RatioSpec(
        "greedy/optimal tallest", numerator: "greedy", denominator: "solver", figure: .quality("tallestColumn")),
    ]
    let result = WorkloadResult(
      name: "known", title: "Known numbers", description: "Hand-made rows.", strategies: ["greedy", "solver"],
      qualityColumns: ["tallestColumn", "provenOptimal"], rows: rows,
      ratios: specs.map { RatioSeries(spec: $0, rows: rows) }, summary: "The solver is 4× slower at N = 10.",
      picture: nil)
    return BenchmarkRun(environment: environment, workloads: [result])
  }

  /// A fresh empty temporary folder.
  static func temporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-test-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The built `trellis-bench` beside the test bundle (the memory rows start it as their measuring child).
  static var benchExecutable: String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let candidates = [
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("trellis-bench"),
      Bundle.main.bundleURL.appendingPathComponent("trellis-bench"),
      root.appendingPathComponent(".build/debug/trellis-bench"),
    ]
    return (candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!).path
  }
}
