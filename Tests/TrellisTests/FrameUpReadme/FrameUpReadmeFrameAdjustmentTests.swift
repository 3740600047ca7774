import Testing
import Trellis
import TrellisTestSupport

/// FrameUp README, "Frame Adjustment": the WidthReader, HeightReader, onSizeChange, relativePadding and
/// OverlappingImage examples as written. `OnSizeChangeExample` takes its size as a `let` and records what it is told
/// (there is no `@State` headless), and `Image(systemName:)` is the user's stand-in below (no SF Symbols headless).
@Suite struct FrameUpReadmeFrameAdjustmentTests {
  @Test func widthReader() throws {
    let view = ScrollView {
      WidthReader { width in
        HStack(spacing: 0) {
          Text("This text frame is set to 70% of the width.")
            .frame(width: width * 0.7)
            .background(Color.green)

          Circle()
        }
      }
      .foregroundColor(.white)
      .background(Color.blue)

      Text("The WidthReader above does not have a fixed height and will grow to fit the content.")
        .padding()
    }
    let result = try view.layout(in: Size(width: 390, height: 844))
    // The reader is 390 wide and as high as its content: the text, framed 390 · 0.7 = 273 wide, wraps to two lines.
    let reader = try #require(result.frames(ofType: "WidthReader").first)
    #expect(matches(reader, 0, 0, 390, 2 * lineHeight))
    let framed = try #require(result.frames(ofType: "frame").first)
    #expect(matches(framed, 0, 0, 273, 2 * lineHeight))
    // The circle takes the rest of the row, 117 wide, 10 high (its ideal height: the reader proposes no height).
    let circle = try #require(result.frames(ofType: "Circle").first)
    #expect(matches(circle, 273, lineHeight - 5, 117, 10))
    // The second text is proposed 390 − 32, wraps to three lines 346.20 wide; padded 378.20 × 91.37, centred below
    // the reader (the scroll view stacks them with the default spacing 8).
    let texts = result.frames(ofType: "Text")
    #expect(texts.count == 2)
    let padded = try #require(result.frames(ofType: "padding").first)
    #expect(matches(padded, (390 - 378.20068359375) / 2, 2 * lineHeight + 8, 378.20068359375, 3 * lineHeight + 32))
    #expect(result.entries(ofType: "Circle").first?.style?.shape == .circle)
  }

  @Test func heightReader() throws {
    let view = ScrollView(.horizontal) {
      HeightReader { height in
        VStack(spacing: 0) {
          Text("This\ntext\nframe\nis\nset\nto\n70%\nof\nthe\nheight.")
            .frame(height: height * 0.7)
            .background(Color.green)

          Circle()
        }
        .foregroundColor(.white)
        .background(Color.blue)

        Text(
          "\nThe\nHeightReader\nto\nthe\nleft\ndoes\nnot\nhave\na\nfixed\nwidth\nand\nwill\ngrow\nto\nfit\nthe\ncontent."
        )
        .padding()
      }
    }
    let result = try view.layout(in: Size(width: 390, height: 844))
    // The reader's two views are stacked top-leading (as in a GeometryReader). The first text is framed
    // 844 · 0.7 = 590.8 high and as wide as its widest line, 59.59.
    let framed = try #require(result.frames(ofType: "frame").first)
    #expect(matches(framed, 0, 0, 59.59130859375, 590.8))
    // The circle takes the rest of the height, 253.2, and is 10 wide (its ideal width: the reader proposes no
    // width), centred in the stack.
    let circle = try #require(result.frames(ofType: "Circle").first)
    #expect(matches(circle, (59.59130859375 - 10) / 2, 590.8, 10, 844 - 590.8))
    // The second text: 19 lines (the first empty), "HeightReader" the widest, 116.36; padded 148.36 × 407.99.
    let padded = try #require(result.frames(ofType: "padding").first)
    #expect(matches(padded, 0, 0, 148.3603515625, 19 * lineHeight + 32))
    // The reader is as wide as its widest view and the full height.
    let reader = try #require(result.frames(ofType: "HeightReader").first)
    #expect(matches(reader, 0, 0, 148.3603515625, 844))
  }

  /// The README's `OnSizeChangeExample`: the size is a `let` given by the caller (for `@State private var size`),
  /// and the action records the size (for `self.size = size`).
  struct OnSizeChangeExample: View {
    let size: CGSize
    let reported: Recorder<CGSize>

