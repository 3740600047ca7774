// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/ryanlintott__AnyFULayoutSimpleExample.swift (ryanlintott/FrameUp,
// Example/FrameUpExample/FULayoutExamples/AnyFULayoutSimpleExample.swift at the commit in Tests/PasteCorpus/corpus.tsv,
// MIT: Tests/PasteCorpus/licenses/ryanlintott__FrameUp.txt, Copyright (c) 2022 Ryan Lintott), pasted below as it is
// there from the line after its imports, inside its own `#if !os(visionOS)` (the `#if` line, above the file's imports
// there, is the one below this comment); only `import SwiftUI` and `import FrameUp` became `import Trellis` (here the
// one import above), and this header comment replaces the file's own (the file is not reformatted: swift-format skips
// it). A file of the unseen corpus (issue 31).
#if !os(visionOS)
struct AnyFULayoutSimple: View {
    let isVStack: Bool
    let maxSize: CGSize
    
    var layout: any FULayout {
        isVStack ? VStackFULayout(maxWidth: maxSize.width) : HStackFULayout(maxHeight: maxSize.height)
    }
    
    var body: some View {
        AnyFULayout(layout) {
            Text("First")
            Text("Second")
            Text("Third")
        }
        .foregroundColor(.white)
        .padding()
        .background(Color.blue)
        .animation(.spring(), value: isVStack)
    }
}

struct AnyFULayoutSimpleExample: View {
    @State private var isVStack: Bool = true
    
    var body: some View {
        VStack {
            GeometryReader { proxy in
                Color.clear.overlay(
                    AnyFULayoutSimple(isVStack: isVStack, maxSize: proxy.size)
                )
            }
            
            VStack {
                Text("AnyFULayout can animate between layouts keeping view ids.")
                
                Toggle("Use VStack", isOn: $isVStack)
            }
            .padding()
        }
        .navigationTitle("AnyFULayout Simple")
    }
}

struct AnyFULayoutSimpleExample_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            AnyFULayoutSimpleExample()
        }
    }
}
#endif

@Suite struct CorpusAnyFULayoutSimpleTests {
  /// `maxSize` is what the example's `GeometryReader` passes: the size offered, here the proposal itself.
  func layout(isVStack: Bool, width: CGFloat, height: CGFloat) throws -> LayoutResult {
    let view = AnyFULayoutSimple(isVStack: isVStack, maxSize: CGSize(width: width, height: height))
    return try view.layout(proposal: ProposedViewSize(width: width, height: height), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  /// Derived by hand (8 × 16 monospaced text; FrameUp's stacks: spacing 10, centred). `VStackFULayout(maxWidth: 390)`
  /// offers each item 390 wide and its ideal height: "First" 40 × 16, "Second" 48 × 16, "Third" 40 × 16, stacked 10
  /// apart (y 0, 26, 52), each centred on the widest (x 4, 0, 4): 48 × 68. `padding()` makes it 80 × 100, the texts at
  /// (20, 16), (16, 42), (20, 68), the blue background the padded frame.
  @Test func columnAt390() throws {
    let result = try layout(isVStack: true, width: 390, height: 844)
    #expect(result.size == Size(width: 80, height: 100))
    #expect(frames(result, "Text") == [
      Rect(x: 20, y: 16, width: 40, height: 16), Rect(x: 16, y: 42, width: 48, height: 16),
      Rect(x: 20, y: 68, width: 40, height: 16),
    ])
    #expect(frames(result, "Color") == [Rect(x: 0, y: 0, width: 80, height: 100)])
  }

  /// `VStackFULayout(maxWidth: 40)` offers each item 40: 5 characters a line, so "Second" breaks into "Secon" / "d"
  /// (40 × 32); the items are all 40 wide (x 0) at y 0, 26, 68: 40 × 84, padded 72 × 116.
  @Test func columnAt40() throws {
    let result = try layout(isVStack: true, width: 40, height: 300)
    #expect(result.size == Size(width: 72, height: 116))
    #expect(frames(result, "Text") == [
      Rect(x: 16, y: 16, width: 40, height: 16), Rect(x: 16, y: 42, width: 40, height: 32),
      Rect(x: 16, y: 84, width: 40, height: 16),
    ])
  }

  /// `HStackFULayout(maxHeight:)` offers each item its ideal width: one row, 10 apart (x 0, 50, 108), 148 × 16, padded
  /// 180 × 48, the texts at x 16, 66, 124, y 16. It always grows horizontally: the same at 390 and at 40 (wider than
  /// offered).
  @Test(arguments: [(390, 844), (40, 300)] as [(CGFloat, CGFloat)])
  func row(width: CGFloat, height: CGFloat) throws {
    let result = try layout(isVStack: false, width: width, height: height)
    #expect(result.size == Size(width: 180, height: 48))
    #expect(frames(result, "Text") == [
      Rect(x: 16, y: 16, width: 40, height: 16), Rect(x: 66, y: 16, width: 48, height: 16),
      Rect(x: 124, y: 16, width: 40, height: 16),
    ])
    #expect(frames(result, "Color") == [Rect(x: 0, y: 0, width: 180, height: 48)])
  }
}
