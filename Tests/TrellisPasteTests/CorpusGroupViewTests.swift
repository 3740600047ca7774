// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/jordansinger__GroupView.swift (jordansinger/SwiftUI-Kit, Shared/GroupView.swift at the commit
// in Tests/PasteCorpus/corpus.tsv, MIT: Tests/PasteCorpus/licenses/jordansinger__SwiftUI-Kit.txt, Copyright (c) 2020
// Jordan Singer), pasted below as it is there from the line after its import; only `import SwiftUI` became
// `import Trellis` (here the one import above), and this header comment replaces the file's own (the file is not
// reformatted: swift-format skips it). A file of the unseen corpus (issue 31).
struct GroupView<Content: View>: View {
    var title: String
    let content: () -> Content
    
    var body: some View {
        #if os(iOS)
        return List {
            content()
        }
        .listStyle(InsetGroupedListStyle())
        .navigationBarTitle(title, displayMode: .inline)
        #else
        return ScrollView {
            content().padding()
        }.frame(maxWidth: .infinity, maxHeight: .infinity)
        #endif
    }
}

struct GroupView_Previews: PreviewProvider {
    static var previews: some View {
        GroupView(title: "Group", content: { Text("Content") })
            .previewLayout(.sizeThatFits)
    }
}

@Suite struct CorpusGroupViewTests {
  func layout(width: CGFloat, height: CGFloat) throws -> LayoutResult {
    try GroupView(title: "Group") { Text("Some content here") }.layout(
      proposal: ProposedViewSize(width: width, height: height), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  /// Derived by hand (8 × 16 monospaced text). Not on iOS, the body is the `#else` branch: a scroll view in a
  /// `frame(maxWidth: .infinity, maxHeight: .infinity)`, which takes the whole proposal and offers it to the scroll
  /// view; the scroll view is its proposal and offers its content its width and an unspecified height. The content is
  /// the text padded 16. At 390 × 844 the text has 358: "Some content here" (17 characters) is one line, 136 × 16,
  /// padded 168 × 48, at the top, centred across: x (390 − 168) / 2 = 111, so the text is at (127, 16).
  @Test func wide() throws {
    let result = try layout(width: 390, height: 844)
    #expect(result.size == Size(width: 390, height: 844))
    #expect(frames(result, "ScrollView") == [Rect(x: 0, y: 0, width: 390, height: 844)])
    #expect(frames(result, "Text") == [Rect(x: 127, y: 16, width: 136, height: 16)])
  }

  /// At 100 × 200 the text has 68, 8 characters a line: "Some" / "content" / "here", 56 × 48, padded 88 × 80, at x
  /// (100 − 88) / 2 = 6: the text at (22, 16).
  @Test func narrowWrapsTheContent() throws {
    let result = try layout(width: 100, height: 200)
    #expect(result.size == Size(width: 100, height: 200))
    #expect(frames(result, "ScrollView") == [Rect(x: 0, y: 0, width: 100, height: 200)])
    #expect(frames(result, "Text") == [Rect(x: 22, y: 16, width: 56, height: 48)])
  }
}