    var body: some View {
      Text("Hello, World!")
        .padding(100)
        .background(Color.blue)
        .onSizeChange { size in
          reported.record(size)
        }
        .overlay(Text("size: \(size.width) x \(size.height)"), alignment: .bottom)
    }
  }

  @Test func onSizeChange() throws {
    let reported = Recorder<Size>()
    let first = try OnSizeChangeExample(size: .zero, reported: reported).layout(in: Size(width: 390, height: 844))
    // "Hello, World!" is 109.43 wide: with 100 on every side, 309.43 × 219.79, the size reported.
    let expected = Size(width: 309.42919921875, height: lineHeight + 200)
    #expect(matches(first.size, expected.width, expected.height))
    #expect(reported.all.count == 1)
    #expect(matches(try #require(reported.all.first), expected.width, expected.height))
    // Built again with the reported size shown (what `@State` would do): the label changes, the size does not. The
    // new tree is a new view, so it reports its first size once, the same size.
    let size = try #require(reported.all.first)
    let second = try OnSizeChangeExample(size: size, reported: reported).layout(in: Size(width: 390, height: 844))
    #expect(matches(second.size, expected.width, expected.height))
    #expect(reported.all.count == 2 && reported.all[1] == size)
    let label = try #require(second.frames(ofType: "Text").last)
    #expect(close(label.maxY, expected.height, 1e-6))
  }

  @Test func relativePadding() throws {
    let view = Text("This text will have padding based on the width and height of its frame.")
      .relativePadding([.leading, .top], 0.2)
    let result = try view.id("view").layout(in: Size(width: 390, height: 844))
    // The text is proposed 390 · 0.8 = 312 wide and wraps to three lines, 285.49 × 59.37; the view is that / 0.8,
    // 356.86 × 74.21.
    #expect(matches(result.size, 285.48876953125 / 0.8, 3 * lineHeight / 0.8))
    let text = try #require(result.entries.first { $0.typeName == "Text" }?.frame)
    // The text sits at 0.2 of the view's width and height.
    #expect(matches(text, 0.2 * result.size.width, 0.2 * result.size.height, 285.48876953125, 59.3671875))
  }

  @Test func overlappingImage() throws {
    let view = VStack(spacing: 0) {
      Text("Overlapping Image")
        .font(.system(size: 50))

      OverlappingImage(Image(systemName: "star.square"), aspectRatio: 1.0, top: 0.1, bottom: 0.25)
        .padding(.horizontal, 50)
        .zIndex(1)

      Text("The image above will overlap content above and below.")
        .padding(20)
    }
    let result = try view.layout(in: Size(width: 390, height: 844))
    // The title at 50 points: 305.59 × 116.41, centred.
    let title = try #require(result.frames(ofType: "Text").first)
    #expect(matches(title, (390 - 305.5908203125) / 2, 0, 305.5908203125, 116.40625))
    // The image is 390 − 100 = 290 wide; its frame is 290 · (1 − 0.1 − 0.25) = 188.5 high; the image, square,
    // starts 0.1 · 290 = 29 above the frame.
    let frame = try #require(result.frames(ofType: "OverlappingImage").first)
    #expect(matches(frame, 50, 116.40625, 290, 188.5))
    let image = try #require(result.frames(ofType: "Image").first)
    #expect(matches(image, 50, 116.40625 - 29, 290, 290))
    // The caption wraps to two lines in 390 − 40 (320.72 wide); padded 360.72 × 79.58 below the image's frame.
    // (The image's row is drawn last, so the caption's padding is the one not 188.5 high.)
    let captionText = try Text("The image above will overlap content above and below.")
      .layout(in: Size(width: 350, height: 844)).size
    #expect(close(captionText.width, 320.717, 1e-3) && close(captionText.height, 2 * lineHeight, 1e-6))
    let caption = try #require(result.frames(ofType: "padding").first { $0.height != 188.5 })
    let width = captionText.width + 40
    #expect(matches(caption, (390 - width) / 2, 116.40625 + 188.5, width, 2 * lineHeight + 40))
    #expect(matches(result.size, 390, 116.40625 + 188.5 + 2 * lineHeight + 40))
    // zIndex(1) draws the image's row last among the stack's children.
    #expect(result.entries.last { $0.depth == 1 }?.style?.zIndex == 1)
  }
}

/// The user's stand-in for SF Symbols (there are none headless): a named image of a symbol's size at 17 points.
/// `OverlappingImage` makes it resizable, as FrameUp does, so the size given here does not change the layout.
extension Image {
  init(systemName: String) { self.init(systemName, width: 17, height: 17) }
}
