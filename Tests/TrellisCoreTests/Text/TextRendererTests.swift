import Foundation
import Testing

@testable import TrellisCore

/// iOS 18's `TextRenderer` and `textRenderer(_:)`: recorded for renderers; the text lays out as it measures itself.
@Suite struct TextRendererTests {
  static let measurer = MonospacedTextMeasurer.standard

  /// Draws each line twice, and claims a size of its own that layout does not use.
  struct Doubled: TextRenderer {
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
      for line in layout {
        context.draw(line)
        context.draw(line)
      }
    }
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { CGSize(width: 1, height: 1) }
  }

  @Test(arguments: [ProposedViewSize(width: 200, height: 100), ProposedViewSize(width: 40, height: 100)])
  func theFrameIsTheTexts(_ proposal: ProposedViewSize) throws {
    let text = Text("ab cdef", measurer: Self.measurer)
    let plain = try text.layout(proposal: proposal, configuration: .monospaced)
    let rendered = try text.textRenderer(Doubled()).layout(proposal: proposal, configuration: .monospaced)
    // 7 characters of 8 × 16 on one line at 200: 56 × 16; at 40, "ab" and "cdef" on two lines: 32 × 32.
    #expect(rendered.size == (proposal.width == 200 ? Size(width: 56, height: 16) : Size(width: 32, height: 32)))
    #expect(rendered.frames == plain.frames)
    #expect(rendered.entries.first?.style?.handlers == ["textRenderer(Doubled)"])
  }

  @Test func aRendererDrawsTheLinesItIsGiven() throws {
    let layout = Text.Layout(lines: [
      .init(text: "ab", typographicBounds: CGRect(x: 0, y: 0, width: 16, height: 16)),
      .init(text: "cdef", typographicBounds: CGRect(x: 0, y: 16, width: 32, height: 16)),
    ])
    let canvas = Canvas { context, _ in Doubled().draw(layout: layout, in: &context) }
    let commands = try canvas.recording(in: CGSize(width: 40, height: 40), configuration: .monospaced).commands
    #expect(
      commands.map(\.kind) == [
        .text("ab", in: CGRect(x: 0, y: 0, width: 16, height: 16)),
        .text("ab", in: CGRect(x: 0, y: 0, width: 16, height: 16)),
        .text("cdef", in: CGRect(x: 0, y: 16, width: 32, height: 16)),
        .text("cdef", in: CGRect(x: 0, y: 16, width: 32, height: 16)),
      ])
    #expect(layout.count == 2 && layout[1].text == "cdef")
  }

  @Test func theDefaultsAreTheTextsOwn() {
    struct Plain: TextRenderer {
      func draw(layout: Text.Layout, in context: inout GraphicsContext) {}
    }
    let proxy = TextProxy(text: Text("abc", measurer: Self.measurer), configuration: .monospaced)
    #expect(Plain().sizeThatFits(proposal: .unspecified, text: proxy) == CGSize(width: 24, height: 16))
    #expect(Plain().displayPadding == EdgeInsets())
  }
}
