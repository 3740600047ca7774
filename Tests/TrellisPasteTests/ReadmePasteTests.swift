import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// README.md's "SwiftUI code, pasted" example, as written there.

private struct PlayerControls: View {
  var body: some View {
    ViewThatFits(in: .horizontal) {
      HStack(spacing: 16) { buttons }
      VStack(spacing: 8) { buttons }
    }
  }

  @ViewBuilder var buttons: some View {
    Button("Back") {}.frame(width: 60, height: 44)
    Button("Play") {}.frame(width: 80, height: 44)
    Button("Next") {}.frame(width: 60, height: 44)
  }
}

@Suite struct ReadmePasteTests {
  @Test func oneRowWhenItFits() throws {
    let result = try PlayerControls().layout(in: CGSize(width: 300, height: 400))
    #expect(result.size == CGSize(width: 232, height: 44))
  }

  @Test func aColumnWhenTheRowDoesNotFit() throws {
    let result = try PlayerControls().layout(in: CGSize(width: 200, height: 400))
    #expect(result.size == CGSize(width: 80, height: 148))
  }
}
