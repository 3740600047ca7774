// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/aptabase__ContentView.swift (aptabase/aptabase-swift, Example/HelloWorld/ContentView.swift
// at 4ddcc37615c621dde54dab6cacca840692221dc8, MIT: Tests/PasteCorpus/licenses/aptabase__aptabase-swift.txt,
// Copyright (c) 2023 Sumbit Labs Limited), pasted below as it is there; only `import SwiftUI` became
// `import Trellis`, and its header comment is this one (the file is not reformatted: swift-format skips it).

struct ContentView: View {
    var body: some View {
        VStack {
            Image(systemName: "globe")
                .imageScale(.large)
                .foregroundColor(.accentColor)
            Text("Hello, world!")
        }
        .padding()
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}

@Suite struct CorpusHelloWorldTests {
  func layout(width: CGFloat) throws -> LayoutResult {
    try ContentView_Previews.previewViews[0].layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  @Test func wideEnoughForOneLine() throws {
    // The large symbol at body: 1.56 × 17 = 26.52 square; "Hello, world!" 13 × 8 = 104 wide, 16 high; the
    // VStack's spacing 8; padding 16 around: 104 + 32 = 136 wide, 26.52 + 8 + 16 + 32 = 82.52 high.
    let result = try layout(width: 390)
    #expect(result.size.width == 136)
    #expect(abs(result.size.height - 82.52) < 1e-9)
  }

  @Test func narrowWrapsTheGreeting() throws {
    // 100 wide leaves 68 inside the padding: "Hello," and "world!" (48 each) on two lines, 32 high; the VStack is
    // 48 wide: 80 × (26.52 + 8 + 32 + 32) = 80 × 98.52.
    let result = try layout(width: 100)
    #expect(result.size.width == 80)
    #expect(abs(result.size.height - 98.52) < 1e-9)
  }
}
