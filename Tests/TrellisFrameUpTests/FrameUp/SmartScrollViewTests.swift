import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

@Suite struct SmartScrollViewTests {
  static let available = Size(width: 300, height: 500)

  @Test(arguments: [
    // Semantics examples (vertical, A 300×500).
    (SmartScrollView(), Size(width: 280, height: 800), Size(width: 280, height: 500), Axis.Set.vertical),
    (SmartScrollView(), Size(width: 280, height: 300), Size(width: 280, height: 300), Axis.Set()),
    (SmartScrollView(shrinkToFit: false), Size(width: 280, height: 300), Size(width: 280, height: 500), Axis.Set()),
    // Scrolling always on when optional scrolling is off.
    (
      SmartScrollView(optionalScrolling: false), Size(width: 280, height: 300), Size(width: 280, height: 300), .vertical
    ),
    // Horizontal: shrinkToFit off fills the width, hugs the height.
    (
      SmartScrollView(.horizontal, shrinkToFit: false), Size(width: 200, height: 100), Size(width: 300, height: 100),
      Axis.Set()
    ),
    (SmartScrollView(.horizontal), Size(width: 900, height: 100), Size(width: 300, height: 100), .horizontal),
    // Content wider than the view on a vertical-only scroll view does not scroll horizontally.
    (SmartScrollView(), Size(width: 400, height: 100), Size(width: 300, height: 100), Axis.Set()),
    (SmartScrollView(.both), Size(width: 400, height: 900), Size(width: 300, height: 500), .both),
    (
      SmartScrollView(.both, shrinkToFit: false), Size(width: 100, height: 100), Size(width: 100, height: 100),
      Axis.Set()
    ),
  ])
  func frameAndScrolling(view: SmartScrollView, content: Size, frame: Size, scrolls: Axis.Set) {
    let size = view.frameSize(content: content, available: Self.available)
    #expect(size == frame)
    #expect(view.scrollingAxes(content: content, frame: size) == scrolls)
  }

  @Test func defaults() {
    let view = SmartScrollView()
    #expect(view.axes == .vertical)
    #expect(view.optionalScrolling)
    #expect(view.shrinkToFit)
  }

  @Test func edgeInsetsExample() {
    let insets = SmartScrollView().edgeInsets(
      contentFrame: Rect(x: 0, y: -100, width: 280, height: 800), frame: Size(width: 280, height: 500))
    #expect(insets == EdgeInsets(top: -100, leading: 0, bottom: -200, trailing: 0))
  }

  @Test func degenerateSizes() {
    let view = SmartScrollView(shrinkToFit: false)
    // NaN available: no limit; the unlimited, non-hugging height falls back to the content.
    #expect(
      view.frameSize(content: Size(width: 10, height: 20), available: Size(width: CGFloat.nan, height: CGFloat.nan))
        == Size(width: 10, height: 20))
    #expect(
      view.frameSize(
        content: Size(width: 10, height: 20), available: Size(width: CGFloat.infinity, height: CGFloat.infinity))
        == Size(width: 10, height: 20))
    #expect(
      view.frameSize(content: Size(width: -10, height: CGFloat.nan), available: Size(width: -5, height: 50))
        == Size(width: 0, height: 50))
  }
}
