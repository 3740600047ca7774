// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/Jinxiansen__PageRow.swift (Jinxiansen/SwiftUI, Example/Example/PageRow.swift at
// d8192c12098f80f8a4bd2387a969f010c38c5773, MIT: Tests/PasteCorpus/licenses/Jinxiansen__SwiftUI.txt, Copyright (c)
// 2019 晋先森), pasted below as it is there; only `import SwiftUI` became `import Trellis` (here the one import
// above), and its header comment is this one (the file is not reformatted: swift-format skips it).
struct PageRow : View {
    
    private let title: String
    private let subTitle: String?
    
    init(title: String,subTitle: String? = nil) {
        self.title = title
        self.subTitle = subTitle
    }
    
    var body: some View {
        VStack(alignment: .leading, spacing: 5) {
            Text(title).bold()
            if subTitle != nil {
                Text(subTitle!).font(.subheadline).opacity(0.5).lineLimit(nil)
            }
        }
    }
    
}

#if DEBUG
struct PageRow_Previews : PreviewProvider {
    static var previews: some View {
        PageRow(title: "一条数据")
    }
}
#endif

@Suite struct CorpusPageRowTests {
  func layout(_ row: PageRow, width: CGFloat) throws -> LayoutResult {
    try row.layout(proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func textFrames(_ result: LayoutResult) -> [Rect] {
    result.entries.filter { $0.typeName == "Text" }.map(\.frame)
  }

  /// The file's own preview: a title of four characters (32 × 16) and no subtitle, so the `if` adds nothing.
  @Test func thePreviewIsItsTitle() throws {
    let result = try PageRow_Previews.previewViews[0].layout(
      proposal: ProposedViewSize(width: 390, height: 844), configuration: .monospaced)
    #expect(result.size == Size(width: 32, height: 16))
    #expect(textFrames(result) == [Rect(x: 0, y: 0, width: 32, height: 16)])
  }

  /// Derived by hand, with a subtitle: "Settings" (64 × 16) over "All the options you can change" (30 × 8 = 240), 5
  /// apart and aligned at their leading edges: 240 × 37 at 390. At 100 the subtitle has 12 columns: "All the" /
  /// "options you" / "can change", 88 × 48, and the row is 88 × 69.
  @Test(arguments: [(390, 240, 16), (100, 88, 48)] as [(CGFloat, CGFloat, CGFloat)])
  func theSubtitleWrapsUnderTheTitle(width: CGFloat, subtitleWidth: CGFloat, subtitleHeight: CGFloat) throws {
    let result = try layout(PageRow(title: "Settings", subTitle: "All the options you can change"), width: width)
    #expect(result.size == Size(width: subtitleWidth, height: 16 + 5 + subtitleHeight))
    #expect(textFrames(result) == [
      Rect(x: 0, y: 0, width: 64, height: 16), Rect(x: 0, y: 21, width: subtitleWidth, height: subtitleHeight),
    ])
  }
}
