import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

@Suite struct FlippingViewTests {
  @Test func defaults() {
    let view = FlippingView()
    #expect(view.axis == .horizontal)
    #expect(view.flips == 0)
    #expect(view.flipDistance == 200)
    #expect(view.isFaceUp)
    #expect(view.angle == .degrees(0))
  }

  @Test(arguments: [
    // Semantics examples.
    (250.0, 1), (90, 0), (-100, -1), (500, 1),
    // Halves round away from zero; beyond one flip clamps.
    (100, 1), (99.9, 0), (-99.9, 0), (-250, -1), (-1000, -1), (0, 0), (.nan, 0), (.infinity, 1), (-.infinity, -1),
  ])
  func endDrag(predicted: Double, change: Int) {
    var view = FlippingView(flips: 3)
    let change1 = view.endDrag(predictedTranslation: predicted)
    #expect(change1 == change)
    #expect(view.flips == 3 + change)
  }

  @Test(arguments: [(0, 0.0, 0.0), (1, 0, 180), (2, 100, 450), (0, -300, -180), (-1, 50, -135), (3, .nan, 540)])
  func dragAngle(flips: Int, drag: Double, degrees: Double) {
    #expect(FlippingView(flips: flips).angle(dragTranslation: drag) == .degrees(degrees))
  }

  @Test(arguments: [(0, true), (1, false), (2, true), (-1, false), (-2, true)])
  func faceUp(flips: Int, up: Bool) {
    let view = FlippingView(flips: flips)
    #expect(view.isFaceUp == up)
    #expect(view.angle == .degrees(Double(flips) * 180))
  }

  @Test func taps() {
    var horizontal = FlippingView()
    let change2 = horizontal.tap(at: Point(x: 10, y: 90), in: Size(width: 100, height: 100))
    #expect(change2 == -1)
    let change3 = horizontal.tap(at: Point(x: 60, y: 10), in: Size(width: 100, height: 100))
    #expect(change3 == 1)
    let change4 = horizontal.tap(at: Point(x: 50, y: 10), in: Size(width: 100, height: 100))
    #expect(change4 == 1)
    #expect(horizontal.flips == 1)
    var vertical = FlippingView(axis: .vertical)
    let change5 = vertical.tap(at: Point(x: 90, y: 10), in: Size(width: 100, height: 100))
    #expect(change5 == -1)
    let change6 = vertical.tap(at: Point(x: 10, y: 90), in: Size(width: 100, height: 100))
    #expect(change6 == 1)
    let change7 = vertical.tap(at: Point(x: 10, y: CGFloat.nan), in: Size(width: 100, height: 100))
    #expect(change7 == 0)
    #expect(vertical.flips == 0)
  }

  @Test(arguments: [0.0, -10, .nan, .infinity])
  func degenerateFlipDistanceIsTheDefault(distance: Double) {
    var view = FlippingView(flipDistance: distance)
    #expect(view.angle(dragTranslation: 100) == .degrees(90))
    let change8 = view.endDrag(predictedTranslation: 90)
    #expect(change8 == 0)
  }

  @Test func flipsSaturate() {
    var view = FlippingView(flips: Int.max)
    view.endDrag(predictedTranslation: 300)
    #expect(view.flips == Int.max)
    view.tap(at: 0, length: 10)
    #expect(view.flips == Int.max - 1)
  }
}
