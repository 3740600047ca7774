// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/fatbobman__TextDemo.swift (fatbobman/BlogCodes, ViewThatFits/ViewThatFits/TextDemo.swift at
// the commit in Tests/PasteCorpus/corpus.tsv, MIT: Tests/PasteCorpus/licenses/fatbobman__BlogCodes.txt, Copyright (c)
// 2022 东坡肘子), pasted below as it is there from the line after its imports; only `import SwiftUI` became
// `import Trellis` (here the one import above; its `import Foundation` is left out, Trellis re-exports Foundation),
// and this header comment replaces the file's own (the file is not reformatted: swift-format skips it). A file of the
// unseen corpus (issue 31).
struct TextDemo: View {
    @State var width: CGFloat = 100
    var body: some View {
        VStack {
            Slider(value: $width, in: 30 ... 300)
                .padding()
            ViewThatFits {
                Text("Fatbobman's Swift Weekly")
                Text("Fatbobman's Weekly")
                Text("Fat's Weekly")
                Text("Weekly")
                    .fixedSize()
            }
            .frame(width: width)
            .border(.red)
        }
    }
}

struct TextDemo1: View {
    @State var width: CGFloat = 100
    var body: some View {
        VStack {
            Slider(value: $width, in: 30 ... 300)
                .padding()
            ViewThatFits {
                Text("Fatbobman's Swift Weekly")
                    .font(.body)
                Text("Fatbobman's Swift Weekly")
                    .font(.subheadline)
                Text("Fatbobman's Swift Weekly")
                    .font(.footnote)
                Text("Fatbobman's Swift Weekly")
                    .font(.caption)
                    .fixedSize()
            }
            .frame(width: width)
            .border(.red)
        }
    }
}

struct TextDemo2: View {
    @State var width: CGFloat = 100
    var body: some View {
        VStack {
            Slider(value: $width, in: 30 ... 300)
                .padding()

            Text("Fatbobman's Swift Weekly")
                .lineLimit(1)
                .font(.body)
                .minimumScaleFactor(0.3)
                .frame(width: width)
                .border(.red)
        }
    }
}

#Preview {
    TextDemo2()
}

@Suite struct CorpusTextDemoTests {
  func layout(frameWidth: CGFloat, width: CGFloat) throws -> LayoutResult {
    try TextDemo(width: frameWidth).layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  /// Derived by hand (8 × 16 monospaced text). `ViewThatFits` (both axes) shows the first text whose ideal size fits
  /// the `frame(width:)` it is in: "Fatbobman's Swift Weekly" is 24 characters (192), "Fatbobman's Weekly" 18 (144),
  /// "Fat's Weekly" 12 (96), "Weekly" 6 (48), all one line (16 high). In a frame 100 wide the third fits; in 50 only
  /// the last; in 30 none, so the last is shown anyway, and `fixedSize()` keeps it 48 wide, overflowing its frame by 9
  /// on each side. The frame is centred in the VStack, which is as wide as offered (the padded slider takes the width),
  /// and the text is centred in the frame: x = (W − frame) / 2 + (frame − text) / 2 = (W − text) / 2. Vertically the
  /// text is 8 (the VStack's gap) below the padded slider, whose 16 of padding lie under the slider; the slider's own
  /// height is Trellis's (no published figure), read from the result. The four widths differ, so the width tells which
  /// text is shown (96: "Fat's Weekly", 48: "Weekly").
  @Test(arguments: [
    (100, 390, 96), (50, 390, 48), (30, 390, 48), (100, 200, 96), (30, 200, 48),
  ] as [(CGFloat, CGFloat, CGFloat)])
  func theFirstTextThatFitsIsShown(frameWidth: CGFloat, width: CGFloat, textWidth: CGFloat) throws {
    let result = try layout(frameWidth: frameWidth, width: width)
    let shown = result.entries.filter { $0.typeName == "Text" }
    #expect(shown.count == 1)
    let slider = try #require(frames(result, "Slider").first)
    #expect(slider.minX == 16 && slider.width == width - 32)
    let y = slider.maxY + 16 + 8
    #expect(shown.first?.frame == Rect(x: (width - textWidth) / 2, y: y, width: textWidth, height: 16))
    #expect(result.size == Size(width: width, height: y + 16))
  }
}
