// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/ryanlintott__RelativePaddingExample.swift (ryanlintott/FrameUp,
// Example/FrameUpExample/FrameAdjustmentExamples/RelativePaddingExample.swift at
// 0fccfdc93a01c8555cec86bf2c64caee30c23704, MIT: Tests/PasteCorpus/licenses/ryanlintott__FrameUp.txt, Copyright (c)
// 2022 Ryan Lintott), pasted below as it is there; only `import SwiftUI` and `import FrameUp` became `import Trellis`
// (here the one import above), and its header comment is this one (the file is not reformatted: swift-format skips it).

struct RelativePaddingExample: View {
    @State private var isHorizontal: Bool = true
    @State private var padding: CGFloat = 0.1
    
    var axis: Edge.Set {
        isHorizontal ? .horizontal : .vertical
    }
    
    var body: some View {
        VStack(spacing: 0) {
            Spacer(minLength: 0)
            
            Color.green
                .relativePadding(axis, padding)
                .background(Color.red)
                .padding(80)
            
            Spacer(minLength: 0)
            
            VStack(alignment: .leading) {
                Picker(selection: $isHorizontal) {
                    ForEach([true, false], id: \.self) { isHorizontal in
                        Text(isHorizontal ? "Horizontal" : "Vertical")
                    }
                } label: {
                    Text("Axis")
                }
                .pickerStyle(.segmented)
                
                HStack {
                    Text("Padding \(padding * 100, specifier: "%.0f")%")
                    #if os(tvOS)
                    Button("-") { padding = max(-0.5, padding - 0.1) }
                    Button("+") { padding = min(0.5, padding + 0.1) }
                    #else
                    Slider(value: $padding, in: -0.5...0.5)
                    #endif
                }
            }
            .padding()
        }
        .navigationTitle("RelativePadding")
    }
}

struct RelativePaddingExample_Previews: PreviewProvider {
    static var previews: some View {
        RelativePaddingExample()
    }
}

@Suite struct CorpusRelativePaddingTests {
  func layout(width: CGFloat) throws -> LayoutResult {
    try RelativePaddingExample_Previews.previewViews[0].layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  /// The controls at the bottom, derived by hand: padding 16 leaves `width − 32`; the segmented picker is that wide
  /// and 32 high (UISegmentedControl); below it, 8 apart, a row of "Padding 10%" (11 × 8 = 88 wide, 16 high) and the
  /// slider, 8 apart, the slider taking the rest of the row at 31 high (UISlider). The controls' stack is
  /// 16 + 32 + 8 + 31 + 16 = 103 high at the bottom of the 844 the outer stack fills: its content starts at
  /// y = 844 − 103 + 16 = 757.
  @Test(arguments: [390, 320] as [CGFloat])
  func theControlsTakeUIKitsSizes(width: CGFloat) throws {
    let result = try layout(width: width)
    #expect(result.size == Size(width: width, height: 844))
    let inner = width - 32
    #expect(frames(result, "Slider") == [Rect(x: 16 + 88 + 8, y: 757 + 32 + 8, width: inner - 96, height: 31)])
    // The options "Horizontal" (80) and "Vertical" (64) side by side, centred in the 32 pt control.
    #expect(frames(result, "Picker") == [Rect(x: 16 + (inner - 144) / 2, y: 757 + 8, width: 144, height: 16)])
    #expect(frames(result, "Text").contains(Rect(x: 16, y: 797 + 7.5, width: 88, height: 16)))
  }
}
