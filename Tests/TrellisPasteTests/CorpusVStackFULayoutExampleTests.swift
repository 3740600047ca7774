// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/ryanlintott__VStackFULayoutExample.swift (ryanlintott/FrameUp,
// Example/FrameUpExample/FULayoutExamples/VStackFULayoutExample.swift at the commit in Tests/PasteCorpus/corpus.tsv,
// MIT: Tests/PasteCorpus/licenses/ryanlintott__FrameUp.txt, Copyright (c) 2022 Ryan Lintott), pasted below as it is
// there from the line after its imports, inside its own `#if !os(visionOS)` (the `#if` line, above the file's imports
// there, is the one below this comment); the `Item` it uses is the companion pasted in
// `CorpusHStackFULayoutExampleTests`; only `import SwiftUI` and `import FrameUp` became `import Trellis` (here the one
// import above), and this header comment replaces the file's own (the file is not reformatted: swift-format skips it).
// A file of the unseen corpus (issue 31).
#if !os(visionOS)
struct VStackFULayoutExample: View {
    @State private var items: [Item] = .examples
    @State private var horizontalAlignment: FUHorizontalAlignment = .center
    @State private var maxWidth: CGFloat = 300
    @State private var layoutDirection: LayoutDirection = .leftToRight
    
    var body: some View {
        VStack {
            Text("Similar to VStack but will always grow vertically")
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
            
            Color.clear.overlay(
                ScrollView(.vertical) {
                    VStackFULayout(alignment: horizontalAlignment, maxWidth: maxWidth) {
                        ForEach(items) { item in
                            Text(item.value)
                                .padding(12)
                                .foregroundColor(.white)
                                .frame(height: CGFloat(item.value.count) * 6)
                                .background(Color.blue)
                                .cornerRadius(12)
                        }
                    }
                    .background(Color.gray.opacity(0.5))
                    .border(Color.red)
                    .frame(maxWidth: maxWidth)
                    .padding()
                }
                .animation(.default, value: items)
                .animation(.default, value: maxWidth)
                .animation(.default, value: horizontalAlignment)
                .animation(.default, value: layoutDirection)
            )
            .environment(\.layoutDirection, layoutDirection)
            
            VStack {
                HStack {
                    Button("Remove Item") { if !items.isEmpty { items.removeLast() } }
                        .padding()
                    Button("Add Item") { items.append(Item(value: items.randomElement()?.value ?? "New Item")) }
                        .padding()
                }

                Picker("Horizontal Alignment", selection: $horizontalAlignment) {
                    ForEach([FUHorizontalAlignment.leading, .center, .trailing]) {
                        Text($0.rawValue)
                    }
                }
                .pickerStyle(.segmented)

                #if os(tvOS)
                HStack {
                    Text("Max Width \(maxWidth, specifier: "%.0F")")
                    Button("-") { maxWidth = max(50, maxWidth - 50) }
                    Button("+") { maxWidth = min(600, maxWidth + 50) }
                }
                #else
                Stepper("Max Width \(maxWidth, specifier: "%.0F")", value: $maxWidth, in: 50...600, step: 50)
                #endif
                
                Picker("Layout Direction", selection: $layoutDirection) {
                    ForEach(LayoutDirection.allCases, id: \.self) { direction in
                        Text(direction == .leftToRight ? "Left to Right" : "Right to Left")
                    }
                }
                .pickerStyle(.segmented)
            }
            .padding()
        }
        .navigationTitle("VStackFULayout")
    }
}

struct VStackFULayoutExample_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            VStackFULayoutExample()
        }
    }
}
#endif

@Suite struct CorpusVStackFULayoutExampleTests {
  func layout(width: CGFloat) throws -> LayoutResult {
    try VStackFULayoutExample().layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  /// Derived by hand (8 × 16 monospaced text; FrameUp's `VStackFULayout`: spacing 10, centred, each item offered
  /// `maxWidth`, 300, and its ideal height). An item of n characters is `Text` (8n × 16: the longest, 15 characters, is
  /// 120 wide, within the 300 − 24 it is offered) padded 12 in a `frame(height: 6n)`, with a blue background of the
  /// frame's size: 8n + 24 by 6n, the text at (12, 3n − 8) in it. The ten items (widths 56 … 80, heights 24 … 42, as in
  /// `CorpusHStackFULayoutExampleTests`) stack into a column 144 (the widest) by 408 + 9 · 10 = 498, each centred across
  /// the widest ("Here" at (44, 0), "example layouts" at (0, 334)). The gray background is the layout's frame. The column
  /// is the same at any proposal (the layout always grows vertically, in a vertical scroll view): at 390 and at 150,
  /// where the 144-wide column is wider than the 150 − 32 its `frame(maxWidth:)` is offered, and overflows.
  @Test(arguments: [390, 150] as [CGFloat])
  func theColumnOfItems(width: CGFloat) throws {
    let result = try layout(width: width)
    let values = [Item<String>].examples.map(\.value)
    let sizes = values.map { Size(width: CGFloat(8 * $0.count + 24), height: CGFloat(6 * $0.count)) }
    let columnWidth = sizes.map(\.width).max() ?? 0
    var y: CGFloat = 0
    var items: [Rect] = []
    for size in sizes {
      items.append(Rect(x: (columnWidth - size.width) / 2, y: y, width: size.width, height: size.height))
      y += size.height + 10
    }
    #expect(Size(width: columnWidth, height: y - 10) == Size(width: 144, height: 498))
    #expect(items[0] == Rect(x: 44, y: 0, width: 56, height: 24) && items[7] == Rect(x: 0, y: 334, width: 144, height: 90))

    let colors = result.entries.filter { $0.typeName == "Color" }.map(\.frame)
    let gray = try #require(colors.first { $0.size == Size(width: 144, height: 498) })
    let placed = items.map { $0.offsetBy(dx: gray.minX, dy: gray.minY) }
    #expect(colors.filter { placed.contains($0) } == placed)
    let texts = result.entries.filter { $0.typeName == "Text" }.map(\.frame)
    let expectedTexts = zip(placed, values).map { item, value in
      Rect(x: item.minX + 12, y: item.minY + CGFloat(3 * value.count - 8), width: CGFloat(8 * value.count), height: 16)
    }
    #expect(texts.count > 10)
    if texts.count > 10 { #expect(Array(texts[1...10]) == expectedTexts) }
  }
}
