// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/nalexn__DetailRow.swift (nalexn/clean-architecture-swiftui,
// CountriesSwiftUI/UI/CountryDetails/DetailRow.swift at 9eca97b8cfff96a14084b564b1fefd949c93d232, MIT:
// Tests/PasteCorpus/licenses/nalexn__clean-architecture-swiftui.txt, Copyright © 2019 Alexey Naumov), pasted below
// as it is there; only `import SwiftUI` became `import Trellis` (here the one import above), and its header comment
// is this one (the file is not reformatted: swift-format skips it).
struct DetailRow: View {
    private let leftLabel: Text
    private let rightLabel: Text
    
    init(leftLabel: Text, rightLabel: Text) {
        self.leftLabel = leftLabel
        self.rightLabel = rightLabel
    }
    
    init(leftLabel: Text, rightLabel: LocalizedStringKey) {
        self.leftLabel = leftLabel
        self.rightLabel = Text(rightLabel)
    }
    
    var body: some View {
        HStack {
            leftLabel
                .font(.headline)
            Spacer()
            rightLabel
                .font(.callout)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: 40, alignment: .leading)
    }
}

#Preview(traits: .fixedLayout(width: 375, height: 40)) {
    DetailRow(leftLabel: Text("Rate"), rightLabel: Text("$123.99"))
}


@Suite struct CorpusDetailRowTests {
  // The file's `#Preview` (its trait: a fixed 375 × 40 layout), built as it builds it.
  func layout(width: CGFloat) throws -> LayoutResult {
    try DetailRow(leftLabel: Text("Rate"), rightLabel: Text("$123.99")).layout(
      proposal: ProposedViewSize(width: width, height: 40), configuration: .monospaced)
  }

  func textFrames(_ result: LayoutResult) -> [Rect] {
    result.entries.filter { $0.typeName == "Text" }.map(\.frame)
  }

  /// Derived by hand. The frame (maximum width ∞, maximum height 40) proposes the row's own width and 40 and is that
  /// wide (its width is at least the proposal) and 40 high (its height is at most 40 and at least the proposal). The
  /// padding leaves `width − 32` × 8 to the stack, whose spacer takes what the texts leave: "Rate" (32 wide) at the
  /// left, "$123.99" (56) at the right. A text offered 8 high still shows a line, 16 high, so the padded stack is 48
  /// high, centred in the frame's 40: its content at y (40 − 48) / 2 + 16 = 12.
  @Test(arguments: [375, 200] as [CGFloat])
  func theLabelsSitAtBothEnds(width: CGFloat) throws {
    let result = try layout(width: width)
    #expect(result.size == Size(width: width, height: 40))
    #expect(textFrames(result) == [
      Rect(x: 16, y: 12, width: 32, height: 16), Rect(x: width - 16 - 56, y: 12, width: 56, height: 16),
    ])
  }
}
