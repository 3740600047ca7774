import Testing
import Trellis

/// The README's Swift example, so the numbers it prints stay true.
@Suite struct ReadmeExampleTests {
  @Test func card() throws {
    let card = VStack(alignment: .leading, spacing: 8) {
      HStack {
        Box(width: 44, height: 44).id("avatar")
        Text("Ada Lovelace").id("name")
        Spacer()
        Box(width: 24, height: 24).id("menu")
      }
      Rectangle().aspectRatio(16.0 / 9.0).id("photo")
      Text("The Analytical Engine weaves algebraic patterns.").id("caption")
    }.padding()

    let result = try card.layout(in: Size(width: 390, height: 800))
    #expect(result.size == Size(width: 390, height: 325.375))
    #expect(result["caption"] == Rect(x: 16, y: 277.375, width: 304, height: 32))
    #expect(result["photo"] == Rect(x: 16, y: 68, width: 358, height: 201.375))
  }
}
