// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/Jinxiansen__VStackPage.swift (Jinxiansen/SwiftUI,
// Example/Example/Page/Stack/VStackPage.swift at d8192c12098f80f8a4bd2387a969f010c38c5773, MIT:
// Tests/PasteCorpus/licenses/Jinxiansen__SwiftUI.txt, Copyright (c) 2019 晋先森), pasted below as it is there; only
// `import SwiftUI` became `import Trellis` (here the one import above), and its header comment is this one (the
// file is not reformatted: swift-format skips it).
struct VStackPage : View {
    var body: some View {
        VStack {
            Text("made in China.")
            Divider() // Just add a line.
            Text("the People's Republic Of China.")
        }
    }
}

#if DEBUG
struct VStackPage_Previews : PreviewProvider {
    static var previews: some View {
        VStackPage()
    }
}
#endif

@Suite struct CorpusVStackPageTests {
  func layout(width: CGFloat) throws -> LayoutResult {
    try VStackPage_Previews.previewViews[0].layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  /// Derived by hand. In a `VStack` the divider is 1 high and as wide as the proposal, so the stack is the proposal's
  /// width and the texts (112 and 248 wide at 390) are centred in it; 16 + 8 + 1 + 8 + 16 = 49 high.
  @Test func wideEnoughForOneLine() throws {
    let result = try layout(width: 390)
    #expect(result.size == Size(width: 390, height: 49))
    #expect(frames(result, "Divider") == [Rect(x: 0, y: 24, width: 390, height: 1)])
    #expect(frames(result, "Text") == [
      Rect(x: 139, y: 0, width: 112, height: 16), Rect(x: 71, y: 33, width: 248, height: 16),
    ])
  }

  /// At 200 the second text has 25 columns: "the People's Republic Of" / "China.", 192 × 32; the stack is 65 high.
  @Test func narrowWrapsTheLongerText() throws {
    let result = try layout(width: 200)
    #expect(result.size == Size(width: 200, height: 65))
    #expect(frames(result, "Divider") == [Rect(x: 0, y: 24, width: 200, height: 1)])
    #expect(frames(result, "Text") == [
      Rect(x: 44, y: 0, width: 112, height: 16), Rect(x: 4, y: 33, width: 192, height: 32),
    ])
  }
}
