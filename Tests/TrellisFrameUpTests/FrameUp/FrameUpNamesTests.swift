import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

/// FrameUp's spellings (issue #17 item 1): each FrameUp name does what its Trellis twin does.
@Suite struct FrameUpNamesTests {
  @Test func scaleModeNames() {
    #expect(ScaleMode.allCases == [.shrink, .grow, .both])
    #expect(ScaleMode.allCases.map(\.rawValue) == ["shrink", "grow", "both"])
    #expect(ScaleMode.shrink.clamp(3) == 1 && ScaleMode.shrink.clamp(0.5) == 0.5)
    #expect(ScaleMode.grow.clamp(0.5) == 1 && ScaleMode.grow.clamp(3) == 3)
    // Semantics §2: C 200×100, F 100×100, fit + grow → 200×100; F 400×400, fit + shrink → 200×100.
    let c = Size(width: 200, height: 100)
    #expect(
      ScaledView(size: Size(width: 100, height: 100), contentMode: .fit, scaleMode: .grow).size(forContent: c) == c)
    #expect(
      ScaledView(size: Size(width: 400, height: 400), contentMode: .fit, scaleMode: .shrink).size(forContent: c) == c)
  }

  @Test func relativePaddingOneArgumentIsAllEdges() throws {
    let one = try Box(width: 80, height: 40).id("b").relativePadding(0.1).id("p").layout(
      in: Size(width: 300, height: 300), configuration: .monospaced)
    let two = try Box(width: 80, height: 40).id("b").relativePadding(.all, 0.1).id("p")
      .layout(in: Size(width: 300, height: 300), configuration: .monospaced)
    // 80 / (1 − 2·0.1) = 100, 40 / 0.8 = 50; the box at (10, 5).
    #expect(one["p"] == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(one["b"] == Rect(x: 10, y: 5, width: 80, height: 40))
    #expect(one["b"] == two["b"] && one["p"] == two["p"])
  }

  @Test func unlabelledScaledToFrameMatchesTheLabelledForm() throws {
    let frame = Size(width: 100, height: 100)
    let pairs: [(Node, Node)] = [
      (Box(width: 200, height: 100).scaledToFrame(frame), Box(width: 200, height: 100).scaledToFrame(size: frame)),
      (Box(width: 200, height: 100).scaledToFit(frame), Box(width: 200, height: 100).scaledToFit(size: frame)),
      (Box(width: 200, height: 100).scaledToFill(frame), Box(width: 200, height: 100).scaledToFill(size: frame)),
    ]
    let sizes = [Size(width: 100, height: 100), Size(width: 100, height: 50), Size(width: 200, height: 100)]
    for ((a, b), size) in zip(pairs, sizes) {
      #expect(try a.layout(proposal: .unspecified, configuration: .monospaced).size == size)
      #expect(try b.layout(proposal: .unspecified, configuration: .monospaced).size == size)
    }
  }

  @Test func optionalSpacingsAreFrameUpsDefaults() {
    #expect(HFlow(maxWidth: 100, horizontalSpacing: nil, verticalSpacing: nil) == HFlow(maxWidth: 100))
    #expect(HFlow(maxWidth: 100).horizontalSpacing == 10 && HFlow(maxWidth: 100).verticalSpacing == 10)
    #expect(VFlow(maxHeight: 100, horizontalSpacing: nil).horizontalSpacing == 10)
    #expect(VMasonry(columns: 2, maxWidth: 100, verticalSpacing: nil).verticalSpacing == 10)
    #expect(HMasonry(rows: 2, maxHeight: 100, horizontalSpacing: nil).horizontalSpacing == 10)
    #expect(HStackFULayout(spacing: nil, maxHeight: 10).spacing == 10)
    #expect(VStackFULayout(spacing: nil, maxWidth: 10).spacing == 10)
    #expect(HFlowLayout(horizontalSpacing: nil, verticalSpacing: nil) == HFlowLayout())
    #expect(VFlowLayout(horizontalSpacing: nil).flow.horizontalSpacing == 10)
    #expect(VMasonryLayout(columns: 2, horizontalSpacing: nil).masonry.horizontalSpacing == 10)
    #expect(HMasonryLayout(rows: 2, verticalSpacing: nil).masonry.verticalSpacing == 10)
    let spaced = HFlowLayout(alignment: .center, spacing: 4)
    #expect(spaced.flow.horizontalSpacing == 4 && spaced.flow.verticalSpacing == 4 && spaced.flow.alignment == .center)
  }

  @Test func tagViewWithMaxWidthWrapsThere() throws {
    let words = ["One", "Two", "Three"]
    let tags = TagView(maxWidth: 100, elements: words) { word in Box(width: 40, height: 20).id(word) }
    let result = try tags.node.layout(proposal: .unspecified, configuration: .monospaced)
    // Spacing 0: One and Two share the first row (80 ≤ 100), Three wraps.
    #expect(result["Three"]?.origin == Point(x: 0, y: 20))
    #expect(result.size == Size(width: 80, height: 40))
    #expect(tags.node.typeName == "TagView")
    let spaced = try TagView(maxWidth: 100, elements: words, horizontalSpacing: 30) { word in
      Box(width: 40, height: 20).id(word)
    }.node.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(spaced["Two"]?.origin == Point(x: 0, y: 20))
  }

  @Test func overlappingImageLeftAndRight() {
    let frameUp = OverlappingImage(aspectRatio: 2, left: 0.1, right: 0.2)
    #expect(frameUp == OverlappingImage(aspectRatio: 2, leading: 0.1, trailing: 0.2))
    // Frame aspect ar·(1 − l − r) = 1.4; H 100 → frame 140×100, image 200×100 at x −20.
    #expect(frameUp.frameSize(forHeight: 100) == Size(width: 140, height: 100))
    #expect(frameUp.imageFrame(inFrame: Size(width: 140, height: 100)) == Rect(x: -20, y: 0, width: 200, height: 100))
  }

  @Test func overlappingImageWithAnImageViewPlacesIt() throws {
    let result = try VStack(spacing: 0) {
      OverlappingImage(Rectangle().id("image"), aspectRatio: 1, top: 0.1, bottom: 0.25).id("frame")
    }.layout(in: Size(width: 200, height: 500), configuration: .monospaced)
    // Semantics §2: ar 1, t .1, b .25, width 200 → frame 200×130, image 200×200 at y −20.
    #expect(result["frame"] == Rect(x: 0, y: 0, width: 200, height: 130))
    #expect(result["image"] == Rect(x: 0, y: -20, width: 200, height: 200))
    let sideways = try OverlappingImage(Rectangle().id("image"), aspectRatio: 2, left: 0.1, right: 0.2)
      .frame(height: 100).layout(in: Size(width: 500, height: 500), configuration: .monospaced)
    // Frame 140×100 (aspect 2 · 0.7); the 200×100 image starts 0.1 of its width left of it.
    #expect(sideways.size == Size(width: 140, height: 100))
    #expect(sideways["image"] == Rect(x: -20, y: 0, width: 200, height: 100))
  }

  @Test func widgetSizeFrameUpNames() throws {
    let phone = Size(width: 390, height: 844)
    let sizes = WidgetSize.sizesForiPhone(screenSize: phone)
    #expect(sizes[.small] == Size(width: 158, height: 158) && sizes[.accessoryInline] == Size(width: 234, height: 26))
    #expect(sizes[.extraLarge] == nil && sizes.count == 6)
    let pad = Size(width: 1024, height: 1366)
    #expect(WidgetSize.sizesForiPad(screenSize: pad, target: .homeScreen)[.small] == Size(width: 160, height: 160))
    #expect(WidgetSize.sizesForiPad(screenSize: pad, target: .designCanvas)[.small] == Size(width: 170, height: 170))
    let factor = try #require(WidgetSize.small.scaleFactorForiPad(screenSize: Size(width: 834, height: 1112)))
    #expect(abs(factor - 0.88) < 1e-12)
    #expect(WidgetSize.accessoryInline.scaleFactorForiPad(screenSize: pad) == nil)
    #expect(WidgetSize.medium.sizeForWatch(watchSize: 45) == Size(width: 184, height: 80.5))
    #expect(WidgetSize.medium.sizeForWatch(watchSize: 45) == WidgetSize.medium.sizeForWatch(caseSize: 45))
    #expect(WidgetSize.sizesForWatch(watchSize: 49) == [.medium: Size(width: 191, height: 81.5)])
    #expect(WidgetSize(rawValue: "accessoryRectangular") == .accessoryRectangular)
  }

  @Test func smartScrollViewFullInitialiser() throws {
    let reports = Recorder<EdgeInsets?>()
    let scroll = SmartScrollView(.vertical, showsIndicators: false, optionalScrolling: true, shrinkToFit: true) {
      Box(width: 280, height: 800).id("content")
    } onScroll: { edgeInsets in
      reports.record(edgeInsets)
    }
    let result = try scroll.node.layout(in: Size(width: 300, height: 500), configuration: .monospaced)
    #expect(result.size == Size(width: 280, height: 500))
    #expect(result["content"] == Rect(x: 0, y: 0, width: 280, height: 800))
    // Content at offset 0: top 0, leading 0, bottom 500 − 800, trailing 0.
    #expect(reports.all == [EdgeInsets(top: 0, leading: 0, bottom: -300, trailing: 0)])
    // Laying the same tree out again with nothing changed reports nothing new.
    let tree = scroll.node
    _ = try tree.layout(in: Size(width: 300, height: 500), configuration: .monospaced)
    _ = try tree.layout(in: Size(width: 300, height: 500), configuration: .monospaced)
    #expect(reports.all.count == 1)
    _ = try tree.layout(in: Size(width: 300, height: 600), configuration: .monospaced)
    #expect(reports.all.last == EdgeInsets(top: 0, leading: 0, bottom: -200, trailing: 0))
    #expect(scroll == SmartScrollView(.vertical, showsIndicators: false))
    #expect(scroll != SmartScrollView(.vertical))
  }

  @Test func fuLayoutThatFitsMaxSize() throws {
    let layouts: [any FULayout] = [HStackFULayout(maxHeight: 1000), VStackFULayout(maxWidth: 200)]
    let fits = FULayoutThatFits(maxSize: Size(width: 150, height: 400), layouts: layouts)
    #expect(fits.maxWidth == 150 && fits.maxHeight == 400)
    let result = try fits {
      Box(width: 50, height: 50)
      Box(width: 50, height: 200)
      Box(width: 50, height: 100)
    }.layout(proposal: .unspecified, configuration: .monospaced)
    // The row is 170 wide (> 150): the column, 50×370 (≤ 400 high).
    #expect(result.size == Size(width: 50, height: 370))
  }

  @Test func proportionableFullMemberList() {
    let size = Size(width: 400, height: 200)
    #expect(size.swappingWidthAndHeight == Size(width: 200, height: 400))
    #expect(size.aspectRatio == 2 && size.aspectFormat == .landscape)
    #expect(size.minDimension == 200 && size.maxDimension == 400)
    #expect(Size(width: 100, aspectRatio: 2) == Size(width: 100, height: 50))
    #expect(Size(height: 100, aspectRatio: 2) == Size(width: 200, height: 100))
    #expect(Size.square(30) == Size(width: 30, height: 30))
    #expect(size.scaledToFit(Size(width: 100, height: 100)) == Size(width: 100, height: 50))
    #expect(size.scaledToFill(Size(width: 100, height: 100)) == Size(width: 200, height: 100))
    #expect(AspectFormat.forRatio(1) == .square && AspectFormat.forRatio(0.5) == .portrait)
    #expect(AspectFormat.forRatio(.nan) == .landscape)
  }

  @Test func fuAlignmentFrameUpMembers() {
    #expect(FUAlignment(horizontal: .trailing, vertical: .bottom) == .bottomTrailing)
    #expect(FUAlignment(from: .topTrailing) == .topTrailing)
    #expect(FUAlignment(from: Alignment(horizontal: .leading, vertical: .firstTextBaseline)) == nil)
    #expect(FUAlignment.justified.alignment == .topLeading)
    #expect(FUAlignment.centerJustified.alignment == .leading)
    #expect(FUAlignment.justifiedTrailing.replacingVerticalJustification() == .topTrailing)
    #expect(FUAlignment.bottomJustified.replacingHorizontalJustification(with: .center) == .bottom)
    #expect(FUVerticalAlignment.justified.replacingJustification(with: .bottom) == .bottom)
    #expect(FUHorizontalAlignment.center.replacingJustification() == .center)
  }

  @Test func anyFULayoutProperty() {
    let flow = HFlow(maxWidth: 100)
    #expect(flow.anyFULayout == AnyFULayout(flow))
    #expect(flow.anyFULayout.anyFULayout == AnyFULayout(flow))
  }
}
