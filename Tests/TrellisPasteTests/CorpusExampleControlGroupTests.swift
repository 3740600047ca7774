// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/elislade__ExampleControlGroup.swift (elislade/SwiftUI-Kit,
// Sources/SwiftUIExamples/_Shared/ExampleControlGroup.swift at the commit in Tests/PasteCorpus/corpus.tsv, MIT:
// Tests/PasteCorpus/licenses/elislade__SwiftUI-Kit.txt, Copyright 2024 Eli Slade), pasted below as it is there; only
// `import SwiftUI` became `import Trellis` (here the one import above), and this header comment is added (the file is
// not reformatted: swift-format skips it). A file of the unseen corpus (issue 31).
struct ExampleControlGroup<Content: View> : View {
    
    @ViewBuilder let content: Content
    
    var body: some View {
        ViewThatFits(in: .horizontal){
            HStack{
                content
            }
            #if !os(watchOS)
            .frame(minWidth: 320, maxWidth: 440)
            #endif
            
            VStack{
                content
            }
        }
    }
    
}

#Preview {
    ExampleControlGroup{
        Text("A")
        Text("B")
    }
}

@Suite struct CorpusExampleControlGroupTests {
  /// The file's preview: two one-letter texts (8 × 16 each, monospaced).
  func layout(width: CGFloat) throws -> LayoutResult {
    let group = ExampleControlGroup {
      Text("A")
      Text("B")
    }
    return try group.layout(proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func textFrames(_ result: LayoutResult) -> [Rect] {
    result.entries.filter { $0.typeName == "Text" }.map(\.frame)
  }

  /// Derived by hand. `ViewThatFits(in: .horizontal)` asks each child its ideal width: the HStack's is 8 + 8 + 8 = 24
  /// (default spacing 8), and the frame (min 320, max 440, no ideal, width unproposed) clamps it to 320, which fits in
  /// 390 and in 500. Offered 390, the frame is clamp(390, 320, 440) = 390 wide and its child's 16 high, the row of 24
  /// centred in it: "A" at (390 − 24) / 2 = 183, "B" at 183 + 16 = 199. Offered 500, the frame is 440 wide, the row at
  /// (440 − 24) / 2 = 208.
  @Test(arguments: [(390, 390, 183), (500, 440, 208)] as [(CGFloat, CGFloat, CGFloat)])
  func wideShowsTheRow(width: CGFloat, frameWidth: CGFloat, rowX: CGFloat) throws {
    let result = try layout(width: width)
    #expect(result.size == Size(width: frameWidth, height: 16))
    #expect(textFrames(result) == [
      Rect(x: rowX, y: 0, width: 8, height: 16), Rect(x: rowX + 16, y: 0, width: 8, height: 16),
    ])
  }

  /// At 300 the row's ideal width (320) does not fit, so the last child, the VStack, is shown: 8 × (16 + 8 + 16) = 8 × 40,
  /// "A" at y 0 and "B" at y 24.
  @Test func narrowShowsTheColumn() throws {
    let result = try layout(width: 300)
    #expect(result.size == Size(width: 8, height: 40))
    #expect(textFrames(result) == [Rect(x: 0, y: 0, width: 8, height: 16), Rect(x: 0, y: 24, width: 8, height: 16)])
  }
}
