import Foundation

/// Runs a program to its end with its standard output and error written to a log file, and stops it past a deadline:
/// the peer runner (Python) and the memory rows' fresh `trellis-bench` processes.
enum ChildProcess {
  /// How a child ended.
  enum Ending: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// It ran past the deadline and was stopped.
    case timedOut
  }

  /// Runs `executable` with `arguments`, its output and errors into the file at `log` (created or emptied).
  ///
  /// - Throws: when the log cannot be written or the program cannot start.
  /// - Complexity: the child's running time, polled every 10 ms.
  static func run(_ executable: String, _ arguments: [String], log: String, timeout: Double) throws -> Ending {
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning {
      if Date() > deadline {
        process.terminate()
        process.waitUntilExit()
        return .timedOut
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return .exited(process.terminationStatus)
  }
}
