import Foundation
import Testing
import TrellisCore
import TrellisTestSupport
import TrellisText

/// Fonts registered from files: DejaVu Serif's regular and bold files copied under the family "Zyxwvu Serif", which
/// no installed font has, so only registration can find them.
@Suite struct FontRegistrationTests {
  let folder = RenamedFont.temporaryFolder()

  /// Removes the copies (each test measures through libraries of its own, which are gone when it ends).
  func removeCopies() { try? FileManager.default.removeItem(at: folder) }

  /// The installed file of `font` and its renamed copy.
  func renamedCopy(of font: Font) throws -> (original: FontFace, copy: String) {
    let original = try #require(FontLibrary.shared.face(for: font))
    #expect(original.family == "DejaVu Serif", "the tests need fonts-dejavu-core (DejaVu Serif)")
    return (original, try #require(RenamedFont.copy(of: original.path, in: folder)))
  }

  @Test func aRegisteredFileIsFoundByItsFamilyAndMeasuredInIt() throws {
    defer { removeCopies() }
    let (original, copy) = try renamedCopy(of: .custom("DejaVu Serif", size: 17))
    let library = FontLibrary()
    let measurer = ShapingTextMeasurer(library: library)
    let font = Font.custom("Zyxwvu Serif", size: 17)
    let string = "Registered fonts, AV To"
    // Before registration the family is missing: the default family stands in, and the measurement says so.
    let before = measurer.measure(string, attributes: TextAttributes(font: font), proposal: .unspecified)
    #expect(before.missingFontFamily == "Zyxwvu Serif")
    #expect(measurer.face(for: font)?.family == "DejaVu Sans")
    #expect(library.diagnostics.contains { $0.contains("\"Zyxwvu Serif\" is neither registered nor installed") })

    #expect(try library.register(fileAt: copy) == ["Zyxwvu Serif"])
    #expect(try library.register(fileAt: copy) == ["Zyxwvu Serif"], "registering again changes nothing")
    let face = try #require(measurer.face(for: font))
    #expect(face.family == "Zyxwvu Serif" && face.path == copy)
    // The family name matches in any case, as fontconfig's do.
    #expect(measurer.face(for: .custom("zyxwvu serif", size: 17)) === face)
    let after = measurer.measure(string, attributes: TextAttributes(font: font), proposal: .unspecified)
    #expect(after.missingFontFamily == nil)
    #expect(after.fontFamily == "Zyxwvu Serif")
    // HarfBuzz's own shaping of the copy (26.6 fixed point), and DejaVu Serif's: the same glyphs and advances.
    let reference = HarfBuzzReference.advance(string, face: face, size: 17)
    // HarfBuzz rounds each advance to 1/64 pt at that scale; the measurer keeps font units.
    #expect(abs(after.size.width - reference.width) <= Double(reference.glyphs) / 64 + 1e-9)
    let installed = ShapingTextMeasurer.shared.measure(
      string, attributes: TextAttributes(font: .custom("DejaVu Serif", size: 17)), proposal: .unspecified)
    #expect(abs(after.size.width - installed.size.width) < 1e-9)
    #expect(abs(after.size.width - before.size.width) > 5, "DejaVu Serif is wider than DejaVu Sans here")
    #expect(close(after.size.height, original.lineHeight(size: 17)))
    // Another library knows nothing of it.
    #expect(FontLibrary().face(for: font)?.family == "DejaVu Sans")
  }

  @Test func aFamilyChoosesTheNearestSlantAndWeight() throws {
    defer { removeCopies() }
    let (_, regular) = try renamedCopy(of: .custom("DejaVu Serif", size: 17))
    let (_, bold) = try renamedCopy(of: .custom("DejaVu Serif", size: 17).bold())
    #expect(regular != bold)
    let library = FontLibrary()
    #expect(try library.register(directoryAt: folder.path) == ["Zyxwvu Serif"])
    func file(_ font: Font) -> String? { library.face(for: font).map { ($0.path as NSString).lastPathComponent } }
    let base = Font.custom("Zyxwvu Serif", size: 17)
    let regularName = (regular as NSString).lastPathComponent
    let boldName = (bold as NSString).lastPathComponent
    #expect(file(base) == regularName)
    #expect(file(base.bold()) == boldName)
    #expect(file(base.weight(.heavy)) == boldName)  // 900: nearest is 700
    #expect(file(base.weight(.light)) == regularName)  // 300: nearest is 400
    #expect(file(base.weight(.medium)) == regularName)  // 500: 400 is nearer than 700
    #expect(file(base.weight(.semibold)) == boldName)  // 600: 700 is nearer than 400
    // No italic registered: the nearest weight among the upright faces.
    #expect(file(base.italic()) == regularName)
    #expect(file(base.bold().italic()) == boldName)
  }

  @Test func badPathsAreTypedErrors() throws {
    defer { removeCopies() }
    let library = FontLibrary()
    #expect(throws: FontRegistrationError.fileNotFound("/no/such/font.ttf")) {
      try library.register(fileAt: "/no/such/font.ttf")
    }
    #expect(throws: FontRegistrationError.invalidPath("")) { try library.register(fileAt: "") }
    #expect(throws: FontRegistrationError.invalidPath("a\u{0}b")) { try library.register(fileAt: "a\u{0}b") }
    #expect(throws: FontRegistrationError.fileNotFound(folder.path)) { try library.register(fileAt: folder.path) }
    let text = folder.appendingPathComponent("notes.ttf").path
    #expect(FileManager.default.createFile(atPath: text, contents: Data("not a font".utf8)))
    #expect(throws: FontRegistrationError.notAFont(text)) { try library.register(fileAt: text) }
    #expect(throws: FontRegistrationError.notADirectory(text)) { try library.register(directoryAt: text) }
    #expect(throws: FontRegistrationError.notAFont(text)) { try library.register(paths: [folder.path]) }
    #expect(library.face(for: .custom("notes", size: 17))?.family == "DejaVu Sans")
  }
}
