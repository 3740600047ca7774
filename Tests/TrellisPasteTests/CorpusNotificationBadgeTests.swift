// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/Dimillian__NotificationBadge.swift (Dimillian/MovieSwiftUI,
// MovieSwift/Packages/UI/Sources/UI/badges/NotificationBadge.swift at 72eb4ae7117fbf893be533c9a277c47a7287d87e,
// Apache-2.0: Tests/PasteCorpus/licenses/Dimillian__MovieSwiftUI.txt, Copyright © 2019 Thomas Ricouard), pasted
// below as it is there; only `import SwiftUI` became `import Trellis` (here the one import above), and its header
// comment is this one (the file is not reformatted: swift-format skips it).
public struct NotificationBadge : View {
    public let text: String
    public let color: Color
    @Binding public var show: Bool
    
    public init(text: String, color: Color, show: Binding<Bool>) {
        self.text = text
        self.color = color
        self._show = show
    }
    
    var animation: Animation {
        Animation
            .spring()
            .speed(2)
    }
    
    public var body: some View {
        Text(text)
            .foregroundColor(.white)
            .padding()
            .background(color)
            .cornerRadius(8)
            .scaleEffect(show ? 1: 0.5)
            .opacity(show ? 1 : 0)
            .animation(animation)
    }
}


@Suite struct CorpusNotificationBadgeTests {
  func layout(width: CGFloat, show: Bool) throws -> LayoutResult {
    try NotificationBadge(text: "New", color: .red, show: .constant(show)).layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  /// Derived by hand: "New" (24 × 16) padded 16 all round is 56 × 48 at 390; at 40 the text has 8 points, one column,
  /// so three lines of one letter, 8 × 48, padded 40 × 80. The scale effect (0.5 when hidden) and the opacity change
  /// no frame: SwiftUI reports the unscaled layout and draws the transform, so both states have the same frames.
  @Test(arguments: [(390, 56, 48), (40, 40, 80)] as [(CGFloat, CGFloat, CGFloat)])
  func theBadgeIsThePaddedText(width: CGFloat, badgeWidth: CGFloat, badgeHeight: CGFloat) throws {
    for show in [true, false] {
      let result = try layout(width: width, show: show)
      #expect(result.size == Size(width: badgeWidth, height: badgeHeight))
      #expect(
        result.entries.filter { $0.typeName == "Text" }.map(\.frame) == [
          Rect(x: 16, y: 16, width: badgeWidth - 32, height: badgeHeight - 32)
        ])
    }
  }
}
