import Testing

@testable import TrellisCore

/// `.environment(\.layoutDirection, .rightToLeft)`: every container's placement mirrored inside the container.
@Suite struct LayoutDirectionTests {
  static let rtl = LayoutDirection.rightToLeft

  @Test func hstackRunsRightToLeft() throws {
    let tree = HStack(spacing: 10) {
      Box(width: 50, height: 20).id("a")
      Box(width: 60, height: 40).id("b")
    }
    let ltr = try tree.layout(proposal: ProposedViewSize(width: 300, height: 100), configuration: .monospaced)
    #expect(ltr["a"] == Rect(x: 0, y: 10, width: 50, height: 20))
    let result = try tree.environment(\.layoutDirection, .rightToLeft).layout(
      proposal: ProposedViewSize(width: 300, height: 100), configuration: .monospaced)
    #expect(result.size == Size(width: 120, height: 40))
    #expect(result["a"] == Rect(x: 70, y: 10, width: 50, height: 20))
    #expect(result["b"] == Rect(x: 0, y: 0, width: 60, height: 40))
  }

  @Test func leadingPaddingInsetsTheRight() throws {
    let result = try HStack {
      Box(width: 40, height: 20).id("box").padding(.leading, 10).id("pad")
    }.environment(\.layoutDirection, Self.rtl).layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result["pad"] == Rect(x: 0, y: 0, width: 50, height: 20))
    #expect(result["box"] == Rect(x: 0, y: 0, width: 40, height: 20))
  }

  @Test(arguments: [(Alignment.leading, 60.0), (.trailing, 0), (.center, 30)])
  func frameAlignmentIsMirrored(alignment: Alignment, x: Double) throws {
    let result = try Box(width: 40, height: 20).id("box").frame(width: 100, alignment: alignment)
      .environment(\.layoutDirection, Self.rtl).layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result["box"] == Rect(x: x, y: 0, width: 40, height: 20))
  }

  @Test func alignmentGuidesAreMirroredWithTheirStack() throws {
    // LTR: the leading guides meet, b's 10 into b: a at x 10, b at 0 in a 50-wide stack. RTL mirrors it.
    let result = try VStack(alignment: .leading, spacing: 0) {
      Box(width: 40, height: 10).id("a")
      Box(width: 20, height: 10).id("b").alignmentGuide(HorizontalAlignment.leading) { _ in 10 }
    }.environment(\.layoutDirection, Self.rtl).layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 50, height: 20))
    #expect(result["a"] == Rect(x: 0, y: 0, width: 40, height: 10))
    #expect(result["b"] == Rect(x: 30, y: 10, width: 20, height: 10))
  }

  @Test func gridStartsOnTheRight() throws {
    let result = try Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow {
        Box(width: 50, height: 10).id("a")
        Box(width: 20, height: 30).id("b")
      }
      GridRow {
        Box(width: 30, height: 20).id("c")
        Box(width: 60, height: 10).id("d")
      }
    }.environment(\.layoutDirection, Self.rtl).layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 110, height: 50))
    #expect(result["a"]?.origin == Point(x: 60, y: 10))
    #expect(result["b"]?.origin == Point(x: 20, y: 0))
    #expect(result["c"]?.origin == Point(x: 70, y: 30))
    #expect(result["d"]?.origin == Point(x: 0, y: 35))
  }

  @Test func lazyVGridStartsOnTheRight() throws {
    let result = try LazyVGrid(columns: [GridItem(.flexible(), spacing: 0), GridItem(.flexible())], spacing: 0) {
      Box(width: 50, height: 20).id("a")
      Box(width: 60, height: 40).id("b")
      Box(width: 30, height: 10).id("c")
    }.environment(\.layoutDirection, Self.rtl).layout(
      proposal: ProposedViewSize(width: 200, height: nil), configuration: .monospaced)
    #expect(result["a"]?.origin == Point(x: 125, y: 10))
    #expect(result["b"]?.origin == Point(x: 20, y: 0))
    #expect(result["c"]?.origin == Point(x: 135, y: 40))
  }

  @Test func aNestedLeftToRightSwitchesBack() throws {
    func tree(inner: LayoutDirection) -> some View {
      HStack(spacing: 0) {
        Box(width: 10, height: 10).id("a")
        HStack(spacing: 0) {
          Box(width: 20, height: 10).id("b")
          Box(width: 30, height: 10).id("c")
        }.environment(\.layoutDirection, inner).id("inner")
      }.environment(\.layoutDirection, Self.rtl)
    }
    let back = try tree(inner: .leftToRight).layout(proposal: .unspecified, configuration: .monospaced)
    #expect(back["a"]?.minX == 50)
    #expect(back["inner"]?.minX == 0)
    #expect(back["b"]?.minX == 0)
    #expect(back["c"]?.minX == 20)
    let inherited = try tree(inner: .rightToLeft).layout(proposal: .unspecified, configuration: .monospaced)
    #expect(inherited["b"]?.minX == 30)
    #expect(inherited["c"]?.minX == 0)
  }

  @Test func onOneNodeTheFirstSettingWins() throws {
    let result = try HStack(spacing: 0) {
      Box(width: 10, height: 10).id("a")
      Box(width: 30, height: 10).id("b")
    }.environment(\.layoutDirection, Self.rtl).environment(\.layoutDirection, .leftToRight).layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(result["a"]?.minX == 30)
  }

  /// A custom layout that places its children left to right, and reports the direction it was given in its width.
  struct Row: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
      let width = subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }
      return Size(width: width + (subviews.layoutDirection == .rightToLeft ? 1 : 0), height: 10)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      var x = bounds.minX
      for subview in subviews {
        subview.place(at: Point(x: x, y: bounds.minY), anchor: .topLeading, proposal: .unspecified)
        x += subview.sizeThatFits(.unspecified).width
      }
    }
  }

  @Test func customLayoutsAreMirroredAndSeeTheDirection() throws {
    let tree = Row {
      Box(width: 10, height: 10).id("a")
      Box(width: 20, height: 10).id("b")
    }
    let ltr = try tree.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(ltr.size.width == 30)
    let result = try tree.environment(\.layoutDirection, Self.rtl).layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(result.size.width == 31)
    #expect(result["a"]?.minX == 21)
    #expect(result["b"]?.minX == 1)
  }

  @Test func textsAreMeasuredAsBefore() throws {
    let tree = HStack(spacing: 0) { Text("Hello").id("t") }
    let ltr = try tree.layout(proposal: .unspecified, configuration: .monospaced)
    let rtl = try tree.environment(\.layoutDirection, Self.rtl).layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(ltr["t"] == rtl["t"])
  }

  @Test func environmentValuesReadBackWhatWasSet() {
    var values = EnvironmentValues()
    #expect(values.layoutDirection == .leftToRight)
    values[keyPath: \.layoutDirection] = .rightToLeft
    #expect(values.layoutDirection == .rightToLeft)
  }
}
