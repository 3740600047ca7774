import Foundation
import Testing
import Trellis
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

/// The frames and depths of every entry of `result`, in drawing order: what two layouts of the same view share.
func framesAndDepths(_ result: LayoutResult) -> [String] {
  result.entries.map { "\($0.depth) \($0.frame)" }
}

/// Expects the scene whose root node object is `root` (with `device`, a scene's `"device"` value, when given) to lay
/// out as `swift`, the Swift API's form of the same view, at each of `proposals`: the same entries, with the same
/// frames and depths in the same order.
func expectSceneMatchesSwift(
  _ root: String, device: String? = nil, _ swift: Node,
  proposals: [ProposedViewSize] = [
    ProposedViewSize(width: 390, height: 600), ProposedViewSize(width: 120, height: nil),
  ],
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let text = #"{\#(device.map { #""device": \#($0), "# } ?? "")"root": \#(root)}"#
  let tree = try Scene.read(text).makeTree()
  let direct = try Scene.readTree(text).root
  for proposal in proposals {
    let fromScene = try LayoutEngine().layout(tree, proposal: proposal)
    let fromSwift = try LayoutEngine().layout(swift, proposal: proposal)
    #expect(framesAndDepths(fromScene) == framesAndDepths(fromSwift), "at \(proposal)", sourceLocation: sourceLocation)
    let fromDirect = try LayoutEngine().layout(direct, proposal: proposal)
    #expect(framesAndDepths(fromDirect) == framesAndDepths(fromScene), "read directly", sourceLocation: sourceLocation)
  }
}

/// Expects reading and building the scene whose root is `root` to fail with `reason` at `path`.
func expectSceneError(
  _ root: String, device: String? = nil, at path: String, _ reason: SceneError.Reason,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let text = #"{\#(device.map { #""device": \#($0), "# } ?? "")"root": \#(root)}"#
  do {
    _ = try Scene.readTree(text)
    Issue.record("\(root) was read", sourceLocation: sourceLocation)
  } catch {
    #expect(error.path == path, sourceLocation: sourceLocation)
    #expect(error.reason == reason, sourceLocation: sourceLocation)
  }
}
