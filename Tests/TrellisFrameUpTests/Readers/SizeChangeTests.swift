import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

/// `onSizeChange(perform:)` and `readGeometry(onChange:)`: once per actual change of the placed size.
@Suite struct SizeChangeTests {
  @Test func firesOncePerChangeAcrossLayouts() throws {
    let sizes = Recorder<Size>()
    let tree = HStack(spacing: 0) {
      Rectangle().onSizeChange { sizes.record($0) }
      Box(width: 20, height: 10)
    }
    for width in [120.0, 120, 220, 220, 120] {
      _ = try tree.layout(in: Size(width: width, height: 30), configuration: .monospaced)
    }
    #expect(sizes.all == [Size(width: 100, height: 30), Size(width: 200, height: 30), Size(width: 100, height: 30)])
  }

  @Test func measurementProbesDoNotFire() throws {
    // The stack probes the rectangle at 0 and ∞ before placing it: only the final size is reported.
    let sizes = Recorder<Size>()
    let tree = HStack { Rectangle().readGeometry { sizes.record($0) }.id("r") }
    let result = try tree.layout(in: Size(width: 80, height: 40), configuration: .monospaced)
    #expect(result["r"] == Rect(x: 0, y: 0, width: 80, height: 40))
    #expect(sizes.all == [Size(width: 80, height: 40)])
  }

  @Test func hiddenViewsDoNotFire() throws {
    let sizes = Recorder<Size>()
    let tree = ViewThatFits(in: .horizontal) {
      Box(width: 500, height: 10).onSizeChange { sizes.record($0) }
      Box(width: 50, height: 10)
    }
    _ = try tree.layout(in: Size(width: 100, height: 100), configuration: .monospaced)
    #expect(sizes.count == 0)
  }

  @Test func customGuideAlignmentDoesNotFire() throws {
    let sizes = Recorder<Size>()
    let tree = HStack(alignment: .firstThird) {
      Box(width: 10, height: 30).alignmentGuide(.firstThird) { $0.height / 3 }.onSizeChange { sizes.record($0) }.id("a")
      Box(width: 10, height: 60).id("b")
    }
    let result = try tree.layout(in: Size(width: 100, height: 100), configuration: .monospaced)
    #expect(result["a"] == Rect(x: 0, y: 10, width: 10, height: 30))
    #expect(sizes.all == [Size(width: 10, height: 30)])
  }
}

extension VerticalAlignment {
  static let firstThird = VerticalAlignment("firstThird") { $0 / 3 }
}
