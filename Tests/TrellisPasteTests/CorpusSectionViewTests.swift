// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/jordansinger__SectionView.swift (jordansinger/SwiftUI-Kit, Shared/SectionView.swift at the
// commit in Tests/PasteCorpus/corpus.tsv, MIT: Tests/PasteCorpus/licenses/jordansinger__SwiftUI-Kit.txt, Copyright (c)
// 2020 Jordan Singer), pasted below as it is there from the line after its import; only `import SwiftUI` became
// `import Trellis` (here the one import above), and this header comment replaces the file's own (the file is not
// reformatted: swift-format skips it). A file of the unseen corpus (issue 31).
struct SectionView<Content: View>: View {
    var title: String?
    var description: String
    let content: () -> Content
    
    var body: some View {
        Group {
            #if os(iOS)
            Section(footer: Text(description)) {
                if let title = title {
                    Text(title)
                        .font(.headline)
                }
                content()
            }
            #else
            Group {
                if let title = title {
                    Text(title).font(.title3).bold()
                }
                content()
                Text(description).font(.body).foregroundColor(.secondary)
                Divider()
            }
            #endif
        }
    }
}

struct SectionView_Previews: PreviewProvider {
    static var previews: some View {
        SectionView(title: "Section", description: "Description", content: { Text("Content") })
            .previewLayout(.sizeThatFits)
    }
}

@Suite struct CorpusSectionViewTests {
  /// The section in a leading-aligned VStack, as the app's pages stack their sections (its `Group`'s views join the
  /// stack).
  func layout(width: CGFloat) throws -> LayoutResult {
    let page = VStack(alignment: .leading) {
      SectionView(title: "Section", description: "Pick a colour") { Text("Content") }
    }
    return try page.layout(proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  /// Derived by hand (8 × 16 monospaced text, whatever the font). Not on iOS, the body is the `#else` branch: the title,
  /// the content, the description and a divider, four views that join the VStack (gaps 8). The divider is as wide as
  /// offered and 1 high (Trellis's 1 pt for SwiftUI's one pixel), so the stack is as wide as offered, each text at its
  /// leading edge. At 390: "Section" 56 × 16 at y 0, "Content" 56 × 16 at 24, "Pick a colour" 104 × 16 at 48, the
  /// divider (0, 72, 390, 1): the stack 390 × 73.
  @Test func wide() throws {
    let result = try layout(width: 390)
    #expect(result.size == Size(width: 390, height: 73))
    #expect(frames(result, "Text") == [
      Rect(x: 0, y: 0, width: 56, height: 16), Rect(x: 0, y: 24, width: 56, height: 16),
      Rect(x: 0, y: 48, width: 104, height: 16),
    ])
    #expect(frames(result, "Divider") == [Rect(x: 0, y: 72, width: 390, height: 1)])
  }

  /// At 64, 8 characters a line: the description wraps to "Pick a" / "colour", 48 × 32; the divider (0, 88, 64, 1), the
  /// stack 64 × 89.
  @Test func narrowWrapsTheDescription() throws {
    let result = try layout(width: 64)
    #expect(result.size == Size(width: 64, height: 89))
    #expect(frames(result, "Text") == [
      Rect(x: 0, y: 0, width: 56, height: 16), Rect(x: 0, y: 24, width: 56, height: 16),
      Rect(x: 0, y: 48, width: 48, height: 32),
    ])
    #expect(frames(result, "Divider") == [Rect(x: 0, y: 88, width: 64, height: 1)])
  }
}
