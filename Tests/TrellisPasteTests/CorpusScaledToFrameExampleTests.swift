// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/ryanlintott__ScaledToFrameExample.swift (ryanlintott/FrameUp,
// Example/FrameUpExample/FrameAdjustmentExamples/ScaledToFrameExample.swift at the commit in Tests/PasteCorpus/corpus.tsv,
// MIT: Tests/PasteCorpus/licenses/ryanlintott__FrameUp.txt, Copyright (c) 2022 Ryan Lintott), pasted below as it is
// there from the line after its imports; only `import SwiftUI` and `import FrameUp` became `import Trellis` (here the
// one import above), and this header comment replaces the file's own (the file is not reformatted: swift-format skips
// it). A file of the unseen corpus (issue 31).
struct ScaledToFrameExample: View {
    @State private var width: CGFloat = 300
    @State private var height: CGFloat = 20
    @State private var scaleMode: ScaleMode = .both
    
    var body: some View {
        VStack {
            VStack {
                Spacer()
                
                Text("Unscaled")
                    .fixedSize()
                    .border(.blue)
                    .frame(width: width, height: height)
                    .border(.red)
                
                Spacer()
                
                Text("ScaledToFit")
                    .fixedSize()
                    .border(.blue)
                    .scaledToFit(width: width, height: height, scaleMode: scaleMode)
                    .frame(width: width, height: height)
                    .border(.red)
                
                Spacer()
                
                Text("ScaledToFill")
                    .fixedSize()
                    .border(.blue)
                    .scaledToFill(width: width, height: height, scaleMode: scaleMode)
                    .frame(width: width, height: height)
                    .border(.red)
                
                Spacer()
                
                Text("ScaledToFrame")
                    .fixedSize()
                    .border(.blue)
                    .scaledToFrame(width: width, height: height, contentMode: nil, scaleMode: scaleMode)
                    .frame(width: width, height: height)
                    .border(.red)
                
                Spacer()
            }
            .font(.system(size: 50))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            
            HStack {
                #if os(tvOS)
                Text("Width \(width)")
                Button("-") { width = max(10, width - 10) }
                Button("+") { width = min(500, width + 10) }
                #else
                Text("Width")
                Slider(value: $width, in: 10...500)
                #endif
            }
            .padding(.horizontal)
            
            HStack {
                #if os(tvOS)
                Text("Height \(height)")
                Button("-") { height = max(10, height - 10) }
                Button("+") { height = min(100, height + 10) }
                #else
                Text("Height")
                Slider(value: $height, in: 10...100)
                #endif
            }
            .padding(.horizontal)
            
            Picker("Scale Mode", selection: $scaleMode) {
                ForEach(ScaleMode.allCases, id: \.self) { scaleMode in
                    Text(scaleMode.rawValue)
                }
            }
            .pickerStyle(.segmented)
            .padding(.horizontal)
        }
    }
}

struct ScaledToFrameExample_Previews: PreviewProvider {
    static var previews: some View {
        ScaledToFrameExample()
    }
}

@Suite struct CorpusScaledToFrameExampleTests {
  func layout(width: CGFloat) throws -> LayoutResult {
    try ScaledToFrameExample().layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String, depth: Int) -> [Rect] {
    result.entries.filter { $0.typeName == typeName && $0.depth == depth }.map(\.frame)
  }

  /// Derived by hand (8 × 16 monospaced text, whatever the font; FrameUp's scaling, semantics §2: content C, frame F,
  /// sx = F.w / C.w, sy = F.h / C.h, fit = min, fill = max, no content mode = each axis on its own, the content's frames
  /// scaled with it). With the example's width 300 and height 20, each fixed-size text goes into a 300 × 20 frame:
  /// "Unscaled" (64 × 16) centred, at (118, 2) in it; "ScaledToFit" (88 × 16): sx = 300 / 88, sy = 1.25, fit 1.25 →
  /// 110 × 20 at (95, 0); "ScaledToFill" (96 × 16): sx = 3.125, fill → 300 × 50 at (0, −15); "ScaledToFrame" (104 × 16):
  /// each axis → 300 × 20 at (0, 0). The upper VStack holds the four frames between five spacers, with no gaps (a spacer
  /// has none to its neighbours), in a `frame(maxWidth: .infinity, maxHeight: .infinity)` as wide as offered: the frames
  /// are centred across, x (W − 300) / 2, and the spacers share its height T less 80 equally, s = (T − 80) / 5, frame i
  /// at y (i + 1) s + 20 i. T is what the slider rows and the picker below leave (their heights are Trellis's), read
  /// from the result. The infinite frame touches the first row below it: the upper VStack's last child is a spacer,
  /// whose zero spacing preference is the stack's bottom edge's (the frame passes it on), and a zero preference on one
  /// side of a gap wins over no preference on the other (OpenSwiftUI's `Spacing`: the larger of the two sides' values,
  /// the default 8 only when neither side has one).
  @Test(arguments: [390, 320] as [CGFloat])
  func theFourFrames(width: CGFloat) throws {
    let result = try layout(width: width)
    let top = try #require(frames(result, "frame", depth: 1).first)
    let firstRow = try #require(frames(result, "padding", depth: 1).first)
    #expect(top.minX == 0 && top.minY == 0 && top.width == width && firstRow.minY == top.maxY)
    let s = (top.height - 80) / 5
    let x = (width - 300) / 2
    let boxes = (0..<4).map { Rect(x: x, y: CGFloat($0 + 1) * s + CGFloat($0) * 20, width: 300, height: 20) }
    #expect(Array(frames(result, "frame", depth: 3).prefix(4)) == boxes)
    #expect(frames(result, "Spacer", depth: 3).map(\.height) == Array(repeating: s, count: 5))
    let scaled = [
      Rect(x: x + 95, y: boxes[1].minY, width: 110, height: 20),
      Rect(x: x, y: boxes[2].minY - 15, width: 300, height: 50),
      Rect(x: x, y: boxes[3].minY, width: 300, height: 20),
    ]
    #expect(frames(result, "scaledToFit", depth: 4) == [scaled[0]])
    #expect(frames(result, "scaledToFill", depth: 4) == [scaled[1]])
    #expect(frames(result, "scaledToFrame", depth: 4) == [scaled[2]])
    let texts = result.entries.filter { $0.typeName == "Text" }.map(\.frame)
    #expect(Array(texts.prefix(4)) == [Rect(x: x + 118, y: boxes[0].minY + 2, width: 64, height: 16)] + scaled)
  }
}
