// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/ryanlintott__HStackFULayoutExample.swift (ryanlintott/FrameUp,
// Example/FrameUpExample/FULayoutExamples/HStackFULayoutExample.swift at the commit in Tests/PasteCorpus/corpus.tsv,
// MIT: Tests/PasteCorpus/licenses/ryanlintott__FrameUp.txt, Copyright (c) 2022 Ryan Lintott), pasted below as it is
// there from the line after its imports, inside its own `#if !os(visionOS)` (the `#if` line, above the file's imports
// there, is the one below this comment), and after it the file of the same app it uses
// (Tests/PasteCorpus/companions/ryanlintott__Item.swift, origin in Tests/PasteCorpus/companions.tsv, from the line
// after its `import Foundation`; `CorpusVStackFULayoutExampleTests` uses it too); only `import SwiftUI` and
// `import FrameUp` became `import Trellis` (here the one import above), and this header comment replaces the files'
// own (the files are not reformatted: swift-format skips them). A file of the unseen corpus (issue 31).
#if !os(visionOS)
struct HStackFULayoutExample: View {
    @State private var items: [Item] = .examples
    @State private var verticalAlignment: FUVerticalAlignment = .center
    @State private var maxHeight: CGFloat = 300
    @State private var layoutDirection: LayoutDirection = .leftToRight
    
    var body: some View {
        VStack {
            Text("Similar to HStack but will always grow horizontally")
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
            
            Color.clear.overlay(
                ScrollView(.horizontal) {
                    HStackFULayout(alignment: verticalAlignment, maxHeight: maxHeight) {
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
                    ForEach([FUVerticalAlignment.top, .center, .bottom]) {
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
        .navigationTitle("HStackFULayout")
    }
}

struct HStackFULayoutExample_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            HStackFULayoutExample()
        }
    }
}
#endif

struct Item<Value>: Identifiable {
    var id = UUID()
    var value: Value
}

extension Item: Sendable where Value: Sendable { }
extension Item: Equatable where Value: Equatable { }
extension Item: Hashable where Value: Hashable { }

extension Item<String> {
    static let examples = ["Here", "are", "several", "example", "items", "useful for", "creating", "example layouts", "in", "FrameUp"]
        .map { Item(id: UUID(), value: $0) }
}

extension Array<Item<String>> {
    static let examples = Element.examples
}

@Suite struct CorpusHStackFULayoutExampleTests {
  func layout(width: CGFloat) throws -> LayoutResult {
    try HStackFULayoutExample().layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  /// Derived by hand (8 × 16 monospaced text; FrameUp's `HStackFULayout`: spacing 10, centred, each item offered its
  /// ideal width and `maxHeight`). An item of n characters is `Text` (8n × 16, one line: it is offered the frame's
  /// height less 24, and a text keeps at least one line) padded 12, so 8n + 24 wide, in a `frame(height: 6n)`, with a
  /// blue background of the frame's size: 8n + 24 by 6n, the padded text centred in it (its top at (6n − 40) / 2, the
  /// text 12 below: y 3n − 8, x 12). The ten example items ("Here" … "FrameUp") are 56, 48, 80, 80, 64, 104, 88, 144, 40
  /// and 80 wide and 24, 18, 42, 42, 30, 60, 48, 90, 12 and 42 high: a row of 784 + 9 · 10 = 874 by 90, each item
  /// centred in the row's height ("Here" at (0, 33), "example layouts" at (590, 0)). The gray background is the
  /// layout's frame. The row is the same at any proposal (the layout always grows horizontally, in a horizontal scroll
  /// view): at 390 and at 200.
  @Test(arguments: [390, 200] as [CGFloat])
  func theRowOfItems(width: CGFloat) throws {
    let result = try layout(width: width)
    let values = [Item<String>].examples.map(\.value)
    let sizes = values.map { Size(width: CGFloat(8 * $0.count + 24), height: CGFloat(6 * $0.count)) }
    let rowHeight = sizes.map(\.height).max() ?? 0
    var x: CGFloat = 0
    var items: [Rect] = []
    for size in sizes {
      items.append(Rect(x: x, y: (rowHeight - size.height) / 2, width: size.width, height: size.height))
      x += size.width + 10
    }
    #expect(Size(width: x - 10, height: rowHeight) == Size(width: 874, height: 90))
    #expect(items[0] == Rect(x: 0, y: 33, width: 56, height: 24) && items[7] == Rect(x: 590, y: 0, width: 144, height: 90))

    let colors = result.entries.filter { $0.typeName == "Color" }.map(\.frame)
    let gray = try #require(colors.first { $0.size == Size(width: 874, height: 90) })
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
