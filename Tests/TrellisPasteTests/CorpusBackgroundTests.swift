// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/fatbobman__Background.swift (fatbobman/BlogCodes, Centering/Centering/Background.swift at
// the commit in Tests/PasteCorpus/corpus.tsv, MIT: Tests/PasteCorpus/licenses/fatbobman__BlogCodes.txt, Copyright (c)
// 2022 东坡肘子), pasted below as it is there from the line after its imports; only `import SwiftUI` became
// `import Trellis` (here the one import above; its `import Foundation` is left out, Trellis re-exports Foundation),
// and this header comment replaces the file's own (the file is not reformatted: swift-format skips it). A file of the
// unseen corpus (issue 31).
struct BackgroundView: View {
    var body: some View {
        VStack {
            Text("Hello World").foregroundColor(.white).font(.title)
                .frame(maxWidth: .infinity)
                .frame(height: 200)
                .background(.orange,ignoresSafeAreaEdges: [])
            // 保留顶部空间

            Text("Hello World").foregroundColor(.white).font(.title)
                .frame(maxWidth: .infinity)
                .frame(height: 200)
                .background(.blue)

            Spacer()
        }
    }
}

struct Background_Preview:PreviewProvider{
    static var previews: some View{
        BackgroundView()
    }
}

@Suite struct CorpusBackgroundTests {
  func layout(width: CGFloat, height: CGFloat) throws -> LayoutResult {
    try Background_Preview.previewViews[0].layout(
      proposal: ProposedViewSize(width: width, height: height), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  /// Derived by hand (8 × 16 monospaced text, whatever the font). The gap between the two bands is the default 8; the
  /// gap before the spacer is 0, as a spacer's spacing preference is zero along its stack (OpenSwiftUI's `Spacer`,
  /// audited against SwiftUICore: `.vertical(.zero)` in a VStack). Each band is `frame(height: 200)` around
  /// `frame(maxWidth: .infinity)`: a fixed 200 high, and as wide as offered (the max-only rule: min(max(390, 88), ∞) =
  /// 390). The stack offers its height to the bands first and to the spacer last: 844 − 200 − 8 − 200 = 436 for the
  /// spacer, so the stack is 390 × 844, bands at y 0 and 208, the spacer at 408.
  /// "Hello World" (11 characters, 88 × 16) is centred in each band: x (390 − 88) / 2 = 151, y (200 − 16) / 2 = 92.
  /// Each background colour is its band's frame.
  @Test func wide() throws {
    let result = try layout(width: 390, height: 844)
    #expect(result.size == Size(width: 390, height: 844))
    #expect(frames(result, "Color") == [Rect(x: 0, y: 0, width: 390, height: 200), Rect(x: 0, y: 208, width: 390, height: 200)])
    #expect(frames(result, "Text") == [Rect(x: 151, y: 92, width: 88, height: 16), Rect(x: 151, y: 300, width: 88, height: 16)])
    #expect(frames(result, "Spacer") == [Rect(x: 195, y: 408, width: 0, height: 436)])
  }

  /// At 80 × 600 the text, offered 80 (10 characters a line), wraps to "Hello" / "World": 40 × 32, centred in its
  /// 80 × 200 band at ((80 − 40) / 2, (200 − 32) / 2) = (20, 84). The spacer gets 600 − 408 = 192, at y 408.
  @Test func narrowWrapsTheTitles() throws {
    let result = try layout(width: 80, height: 600)
    #expect(result.size == Size(width: 80, height: 600))
    #expect(frames(result, "Color") == [Rect(x: 0, y: 0, width: 80, height: 200), Rect(x: 0, y: 208, width: 80, height: 200)])
    #expect(frames(result, "Text") == [Rect(x: 20, y: 84, width: 40, height: 32), Rect(x: 20, y: 292, width: 40, height: 32)])
    #expect(frames(result, "Spacer") == [Rect(x: 40, y: 408, width: 0, height: 192)])
  }
}
