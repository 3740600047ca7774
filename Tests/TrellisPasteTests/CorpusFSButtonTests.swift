// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/zntfdr__FSButton.swift (zntfdr/FiveStarsCodeSamples,
// Displaying-Text-SwiftUI/DisplayingText/DisplayingText/FSButton.swift at the commit in Tests/PasteCorpus/corpus.tsv,
// BSD-2-Clause: Tests/PasteCorpus/licenses/zntfdr__FiveStarsCodeSamples.txt, Copyright (c) 2020, Federico Zanetello),
// pasted below as it is there from the line after its import; only `import SwiftUI` became `import Trellis` (here the
// one import above), and this header comment is added (the file is not reformatted: swift-format skips it). A file of
// the unseen corpus (issue 31).
struct FSButton: View {
  let title: Text
  let action: () -> Void

  init(_ title: Text, action: @escaping () -> Void) {
    self.title = title
    self.action = action
  }

  init<S: StringProtocol>(_ content: S, action: @escaping () -> Void) {
    self.title = Text(content)
    self.action = action
  }

  init(titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil, action: @escaping () -> Void) {
    self.title = Text(titleKey, tableName: tableName, bundle: bundle, comment: comment)
    self.action = action
  }

  var body: some View {
    Button(action: action, label: { title.bold() })
      .buttonStyle(FSButtonStyle())
  }
}

private struct FSButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Spacer()
      configuration.label
        .foregroundColor(.white)
      Spacer()
    }
    .padding()
    .background(
      RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.green)
    )
    .opacity(configuration.isPressed ? 0.5 : 1)
  }
}

@Suite struct CorpusFSButtonTests {
  func layout(width: CGFloat) throws -> LayoutResult {
    try FSButton("Sign in", action: {}).layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  /// Derived by hand (8 × 16 monospaced text; `bold()` changes no cell). The button is its style's body: an HStack of
  /// a spacer, the label and a spacer, padded 16 on every side, over a rounded rectangle as big as the padded row. A
  /// spacer's spacing preference is zero along its stack (OpenSwiftUI's `Spacer`, audited against SwiftUICore: its
  /// `spacing()` is `.horizontal(.zero)` in an HStack), and the label has none of its own, so the two gaps are 0, not
  /// the default 8. Offered 390 the row has 358; the stack offers the label first, after the spacers' minimum lengths
  /// (8 each): 358 − 16 = 342, and "Sign in" takes 56 × 16. The spacers share the rest, 358 − 56 = 302: 151 each.
  /// Spacers at x 16 and 16 + 151 + 56 = 223; the label at 16 + 151 = 167, y 16.
  @Test func wide() throws {
    let result = try layout(width: 390)
    #expect(result.size == Size(width: 390, height: 48))
    #expect(frames(result, "Text") == [Rect(x: 167, y: 16, width: 56, height: 16)])
    #expect(frames(result, "Spacer").map(\.minX) == [16, 223])
    #expect(frames(result, "Spacer").map(\.width) == [151, 151])
    #expect(frames(result, "RoundedRectangle") == [Rect(x: 0, y: 0, width: 390, height: 48)])
  }

  /// Offered 100 the row has 68 and the label 68 − 16 = 52: 6 characters a line, "Sign" / "in", 32 × 32. The spacers
  /// share 68 − 32 = 36: 18 each, at x 16 and 16 + 18 + 32 = 66; the label at 34, y 16; the button 100 × 64.
  @Test func narrowWrapsTheLabel() throws {
    let result = try layout(width: 100)
    #expect(result.size == Size(width: 100, height: 64))
    #expect(frames(result, "Text") == [Rect(x: 34, y: 16, width: 32, height: 32)])
    #expect(frames(result, "Spacer").map(\.minX) == [16, 66])
    #expect(frames(result, "Spacer").map(\.width) == [18, 18])
    #expect(frames(result, "RoundedRectangle") == [Rect(x: 0, y: 0, width: 100, height: 64)])
  }
}
