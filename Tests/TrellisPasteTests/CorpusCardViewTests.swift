// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/AppPear__CardView.swift (AppPear/ChartView,
// Sources/SwiftUICharts/Base/CardView/CardView.swift at df0b2641132b916fafe81b0c899014c01c7f98e8, MIT:
// Tests/PasteCorpus/licenses/AppPear__ChartView.txt, Copyright (c) 2019 Andras Samu), pasted below as it is there;
// only `import SwiftUI` became `import Trellis` (here the one import above), and its header comment is this one
// (the file is not reformatted: swift-format skips it).
/// View containing data and chart content.
public struct CardView<Content: View>: View {
    @Environment(\.colorScheme) private var colorScheme

    let content: () -> Content

    private var showShadow: Bool

    public init(showShadow: Bool = true, @ViewBuilder content: @escaping () -> Content) {
        self.showShadow = showShadow
        self.content = content
    }

    public var body: some View {
        ZStack {
            if showShadow {
                RoundedRectangle(cornerRadius: 20)
                    .fill(cardBackgroundColor)
                    .shadow(color: shadowColor, radius: 8, x: 0, y: 2)
            }
            VStack(alignment: .leading) {
                content()
            }
            .clipShape(RoundedRectangle(cornerRadius: showShadow ? 20 : 0))
        }
    }

    private var cardBackgroundColor: Color {
        colorScheme == .dark ? Color.white.opacity(0.08) : Color.white
    }

    private var shadowColor: Color {
        colorScheme == .dark ? Color.black.opacity(0.45) : Color.black.opacity(0.12)
    }
}


@Suite struct CorpusCardViewTests {
  func layout(_ proposal: ProposedViewSize, showShadow: Bool) throws -> LayoutResult {
    try CardView(showShadow: showShadow) {
      Text("Revenue")
      Text("42")
    }.layout(proposal: proposal, configuration: .monospaced)
  }

  /// Derived by hand. With the shadow, the rounded rectangle takes the whole proposal and the ZStack is that size;
  /// the VStack of "Revenue" (56 × 16) and "42" (16 × 16), 8 apart and aligned at their leading edges, is 56 × 40,
  /// centred. Without it the ZStack is the VStack alone.
  @Test(arguments: [(390, 844), (200, 100)] as [(CGFloat, CGFloat)])
  func theContentIsCentredOnTheCard(width: CGFloat, height: CGFloat) throws {
    let result = try layout(ProposedViewSize(width: width, height: height), showShadow: true)
    #expect(result.size == Size(width: width, height: height))
    let x = (width - 56) / 2
    let y = (height - 40) / 2
    #expect(result.entries.filter { $0.typeName == "RoundedRectangle" }.map(\.frame) == [
      Rect(x: 0, y: 0, width: width, height: height)
    ])
    #expect(result.entries.filter { $0.typeName == "Text" }.map(\.frame) == [
      Rect(x: x, y: y, width: 56, height: 16), Rect(x: x, y: y + 24, width: 16, height: 16),
    ])
    let bare = try layout(ProposedViewSize(width: width, height: height), showShadow: false)
    #expect(bare.size == Size(width: 56, height: 40))
  }
}
