// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/ryanlintott__VFlowLayoutExample.swift (ryanlintott/FrameUp,
// Example/FrameUpExample/FULayoutExamples/VFlowLayoutExample.swift at the commit in Tests/PasteCorpus/corpus.tsv, MIT:
// Tests/PasteCorpus/licenses/ryanlintott__FrameUp.txt, Copyright (c) 2022 Ryan Lintott), pasted below as it is there
// from the line after its imports; the `Item` it uses is the companion pasted in `CorpusHStackFULayoutExampleTests`;
// only `import SwiftUI` and `import FrameUp` became `import Trellis` (here the one import above), and this header
// comment replaces the file's own (the file is not reformatted: swift-format skips it). A file of the unseen corpus
// (issue 31).
@available(iOS 16, macOS 13, watchOS 9, tvOS 16, *)
struct VFlowLayoutExample: View {
    @State private var items: [Item] = .examples
    @State private var horizontalAlignment: FUHorizontalAlignment = .leading
    @State private var verticalAlignment: FUVerticalAlignment = .top
    @State private var maxHeight: CGFloat = 300
    @State private var layoutDirection: LayoutDirection = .leftToRight
    
    var alignment: FUAlignment { .init(horizontal: horizontalAlignment, vertical: verticalAlignment)}
    
    var body: some View {
        VStack {
            Color.clear.overlay(
                ScrollView(.horizontal) {
                    VFlowLayout(alignment: alignment) {
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
                    .frame(maxHeight: maxHeight)
                    .padding()
                }
                .animation(.default, value: items)
                .animation(.default, value: maxHeight)
                .animation(.default, value: horizontalAlignment)
                .animation(.default, value: verticalAlignment)
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
                
                Picker("Vertical Alignment", selection: $verticalAlignment) {
                    ForEach(FUVerticalAlignment.allCases) {
                        Text($0.rawValue)
                    }
                }
                .pickerStyle(.segmented)
                
                Picker("Horizontal Alignment", selection: $horizontalAlignment) {
                    ForEach([FUHorizontalAlignment.leading, .center, .trailing]) {
                        Text($0.rawValue)
                    }
                }
                .pickerStyle(.segmented)
                
                #if os(tvOS)
                HStack {
                    Text("Max Height \(maxHeight, specifier: "%.0F")")
                    Button("-") { maxHeight = max(50, maxHeight - 50) }
                    Button("+") { maxHeight = min(600, maxHeight + 50) }
                }
                #else
                Stepper("Max Height \(maxHeight, specifier: "%.0F")", value: $maxHeight, in: 50...600, step: 50)
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
        .navigationTitle("VFlowLayout")
    }
}

@available(iOS 16, macOS 13, watchOS 9, tvOS 16, *)
struct VFlowLayoutExample_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            VFlowLayoutExample()
        }
    }
}

@Suite struct CorpusVFlowLayoutExampleTests {
  func layout(width: CGFloat) throws -> LayoutResult {
    try VFlowLayoutExample().layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  /// Derived by hand (8 × 16 monospaced text; FrameUp's VFlow, top-leading, spacings 10). The flow is in a
  /// `frame(maxHeight: 300)` inside the padded content of a horizontal scroll view: when the scroll view is at least
  /// 300 + 32 high, the frame offers the flow 300, and `VFlowLayout` makes that its `maxHeight` (the scroll view's
  /// height depends on the controls below it, Trellis's sizes, so the test checks that condition first). An item of n
  /// characters is 8n + 24 by 6n (`CorpusHStackFULayoutExampleTests`). Items fill a column top to bottom while the
  /// column stays within 300: 24, 18, 42, 42, 30 and 60 high make 266 with their gaps, and the next (48) would make
  /// 324, so "creating" starts a second column at x = 104 (the first column's widest, "useful for") + 10 = 114, which
  /// takes the rest: 48, 90, 12, 42, 222 high. Each item is at its column's leading edge: the flow is 114 + 144 = 258 by
  /// 266. The gray background is the flow's frame. The same at 390 and at 200 wide.
  @Test(arguments: [390, 200] as [CGFloat])
  func twoColumnsOfItems(width: CGFloat) throws {
    let result = try layout(width: width)
    let scroll = try #require(result.entries.first { $0.typeName == "ScrollView" }?.frame)
    try #require(scroll.height >= 332)

    let values = [Item<String>].examples.map(\.value)
    let sizes = values.map { Size(width: CGFloat(8 * $0.count + 24), height: CGFloat(6 * $0.count)) }
    var items: [Rect] = []
    var y: CGFloat = 0
    for size in sizes[0...5] {
      items.append(Rect(x: 0, y: y, width: size.width, height: size.height))
      y += size.height + 10
    }
    #expect(y - 10 == 266 && y + sizes[6].height == 324)
    y = 0
    for size in sizes[6...9] {
      items.append(Rect(x: 114, y: y, width: size.width, height: size.height))
      y += size.height + 10
    }
    #expect(sizes[0...5].map(\.width).max() == 104 && sizes[6...9].map(\.width).max() == 144)

    let colors = result.entries.filter { $0.typeName == "Color" }.map(\.frame)
    let gray = try #require(colors.first { $0.size == Size(width: 258, height: 266) })
    let placed = items.map { $0.offsetBy(dx: gray.minX, dy: gray.minY) }
    #expect(colors.filter { placed.contains($0) } == placed)
    let texts = result.entries.filter { $0.typeName == "Text" }.map(\.frame)
    let expectedTexts = zip(placed, values).map { item, value in
      Rect(x: item.minX + 12, y: item.minY + CGFloat(3 * value.count - 8), width: CGFloat(8 * value.count), height: 16)
    }
    #expect(texts.count >= 10)
    if texts.count >= 10 { #expect(Array(texts[0..<10]) == expectedTexts) }
  }
}
