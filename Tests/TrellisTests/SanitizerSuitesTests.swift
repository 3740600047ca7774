import Foundation
import Testing

/// `make sanitize` runs only the suites named in the Makefile's `TSAN_SUITES` under ThreadSanitizer (the others run on
/// one thread, where it has nothing to see). The list is kept by hand; these checks keep it true. Every suite declared
/// in a test file that starts work on another thread must be in it, or a race that suite could show would go unseen,
/// and every name in it must be a suite, or a renamed suite would drop out of the filter without a word.
@Suite struct SanitizerSuitesTests {
  static let root = PackagePaths.root
  /// The test targets `make sanitize` builds (the paste targets are left out of its builds).
  static let targets = [
    "TrellisCoreTests", "TrellisFrameUpTests", "TrellisSolverTests", "TrellisTextTests", "TrellisTests",
    "TrellisRenderTests", "TrellisBenchTests",
  ]
  /// What starts work on another thread in a test: a thread, a task, a task group, `async let`, a dispatch queue.
  static var startsThreads: Regex<AnyRegexOutput> {
    try! Regex(
      #"\bThread\s*[({]|\bTask\s*(\{|\.detached)|TaskGroup|\basync let\b|\bDispatchQueue\b|concurrentPerform|pthread_create"#
    )
  }
  static var suiteDeclaration: Regex<AnyRegexOutput> {
    try! Regex(#"\b(?:struct|class|enum|actor)\s+([A-Za-z0-9_]+Tests)\b"#)
  }

  /// The names `TSAN_SUITES :=` lists in the Makefile, over its continuation lines.
  static func listed() throws -> Set<String> {
    let makefile = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
    var names: Set<String> = []
    var reading = false
    for line in makefile.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("TSAN_SUITES :=") {
        reading = true
      } else if !reading {
        continue
      }
      let text = line.replacingOccurrences(of: "TSAN_SUITES :=", with: "")
      names.formUnion(text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\\" }).map(String.init))
      if !line.hasSuffix("\\") { break }
    }
    return names
  }

  /// Each test file of the sanitized targets (its path relative to the root) with its text.
  static func testFiles() throws -> [(path: String, text: String)] {
    var files: [(String, String)] = []
    for target in targets {
      let folder = root.appendingPathComponent("Tests/\(target)")
      guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
      for case let name as String in walker where name.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        files.append(("Tests/\(target)/\(name)", text))
      }
    }
    return files.sorted { $0.0 < $1.0 }
  }

  static func suites(in text: String) -> [String] {
    text.matches(of: suiteDeclaration).compactMap { match in match.output[1].substring.map(String.init) }
  }

  @Test func theListIsReadFromTheMakefile() throws {
    let names = try Self.listed()
    #expect(names.count >= 10, "TSAN_SUITES read as \(names.sorted())")
    #expect(names.contains("ConcurrencyTests") && names.contains("WarmResolveTests"))
  }

  @Test func everySuiteThatStartsThreadsRunsUnderThreadSanitizer() throws {
    let listed = try Self.listed()
    var concurrentFiles = 0
    // This file names the pattern itself, and starts nothing.
    for (path, text) in try Self.testFiles()
    where path != "Tests/TrellisTests/SanitizerSuitesTests.swift" && text.contains(Self.startsThreads) {
      concurrentFiles += 1
      for suite in Self.suites(in: text) {
        #expect(listed.contains(suite), "\(suite) (\(path)) starts work on another thread: add it to TSAN_SUITES")
      }
    }
    #expect(concurrentFiles >= 10, "only \(concurrentFiles) test files start threads: is the pattern still right?")
  }

  @Test func everyListedNameIsASuite() throws {
    var declared: Set<String> = []
    for (_, text) in try Self.testFiles() { declared.formUnion(Self.suites(in: text)) }
    for name in try Self.listed().sorted() {
      #expect(
        declared.contains(name), "TSAN_SUITES names \(name), which no test file of the sanitized targets declares")
    }
  }
}
