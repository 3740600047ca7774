/// Where and how a run was made: commit, toolchain, machine, date, build configuration and settings.
struct EnvironmentRecord: Codable, Equatable, Sendable {
  /// `git rev-parse --short HEAD`, or "unknown".
  var commit: String
  /// The first line of `swift --version`, or the compile-time compiler version.
  var toolchain: String
  /// The CPU model name from /proc/cpuinfo, or "unknown".
  var cpu: String
  /// Active processor count.
  var cores: Int
  /// The operating system, as Foundation reports it.
  var operatingSystem: String
  /// The start of the run, ISO 8601 in UTC.
  var date: String
  /// "release" or "debug".
  var buildConfiguration: String
  /// Whether `TRELLIS_INTERNAL_CHECKS` invariant checks were compiled in.
  var internalChecks: Bool
  /// How peak memory was measured.
  var memoryMethod: String
  /// The arguments the tool was started with.
  var commandLine: String
  /// Every setting, defaults resolved.
  var settings: [Setting]
  /// Wall time of the whole run in seconds.
  var totalSeconds: Double

  /// Whether the numbers come from a debug build (and so mean little).
  var isDebug: Bool { buildConfiguration != "release" }
}
