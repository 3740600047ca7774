import Foundation
import Testing
import TrellisCore

/// Markdown in a `Text`'s string literal (SwiftUI's inline subset), parsed by Trellis's own parser: the runs, their
/// styles and the text left once the markers are removed.
@Suite struct MarkdownTextTests {
  /// The runs as (text, bold, italic, monospaced, struck, link).
  struct Run: Equatable, CustomStringConvertible {
    var text: String
    var flags: String
    var link: String? = nil
    var description: String { "\(text)[\(flags)\(link.map { " → " + $0 } ?? "")]" }
  }

  func runs(_ text: Text) -> [Run] {
    text.runs.map { run in
      var flags = ""
      if run.style.weight == .bold { flags += "b" }
      if run.style.isItalic { flags += "i" }
      if run.style.design == .monospaced { flags += "m" }
      if run.style.strikethrough != nil { flags += "s" }
      return Run(text: run.string, flags: flags, link: run.style.link?.absoluteString)
    }
  }

  func plain(_ string: String) -> [Run] { [Run(text: string, flags: "")] }

  @Test func theBriefsExample() {
    let text = Text("**Bold** *italic* ~~strike~~ `code` [link](https://x)")
    #expect(
      runs(text) == [
        Run(text: "Bold", flags: "b"), Run(text: " ", flags: ""), Run(text: "italic", flags: "i"),
        Run(text: " ", flags: ""), Run(text: "strike", flags: "s"), Run(text: " ", flags: ""),
        Run(text: "code", flags: "m"), Run(text: " ", flags: ""), Run(text: "link", flags: "", link: "https://x"),
      ])
  }

  @Test func underscoresAndTriples() {
    #expect(
      runs(Text("__b__ _i_")) == [Run(text: "b", flags: "b"), Run(text: " ", flags: ""), Run(text: "i", flags: "i")])
    #expect(runs(Text("***both***")) == [Run(text: "both", flags: "bi")])
    // `_` inside a word is no marker; `*` is.
    #expect(runs(Text("snake_case_name")) == plain("snake_case_name"))
    #expect(
      runs(Text("un*frigging*believable")) == [
        Run(text: "un", flags: ""), Run(text: "frigging", flags: "i"), Run(text: "believable", flags: ""),
      ])
  }

  @Test func nesting() {
    #expect(runs(Text("**bold *both***")) == [Run(text: "bold ", flags: "b"), Run(text: "both", flags: "bi")])
    #expect(
      runs(Text("*it **both** it*")) == [
        Run(text: "it ", flags: "i"), Run(text: "both", flags: "bi"), Run(text: " it", flags: "i"),
      ])
    #expect(
      runs(Text("[**bold** link](https://example.com/a)")) == [
        Run(text: "bold", flags: "b", link: "https://example.com/a"),
        Run(text: " link", flags: "", link: "https://example.com/a"),
      ])
    #expect(
      runs(Text("~~struck *and italic*~~")) == [
        Run(text: "struck ", flags: "s"), Run(text: "and italic", flags: "is"),
      ])
  }

  @Test func unclosedMarkersStayLiteral() {
    #expect(runs(Text("**bold")) == plain("**bold"))
    #expect(runs(Text("a * b")) == plain("a * b"))
    #expect(runs(Text("`code")) == plain("`code"))
    #expect(runs(Text("[text](no end")) == plain("[text](no end"))
    #expect(runs(Text("[text] (x)")) == plain("[text] (x)"))
    #expect(runs(Text("~~~three~~~")) == plain("~~~three~~~"))
    // One closer for two openers: the inner pair matches, the outer opener stays.
    #expect(runs(Text("**a *b*")) == [Run(text: "**a ", flags: ""), Run(text: "b", flags: "i")])
    // A marker followed by a space opens nothing.
    #expect(runs(Text("** not bold**")) == plain("** not bold**"))
  }

  @Test func escapesAndCodeContent() {
    #expect(runs(Text("\\*not italic\\*")) == plain("*not italic*"))
    #expect(runs(Text("a \\\\ b")) == plain("a \\ b"))
    #expect(runs(Text("\\q")) == plain("\\q"))
    // Code content is taken as it is: no emphasis, no escapes; one space each side is removed.
    #expect(runs(Text("`` a*b*\\c ``")) == [Run(text: "a*b*\\c", flags: "m")])
    #expect(runs(Text("``one ` tick``")) == [Run(text: "one ` tick", flags: "m")])
  }

  @Test func onlyLiteralsAreParsed() {
    let variable = "**not bold**"
    #expect(runs(Text(variable)) == plain("**not bold**"))
    #expect(runs(Text(verbatim: "**not bold**")) == plain("**not bold**"))
    // As SwiftUI: a key made from a string is parsed, an interpolated value is not.
    #expect(runs(Text(LocalizedStringKey(variable))) == [Run(text: "not bold", flags: "b")])
    #expect(
      runs(Text("**Name:** \(variable)")) == [
        Run(text: "Name:", flags: "b"), Run(text: " **not bold**", flags: ""),
      ])
    #expect(runs(Text("plain literal")) == plain("plain literal"))
  }

  @Test func aConcatenationKeepsEachOperandsStyle() {
    let text = Text("a").bold() + Text("b").font(.title) + Text("c").italic().foregroundColor(.red)
    let all = text.runs
    #expect(all.map(\.string) == ["a", "b", "c"])
    #expect(all[0].style.weight == .bold && all[0].style.font == nil)
    #expect(all[1].style.font == .title && all[1].style.weight == nil)
    #expect(all[2].style.isItalic && all[2].style.foregroundColor == .red)
    // A modifier on the sum applies to the runs that do not set it themselves.
    let sum = (Text("a").font(.title) + Text("b").bold()).font(.caption).italic()
    #expect(sum.runs.map(\.style.font) == [.title, .caption])
    #expect(sum.runs.map(\.style.isItalic) == [true, true])
    // Operands of one style make a text of one run.
    #expect((Text("a").bold() + Text("b").bold()).runs.count == 1)
    #expect((Text("a").strikethrough() + Text("b")).runs.map(\.style.strikethrough) == [.single, nil])
  }
}
