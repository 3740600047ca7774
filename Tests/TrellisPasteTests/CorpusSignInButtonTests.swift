// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/zntfdr__SignInButton.swift (zntfdr/FiveStarsCodeSamples,
// Adaptive-Views/AdaptiveViews/AdaptiveViews/SignInButton.swift at the commit in Tests/PasteCorpus/corpus.tsv,
// BSD-2-Clause: Tests/PasteCorpus/licenses/zntfdr__FiveStarsCodeSamples.txt, Copyright (c) 2020, Federico Zanetello),
// pasted below as it is there from the line after its import; only `import SwiftUI` became `import Trellis` (here the
// one import above), and this header comment is added (the file is not reformatted: swift-format skips it). A file of
// the unseen corpus (issue 31).
extension Color {
  static let appleTint = Color.black
  static let googleTint = Color(red: 222 / 255.0, green: 82 / 255.0, blue: 70 / 255.0)
  static let twitterTint = Color(red: 29 / 255.0, green: 161 / 255.0, blue: 242 / 255.0)
}

struct SignInButton: View {

  enum Mode {
    case regular
    case compact
  }

  var action: () -> Void
  var tintColor: Color
  var imageName: String
  var mode: Mode

  var body: some View {
    Button(action: action) {
      switch mode {
      case .compact:
        Circle()
          .fill(tintColor)
          .overlay(Image(imageName))
          .frame(width: 44, height: 44)
      case .regular:
        HStack {
          Text("Sign in with")
          Image(imageName)
        }
        .padding()
        .background(
          Capsule()
            .fill(tintColor)
        )
      }
    }
    .foregroundColor(.white)
  }
}

struct SignInButton_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      SignInButton(action: {}, tintColor: .appleTint, imageName: "apple", mode: .regular)
      SignInButton(action: {}, tintColor: .appleTint, imageName: "apple", mode: .compact)
      SignInButton(action: {}, tintColor: .googleTint, imageName: "google", mode: .regular)
      SignInButton(action: {}, tintColor: .googleTint, imageName: "google", mode: .compact)

      SignInButton(action: {}, tintColor: .twitterTint, imageName: "twitter", mode: .regular)
      SignInButton(action: {}, tintColor: .twitterTint, imageName: "twitter", mode: .compact)
    }
    .previewLayout(.sizeThatFits)
  }
}

@Suite struct CorpusSignInButtonTests {
  /// The app's "apple" asset, given a size as an asset catalogue would: 20 × 20.
  func layout(_ mode: SignInButton.Mode, width: CGFloat) throws -> LayoutResult {
    let button = SignInButton(action: {}, tintColor: .appleTint, imageName: "apple", mode: mode)
      .environment(\.images, ["apple": Size(width: 20, height: 20)])
    return try button.layout(proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  /// Derived by hand (8 × 16 monospaced text). A button in iOS's automatic style is its label. The regular label is an
  /// HStack (gap 8) of "Sign in with" (12 characters) and the 20 × 20 image, padded 16, over a capsule of the padded
  /// size. The stack offers the image, the less flexible child, first: it keeps 20 × 20; the text gets the rest. At
  /// 390 the row has 358 and the text 330: one line, 96 × 16. The row is 124 × 20, the text centred in its height (y
  /// 2): padded, the button is 156 × 52, the text at (16, 18), the image at (16 + 96 + 8, 16) = (120, 16).
  @Test func regularWide() throws {
    let result = try layout(.regular, width: 390)
    #expect(result.size == Size(width: 156, height: 52))
    #expect(frames(result, "Text") == [Rect(x: 16, y: 18, width: 96, height: 16)])
    #expect(frames(result, "Image") == [Rect(x: 120, y: 16, width: 20, height: 20)])
    #expect(frames(result, "Capsule") == [Rect(x: 0, y: 0, width: 156, height: 52)])
  }

  /// At 100 the row has 68 and the text 68 − 8 − 20 = 40: 5 characters a line, "Sign" / "in" / "with", 32 × 48. The row
  /// is 60 × 48, the image centred in its height (y 14); padded, 92 × 80: the text at (16, 16), the image at (56, 30).
  @Test func regularNarrowWrapsTheText() throws {
    let result = try layout(.regular, width: 100)
    #expect(result.size == Size(width: 92, height: 80))
    #expect(frames(result, "Text") == [Rect(x: 16, y: 16, width: 32, height: 48)])
    #expect(frames(result, "Image") == [Rect(x: 56, y: 30, width: 20, height: 20)])
    #expect(frames(result, "Capsule") == [Rect(x: 0, y: 0, width: 92, height: 80)])
  }

  /// The compact label is a circle in a fixed 44 × 44 frame, whatever it is offered, the 20 × 20 image overlaid at its
  /// centre: (12, 12).
  @Test(arguments: [390, 100] as [CGFloat])
  func compactIsAFixedCircle(width: CGFloat) throws {
    let result = try layout(.compact, width: width)
    #expect(result.size == Size(width: 44, height: 44))
    #expect(frames(result, "Circle") == [Rect(x: 0, y: 0, width: 44, height: 44)])
    #expect(frames(result, "Image") == [Rect(x: 12, y: 12, width: 20, height: 20)])
  }
}
