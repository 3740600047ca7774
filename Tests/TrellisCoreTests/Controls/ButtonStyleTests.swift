import Testing

@testable import TrellisCore

/// `Button(…).buttonStyle(_:)`: a style's body is what lays out (monospaced measurer: 8 pt a character, 16 a line).
@Suite struct ButtonStyleTests {
  /// A style that pads the label by 10 and puts a 4 pt bar under it.
  struct Padded: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(spacing: 0) {
        configuration.label.padding(10)
        Rectangle().frame(height: configuration.isPressed ? 8 : 4)
      }
    }
  }

  func layout(_ view: some View, width: CGFloat?) throws -> LayoutResult {
    try view.layout(proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  @Test(arguments: [390, 100] as [CGFloat])
  func aCustomStylesBodyLaysOutAroundTheLabel(width: CGFloat) throws {
    let result = try layout(Button("Go") {}.buttonStyle(Padded()).id("b"), width: width)
    // "Go" is 16 × 16; padded by 10 it is 36 × 36; the bar below takes the width the stack offers (the proposed
    // one), 4 high as the button is not pressed; the stack is as wide as the bar, the padded label centred in it.
    #expect(try result.lookup("b").size == Size(width: width, height: 40))
    let text = result.entries.filter { $0.typeName == "Text" }.map(\.frame)
    #expect(text == [Rect(x: (width - 16) / 2, y: 10, width: 16, height: 16)])
    let bar = result.entries.filter { $0.typeName == "Rectangle" }.map(\.frame)
    #expect(bar == [Rect(x: 0, y: 36, width: width, height: 4)])
  }

  /// A role changes no frame: "Delete" (6 × 8 = 48 wide) at 390, and in the 12 columns 100 points give, still one line,
  /// at 100; with a custom style the padded body is as wide as offered (see above).
  @Test(arguments: [390, 100] as [CGFloat])
  func aRoleChangesNoFrame(width: CGFloat) throws {
    let titled = try layout(Button("Delete", role: .destructive) {}.id("b"), width: width).lookup("b")
    #expect(titled.size == Size(width: 48, height: 16))
    let labelled = try layout(
      Button(role: .cancel) {
      } label: {
        Text("Cancel")
      }.id("b"), width: width
    ).lookup("b")
    #expect(labelled.size == Size(width: 48, height: 16))
    let styled = try layout(Button("Go", role: .cancel) {}.buttonStyle(Padded()).id("b"), width: width)
    #expect(try styled.lookup("b").size == Size(width: width, height: 40))
  }

  @Test(arguments: [390, 100] as [CGFloat])
  func theBuiltInStylesLayOutAsTheLabel(width: CGFloat) throws {
    let plain = try layout(Button("Save") {}.id("b"), width: width).lookup("b")
    #expect(plain.size == Size(width: 32, height: 16))
    for styled in [
      Button("Save") {}.buttonStyle(.bordered), Button("Save") {}.buttonStyle(.borderedProminent),
      Button("Save") {}.buttonStyle(.plain), Button("Save") {}.buttonStyle(.borderless),
      Button("Save") {}.buttonStyle(.automatic), Button("Save") {}.buttonStyle(BorderlessButtonStyle()),
    ] {
      #expect(try layout(styled.id("b"), width: width).lookup("b") == plain)
    }
  }
}
