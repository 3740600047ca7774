// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/Asperi-Demo__TestAnchorPrefInDictionary.swift (Asperi-Demo/4SwiftUI,
// PlayOn_iOS/PlayOn_iOS/Findings/TestAnchorPrefInDictionary.swift at 012326cc420b86647e28547a7af79c08ece4919a, MIT:
// Tests/PasteCorpus/licenses/Asperi-Demo__4SwiftUI.txt, Copyright (c) 2020 Asperi-Demo), pasted below as it is
// there; only `import SwiftUI` became `import Trellis` (here the one import above), and its header comment is this
// one (the file is not reformatted: swift-format skips it).
struct TestAnchorPrefInDictionary: View {
	enum MyPreferenceKeyType: Hashable {
		case firstBounds
		case secondBounds
	}

	struct MyPreferenceKey: PreferenceKey {
		typealias Value = [MyPreferenceKeyType: Anchor<CGRect>]
		static var defaultValue: Value { [:] }

		static func reduce(value: inout Value, nextValue: () -> Value) {
			value.merge(nextValue()) { $1 }
		}
	}

	var body: some View {
		HStack {
			Text("Hello")
				.anchorPreference(key: MyPreferenceKey.self, value: .bounds) {
					[.firstBounds: $0]
				}
			Text("World")
				.anchorPreference(key: MyPreferenceKey.self, value: .bounds) {
					[.secondBounds: $0]
				}
		}
		.overlayPreferenceValue(MyPreferenceKey.self) { prefs in
			if let first = prefs[.firstBounds] {
				GeometryReader { gp in
					Rectangle()
						.stroke(Color.red, lineWidth: 5)
						.frame(width: gp[first].width, height: gp[first].height)
						.position(x: gp[first].midX, y: gp[first].midY)
				}
			}
			if let second = prefs[.secondBounds] {
				GeometryReader { gp in
					Rectangle()
						.stroke(Color.orange, lineWidth: 5)
						.frame(width: gp[second].width, height: gp[second].height)
						.position(x: gp[second].midX, y: gp[second].midY)
				}
			}
		}
	}
}

struct TestAnchorPrefInDictionary_Previews: PreviewProvider {
	static var previews: some View {
		TestAnchorPrefInDictionary()
	}
}

@Suite struct CorpusAnchorPrefTests {
  func layout(width: CGFloat, height: CGFloat) throws -> LayoutResult {
    try TestAnchorPrefInDictionary_Previews.previewViews[0].layout(
      proposal: ProposedViewSize(width: width, height: height), configuration: .monospaced)
  }

  /// Derived by hand: "Hello" and "World" are 5 × 8 = 40 wide and 16 high, 8 apart in the HStack, which is 88 × 16
  /// and the root. Each overlay reader covers the HStack from (0, 0); each rectangle is framed to its text's size and
  /// centred on the text's centre, so it sits exactly on the text.
  @Test(arguments: [(390, 844), (88, 16)] as [(CGFloat, CGFloat)])
  func eachRectangleSitsOnItsText(width: CGFloat, height: CGFloat) throws {
    let result = try layout(width: width, height: height)
    #expect(result.size == Size(width: 88, height: 16))
    let texts = result.entries.filter { $0.typeName == "Text" }.map(\.frame)
    #expect(texts == [Rect(x: 0, y: 0, width: 40, height: 16), Rect(x: 48, y: 0, width: 40, height: 16)])
    #expect(result.entries.filter { $0.typeName == "Rectangle" }.map(\.frame) == texts)
  }
}
