import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

@Suite struct ScaledViewTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let frame: (CGFloat?, CGFloat?)
    let mode: ContentMode?
    let scaleMode: ScaleMode
    let content: Size
    let scale: ScaleFactors
    let size: Size
    var testDescription: String { "\(frame) \(String(describing: mode)) \(scaleMode) \(content)" }
  }

  static let c = Size(width: 200, height: 100)

  static let cases: [Case] = [
    // Semantics examples: C 200×100 in F 100×100.
    Case(
      frame: (100, 100), mode: .fit, scaleMode: .both, content: c, scale: .init(x: 0.5, y: 0.5),
      size: .init(width: 100, height: 50)),
    Case(frame: (100, 100), mode: .fill, scaleMode: .both, content: c, scale: .identity, size: c),
    Case(
      frame: (100, 100), mode: nil, scaleMode: .both, content: c, scale: .init(x: 0.5, y: 1),
      size: .init(width: 100, height: 100)),
    Case(frame: (100, 100), mode: .fit, scaleMode: .grow, content: c, scale: .identity, size: c),
    // F 400×400, fit + down.
    Case(frame: (400, 400), mode: .fit, scaleMode: .shrink, content: c, scale: .identity, size: c),
    // F 400×400, fit + both grows by the smaller factor 2.
    Case(
      frame: (400, 400), mode: .fit, scaleMode: .both, content: c, scale: .init(x: 2, y: 2),
      size: .init(width: 400, height: 200)),
    Case(
      frame: (400, 400), mode: .fill, scaleMode: .both, content: c, scale: .init(x: 4, y: 4),
      size: .init(width: 800, height: 400)),
    Case(frame: (400, 400), mode: nil, scaleMode: .shrink, content: c, scale: .identity, size: c),
    Case(
      frame: (100, 100), mode: nil, scaleMode: .shrink, content: c, scale: .init(x: 0.5, y: 1),
      size: .init(width: 100, height: 100)),
    Case(frame: (100, 100), mode: .fill, scaleMode: .shrink, content: c, scale: .identity, size: c),
    // scaledToFit(width:): the missing height is ∞, so the width decides.
    Case(
      frame: (50, nil), mode: .fit, scaleMode: .both, content: c, scale: .init(x: 0.25, y: 0.25),
      size: .init(width: 50, height: 25)),
    Case(
      frame: (nil, 300), mode: .fit, scaleMode: .both, content: c, scale: .init(x: 3, y: 3),
      size: .init(width: 600, height: 300)),
    Case(
      frame: (.infinity, 50), mode: .fit, scaleMode: .both, content: c, scale: .init(x: 0.5, y: 0.5),
      size: .init(width: 100, height: 50)),
    // Fix: fill / nil with a missing dimension stay finite.
    Case(
      frame: (50, nil), mode: .fill, scaleMode: .both, content: c, scale: .init(x: 0.25, y: 0.25),
      size: .init(width: 50, height: 25)),
    Case(
      frame: (50, nil), mode: nil, scaleMode: .both, content: c, scale: .init(x: 0.25, y: 1),
      size: .init(width: 50, height: 100)),
    Case(frame: (nil, nil), mode: .fit, scaleMode: .both, content: c, scale: .identity, size: c),
    Case(frame: (.nan, .nan), mode: .fill, scaleMode: .both, content: c, scale: .identity, size: c),
    // Zero content: scale 1 on that axis.
    Case(frame: (100, 100), mode: nil, scaleMode: .both, content: .zero, scale: .identity, size: .zero),
    Case(
      frame: (100, 100), mode: .fit, scaleMode: .both, content: .init(width: 0, height: 50), scale: .identity,
      size: .init(width: 0, height: 50)),
    Case(
      frame: (100, 100), mode: .fit, scaleMode: .both, content: .init(width: 0, height: 200),
      scale: .init(x: 0.5, y: 0.5), size: .init(width: 0, height: 100)),
    // Negative frame counts as 0; negative / NaN content is not scaled and counts as 0.
    Case(
      frame: (-10, 100), mode: nil, scaleMode: .both, content: c, scale: .init(x: 0, y: 1),
      size: .init(width: 0, height: 100)),
    Case(
      frame: (100, 100), mode: nil, scaleMode: .both, content: .init(width: CGFloat.nan, height: -4), scale: .identity,
      size: .zero),
  ]

  @Test(arguments: cases)
  func scaledToFrame(_ c: Case) {
    let view = ScaledView(width: c.frame.0, height: c.frame.1, contentMode: c.mode, scaleMode: c.scaleMode)
    #expect(view.scale(forContent: c.content) == c.scale)
    #expect(view.size(forContent: c.content) == c.size)
  }

  @Test func convenienceInitialisers() {
    let c = Size(width: 200, height: 100)
    let f = Size(width: 100, height: 100)
    #expect(ScaledView.scaledToFit(size: f).size(forContent: c) == Size(width: 100, height: 50))
    #expect(ScaledView.scaledToFill(size: f).size(forContent: c) == Size(width: 200, height: 100))
    #expect(ScaledView(size: f).size(forContent: c) == Size(width: 100, height: 100))
    #expect(ScaledView.scaledToFit(height: 50).size(forContent: c) == Size(width: 100, height: 50))
    #expect(ScaledView.scaledToFill(width: 100, height: 100, scaleMode: .grow).size(forContent: c) == c)
  }

  @Test(arguments: [(ScaleMode.grow, 0.5, 1.0), (.grow, 3, 3), (.shrink, 0.5, 0.5), (.shrink, 3, 1), (.both, 3, 3)])
  func scaleModeClamp(mode: ScaleMode, value: CGFloat, expected: CGFloat) {
    #expect(mode.clamp(value) == expected)
  }
}
