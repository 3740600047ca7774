/// Everything a benchmark run is configured with: the parsed command line, with the defaults resolved.
///
/// Build one with ``parse(_:)`` from the arguments, or directly in tests. The `effective…` properties give the value
/// actually used, which depends on `--quick` when a flag is not given.
struct BenchOptions: Equatable, Sendable {
  /// `--quick`: the one-minute version (smaller sizes, shorter limits and budget).
  var quick = false
  /// `--suites a,b`: the workload names to run; `nil` runs every workload.
  var suites: [String]?
  /// `--strategies a,b` and `--strategy NAME` (repeatable): the strategy names to run within the selected workloads;
  /// `nil` runs every strategy.
  var strategies: [String]?
  /// `--sizes 10,100`: item counts replacing every workload's own sizes; `nil` keeps them.
  var sizes: [Int]?
  /// `--repetitions N`: measured samples per row (after warm-up).
  var repetitions = 5
  /// `--warmup N`: unmeasured runs before the measured ones.
  var warmup = 1
  /// `--time-limit SECONDS`: the limit handed to each solver run; `nil` uses the default.
  var timeLimit: Double?
  /// `--budget SECONDS`: the whole run's time budget; `nil` uses the default.
  var budget: Double?
  /// `--run-budget SECONDS`: once one run of a strategy takes longer, its larger sizes are skipped.
  var runBudget: Double?
  /// `--seed N`: the seed every workload generator derives its inputs from.
  var seed: UInt64 = 42
  /// `--output DIR`: where the report files go.
  var outputDirectory = "bench-out"
  /// `--compare OLD/results.json`: an earlier run to compute a ratio column against.
  var comparePath: String?
  /// `--render FILE`: write the report of an earlier results.json again, as this version draws it; measure nothing.
  var renderPath: String?
  /// `--peers PYTHON`: the Python that runs the peers (Taffy, Yoga, kiwi, HiGHS, GLPK, CP-SAT; `make bench-peers`
  /// installs them); `nil` measures no peers.
  var peersPython: String?
  /// `--peers-script PATH`: the peer runner.
  var peersScript = "Benchmarks/peers/run_peers.py"
  /// `--list`: print the workloads and their strategies, run nothing.
  var list = false
  /// `--help`: print the usage, run nothing.
  var help = false
  /// `--allow-debug`: measure even in a debug build (the report is marked as not meaningful).
  var allowDebug = false
  /// The `trellis-bench` executable that is running, which the memory rows start again (`--memory-probe`) to measure
  /// in a fresh process; `BenchCommand.main(arguments:)` sets it, and without it those rows fail. Not a flag.
  var executable: String?
  /// The shortest time one measured sample should take; faster runs are repeated inside a sample. Not a flag.
  var minimumSampleSeconds = 0.002

  /// The time limit each solver run gets: `--time-limit`, else 1 s (0.25 s with `--quick`).
  var effectiveTimeLimit: Double { timeLimit ?? (quick ? 0.25 : 1) }
  /// The whole run's budget: `--budget`, else 240 s (45 s with `--quick`), so `make bench` ends within 5 minutes.
  var effectiveBudget: Double { budget ?? (quick ? 45 : 240) }
  /// The per-run budget: `--run-budget`, else 2 s (0.5 s with `--quick`).
  var effectiveRunBudget: Double { runBudget ?? (quick ? 0.5 : 2) }

  /// The settings as ordered name/value pairs, for the report's environment table and results.json.
  ///
  /// - Complexity: O(number of suites and sizes).
  var settings: [Setting] {
    [
      Setting(name: "quick", value: quick ? "yes" : "no"),
      Setting(name: "suites", value: suites?.joined(separator: ",") ?? "all"),
      Setting(name: "strategies", value: strategies?.joined(separator: ",") ?? "all"),
      Setting(name: "sizes", value: sizes.map { $0.map(String.init).joined(separator: ",") } ?? "per workload"),
      Setting(name: "repetitions", value: String(repetitions)),
      Setting(name: "warmup", value: String(warmup)),
      Setting(name: "time limit per solver run", value: "\(formatSeconds(effectiveTimeLimit))"),
      Setting(name: "per-run budget", value: "\(formatSeconds(effectiveRunBudget))"),
      Setting(name: "global budget", value: "\(formatSeconds(effectiveBudget))"),
      Setting(name: "seed", value: String(seed)),
      Setting(name: "output", value: outputDirectory),
      Setting(name: "compare", value: comparePath ?? "none"),
      Setting(name: "allow debug", value: allowDebug ? "yes" : "no"),
      Setting(name: "peers", value: peersPython.map { "\($0) \(peersScript)" } ?? "not measured"),
    ]
  }
}
