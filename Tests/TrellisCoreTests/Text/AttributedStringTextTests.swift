import Foundation
import Testing
import TrellisCore

/// `Text(AttributedString)`: SwiftUI's attribute names (`AttributeScopes.SwiftUIAttributes`) on an
/// `AttributedString`, read into the text's runs.
@Suite struct AttributedStringTextTests {
  @Test func attributesBecomeRuns() throws {
    var string = AttributedString("Hello world!")
    string.font = .body
    let range = try #require(string.range(of: "world"))
    string[range].font = .title.bold()
    string[range].foregroundColor = .red
    string[range].strikethroughStyle = .single
    string[range].kern = 2
    string[range].tracking = 1
    string[range].baselineOffset = 3
    string[range].link = URL(string: "https://example.com")
    let runs = Text(string).runs
    #expect(runs.map(\.string) == ["Hello ", "world", "!"])
    #expect(runs.map(\.style.font) == [.body, .title.bold(), .body])
    let world = runs[1].style
    #expect(world.foregroundColor == .red && world.strikethrough == .single)
    #expect(world.kern == 2 && world.tracking == 1 && world.baselineOffset == 3)
    #expect(world.link?.absoluteString == "https://example.com")
    #expect(runs[0].style.foregroundColor == nil && runs[2].style.link == nil)
  }

  @Test func aStringOfOneStyleIsATextOfOneRun() {
    var string = AttributedString("plain")
    string.underlineStyle = Text.LineStyle(pattern: .dash, color: .blue)
    let runs = Text(string).runs
    #expect(runs.count == 1)
    #expect(runs[0].string == "plain")
    #expect(runs[0].style.underline == Text.LineStyle(pattern: .dash, color: .blue))
    // Markdown is not parsed from an attributed string's characters.
    #expect(Text(AttributedString("**a**")).runs.map(\.string) == ["**a**"])
  }
}
