import Foundation
import Testing
@_spi(Fuzzing) import Trellis

/// Every input kept under Fuzz/Corpus/<target>/ (seeds, what `make fuzz` found interesting, and any input that
/// once crashed) replayed through its fuzz target: none may crash.
@Suite struct FuzzCorpusTests {
  static let corpus = PackagePaths.root.appendingPathComponent("Fuzz/Corpus")

  static let files: [String] = {
    var files: [String] = []
    for target in FuzzTargets.all.keys.sorted() {
      let folder = corpus.appendingPathComponent(target)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      files += names.sorted().map { "\(target)/\($0)" }
    }
    return files
  }()

  @Test func corpusHasSeedsForEveryTarget() {
    for target in FuzzTargets.all.keys {
      #expect(Self.files.contains { $0.hasPrefix(target + "/") }, "no corpus for \(target)")
    }
  }

  @Test func everyCorpusInputRunsWithoutCrashing() throws {
    for file in Self.files {
      let target = String(file.split(separator: "/")[0])
      let data = try Data(contentsOf: Self.corpus.appendingPathComponent(file))
      FuzzTargets.all[target]!(Array(data))
    }
  }
}
