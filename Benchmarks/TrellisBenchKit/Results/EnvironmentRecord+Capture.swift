import Foundation

extension EnvironmentRecord {
  /// Records the current environment: runs `git rev-parse --short HEAD` and `swift --version` (each "unknown" or the
  /// compile-time compiler on failure), reads /proc/cpuinfo, and takes the date now.
  ///
  /// - Complexity: two short child processes.
  static func capture(options: BenchOptions, arguments: [String]) -> EnvironmentRecord {
    let commit = run("git", ["rev-parse", "--short", "HEAD"]) ?? "unknown"
    let toolchain = run("swift", ["--version"]).map { String($0.split(separator: "\n").first ?? "") }
    return EnvironmentRecord(
      commit: commit.isEmpty ? "unknown" : commit,
      toolchain: (toolchain?.isEmpty == false ? toolchain : nil) ?? BuildConfiguration.compiler,
      cpu: cpuModel() ?? "unknown",
      cores: ProcessInfo.processInfo.activeProcessorCount,
      operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString,
      date: isoDate(Date()),
      buildConfiguration: BuildConfiguration.name,
      internalChecks: BuildConfiguration.internalChecks,
      memoryMethod: MemoryProbe.method,
      commandLine: (["trellis-bench"] + arguments).joined(separator: " "),
      settings: options.settings,
      totalSeconds: 0)
  }

  /// `date` as ISO 8601 in UTC, to the second ("2026-11-30T18:40:00Z").
  ///
  /// - Complexity: O(1).
  static func isoDate(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }

  /// Runs a program found on PATH and returns its trimmed standard output, or `nil` if it cannot run or fails.
  private static func run(_ program: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private static func cpuModel() -> String? {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }
}
