import Testing

@testable import TrellisCore

/// `TextField`, `SecureField` and `TextEditor`: expected frames derived from the monospaced measurer (8 pt a
/// character, 16 pt a line) and the rules in TextInput.swift (a field is one line as wide as offered; an editor
/// takes the whole proposal).
@Suite struct TextInputTests {
  func layout(_ view: some View, width: CGFloat?, height: CGFloat? = 844) throws -> LayoutResult {
    try view.layout(proposal: ProposedViewSize(width: width, height: height), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  @Test(arguments: [390, 200] as [CGFloat])
  func anEmptyFieldIsItsPromptOnOneLineAsWideAsOffered(width: CGFloat) throws {
    let result = try layout(TextField("Name", text: .constant("")).id("f"), width: width)
    // "Name": 4 × 8 = 32 wide, one 16 pt line, at the leading edge of a field as wide as the proposal.
    #expect(try result.lookup("f") == Rect(x: 0, y: 0, width: width, height: 16))
    #expect(frames(result, "Text") == [Rect(x: 0, y: 0, width: 32, height: 16)])
    #expect(frames(result, "TextField") == [Rect(x: 0, y: 0, width: width, height: 16)])
  }

  @Test func aFieldWithTextShowsTheTextOnOneLine() throws {
    let text = String(repeating: "word ", count: 20)  // 100 characters: 800 pt on one line, wider than the field
    let result = try layout(TextField("Name", text: .constant(text)), width: 200)
    #expect(frames(result, "TextField") == [Rect(x: 0, y: 0, width: 200, height: 16)])
    #expect(frames(result, "Text").map(\.height) == [16])
    // Unspecified width: the field is its text's width.
    let ideal = try layout(TextField("Name", text: .constant("abc")), width: nil)
    #expect(frames(ideal, "TextField") == [Rect(x: 0, y: 0, width: 24, height: 16)])
  }

  @Test func aSecureFieldShowsABulletPerCharacter() throws {
    let filled = try layout(SecureField("Password", text: .constant("secret")), width: nil)
    #expect(frames(filled, "SecureField") == [Rect(x: 0, y: 0, width: 48, height: 16)])
    let empty = try layout(SecureField("Password", text: .constant("")), width: 300)
    #expect(frames(empty, "Text") == [Rect(x: 0, y: 0, width: 64, height: 16)])
    #expect(frames(empty, "SecureField") == [Rect(x: 0, y: 0, width: 300, height: 16)])
  }

  @Test(arguments: [(390, 300), (200, 120)] as [(CGFloat, CGFloat)])
  func anEditorTakesTheWholeProposalWithItsTextAtTheTopLeading(width: CGFloat, height: CGFloat) throws {
    let result = try layout(TextEditor(text: .constant("Bio")), width: width, height: height)
    #expect(frames(result, "TextEditor") == [Rect(x: 0, y: 0, width: width, height: height)])
    #expect(frames(result, "Text") == [Rect(x: 0, y: 0, width: 24, height: 16)])
  }

  @Test func aStepperWithActionsTakesItsTitle() throws {
    let result = try layout(Stepper("Age", onIncrement: {}, onDecrement: {}), width: 300)
    #expect(frames(result, "Text") == [Rect(x: 0, y: 8, width: 24, height: 16)])
    #expect(frames(result, "Box") == [Rect(x: 206, y: 0, width: 94, height: 32)])
  }
}
