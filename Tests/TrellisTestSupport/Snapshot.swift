import Foundation

/// Golden files for outputs that are a format (SVG, layout JSON, the Markdown report), without a dependency.
///
/// A snapshot lives at `Tests/Snapshots/<group>/<name>` in the repository. ``check(_:group:name:file:)`` compares the
/// text with it and returns `nil` when they match, or a message naming the file and the first differing line. Files
/// are written only when `TRELLIS_RECORD_SNAPSHOTS=1` is set and `CI` is not: recording is a deliberate act, never a
/// side effect of a test run, and a missing snapshot fails.
///
/// ```swift
/// #expect(Snapshot.check(result.svg(), group: "SVG", name: "card.svg") == nil)
/// ```
public enum Snapshot {
  /// The environment variable that asks for snapshots to be (re)written.
  public static let recordVariable = "TRELLIS_RECORD_SNAPSHOTS"

  /// The repository's `Tests/Snapshots` folder, found from the caller's source file.
  public static func folder(file: StaticString = #filePath) -> URL {
    var url = URL(fileURLWithPath: "\(file)")
    while url.pathComponents.count > 1 && url.lastPathComponent != "Tests" { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Snapshots")
  }

  /// Whether this run records snapshots instead of checking them.
  public static var isRecording: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment[recordVariable] == "1" && environment["CI"] == nil
  }

  /// Compares `text` with the snapshot `group/name` (or records it; see the type's documentation).
  ///
  /// - Returns: `nil` when the snapshot matches (or was recorded), else what differs.
  /// - Complexity: O(length of the text and the snapshot).
  public static func check(_ text: String, group: String, name: String, file: StaticString = #filePath) -> String? {
    let url = folder(file: file).appendingPathComponent(group).appendingPathComponent(name)
    if isRecording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return nil
      } catch {
        return "could not record \(url.path): \(error)"
      }
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return "no snapshot at \(url.path); record it with \(recordVariable)=1 swift test --filter …"
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != text else { return nil }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
    let was = line < old.count ? String(old[line]) : "(end of file)"
    let now = line < new.count ? String(new[line]) : "(end of file)"
    return "\(url.path) differs at line \(line + 1):\n  snapshot: \(was)\n  now:      \(now)\n"
      + "(re-record with \(recordVariable)=1 if the change is intended)"
  }
}
