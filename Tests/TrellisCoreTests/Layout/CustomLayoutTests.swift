import Testing

@testable import TrellisCore

/// The `BasicVStack` of SwiftUI's documentation (seed 003), with Double in place of CGFloat.
private struct BasicVStack: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    subviews.reduce(Size.zero) { result, subview in
      let size = subview.sizeThatFits(.unspecified)
      return Size(width: max(result.width, size.width), height: result.height + size.height)
    }
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var point = bounds.origin
    for subview in subviews {
      subview.place(at: point, anchor: .topLeading, proposal: .unspecified)
      point.y += subview.dimensions(in: .unspecified).height
    }
  }
}

/// The spacing-aware variant from the same documentation, with a custom spacing preference and a leading indent.
private struct SpacedVStack: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    let spacing = gaps(subviews)
    return subviews.indices.reduce(Size.zero) { result, index in
      let size = subviews[index].sizeThatFits(.unspecified)
      return Size(
        width: max(result.width, size.width),
        height: result.height + size.height + (index > 0 ? spacing[index - 1] : 0))
    }
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let spacing = gaps(subviews)
    var point = bounds.origin
    for (index, subview) in subviews.enumerated() {
      if index > 0 { point.y += spacing[index - 1] }
      subview.place(at: point, anchor: .topLeading, proposal: .unspecified)
      point.y += subview.dimensions(in: .unspecified).height
    }
  }

  func gaps(_ subviews: Subviews) -> [Double] {
    subviews.indices.dropLast().map { index in
      subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .vertical)
    }
  }

  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    var spacing = ViewSpacing()
    for index in subviews.indices {
      var edges: Edge.Set = [.leading, .trailing]
      if index == subviews.startIndex { edges.formUnion(.top) }
      if index == subviews.endIndex - 1 { edges.formUnion(.bottom) }
      spacing.formUnion(subviews[index].spacing, edges: edges)
    }
    return spacing
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guide == .leading ? bounds.minX + 10 : nil
  }
}

private struct Rank: LayoutValueKey { static let defaultValue = 0 }

/// A layout ordering its subviews by a layout value and counting its cache uses.
private struct RankedRow: Layout {
  struct Cache {
    var order: [Int]
    var makes: Int
  }

  func makeCache(subviews: Subviews) -> Cache {
    Cache(order: subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }, makes: 1)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
    Size(width: subviews.map { $0.sizeThatFits(.unspecified).width }.reduce(0, +), height: 10)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    #expect(cache.makes == 1)
    var x = bounds.minX
    for index in cache.order {
      subviews[index].place(at: Point(x: x, y: bounds.minY), proposal: .unspecified)
      x += subviews[index].sizeThatFits(.unspecified).width
    }
  }
}

@Suite struct CustomLayoutTests {
  @Test func basicVStack() throws {
    let result = try BasicVStack {
      Box(width: 40, height: 20).id("a")
      Box(width: 60, height: 10).id("b")
      Text("Hi").id("c")
    }.layout(in: Size(width: 300, height: 300), configuration: .monospaced)
    #expect(result.size == Size(width: 60, height: 46))
    #expect(result["a"] == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(result["b"] == Rect(x: 0, y: 20, width: 60, height: 10))
    #expect(result["c"] == Rect(x: 0, y: 30, width: 16, height: 16))
  }

  @Test func spacingAwareVStack() throws {
    let result = try SpacedVStack {
      Box(width: 40, height: 20).id("a")
      Box(width: 60, height: 10).id("b")
      Spacer(minLength: 0).frame(height: 0).id("s")
      Box(width: 60, height: 10).id("c")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    // Two plain boxes: the default 8. Next to the spacer (which prefers 0 on every edge): 0.
    #expect(result["b"]?.minY == 28)
    #expect(result["s"]?.minY == 38)
    #expect(result["c"]?.minY == 38)
    #expect(result.size.height == 48)
  }

  @Test func explicitAlignmentOfACustomContainerMovesItInAStack() throws {
    let result = try VStack(alignment: .leading, spacing: 0) {
      Box(width: 50, height: 10).id("top")
      SpacedVStack { Box(width: 30, height: 10).id("inner") }.id("custom")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    // The custom container reports its leading guide at x = 10, so it sits 10 to the left of the stack's line.
    #expect(result["top"]?.minX == 10)
    #expect(result["custom"]?.minX == 0)
    #expect(result.size.width == 60)
  }

  @Test func layoutValuesAndCache() throws {
    let result = try RankedRow {
      Box(width: 10, height: 10).layoutValue(key: Rank.self, value: 2).id("a")
      Box(width: 20, height: 10).layoutValue(key: Rank.self, value: 1).id("b")
      Box(width: 30, height: 10).id("c")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result["c"]?.minX == 0)
    #expect(result["b"]?.minX == 30)
    #expect(result["a"]?.minX == 50)
  }

  @Test func layoutValuePassesThroughModifiers() throws {
    let result = try RankedRow {
      Box(width: 10, height: 10).layoutValue(key: Rank.self, value: 5).padding(1).id("a")
      Box(width: 20, height: 10).id("b")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result["b"]?.minX == 0)
    #expect(result["a"]?.minX == 20)
  }

  @Test func alignmentGuides() throws {
    let result = try VStack(alignment: .leading, spacing: 0) {
      Box(width: 40, height: 10).id("a")
      Box(width: 40, height: 10).alignmentGuide(.leading) { _ in 15 }.id("b")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result["a"]?.minX == 15)
    #expect(result["b"]?.minX == 0)
    #expect(result.size.width == 55)
  }

  @Test func alignmentGuideThroughPadding() throws {
    let result = try HStack(alignment: .top, spacing: 0) {
      Box(width: 10, height: 10).id("a")
      Box(width: 10, height: 10).alignmentGuide(.top) { d in d.height }.padding(5).id("b")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    // b's top guide is at 10 inside the box, 15 inside the padding: a sits 15 lower than the padding's top.
    #expect(result["a"]?.minY == 15)
    #expect(result["b"]?.minY == 0)
  }

  @Test func customAlignmentID() throws {
    let third = HorizontalAlignment("third") { $0 / 3 }
    let result = try VStack(alignment: third, spacing: 0) {
      Box(width: 30, height: 10).id("a")
      Box(width: 90, height: 10).id("b")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result["a"]?.minX == 20)
    #expect(result["b"]?.minX == 0)
  }

  @Test func anyLayoutSwitchKeepsChildren() throws {
    func tree(_ vertical: Bool) -> Node {
      let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
      return layout {
        Box(width: 10, height: 10).id("a")
        Spacer().id("s")
        Box(width: 10, height: 10).id("b")
      }
    }
    let h = try tree(false).layout(in: Size(width: 100, height: 100), configuration: .monospaced)
    let v = try tree(true).layout(in: Size(width: 100, height: 100), configuration: .monospaced)
    #expect(Set(h.frames.keys) == Set(v.frames.keys))
    #expect(h["b"]?.minX == 90)
    #expect(v["b"]?.minY == 90)
    // The spacer reads its axis through AnyLayout.
    #expect(h["s"]?.size == Size(width: 80, height: 0))
    #expect(v["s"]?.size == Size(width: 0, height: 80))
  }

  @Test func unplacedSubviewIsCentred() throws {
    struct Lazy: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        Size(width: 100, height: 100)
      }
      func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }
    let result = try Lazy { Box(width: 20, height: 10).id("a") }.layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(result["a"] == Rect(x: 40, y: 45, width: 20, height: 10))
  }
}
