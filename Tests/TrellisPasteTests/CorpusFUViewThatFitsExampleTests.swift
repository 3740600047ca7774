// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/ryanlintott__FUViewThatFitsExample.swift (ryanlintott/FrameUp,
// Example/FrameUpExample/FULayoutExamples/FUViewThatFitsExample.swift at the commit in Tests/PasteCorpus/corpus.tsv,
// MIT: Tests/PasteCorpus/licenses/ryanlintott__FrameUp.txt, Copyright (c) 2022 Ryan Lintott), pasted below as it is
// there from the line after its imports, inside its own `#if !os(visionOS)` (the `#if` line, above the file's imports
// there, is the one below this comment); only `import SwiftUI` and `import FrameUp` became `import Trellis` (here the
// one import above), and this header comment replaces the file's own (the file is not reformatted: swift-format skips
// it). A file of the unseen corpus (issue 31).
#if !os(visionOS)
struct FUViewThatFitsExample: View {
    @State private var maxWidth: CGFloat = 200
    @State private var maxHeight: CGFloat = 200
    
    @State private var fitHoriztonal: Bool = true
    @State private var fitVertical: Bool = true
    
    var fuViewThatFits: FUViewThatFits {
        switch (fitVertical, fitHoriztonal) {
        case (true, true):
            return FUViewThatFits(maxWidth: maxWidth, maxHeight: maxHeight)
        case (true, false):
            return FUViewThatFits(maxHeight: maxHeight)
        case (false, true):
            return FUViewThatFits(maxWidth: maxWidth)
        case (false, false):
            return FUViewThatFits(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
    
    var body: some View {
        VStack {
            Spacer()
            
            fuViewThatFits {
                Color.green.frame(width: 300, height: 300)
                Color.yellow.frame(width: 200, height: 200)
                Color.blue.frame(width: 100, height: 100)
            }
            .frame(width: maxWidth, height: maxHeight)
            .border(Color.red)
            
            Spacer()
            
            VStack {
                Toggle("Fit Horizontal", isOn: $fitHoriztonal)
                HStack {
                    #if os(tvOS)
                    Text("Max Width \(maxWidth)")
                    Button("-") { maxWidth = max(50, maxWidth - 50) }
                    Button("+") { maxWidth = min(350, maxWidth + 50) }
                    #else
                    Text("Max Width")
                    Slider(value: $maxWidth, in: 50...350)
                        .padding()
                    #endif
                }
                
                Toggle("Fit Vertical", isOn: $fitVertical)
                HStack {
                    #if os(tvOS)
                    Text("Max Height \(maxHeight)")
                    Button("-") { maxHeight = max(50, maxHeight - 50) }
                    Button("+") { maxHeight = min(350, maxHeight + 50) }
                    #else
                    Text("Max Height")
                    Slider(value: $maxHeight, in: 50...350)
                        .padding()
                    #endif
                }
            }
            .padding()
        }
        .navigationTitle("FUViewThatFits")
    }
}

struct FUViewThatFitsExample_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            FUViewThatFitsExample()
        }
    }
}
#endif

@Suite struct CorpusFUViewThatFitsExampleTests {
  func layout(width: CGFloat) throws -> LayoutResult {
    try FUViewThatFitsExample().layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  /// Derived by hand (FrameUp's `FUViewThatFits`: the first child whose size fits on both checked axes, else the last).
  /// With the example's 200 × 200, the 300 × 300 green frame does not fit and the 200 × 200 yellow one does: only it is
  /// shown, filling the `frame(width: 200, height: 200)` around the fits view. The VStack is as wide as offered (its
  /// padded toggles take the width), so that frame is centred across at x (W − 200) / 2: 95 at 390, 25 at 250. Along
  /// the stack a spacer has no gap to its neighbours (a spacer's spacing preference is zero, as in OpenSwiftUI's
  /// `Spacer`), so the two spacers share what the frame and the padded controls leave, equally: the frame's top is half
  /// of what is above the controls less 200, (top of the controls − 200) / 2. The controls' height is Trellis's
  /// (UIKit's sizes, not published), read from the result.
  @Test(arguments: [390, 250] as [CGFloat])
  func theYellowFrameIsShown(width: CGFloat) throws {
    let result = try layout(width: width)
    #expect(result.size == Size(width: width, height: 844))
    let controls = try #require(result.entries.first { $0.typeName == "padding" && $0.depth == 1 }?.frame)
    #expect(controls.maxY == 844 && controls.width == width)
    let expected = Rect(x: (width - 200) / 2, y: (controls.minY - 200) / 2, width: 200, height: 200)
    let colors = result.entries.filter { $0.typeName == "Color" }.map(\.frame)
    #expect(colors == [expected])
    let spacers = result.entries.filter { $0.typeName == "Spacer" && $0.depth == 1 }.map(\.frame)
    #expect(spacers.map(\.height) == [expected.minY, expected.minY])
    #expect(spacers.map(\.minY) == [0, expected.maxY])
  }
}
