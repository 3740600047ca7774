import Foundation
import Testing

/// Every public view and modifier is named in the guides (Documentation/*.md, README.md), so that a name added to
/// the Swift API is documented where users look for it: Layout.md's "From SwiftUI", FrameUp.md, Text.md and the
/// others. A name counts when a code span (between backquotes) holds it as a whole word: `` `Canvas` ``,
/// `` `.grayscale(_:)` ``, `` `onHover { … }` ``.
@Suite struct DocumentationCoverageTests {
  /// The code spans of every guide, split into words (letters, digits and underscores).
  static let words = Result { () throws -> Set<String> in
    let root = PackagePaths.root
    let folder = root.appendingPathComponent("Documentation")
    var pages = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "md" }
    pages.append(root.appendingPathComponent("README.md"))
    var words: Set<String> = []
    for page in pages {
      let text = try String(contentsOf: page, encoding: .utf8)
      // The odd pieces between backquotes are code spans (a fence's three backquotes split into empty pieces, so
      // a fenced block's lines count as code too).
      for (k, piece) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() where k % 2 == 1 {
        var word = ""
        for character in piece {
          if character.isLetter || character.isNumber || character == "_" {
            word.append(character)
          } else if !word.isEmpty {
            words.insert(word)
            word = ""
          }
        }
        if !word.isEmpty { words.insert(word) }
      }
    }
    return words
  }

  /// The test can fail: a name that no guide uses is not found, and names the guides use are.
  @Test func theReadingFindsCodeSpans() throws {
    let words = try Self.words.get()
    for name in ["HStack", "frame", "relativePadding", "ConstraintLayout"] {
      #expect(words.contains(name), "\(name) is in no code span")
    }
    #expect(!words.contains("ThisNameIsInNoGuide"))
  }

  @Test func everyPublicViewIsNamedInTheGuides() throws {
    let words = try Self.words.get()
    let surface = try PublicViewSurface(root: PackagePaths.root)
    let missing = surface.views.filter { !words.contains($0.key) }.sorted { $0.key < $1.key }
    #expect(
      missing.isEmpty,
      """
      public views no guide names in a code span (Documentation/*.md, README.md):
      \(missing.map { "  \($0.key) (\($0.value))" }.joined(separator: "\n"))
      """)
  }

  @Test func everyPublicModifierIsNamedInTheGuides() throws {
    let words = try Self.words.get()
    let surface = try PublicViewSurface(root: PackagePaths.root)
    let missing = surface.modifiers.filter { !words.contains($0.key) }.sorted { $0.key < $1.key }
    #expect(
      missing.isEmpty,
      """
      public modifiers no guide names in a code span (Documentation/*.md, README.md):
      \(missing.map { "  \($0.key) (\($0.value))" }.joined(separator: "\n"))
      """)
  }
}
