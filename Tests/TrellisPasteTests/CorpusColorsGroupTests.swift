// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/jordansinger__ColorsGroup.swift (jordansinger/SwiftUI-Kit, Shared/ColorsGroup.swift at the
// commit in Tests/PasteCorpus/corpus.tsv, MIT: Tests/PasteCorpus/licenses/jordansinger__SwiftUI-Kit.txt, Copyright (c)
// 2020 Jordan Singer), pasted below as it is there from the line after its import; only `import SwiftUI` became
// `import Trellis` (here the one import above), and this header comment replaces the file's own (the file is not
// reformatted: swift-format skips it). A file of the unseen corpus (issue 31).
struct StandardColor {
    var id = UUID()
    var name: String
    var color: Color
}

struct ColorsGroup: View {
    var colors = [
        StandardColor(name: "accentColor", color: .accentColor),
        StandardColor(name: "black", color: .black),
        StandardColor(name: "blue", color: .blue),
        StandardColor(name: "clear", color: .clear),
        StandardColor(name: "gray", color: .gray),
        StandardColor(name: "green", color: .green),
        StandardColor(name: "orange", color: .orange),
        StandardColor(name: "pink", color: .pink),
        StandardColor(name: "primary", color: .primary),
        StandardColor(name: "purple", color: .purple),
        StandardColor(name: "red", color: .red),
        StandardColor(name: "secondary", color: .secondary),
        StandardColor(name: "white", color: .white),
        StandardColor(name: "yellow", color: .yellow),
    ]
    
    var body: some View {
        Group {
            ForEach(colors, id: \.id) { color in
                Swatch(color: color)
            }
        }
    }
}

struct Swatch: View {
    var color: StandardColor
    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 4)
                .foregroundColor(color.color)
                .frame(width: 24, height: 24)
                .overlay(
                    RoundedRectangle(cornerRadius: 4)
                        .stroke(Color("StrokeColor"), lineWidth: 1)
                )
            Text(color.name)
            Spacer()
        }
    }

}

struct ColorsGroup_Previews: PreviewProvider {
    static var previews: some View {
        ColorsGroup()
            .previewLayout(.sizeThatFits)
    }
}

@Suite struct CorpusColorsGroupTests {
  /// The group's swatches in a leading VStack with no gaps (the app lists them in a form; a spacing of 0 keeps the
  /// rows' positions free of text-to-text spacing, which SwiftUI derives from font metrics).
  func layout(width: CGFloat) throws -> LayoutResult {
    try VStack(alignment: .leading, spacing: 0) { ColorsGroup() }.layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  /// Derived by hand (8 × 16 monospaced text). A swatch is an `HStack(spacing: 12)` (the explicit spacing applies next
  /// to the spacer too) of a 24 × 24 rounded rectangle (with a stroked one overlaid, the same frame), the colour's name
  /// and a spacer; it takes the width offered (the spacer fills it). The stack offers the fixed square first, then the
  /// text what is left after the two gaps, the square and the spacer's minimum 8: W − 56. The row is as high as its
  /// taller child, each child centred in it. At 390 every name fits on a line (334 wide): rows 24 high, the square at
  /// (0, 24i), the name at (36, 24i + 4), the spacer from 36 + name + 12 to 390. At 120 the text has 64, 8 characters a
  /// line: "accentColor" (11) and "secondary" (9) break into two lines, 64 × 32, so rows 0 and 11 are 32 high (the
  /// square at y + 4 in them), the others 24.
  @Test(arguments: [390, 120] as [CGFloat])
  func theSwatches(width: CGFloat) throws {
    let result = try layout(width: width)
    let names = ColorsGroup().colors.map(\.name)
    #expect(names.count == 14)
    let columns = Int(width - 56) / 8
    var y: CGFloat = 0
    var squares: [Rect] = []
    var texts: [Rect] = []
    var spacers: [Rect] = []
    for name in names {
      let broken = name.count > columns
      let text = Size(width: CGFloat(8 * min(name.count, columns)), height: broken ? 32 : 16)
      let row = max(24, text.height)
      squares.append(Rect(x: 0, y: y + (row - 24) / 2, width: 24, height: 24))
      texts.append(Rect(x: 36, y: y + (row - text.height) / 2, width: text.width, height: text.height))
      let spacerX = 36 + text.width + 12
      spacers.append(Rect(x: spacerX, y: y + row / 2, width: width - spacerX, height: 0))
      y += row
    }
    #expect(width == 390 ? y == 14 * 24 : y == 12 * 24 + 2 * 32)
    #expect(result.size == Size(width: width, height: y))
    let rounded = frames(result, "RoundedRectangle")
    #expect(rounded.count == 28)
    #expect(stride(from: 0, to: rounded.count, by: 2).map { rounded[$0] } == squares)
    #expect(stride(from: 1, to: rounded.count, by: 2).map { rounded[$0] } == squares)
    #expect(frames(result, "Text") == texts)
    #expect(frames(result, "Spacer") == spacers)
  }
}
