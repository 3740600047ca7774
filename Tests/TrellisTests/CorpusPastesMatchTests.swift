import Foundation
import Testing

/// The corpus layout tests (`Tests/TrellisPasteTests/Corpus…Tests.swift`) paste a corpus file into the test, because each
/// file's views must be compiled into a test module to be laid out. This suite checks that each paste is still the
/// corpus file as it is, from the line after its imports to its end, so the tests lay out the code the
/// corpus keeps and not a copy that drifted.
@Suite struct CorpusPastesMatchTests {
  static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("TrellisPasteTests")
  static let corpusFolder = testsFolder.deletingLastPathComponent().appendingPathComponent("PasteCorpus/files")

  /// Every `Corpus…Tests.swift` file of this folder with the corpus file its header names.
  static func pastes() throws -> [(test: String, corpusFile: String)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: testsFolder.path).sorted()
    return try names.filter {
      $0.hasPrefix("Corpus") && $0.hasSuffix("Tests.swift") && $0 != "CorpusPastesMatchTests.swift"
    }
    .map { name in
      let text = try String(contentsOf: testsFolder.appendingPathComponent(name), encoding: .utf8)
      let marker = "// Tests/PasteCorpus/files/"
      guard let start = text.range(of: marker) else { return (name, "") }
      let rest = text[start.upperBound...]
      let file = rest.prefix { !$0.isWhitespace }
      return (name, String(file))
    }
  }

  @Test func everyCorpusTestNamesItsFile() throws {
    let pastes = try Self.pastes()
    #expect(pastes.count >= 8)
    for paste in pastes {
      #expect(!paste.corpusFile.isEmpty, "\(paste.test) does not name the corpus file it pastes")
    }
  }

  @Test func everyPasteIsTheCorpusFileAsItIs() throws {
    for paste in try Self.pastes() where !paste.corpusFile.isEmpty {
      let corpus = try String(
        contentsOf: Self.corpusFolder.appendingPathComponent(paste.corpusFile), encoding: .utf8)
      var lines = corpus.components(separatedBy: "\n")
      guard let importLine = lines.firstIndex(of: "import Trellis") else {
        Issue.record("\(paste.corpusFile) has no `import Trellis` line")
        continue
      }
      lines.removeFirst(importLine + 1)
      // A file that imported SwiftUI and FrameUp has two `import Trellis` lines; the test has one import.
      while let first = lines.first, first.trimmingCharacters(in: .whitespaces).isEmpty || first == "import Trellis" {
        lines.removeFirst()
      }
      let pasted = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
      let test = try String(contentsOf: Self.testsFolder.appendingPathComponent(paste.test), encoding: .utf8)
      #expect(test.contains(pasted), "\(paste.test) no longer pastes \(paste.corpusFile) as it is")
    }
  }
}
