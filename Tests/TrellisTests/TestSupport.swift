import Foundation
import TrellisTestSupport

/// Paths of the package, found from this file's location (tests run from the package root or elsewhere).
enum PackagePaths {
  static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let fixtures = root.appendingPathComponent("Tests/Fixtures")

  /// The built `trellis` executable next to the test bundle.
  static var trellisExecutable: URL {
    let candidates = [
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("trellis"),
      Bundle.main.bundleURL.appendingPathComponent("trellis"),
      root.appendingPathComponent(".build/debug/trellis"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
  }
}

/// Output of a finished process.
struct ProcessOutput {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs `trellis` with `arguments`, feeding `input` to standard input.
func runTrellis(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws
  -> ProcessOutput
{
  let process = Process()
  process.executableURL = PackagePaths.trellisExecutable
  process.arguments = arguments
  if !environment.isEmpty {
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  }
  let out = Pipe()
  let err = Pipe()
  let inp = Pipe()
  process.standardOutput = out
  process.standardError = err
  process.standardInput = inp
  try process.run()
  if let input { inp.fileHandleForWriting.write(Data(input.utf8)) }
  try inp.fileHandleForWriting.close()
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return ProcessOutput(
    status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
    stderr: String(decoding: errData, as: UTF8.self))
}
