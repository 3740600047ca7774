// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/nalexn__ErrorView.swift (nalexn/clean-architecture-swiftui,
// CountriesSwiftUI/UI/Common/ErrorView.swift at 9eca97b8cfff96a14084b564b1fefd949c93d232, MIT:
// Tests/PasteCorpus/licenses/nalexn__clean-architecture-swiftui.txt, Copyright © 2019 Alexey Naumov), pasted below
// as it is there; only `import SwiftUI` became `import Trellis` (here the one import above), and its header comment
// is this one (the file is not reformatted: swift-format skips it).
struct ErrorView: View {
    let error: Error
    let retryAction: () -> Void
    
    var body: some View {
        VStack {
            Text("An Error Occured")
                .font(.title)
            Text(error.localizedDescription)
                .font(.callout)
                .multilineTextAlignment(.center)
                .padding(.bottom, 40).padding()
            Button(action: retryAction, label: { Text("Retry").bold() })
        }
    }
}

#Preview {
    ErrorView(error: NSError(domain: "", code: 0, userInfo: [
        NSLocalizedDescriptionKey: "Something went wrong"]),
              retryAction: { })
}


@Suite struct CorpusErrorViewTests {
  // The file's `#Preview`, built as it builds it (Trellis's `#Preview` lists nothing at run time).
  func layout(width: CGFloat) throws -> LayoutResult {
    let error = NSError(domain: "", code: 0, userInfo: [NSLocalizedDescriptionKey: "Something went wrong"])
    return try ErrorView(error: error, retryAction: {}).layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func textFrames(_ result: LayoutResult) -> [Rect] {
    result.entries.filter { $0.typeName == "Text" }.map(\.frame)
  }

  /// Derived by hand (8 pt a character, 16 a line; the default spacing 8 between the stack's views, its alignment
  /// centre). At 390 every text is one line: the title 16 × 8 = 128 wide, the message 20 × 8 = 160, padded by 40 below
  /// and 16 all round to 192 × 88, "Retry" 40. The stack is 192 wide and 16 + 8 + 88 + 8 + 16 = 136 high: the title at
  /// x (192 − 128) / 2 = 32, the message at (16, 16 + 8 + 16), the button's label at x (192 − 40) / 2 = 76, y 120.
  @Test func wideEnoughForOneLineEach() throws {
    let result = try layout(width: 390)
    #expect(result.size == Size(width: 192, height: 136))
    #expect(textFrames(result) == [
      Rect(x: 32, y: 0, width: 128, height: 16), Rect(x: 16, y: 40, width: 160, height: 16),
      Rect(x: 76, y: 120, width: 40, height: 16),
    ])
  }

  /// At 100 the title has 12 columns: "An Error" / "Occured", 64 × 32. The message has 100 − 32 = 68 points, 8
  /// columns: "Something" breaks as "Somethin" / "g went" / "wrong", 64 × 48, padded 96 × 120. The stack is 96 wide,
  /// 32 + 8 + 120 + 8 + 16 = 184 high: the title at x 16, the message at (16, 32 + 8 + 16), "Retry" at (28, 168).
  @Test func narrowWrapsTheTitleAndTheMessage() throws {
    let result = try layout(width: 100)
    #expect(result.size == Size(width: 96, height: 184))
    #expect(textFrames(result) == [
      Rect(x: 16, y: 0, width: 64, height: 32), Rect(x: 16, y: 56, width: 64, height: 48),
      Rect(x: 28, y: 168, width: 40, height: 16),
    ])
  }
}
