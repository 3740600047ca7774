import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

@Suite struct AutoRotatingViewTests {
  @Test(arguments: [
    (InterfaceOrientation.portrait, InterfaceOrientation.landscapeLeft, -90.0),
    (.landscapeLeft, .portraitUpsideDown, -90), (.portraitUpsideDown, .landscapeRight, -90),
    (.landscapeRight, .portrait, -90),
    (.portrait, .landscapeRight, 90), (.landscapeRight, .portraitUpsideDown, 90),
    (.portraitUpsideDown, .landscapeLeft, 90), (.landscapeLeft, .portrait, 90),
    (.portrait, .portraitUpsideDown, 180), (.portraitUpsideDown, .portrait, 180),
    (.landscapeRight, .landscapeLeft, 180), (.landscapeLeft, .landscapeRight, 180),
    (.portrait, .portrait, 0), (.portraitUpsideDown, .portraitUpsideDown, 0),
    (.landscapeLeft, .landscapeLeft, 0), (.landscapeRight, .landscapeRight, 0),
  ])
  func rotationTable(content: InterfaceOrientation, interface: InterfaceOrientation, degrees: Double) {
    #expect(AutoRotatingView.rotation(from: content, to: interface) == .degrees(degrees))
  }

  @Test func semanticsExample() {
    var view = AutoRotatingView([.portrait, .landscapeLeft, .landscapeRight])
    #expect(view.contentOrientation == .portrait)
    let followed1 = view.deviceOrientationDidChange(to: .landscapeLeft)
    #expect(followed1)
    #expect(view.rotation(interfaceOrientation: .portrait) == .degrees(90))
    let frame = view.contentFrame(in: Size(width: 390, height: 844), interfaceOrientation: .portrait)
    #expect(frame == Rect(x: -227, y: 227, width: 844, height: 390))
  }

  @Test func followsOnlyAllowedOrientations() {
    var view = AutoRotatingView([.landscapeRight, .landscapeLeft])
    #expect(view.contentOrientation == .landscapeRight)
    let followed2 = view.deviceOrientationDidChange(to: .portrait)
    #expect(!followed2)
    #expect(view.contentOrientation == .landscapeRight)
    let followed3 = view.deviceOrientationDidChange(to: .landscapeLeft)
    #expect(followed3)
    #expect(view.contentOrientation == .landscapeLeft)
  }

  @Test func halfTurnKeepsTheFrame() {
    var view = AutoRotatingView([.portrait, .portraitUpsideDown])
    view.deviceOrientationDidChange(to: .portraitUpsideDown)
    #expect(view.rotation(interfaceOrientation: .portrait) == .degrees(180))
    #expect(
      view.contentFrame(in: Size(width: 390, height: 844), interfaceOrientation: .portrait)
        == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func emptyAllowedListStaysPortrait() {
    var view = AutoRotatingView([])
    #expect(view.contentOrientation == .portrait)
    let followed4 = view.deviceOrientationDidChange(to: .landscapeLeft)
    #expect(!followed4)
    #expect(view.rotation(interfaceOrientation: .landscapeLeft) == .degrees(-90))
  }
}
