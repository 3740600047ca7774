// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/ImaginativeShohag__UIComponents.swift (ImaginativeShohag/Why-Not-SwiftUI,
// Playgrounds/Combine.playground/Pages/15. @Published, ObservableObject and @Observable
// macro.xcplaygroundpage/Sources/UIComponents.swift at the commit in Tests/PasteCorpus/corpus.tsv, Apache-2.0:
// Tests/PasteCorpus/licenses/ImaginativeShohag__Why-Not-SwiftUI.txt; the file has no copyright line of its own),
// pasted below as it is there; only `import SwiftUI` became `import Trellis` (here the one import above), and this
// header comment is added (the file is not reformatted: swift-format skips it). A file of the unseen corpus (issue 31).
// MARK: - Extensions

public extension Color {
    static var random: Color {
        return Color(
            red: .random(in: 0...1),
            green: .random(in: 0...1),
            blue: .random(in: 0...1)
        )
    }
}

// MARK: - Components

public struct KeyValueSectionView: View {
    let key: String
    let value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    public var body: some View {
        Text("\(key): \(value)")
            .padding()
            .border(Color.black, width: 1)
            .background(Color.random)
    }
}

public struct ButtonSectionView: View {
    let label: String
    let action: () -> Void

    public init(label: String, action: @escaping () -> Void) {
        self.label = label
        self.action = action
    }

    public var body: some View {
        Button {
            action()
        } label: {
            Text(label)
        }
        .padding()
        .background(Color.random)
        .cornerRadius(16)
    }
}

@Suite struct CorpusUIComponentsTests {
  func layout(_ view: some View, width: CGFloat) throws -> LayoutResult {
    try view.layout(proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  /// Derived by hand (8 × 16 monospaced text). "Name: Trellis" is 13 characters, 104 × 16, and `padding()` adds 16 on
  /// each side: 136 × 48, the text at (16, 16). The border and the random background colour change no frame; the
  /// background is the padded frame. At 100 the text is offered 100 − 32 = 68, 8 characters a line: "Name:" /
  /// "Trellis", 56 × 32, padded 88 × 64.
  @Test(arguments: [(390, 104, 16), (100, 56, 32)] as [(CGFloat, CGFloat, CGFloat)])
  func keyValueSection(width: CGFloat, textWidth: CGFloat, textHeight: CGFloat) throws {
    let result = try layout(KeyValueSectionView(key: "Name", value: "Trellis"), width: width)
    let padded = Size(width: textWidth + 32, height: textHeight + 32)
    #expect(result.size == padded)
    #expect(frames(result, "Text") == [Rect(x: 16, y: 16, width: textWidth, height: textHeight)])
    #expect(frames(result, "Color") == [Rect(origin: .zero, size: padded)])
  }

  /// A button in iOS's automatic style is its label (no padding of its own): "Tap me", 48 × 16, padded 80 × 48. At 60
  /// the label is offered 28, 3 characters a line: "Tap" / "me", 24 × 32, padded 56 × 64.
  @Test(arguments: [(390, 48, 16), (60, 24, 32)] as [(CGFloat, CGFloat, CGFloat)])
  func buttonSection(width: CGFloat, textWidth: CGFloat, textHeight: CGFloat) throws {
    let result = try layout(ButtonSectionView(label: "Tap me", action: {}), width: width)
    let padded = Size(width: textWidth + 32, height: textHeight + 32)
    #expect(result.size == padded)
    #expect(frames(result, "Text") == [Rect(x: 16, y: 16, width: textWidth, height: textHeight)])
    #expect(frames(result, "Color") == [Rect(origin: .zero, size: padded)])
  }
}
