import Testing
import TrellisCore

/// The anchors of the views below, in tree order.
private struct Bounds: PreferenceKey {
  static var defaultValue: [Anchor<Rect>] { [] }
  static func reduce(value: inout [Anchor<Rect>], nextValue: () -> [Anchor<Rect>]) { value += nextValue() }
}

/// Points of the views below, in tree order.
private struct Points: PreferenceKey {
  static var defaultValue: [Anchor<Point>] { [] }
  static func reduce(value: inout [Anchor<Point>], nextValue: () -> [Anchor<Point>]) { value += nextValue() }
}

/// A box drawn over each anchored rect, as the paste corpus's `TestAnchorPrefInDictionary` draws its rectangles.
private func outlines(_ anchors: [Anchor<Rect>]) -> Node {
  GeometryReader { proxy in
    for (k, anchor) in anchors.enumerated() {
      let rect = proxy[anchor]
      Box(width: rect.width, height: rect.height).id("outline\(k)").position(x: rect.midX, y: rect.midY)
    }
  }.node
}

@Suite struct AnchorPreferenceTests {
  /// Two boxes pushed apart by a spacer, each writing its bounds, outlined by an overlay of the padded row.
  private func row() -> Node {
    HStack(spacing: 0) {
      Box(width: 30, height: 20).anchorPreference(key: Bounds.self, value: .bounds) { [$0] }.id("a")
      Spacer()
      Box(width: 50, height: 40).anchorPreference(key: Bounds.self, value: .bounds) { [$0] }.id("b")
    }
    .padding(5)
    .overlayPreferenceValue(Bounds.self) { anchors in outlines(anchors) }
  }

  @Test(arguments: [200.0, 300.0])
  func anOverlaysOutlinesSitOnTheAnchoredViews(width: Double) throws {
    // Proposed width × 100: the padded row takes the width; inside it (5 from each edge) the HStack is
    // (width − 10) × 40 at (5, 5): box a (30×20) centred vertically at (5, 15), box b (50×40) at its trailing end,
    // (width − 55, 5). The overlay's reader covers the row from (0, 0), so each outline is its box's frame.
    let result = try row().layout(in: Size(width: width, height: 100), configuration: .monospaced)
    #expect(result.size == Size(width: width, height: 50))
    #expect(result["a"] == Rect(x: 5, y: 15, width: 30, height: 20))
    #expect(result["b"] == Rect(x: width - 55, y: 5, width: 50, height: 40))
    #expect(result["outline0"] == result["a"])
    #expect(result["outline1"] == result["b"])
  }

  @Test func anchorsAreReadInTheReadersCoordinates() throws {
    // The row is 100 wide below a 300×30 header, centred: at (100, 30). Its overlay's reader is inset by 10: at
    // (110, 40), 80×30. Box a is at (105, 45) globally, (−5, 5) from the reader; b (50×40) ends the 90-wide HStack
    // at (105, 35): at (145, 35), (35, −5) from the reader.
    let tree = VStack(spacing: 0) {
      Box(width: 300, height: 30)
      HStack(spacing: 0) {
        Box(width: 30, height: 20).anchorPreference(key: Bounds.self, value: .bounds) { [$0] }.id("a")
        Spacer()
        Box(width: 50, height: 40).anchorPreference(key: Bounds.self, value: .bounds) { [$0] }.id("b")
      }
      .padding(5).frame(width: 100)
      .overlayPreferenceValue(Bounds.self) { anchors in
        GeometryReader { proxy in
          Box(width: proxy[anchors[0]].minX + 10, height: proxy[anchors[1]].minY + 10).id("offsets")
        }.padding(10).id("inset")
      }
    }
    let result = try tree.layout(in: Size(width: 300, height: 200), configuration: .monospaced)
    #expect(result["a"] == Rect(x: 105, y: 45, width: 30, height: 20))
    #expect(result["b"] == Rect(x: 145, y: 35, width: 50, height: 40))
    // minX of a is −5, minY of b is −5: the box is 5×5 at the reader's corner, (110, 40).
    #expect(result["offsets"] == Rect(x: 110, y: 40, width: 5, height: 5))
  }

