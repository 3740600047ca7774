// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/Dimillian__RoundedBadge.swift (Dimillian/MovieSwiftUI,
// MovieSwift/Packages/UI/Sources/UI/badges/RoundedBadge.swift at 72eb4ae7117fbf893be533c9a277c47a7287d87e,
// Apache-2.0: Tests/PasteCorpus/licenses/Dimillian__MovieSwiftUI.txt, Copyright © 2019 Thomas Ricouard), pasted
// below as it is there; only `import SwiftUI` became `import Trellis` (here the one import above), and its header
// comment is this one (the file is not reformatted: swift-format skips it).
public struct RoundedBadge : View {
    public let text: String
    public let color: Color
    
    public init(text: String, color: Color) {
        self.text = text
        self.color = color
    }
    
    public var body: some View {
        HStack {
            Text(text.capitalized)
                .font(.footnote)
                .fontWeight(.bold)
                .foregroundColor(.primary)
                .padding(.leading, 10)
                .padding([.top, .bottom], 5)
            Image(systemName: "chevron.right")
                .resizable()
                .frame(width: 5, height: 10)
                .foregroundColor(.primary)
                .padding(.trailing, 10)
            
            }
            .background(
                Rectangle()
                    .foregroundColor(color)
                    .cornerRadius(12)
        )
            .padding(.bottom, 4)
    }
}

#if DEBUG
struct RoundedBadge_Previews : PreviewProvider {
    static var previews: some View {
        RoundedBadge(text: "Test", color: .blue)
    }
}
#endif


@Suite struct CorpusRoundedBadgeTests {
  func layout(width: CGFloat) throws -> LayoutResult {
    try RoundedBadge(text: "test", color: .blue).layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  /// Derived by hand. "Test" (`"test".capitalized`, 32 × 16) padded 10 at the leading edge and 5 above and below is
  /// 42 × 26; the 5 × 10 chevron padded 10 at the trailing edge is 15 × 10; the default spacing 8 between them makes
  /// the stack 65 × 26, the chevron centred at y 8. The rectangle behind is the stack's size, and the padding of 4
  /// below makes the badge 65 × 30.
  @Test func wideEnough() throws {
    let result = try layout(width: 390)
    #expect(result.size == Size(width: 65, height: 30))
    #expect(frames(result, "Text") == [Rect(x: 10, y: 5, width: 32, height: 16)])
    #expect(frames(result, "Image") == [Rect(x: 50, y: 8, width: 5, height: 10)])
    #expect(frames(result, "Rectangle") == [Rect(x: 0, y: 0, width: 65, height: 26)])
  }

  /// At 50 the stack proposes the inflexible chevron first (15), then 50 − 8 − 15 = 27 to the padded text, which
  /// leaves 17 to "Test": 2 columns, "Te" / "st", 16 × 32, padded 26 × 42. The stack is 26 + 8 + 15 = 49 × 42, the
  /// chevron at y (42 − 10) / 2 = 16, the badge 49 × 46.
  @Test func narrowWrapsTheTitle() throws {
    let result = try layout(width: 50)
    #expect(result.size == Size(width: 49, height: 46))
    #expect(frames(result, "Text") == [Rect(x: 10, y: 5, width: 16, height: 32)])
    #expect(frames(result, "Image") == [Rect(x: 34, y: 16, width: 5, height: 10)])
    #expect(frames(result, "Rectangle") == [Rect(x: 0, y: 0, width: 49, height: 42)])
  }
}
