// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/Asperi-Demo__TestDropCancellingIntercept.swift (Asperi-Demo/4SwiftUI,
// PlayOn_iOS/PlayOn_iOS/Findings/TestDropCancellingIntercept.swift at the commit in Tests/PasteCorpus/corpus.tsv, MIT:
// Tests/PasteCorpus/licenses/Asperi-Demo__4SwiftUI.txt, Copyright (c) 2020 Asperi-Demo), pasted below as it is
// there from the line after its import; only `import SwiftUI` became `import Trellis` (here the one import above), and
// this header comment replaces the file's own (the file is not reformatted: swift-format skips it).
struct TestDropCancellingIntercept: View {
	var body: some View {
		ReorderingTestsView()
	}

	struct ReorderingTestsView: View {

		struct BookItem: Identifiable, Equatable {
			var id = UUID()
			var name: String
		}

		@State var draggingItem: BookItem?
		@State var items: [BookItem] = [
			BookItem(name: "Harry Potter"),
			BookItem(name: "Lord of the Rings"),
			BookItem(name: "War and Peace"),
			BookItem(name: "Peter Pane")
		]

		class MYItemProvider: NSItemProvider {
			var didEnd: (() -> Void)?
			deinit {
				print("[x] destroyed")
				didEnd?()
			}
		}

		var body: some View {
			VStack{
				ScrollView{
					VStack(spacing: 10){
						ForEach(items){ item in
							VStack{
								Text(item.name)
									.padding(8)
									.frame(maxWidth: .infinity)
							}
							.background(Color.gray)
							.cornerRadius(8)
							.opacity(item.id == draggingItem?.id ? 0.01 : 1) // <- HERE
							.onDrag {
								draggingItem = item
								let provider = MYItemProvider(contentsOf: URL(string: "\(item.id)"))!
								provider.didEnd = {
									DispatchQueue.main.async {
										draggingItem = nil
									}
								}
								print(">> created")
								return provider
							}
							.onDrop(of: [.item], delegate: DropViewDelegate(currentItem: item, items: $items, draggingItem: $draggingItem))
						}
					}
					.animation(.default, value: items)
				}
			}
			.padding(.horizontal)
		}

		struct DropViewDelegate: DropDelegate {

			var currentItem: BookItem
			var items: Binding<[BookItem]>
			var draggingItem: Binding<BookItem?>

			func performDrop(info: DropInfo) -> Bool {
				draggingItem.wrappedValue = nil // <- HERE
				return true
			}

			func dropEntered(info: DropInfo) {
				if currentItem.id != draggingItem.wrappedValue?.id {
					let from = items.wrappedValue.firstIndex(of: draggingItem.wrappedValue!)!
					let to = items.wrappedValue.firstIndex(of: currentItem)!
					if items[to].id != draggingItem.wrappedValue?.id {
						items.wrappedValue.move(fromOffsets: IndexSet(integer: from),
														toOffset: to > from ? to + 1 : to)
					}
				}
			}

			func dropUpdated(info: DropInfo) -> DropProposal? {
				return DropProposal(operation: .move)
			}
		}
	}
}

struct TestDropCancellingIntercept_Previews: PreviewProvider {
	static var previews: some View {
		TestDropCancellingIntercept()
	}
}


@Suite struct CorpusDropReorderingTests {
  func layout(width: CGFloat) throws -> LayoutResult {
    try TestDropCancellingIntercept().layout(
      proposal: ProposedViewSize(width: width, height: 400), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  /// Derived by hand (8 × 16 monospaced text). The outer stack is padded 16 at the sides, so the scroll view, which
  /// takes its proposal, is (16, 0, 358, 400), and proposes its content 358 wide. Each row's `maxWidth: .infinity`
  /// frame is 358 wide; its text is proposed 358 − 16 = 342, so each title is one line: "Harry Potter" 96, "Lord of
  /// the Rings" 136, "War and Peace" 104, "Peter Pane" 80, each 16 high; padded 8, a row is 32 high. Rows are 10
  /// apart from the top: y 0, 42, 84, 126. A title is centred in its row: x = 16 + (358 − (w + 16)) / 2 + 8. The gray
  /// background is the row's frame; the drag and drop modifiers change none.
  @Test func wide() throws {
    let result = try layout(width: 390)
    #expect(result.size == Size(width: 390, height: 400))
    #expect(frames(result, "ScrollView") == [Rect(x: 16, y: 0, width: 358, height: 400)])
    #expect(
      frames(result, "Color") == [0, 42, 84, 126].map { Rect(x: 16, y: $0, width: 358, height: 32) })
    #expect(
      frames(result, "Text") == [
        Rect(x: 147, y: 8, width: 96, height: 16), Rect(x: 127, y: 50, width: 136, height: 16),
        Rect(x: 143, y: 92, width: 104, height: 16), Rect(x: 155, y: 134, width: 80, height: 16),
      ])
    let handlers = result.entries.compactMap { $0.style?.handlers }.filter { $0.contains("onDrag") }
    #expect(handlers.count == 4)
    #expect(handlers.allSatisfy { $0.contains("onDrop(of: public.item, delegate: DropViewDelegate)") })
  }

  /// At 100 the scroll view is (16, 0, 68, 400) and a text is proposed 68 − 16 = 52: six characters a line, broken
  /// at spaces. "Harry" / "Potter": 48 × 32; "Lord" / "of the" / "Rings": 48 × 48; "War" / "and" / "Peace": 40 × 48;
  /// "Peter" / "Pane": 40 × 32. Rows are the text's height + 16 (48, 64, 64, 48), 10 apart: y 0, 58, 132, 206; a title
  /// sits at x = 16 + (68 − (w + 16)) / 2 + 8: 26 for the 48-wide ones, 30 for the 40-wide ones.
  @Test func narrowWrapsTheTitles() throws {
    let result = try layout(width: 100)
    #expect(frames(result, "ScrollView") == [Rect(x: 16, y: 0, width: 68, height: 400)])
    #expect(
      frames(result, "Color") == [
        Rect(x: 16, y: 0, width: 68, height: 48), Rect(x: 16, y: 58, width: 68, height: 64),
        Rect(x: 16, y: 132, width: 68, height: 64), Rect(x: 16, y: 206, width: 68, height: 48),
      ])
    #expect(
      frames(result, "Text") == [
        Rect(x: 26, y: 8, width: 48, height: 32), Rect(x: 26, y: 66, width: 48, height: 48),
        Rect(x: 30, y: 140, width: 40, height: 48), Rect(x: 30, y: 214, width: 40, height: 32),
      ])
  }
}
