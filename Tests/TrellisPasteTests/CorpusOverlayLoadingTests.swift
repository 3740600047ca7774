// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/ImaginativeShohag__OverlayLoadingView.swift (ImaginativeShohag/Why-Not-SwiftUI,
// Targets/CommonUI/Sources/Components/OverlayLoading/OverlayLoadingView.swift at the commit in
// Tests/PasteCorpus/corpus.tsv, Apache-2.0: Tests/PasteCorpus/licenses/ImaginativeShohag__Why-Not-SwiftUI.txt,
// Copyright © 2023 Md. Mahmudul Hasan Shohag), pasted below as it is there from the line after its import; only
// `import SwiftUI` became `import Trellis` (here the one import above), and this header comment replaces the file's
// own (the file is not reformatted: swift-format skips it). A file of the unseen corpus (issue 31).
public struct OverlayLoadingView: View {
    let isPresented: Bool

    public init(isPresented: Bool) {
        self.isPresented = isPresented
    }

    public var body: some View {
        ZStack {
            if isPresented {
                ZStack {
                    ProgressView()
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.ultraThinMaterial)
            }
        }
        .animation(.default, value: isPresented)
    }
}

struct OverlayLoadingView_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            ForEach(1 ..< 5) { _ in
                Text("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.")
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay {
            OverlayLoadingView(isPresented: true)
        }
    }
}

@Suite struct CorpusOverlayLoadingTests {
  func layout(width: CGFloat) throws -> LayoutResult {
    try OverlayLoadingView_Previews.previewViews[0].layout(
      proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  /// The overlay: `OverlayLoadingView`'s `ZStack` is proposed the size of the padded column's `maxWidth`/`maxHeight:
  /// .infinity` frame, which takes the whole proposal; inside it, the inner `ZStack`'s `maxWidth`/`maxHeight:
  /// .infinity` frame fills it too, and so does the material behind that frame (a rectangle). Both infinite frames are
  /// the whole proposal. The inner `ZStack` is its progress view's size, centred in its frame (the spinner's own size
  /// is Trellis's, not derived here).
  func expectOverlayFills(_ result: LayoutResult, width: CGFloat) {
    let whole = Rect(x: 0, y: 0, width: width, height: 844)
    #expect(frames(result, "frame") == [whole, whole])
    #expect(frames(result, "Rectangle") == [whole])
    let stacks = frames(result, "ZStack")
    let spinners = frames(result, "ProgressView")
    #expect(stacks.count == 2 && spinners.count == 1)
    #expect(stacks.first == whole)
    if let spinner = spinners.first {
      #expect(stacks.last == spinner)
      #expect(spinner.midX == whole.midX && spinner.midY == whole.midY)
    }
  }

  /// Derived by hand (8 × 16 monospaced text). The infinite frame is 390 × 844 and offers its padded content 358 × 812:
  /// 44 characters a line. The 445-character lorem ipsum, wrapped greedily at spaces to 44 columns, is 11 lines (of
  /// 39, 38, 44, 37, 44, 40, 41, 44, 37, 44 and 27 characters): 352 × 176. The VStack's gaps are 8; it offers each
  /// text at most (812 − 24) / 4 = 197 high, room for 12 lines, so none is cut: the column is 352 × (4 · 176 + 24) =
  /// 352 × 728, padded 384 × 760, centred in 390 × 844 at (3, 42). Texts at x 3 + 16 = 19, y 42 + 16 + i · 184.
  @Test func wide() throws {
    let result = try layout(width: 390)
    #expect(result.size == Size(width: 390, height: 844))
    #expect(frames(result, "Text") == [58, 242, 426, 610].map { Rect(x: 19, y: $0, width: 352, height: 176) })
    expectOverlayFills(result, width: 390)
  }

  /// At 200 the text is offered 168: 21 characters a line, and the lorem ipsum needs 24 lines (384 high), four of them
  /// more than the 788 the column has after its gaps. The VStack offers the remaining height in order, divided by the
  /// texts left: 788 / 4 = 197 (12 lines, 192), 596 / 3 ≈ 198.7 (12 lines, 192), 404 / 2 = 202 (12 lines, 192), 212 (13
  /// lines, 208); each text keeps the lines that fit. Each of those line sets has a 21-character line: 168 wide. The
  /// column is 168 × (3 · 192 + 208 + 24) = 168 × 808, padded 200 × 840, centred at (0, 2): texts at x 16, y 18, 218,
  /// 418, 618.
  @Test func narrowCutsTheTexts() throws {
    let result = try layout(width: 200)
    #expect(result.size == Size(width: 200, height: 844))
    #expect(frames(result, "Text") == [
      Rect(x: 16, y: 18, width: 168, height: 192), Rect(x: 16, y: 218, width: 168, height: 192),
      Rect(x: 16, y: 418, width: 168, height: 192), Rect(x: 16, y: 618, width: 168, height: 208),
    ])
    expectOverlayFills(result, width: 200)
  }
}
