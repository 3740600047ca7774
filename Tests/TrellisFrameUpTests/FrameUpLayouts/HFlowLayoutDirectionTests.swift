import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

/// FrameUp's flows under `.environment(\.layoutDirection, .rightToLeft)`: mirrored inside the flow, as every
/// container is.
@Suite struct HFlowLayoutDirectionTests {
  static let items = [(80.0, 20.0), (70, 30), (60, 20), (50, 40), (120, 10)]

  func flow() -> Node {
    HFlow(maxWidth: 200) {
      Self.items.enumerated().map { k, s in Box(width: s.0, height: s.1).id("i\(k)") }
    }.id("flow")
  }

  @Test func hflowRowsStartOnTheRight() throws {
    // LTR (semantics §2): (0,0) (90,0) (0,40) (70,40) (0,90) in 160×100; mirrored: x' = 160 − x − w.
    let result = try flow().environment(\.layoutDirection, .rightToLeft).layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(result["flow"]?.size == Size(width: 160, height: 100))
    let origins = (0..<5).map { result["i\($0)"]?.origin }
    #expect(
      origins == [
        Point(x: 80, y: 0), Point(x: 0, y: 0), Point(x: 100, y: 40), Point(x: 40, y: 40), Point(x: 40, y: 90),
      ])
  }

  @Test func theEnvironmentAgreesWithTheFlowsOwnDirection() throws {
    let own = try HFlow(maxWidth: 200, layoutDirection: .rightToLeft) {
      Self.items.enumerated().map { k, s in Box(width: s.0, height: s.1).id("i\(k)") }
    }.layout(proposal: .unspecified, configuration: .monospaced)
    let environment = try flow().environment(\.layoutDirection, .rightToLeft).layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(own["i0"] == environment["i0"])
    #expect(own["i1"] == environment["i1"])
  }

  @Test func vflowInAnRTLStackIsMirroredToo() throws {
    // VFlow maxHeight 100: (0,0) (0,50) (60,0) (60,40) in 100×100; mirrored: x' = 100 − x − w.
    let result = try VFlow(maxHeight: 100) {
      [(30.0, 40.0), (50, 50), (20, 30), (40, 20)].enumerated().map { k, s in Box(width: s.0, height: s.1).id("v\(k)") }
    }.environment(\.layoutDirection, .rightToLeft).layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result["v0"]?.origin == Point(x: 70, y: 0))
    #expect(result["v1"]?.origin == Point(x: 50, y: 50))
    #expect(result["v2"]?.origin == Point(x: 20, y: 0))
    #expect(result["v3"]?.origin == Point(x: 0, y: 40))
  }

  @Test func readerContentIsMirroredInsideTheReader() throws {
    // LTR: the 30-wide HStack centred in the 100-wide reader, boxes at x 35 and 45; mirrored: 55 and 35.
    func tree() -> Node {
      WidthReader { _ in
        HStack(spacing: 0) {
          Box(width: 10, height: 10).id("a")
          Box(width: 20, height: 10).id("b")
        }
      }.id("reader")
    }
    let ltr = try tree().layout(proposal: ProposedViewSize(width: 100, height: nil), configuration: .monospaced)
    #expect(ltr["a"]?.minX == 35)
    #expect(ltr["b"]?.minX == 45)
    let rtl = try tree().environment(\.layoutDirection, .rightToLeft).layout(
      proposal: ProposedViewSize(width: 100, height: nil), configuration: .monospaced)
    #expect(rtl["reader"] == Rect(x: 0, y: 0, width: 100, height: 10))
    #expect(rtl["a"]?.minX == 55)
    #expect(rtl["b"]?.minX == 35)
  }
}
