import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Seed 002 (the article "SwiftUI View That Fits"): `StandardView`, `CompactView` and `TimerControl` pasted
// verbatim; only `import SwiftUI` became `import Trellis`. The article does not show its buttons and timer view;
// they are the user's own small views below, sized so that the standard layout's ideal width is exactly 340
// (44 + 160 + 44 + 44 + 3 × 16).

private struct StandardView: View {
  let timecode: String

  var body: some View {
    HStack(spacing: 16) {
      DownButton()
      TimerView(timecode: timecode)
      UpButton()
      ResetButton()
    }
  }
}

private struct CompactView: View {
  let timecode: String

  var body: some View {
    VStack(spacing: 8) {
      TimerView(timecode: timecode)
      // swift-format-ignore: NoEmptyTrailingClosureParentheses
      HStack() {
        DownButton()
        ResetButton()
        UpButton()
      }
    }
  }
}

struct TimerControl: View {
  let timecode: String

  var body: some View {
    ViewThatFits(in: .horizontal) {
      StandardView(timecode: timecode)
      CompactView(timecode: timecode)
    }
  }
}

// The user's own views, as they would be written for SwiftUI (a stored non-Sendable action included).

private struct TimerView: View {
  let timecode: String

  var body: some View {
    Text(timecode)
      .frame(width: 160, height: 44)
  }
}

private struct DownButton: View {
  var body: some View {
    Button {
      print("down")
    } label: {
      Rectangle()
        .frame(width: 44, height: 44)
    }
  }
}

private struct UpButton: View {
  var body: some View {
    Button(
      action: {},
      label: {
        Rectangle()
          .frame(width: 44, height: 44)
      })
  }
}

private struct ResetButton: View {
  var action: () -> Void = {}

  var body: some View {
    Button("Reset", action: action)
      .frame(width: 44, height: 44)
  }
}

/// The frames of the `frame` modifiers shown, in order: one per button and one for the timer.
private func framedViews(_ result: LayoutResult) -> [CGRect] {
  result.entries.filter { $0.typeName == "frame" }.map(\.frame)
}

@Suite struct TimerControlTests {
  @Test(arguments: [340.0, 341, 500])
  func standardFromThreeHundredForty(width: Double) throws {
    let result = try TimerControl(timecode: "00:42:17").layout(in: CGSize(width: width, height: 400))
    #expect(result.size == CGSize(width: 340, height: 44))
    // Down, timer, up, reset, 16 apart.
    #expect(
      framedViews(result) == [
        CGRect(x: 0, y: 0, width: 44, height: 44), CGRect(x: 60, y: 0, width: 160, height: 44),
        CGRect(x: 236, y: 0, width: 44, height: 44), CGRect(x: 296, y: 0, width: 44, height: 44),
      ])
  }

  @Test(arguments: [339.0, 300, 200])
  func compactBelowThreeHundredForty(width: Double) throws {
    let result = try TimerControl(timecode: "00:42:17").layout(in: CGSize(width: width, height: 400))
    // The timer above a row of down, reset, up with the default spacing of 8: 148 wide, centred under 160.
    #expect(result.size == CGSize(width: 160, height: 96))
    #expect(
      framedViews(result) == [
        CGRect(x: 0, y: 0, width: 160, height: 44), CGRect(x: 6, y: 52, width: 44, height: 44),
        CGRect(x: 58, y: 52, width: 44, height: 44), CGRect(x: 110, y: 52, width: 44, height: 44),
      ])
  }

  @Test func standardIdealWidthIsThreeHundredForty() throws {
    let ideal = try StandardView(timecode: "00:42:17").layout(proposal: .unspecified)
    #expect(ideal.size == CGSize(width: 340, height: 44))
  }
}
