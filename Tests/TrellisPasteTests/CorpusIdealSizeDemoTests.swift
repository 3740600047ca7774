// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/fatbobman__Demo3.swift (fatbobman/BlogCodes, ViewThatFits/ViewThatFits/Demo3.swift at the
// commit in Tests/PasteCorpus/corpus.tsv, MIT: Tests/PasteCorpus/licenses/fatbobman__BlogCodes.txt, Copyright (c)
// 2022 东坡肘子), pasted below as it is there from the line after its imports; only `import SwiftUI` became
// `import Trellis` (here the one import above; its `import Foundation` is left out, Trellis re-exports Foundation),
// and this header comment replaces the file's own (the file is not reformatted: swift-format skips it). A file of the
// unseen corpus (issue 31).
struct IdealSizeDemo3: View {
    var body: some View {
        HStack {
            // ViewThatFits result
            ViewThatFits(in: .vertical) {
                Text("1: GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios.")
                Text("2: In addition, some views believe that:")
            }
            .border(.blue)
            .frame(width: 200, height: 100, alignment: .top)
            .border(.red)

            // Text1's ideal size ,only vetical fixed
            Text("1: GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios.")
                .fixedSize(horizontal: false, vertical: true)
                .border(.blue)
                .frame(width: 200, height: 100, alignment: .top)
                .border(.red)
            
            // Text2's ideal size ,only vetical fixed
            Text("2: In addition, some views believe that:")
                .fixedSize(horizontal: false, vertical: true)
                .border(.blue)
                .frame(width: 200, height: 100, alignment: .top)
                .border(.red)
        }
    }
}

#Preview(traits: .landscapeLeft) {
    IdealSizeDemo3()
}

@Suite struct CorpusIdealSizeDemoTests {
  func layout(width: CGFloat, height: CGFloat) throws -> LayoutResult {
    try IdealSizeDemo3().layout(proposal: ProposedViewSize(width: width, height: height), configuration: .monospaced)
  }

  /// Derived by hand (8 × 16 monospaced text). Each column is a fixed `frame(width: 200, height: 100, alignment: .top)`,
  /// so the HStack is 3 · 200 + 2 · 8 = 616 × 100 whatever it is offered (at 390 it overflows: a stack never squeezes a
  /// fixed frame), the columns at x 0, 208 and 416. A frame offers 200 × 100: 25 characters a line. The first text (104
  /// characters) wraps to lines of 21, 22, 25, 22 and 10 characters: 200 × 80. `ViewThatFits(in: .vertical)` asks its
  /// first child's ideal height at width 200, 80 ≤ 100, so it shows that text (the article's point, that it does not
  /// fit, needs its real font). The second text (40 characters) wraps to 20 + 19: 160 × 32. `fixedSize(horizontal:
  /// false, vertical: true)` keeps the width of 200 and the ideal height, the same sizes here. Each text sits at the top
  /// of its frame, centred across: x 0, 208 and 416 + (200 − 160) / 2 = 436.
  @Test(arguments: [(844, 390), (390, 844)] as [(CGFloat, CGFloat)])
  func theColumnsAreFixed(width: CGFloat, height: CGFloat) throws {
    let result = try layout(width: width, height: height)
    #expect(result.size == Size(width: 616, height: 100))
    #expect(result.entries.filter { $0.typeName == "Text" }.map(\.frame) == [
      Rect(x: 0, y: 0, width: 200, height: 80), Rect(x: 208, y: 0, width: 200, height: 80),
      Rect(x: 436, y: 0, width: 160, height: 32),
    ])
  }
}