  @Test func pointAnchorsAndTransformsCombineInTreeOrder() throws {
    // A VStack (spacing 0) of a 40×10 box and a 20×30 box, centred: the first at (0, 0), the second at (10, 10).
    // The first writes its centre (20, 5); the second its top-leading corner (10, 10), then a transform adds its
    // bottom-trailing corner (30, 40). The overlay's box is as wide as the points' x sum and as high as their y sum.
    let tree = VStack(spacing: 0) {
      Box(width: 40, height: 10).anchorPreference(key: Points.self, value: .center) { [$0] }
      Box(width: 20, height: 30)
        .anchorPreference(key: Points.self, value: .topLeading) { [$0] }
        .transformAnchorPreference(key: Points.self, value: .bottomTrailing) { $0.append($1) }
    }
    .overlayPreferenceValue(Points.self, alignment: .topLeading) { points in
      GeometryReader { proxy in
        let resolved = points.map { proxy[$0] }
        Box(width: resolved.reduce(0) { $0 + $1.x }, height: resolved.reduce(0) { $0 + $1.y }).id("sum")
        Box(width: CGFloat(points.count), height: 1).id("count")
      }
    }
    let result = try tree.layout(in: Size(width: 100, height: 100), configuration: .monospaced)
    #expect(result["sum"] == Rect(x: 0, y: 0, width: 60, height: 55))
    #expect(result["count"] == Rect(x: 0, y: 0, width: 3, height: 1))
  }

  @Test func anOuterAnchorPreferenceReplacesTheInnerOnes() throws {
    // The padded box writes its own bounds (5, 5, 10, 10); the padding around it writes (0, 0, 20, 20) and replaces
    // it, so the overlay sees one anchor.
    let tree = Box(width: 10, height: 10)
      .anchorPreference(key: Bounds.self, value: .bounds) { [$0] }
      .padding(5)
      .anchorPreference(key: Bounds.self, value: .rect(Rect(x: 0, y: 0, width: 20, height: 20))) { [$0] }
      .overlayPreferenceValue(Bounds.self) { anchors in
        Box(width: CGFloat(anchors.count), height: 1).id("count")
        outlines(anchors)
      }
    let result = try tree.layout(in: Size(width: 100, height: 100), configuration: .monospaced)
    #expect(result["count"] == Rect(x: 9.5, y: 9.5, width: 1, height: 1))
    #expect(result["outline0"] == Rect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test func aBackgroundPreferenceValueIsAlignedAndDrawnFirst() throws {
    // Two anchors below: the background box is 2×4 (one per anchor, by width and height), aligned bottom-trailing
    // in the 60×20 HStack: at (58, 16); it comes before the HStack in drawing order.
    let tree = HStack(spacing: 0) {
      Box(width: 30, height: 20).anchorPreference(key: Bounds.self, value: .bounds) { [$0] }
      Box(width: 30, height: 10).anchorPreference(key: Bounds.self, value: .bounds) { [$0] }
    }
    .id("row")
    .backgroundPreferenceValue(Bounds.self, alignment: .bottomTrailing) { anchors in
      Box(width: CGFloat(anchors.count), height: CGFloat(2 * anchors.count)).id("badge")
    }
    let result = try tree.layout(in: Size(width: 100, height: 100), configuration: .monospaced)
    #expect(result["badge"] == Rect(x: 58, y: 16, width: 2, height: 4))
    let order = result.entries.compactMap(\.id)
    #expect(order.firstIndex(of: "badge")! < order.firstIndex(of: "row")!)
  }

  @Test func withoutAnyWriterTheOverlaySeesTheDefaultValueInOnePass() throws {
    let calls = Lock(0)
    let result = try Box(width: 10, height: 10).overlayPreferenceValue(Bounds.self) { anchors in
      let _ = calls.withLock { $0 += 1 }
      Box(width: CGFloat(anchors.count) + 1, height: 1).id("count")
    }.layout(in: Size(width: 50, height: 50), configuration: .monospaced)
    #expect(result["count"] == Rect(x: 4.5, y: 4.5, width: 1, height: 1))
    #expect(calls.withLock { $0 } == 1)
  }
}
