// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/Jinxiansen__HStackPage.swift (Jinxiansen/SwiftUI,
// Example/Example/Page/Stack/HStackPage.swift at d8192c12098f80f8a4bd2387a969f010c38c5773, MIT:
// Tests/PasteCorpus/licenses/Jinxiansen__SwiftUI.txt, Copyright (c) 2019 晋先森), pasted below as it is there; only
// `import SwiftUI` became `import Trellis` (here the one import above), and its header comment is this one (the
// file is not reformatted: swift-format skips it).
struct HStackPage : View {
    var body: some View {
        HStack {
            Text("made in China.")
            Divider() // Just add a line.
            Text("the People's Republic Of China.")
        }
    }
}

#if DEBUG
struct HStackPage_Previews : PreviewProvider {
    static var previews: some View {
        HStackPage()
    }
}
#endif

@Suite struct CorpusHStackPageTests {
  func layout(width: CGFloat) throws -> LayoutResult {
    try HStackPage_Previews.previewViews[0].layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  /// Derived by hand. In an `HStack` the divider is 1 wide and as high as the stack's proposal (844), so the stack is
  /// 844 high and the texts are centred in it. The stack offers its children in order of flexibility: the divider (1),
  /// then "made in China." (14 × 8 = 112 wide), then "the People's Republic Of China." (31 × 8 = 248) gets what is
  /// left after the two gaps of 8. At 390 everything is one line: 112 + 8 + 1 + 8 + 248 = 377 wide.
  @Test func wideEnoughForOneLine() throws {
    let result = try layout(width: 390)
    #expect(result.size == Size(width: 377, height: 844))
    #expect(frames(result, "Divider") == [Rect(x: 120, y: 0, width: 1, height: 844)])
    #expect(frames(result, "Text") == [
      Rect(x: 0, y: 414, width: 112, height: 16), Rect(x: 129, y: 414, width: 248, height: 16),
    ])
  }

  /// At 300 the second text is offered 300 − 16 − 1 − 112 = 171, 21 columns: "the People's Republic" / "Of China.",
  /// 168 × 32, centred at y (844 − 32) / 2 = 406; the stack is 297 wide.
  @Test func narrowWrapsTheLongerText() throws {
    let result = try layout(width: 300)
    #expect(result.size == Size(width: 297, height: 844))
    #expect(frames(result, "Divider") == [Rect(x: 120, y: 0, width: 1, height: 844)])
    #expect(frames(result, "Text") == [
      Rect(x: 0, y: 414, width: 112, height: 16), Rect(x: 129, y: 406, width: 168, height: 32),
    ])
  }
}
