import Foundation
import Testing

/// Every pasted file compiles twice: in `TrellisPasteTests` as pasted (`import Trellis`), and in
/// `TrellisPasteFoundationTests` through a symbolic link, where `PASTE_WITH_FOUNDATION` adds `import Foundation`. This
/// checks that no file is missing from the second target or lacks the conditional import, so the promise cannot lapse.
@Suite struct PasteTargetsTests {
  static let pasted = PackagePaths.root.appendingPathComponent("Tests/TrellisPasteTests")
  static let withFoundation = PackagePaths.root.appendingPathComponent("Tests/TrellisPasteFoundationTests")

  static func swiftFiles(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
  }

  @Test func everyPastedFileIsLinkedIntoTheFoundationTarget() throws {
    let files = try Self.swiftFiles(in: Self.pasted)
    #expect(!files.isEmpty)
    #expect(try Self.swiftFiles(in: Self.withFoundation) == files)
    for file in files {
      let link = Self.withFoundation.appendingPathComponent(file).path
      let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link)
      #expect(destination == "../TrellisPasteTests/\(file)", "\(file) should be a link to the pasted file")
    }
  }

  @Test func everyPastedFileImportsFoundationInTheSecondTarget() throws {
    for file in try Self.swiftFiles(in: Self.pasted) {
      let text = try String(contentsOf: Self.pasted.appendingPathComponent(file), encoding: .utf8)
      #expect(text.contains("#if PASTE_WITH_FOUNDATION\n  import Foundation\n#endif"), "\(file)")
      #expect(text.contains("import Trellis\n"), "\(file)")
    }
  }
}
