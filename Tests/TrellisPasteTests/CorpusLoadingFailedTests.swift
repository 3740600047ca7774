// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/twostraws__LoadingFailedView.swift (twostraws/ControlRoom,
// ControlRoom/Loading/LoadingFailedView.swift at c8c7d4cfd4013e0a36466ed44c179522387ff437, MIT:
// Tests/PasteCorpus/licenses/twostraws__ControlRoom.txt, Copyright (c) 2021 Paul Hudson), pasted below as it is
// there; only `import SwiftUI` became `import Trellis` (here the one import above), and its header comment is this
// one (the file is not reformatted: swift-format skips it).
/// Shown when loading the simulator data from simctl has failed.
struct LoadingFailedView: View {
    let title: String
    let text: String

    var body: some View {
        VStack(spacing: 10) {
            Text(title)
                .multilineTextAlignment(.center)
                .font(.headline)
                .padding(.horizontal)

            Text(text)
                .multilineTextAlignment(.center)
                .padding(.horizontal)
        }
    }
}

struct LoadingFailed_Previews: PreviewProvider {
    static var previews: some View {
        LoadingFailedView(title: "Lorem ipsum", text: "Dolor sit amet")
    }
}

@Suite struct CorpusLoadingFailedTests {
  func layout(width: CGFloat) throws -> LayoutResult {
    try LoadingFailed_Previews.previewViews[0].layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func textFrames(_ result: LayoutResult) -> [Rect] {
    result.entries.filter { $0.typeName == "Text" }.map(\.frame)
  }

  /// Derived by hand (8 pt a character, 16 a line): each text is offered the width less its 16 + 16 padding.
  /// At 390, "Lorem ipsum" (88) and "Dolor sit amet" (112) fit on one line; padded they are 120 and 144 wide, so the
  /// stack is 144 wide and 16 + 10 + 16 = 42 high, the title centred in it: x = (144 − 120) / 2 + 16 = 28.
  @Test func wideEnoughForOneLineEach() throws {
    let result = try layout(width: 390)
    #expect(result.size == Size(width: 144, height: 42))
    #expect(textFrames(result) == [
      Rect(x: 28, y: 0, width: 88, height: 16), Rect(x: 16, y: 26, width: 112, height: 16),
    ])
  }

  /// At 100, 68 is left inside the padding: "Lorem" / "ipsum" (40 wide) and "Dolor" / "sit amet" (64 wide) wrap to two
  /// lines each; padded 72 and 96 wide, the stack 96 × (32 + 10 + 32); the title at (96 − 72) / 2 + 16 = 28.
  @Test func narrowWrapsBoth() throws {
    let result = try layout(width: 100)
    #expect(result.size == Size(width: 96, height: 74))
    #expect(textFrames(result) == [
      Rect(x: 28, y: 0, width: 40, height: 32), Rect(x: 16, y: 42, width: 64, height: 32),
    ])
  }
}
