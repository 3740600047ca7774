// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/Asperi-Demo__ModalView.swift (Asperi-Demo/4SwiftUI, Common/Helpers/ModalView.swift at the
// commit in Tests/PasteCorpus/corpus.tsv, MIT: Tests/PasteCorpus/licenses/Asperi-Demo__4SwiftUI.txt, Copyright (c)
// 2020 Asperi-Demo), pasted below as it is there from the line after its import; only `import SwiftUI` became
// `import Trellis` (here the one import above), and this header comment replaces the file's own (the file is not
// reformatted: swift-format skips it). A file of the unseen corpus (issue 31).
struct ModalView<C>: ViewModifier where C: View {
    @Binding var isShowing: Bool
    let content: () -> C

    @State private var interactive: Bool   // track state

    init(isShowing: Binding<Bool>, @ViewBuilder content: @escaping () -> C) {
        self._isShowing = isShowing
        self._interactive = State(initialValue: !isShowing.wrappedValue)
        self.content = content
    }

    func body(content: Content) -> some View {
        ZStack {
            content.zIndex(0).disabled(!interactive)   // disable here !!
            if self.isShowing {
                self.content()
                    .background(Color.primary.colorInvert())
                    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
                    .transition(.move(edge: .bottom))
                    .zIndex(1)
                    .onAppear { self.interactive = false }     // << !!
                    .onDisappear { self.interactive = true }   // << !!
            }
        }
    }
}

@Suite struct CorpusModalViewTests {
  func layout(showing: Bool, width: CGFloat, height: CGFloat) throws -> LayoutResult {
    let screen = Text("Main").id("main")
      .modifier(ModalView(isShowing: .constant(showing)) { Text("Modal").id("modal") })
    return try screen.layout(proposal: ProposedViewSize(width: width, height: height), configuration: .monospaced)
  }

  /// Derived by hand (8 × 16 monospaced text). The modifier's body is a ZStack (centred) of the content and, when
  /// showing, the modal content with a background in a `frame(minWidth: 0, maxWidth: .infinity, minHeight: 0,
  /// maxHeight: .infinity)`: with both bounds and a proposal, the frame is the proposal clamped, the whole proposal.
  /// The ZStack is the bounding box of its children: the proposal. "Main" (32 × 16) and "Modal" (40 × 16) are each
  /// centred in it: at 390 × 844, (179, 414) and (175, 414); at 100 × 50, (34, 17) and (30, 17). The modal's background
  /// is its text's frame.
  @Test(arguments: [(390, 844), (100, 50)] as [(CGFloat, CGFloat)])
  func showingCoversTheProposal(width: CGFloat, height: CGFloat) throws {
    let result = try layout(showing: true, width: width, height: height)
    #expect(result.size == Size(width: width, height: height))
    #expect(try result.lookup("main") == Rect(x: (width - 32) / 2, y: (height - 16) / 2, width: 32, height: 16))
    let modal = Rect(x: (width - 40) / 2, y: (height - 16) / 2, width: 40, height: 16)
    #expect(try result.lookup("modal") == modal)
    #expect(result.entries.filter { $0.typeName == "Color" }.map(\.frame) == [modal])
  }

  /// Not showing, the ZStack holds the content alone and is its size, 32 × 16, at either proposal.
  @Test(arguments: [(390, 844), (100, 50)] as [(CGFloat, CGFloat)])
  func hiddenIsTheContent(width: CGFloat, height: CGFloat) throws {
    let result = try layout(showing: false, width: width, height: height)
    #expect(result.size == Size(width: 32, height: 16))
    #expect(try result.lookup("main") == Rect(x: 0, y: 0, width: 32, height: 16))
    #expect(throws: (any Error).self) { try result.lookup("modal") }
  }
}
