/// A complete benchmark run: the environment and every workload's results. The report files are pure functions of
/// this value (see ``ReportWriter``), and results.json is its encoding, so an old run can be read back for
/// `--compare`.
struct BenchmarkRun: Codable, Equatable, Sendable {
  /// The results.json format version.
  var formatVersion = 1
  /// Where and how the run was made.
  var environment: EnvironmentRecord
  /// The workloads in run order.
  var workloads: [WorkloadResult]
  /// The `--compare` file and its run's commit and date, when one was given.
  var comparedWith: String?

  /// Every row of every workload.
  var allRows: [ResultRow] { workloads.flatMap(\.rows) }
}
