import Testing
import Trellis
import TrellisTestSupport

/// Dynamic Type: `dynamicTypeSize` scales the text styles by iOS's tables, its range forms clamp, fonts of a fixed
/// size stay, and `ScaledMetric` follows its style. Sizes are read from the result's entries (the font each text was
/// measured with) and checked against the Human Interface Guidelines' tables, copied here by hand.
@Suite struct DynamicTypeTests {
  /// The point size text `view` (id "t") was measured at.
  func size(_ view: some View) throws -> CGFloat {
    let result = try view.layout(proposal: .unspecified)
    let entry = try #require(result.entries.first { $0.id == "t" })
    return try #require(entry.textMeasurement?.fontSize)
  }

  /// (style, size, points) from the HIG's "iOS, iPadOS Dynamic Type sizes" and "larger accessibility type sizes".
  @Test(arguments: [
    (Font.body, DynamicTypeSize.xSmall, 14.0), (.body, .large, 17), (.body, .xxxLarge, 23),
    (.body, .accessibility5, 53),
    (.largeTitle, .xSmall, 31), (.largeTitle, .accessibility5, 60), (.title, .accessibility2, 43),
    (.title2, .accessibility1, 34), (.title3, .xLarge, 22), (.headline, .accessibility3, 40),
    (.callout, .accessibility4, 44), (.subheadline, .small, 13), (.footnote, .medium, 12),
    (.footnote, .xxLarge, 17), (.caption, .accessibility5, 43), (.caption2, .medium, 11),
    (.caption2, .accessibility1, 20),
  ])
  func textStylesTakeTheTablesSizes(font: Font, dynamicTypeSize: DynamicTypeSize, points: Double) throws {
    #expect(try size(Text("Type").font(font).id("t").dynamicTypeSize(dynamicTypeSize)) == points)
  }

  @Test func everyStyleGrowsWithTheSizeAndIsItsOwnSizeAtLarge() throws {
    for style in Font.TextStyle.allCases {
      let sizes = try DynamicTypeSize.allCases.map {
        try size(Text("a").font(.system(style)).id("t").dynamicTypeSize($0))
      }
      #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
      #expect(sizes[3] == Font.system(style).size, "\(style)")
      #expect(sizes.first! >= 11, "\(style)")  // the HIG's minimum
    }
  }

  @Test func theDefaultIsLarge() throws {
    #expect(try size(Text("a").id("t")) == 17)
    #expect(EnvironmentValues().dynamicTypeSize == .large)
  }

  @Test func textIsMeasuredAtTheScaledSize() throws {
    // The frame is that of the text measured in DejaVu Sans at 23 pt: the body at xxxLarge.
    let string = "Dynamic Type"
    let result = try VStack { Text(string).id("t") }.dynamicTypeSize(.xxxLarge).layout(proposal: .unspecified)
    let expected = ShapingTextMeasurer.shared.measure(
      string, attributes: TextAttributes(font: .system(size: 23)), proposal: .unspecified)
    #expect(result["t"]?.size == expected.size)
    #expect(result.entries.first { $0.id == "t" }?.textAttributes?.font.size == 23)
  }

  @Test func rangesClampTheInheritedSize() throws {
    // ...large under xxxLarge: large (17).
    #expect(
      try size(VStack { Text("a").id("t") }.dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xxxLarge)) == 17)
    // xLarge... under the default (large): xLarge (19).
    #expect(try size(Text("a").id("t").dynamicTypeSize(DynamicTypeSize.xLarge...)) == 19)
    // small...medium under the default: medium (16); under xSmall: small (15).
    #expect(try size(Text("a").id("t").dynamicTypeSize(DynamicTypeSize.small ... .medium)) == 16)
    #expect(
      try size(VStack { Text("a").id("t").dynamicTypeSize(DynamicTypeSize.small ... .medium) }.dynamicTypeSize(.xSmall))
        == 15)
    // A half-open range ends below its bound: large..<xxLarge under xxxLarge is xLarge (19).
    #expect(
      try size(
        VStack { Text("a").id("t").dynamicTypeSize(DynamicTypeSize.large..<DynamicTypeSize.xxLarge) }
          .dynamicTypeSize(.xxxLarge)) == 19)
    // An empty range changes nothing.
    #expect(try size(Text("a").id("t").dynamicTypeSize(DynamicTypeSize.large..<DynamicTypeSize.large)) == 17)
  }

  @Test func innerSettingsApplyAfterOuterOnes() throws {
    // An inner size under an outer range: the inner size (23), as SwiftUI's environment sets it last.
    #expect(
      try size(VStack { Text("a").id("t").dynamicTypeSize(.xxxLarge) }.dynamicTypeSize(...DynamicTypeSize.large)) == 23)
    // On one node the later modifier is the outer one: set accessibility3, then clamp to ...large: 17.
    #expect(
      try size(Text("a").id("t").dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility3)) == 17)
    // Two ranges: ...xxLarge inside xLarge...: the size is at least xLarge and at most xxLarge.
    let nested = { (outer: DynamicTypeSize) in
      try self.size(
        VStack { Text("a").id("t").dynamicTypeSize(...DynamicTypeSize.xxLarge) }.dynamicTypeSize(
          DynamicTypeSize.xLarge...
        )
        .dynamicTypeSize(outer))
    }
    #expect(try nested(.xSmall) == 19)
    #expect(try nested(.accessibility5) == 21)
    // The environment key path is the same setting.
    #expect(try size(Text("a").id("t").environment(\.dynamicTypeSize, .xLarge)) == 19)
  }

  @Test func fixedSizesDoNotScaleAndCustomSizesScaleWithTheirStyle() throws {
    #expect(try size(Text("a").font(.system(size: 15)).id("t").dynamicTypeSize(.accessibility5)) == 15)
    #expect(try size(Text("a").font(.custom("DejaVu Serif", fixedSize: 15)).id("t").dynamicTypeSize(.xxxLarge)) == 15)
    // custom(_:size:) follows the body: 34 × 23/17 = 46 at xxxLarge.
    #expect(try size(Text("a").font(.custom("DejaVu Serif", size: 34)).id("t").dynamicTypeSize(.xxxLarge)) == 46)
    // relativeTo: 20 relative to title3 (20 at large, 31 at accessibility1) is 31.
    let relative = Font.custom("DejaVu Serif", size: 20, relativeTo: .title3)
    #expect(try size(Text("a").font(relative).id("t").dynamicTypeSize(.accessibility1)) == 31)
    // A style at another size keeps the proportion: title (28 → 34 at xxxLarge) at 14 is 17.
    var small = Font.title
    small.size = 14
    #expect(try size(Text("a").font(small).id("t").dynamicTypeSize(.xxxLarge)) == 17)
  }

  @Test func traitsApplyToTheScaledFont() throws {
    let result = try Text("a").font(.title).bold().id("t").dynamicTypeSize(.xxxLarge).layout(proposal: .unspecified)
    let font = try #require(result.entries.first { $0.id == "t" }?.textAttributes?.font)
    #expect(font.size == 34)
    #expect(font.weight == .bold)
  }

  @Test func theGuidesExample() throws {
    let stack = VStack(alignment: .leading) {
      Text("Title").font(.title).id("title")
      Text("Body").id("body")
      Text("Fine print").font(.caption).id("fine")
        .dynamicTypeSize(...DynamicTypeSize.large)
    }
    .dynamicTypeSize(.xxxLarge)
    let result = try stack.layout(proposal: .unspecified)
    let sizes = ["title", "body", "fine"].map { id in
      result.entries.first { $0.id == id }?.textMeasurement?.fontSize
    }
    #expect(sizes == [34, 23, 12])
    // 40 relative to the body at xxxLarge: 40 × 23/17 ≈ 54.1.
    #expect(abs(ScaledMetric(wrappedValue: 40.0, relativeTo: .body).value(for: .xxxLarge) - 54.1) < 0.05)
  }

  @Test func theSizesAreSwiftUIs() {
    #expect(DynamicTypeSize.allCases.count == 12)
    #expect(DynamicTypeSize.allCases.first == .xSmall && DynamicTypeSize.allCases.last == .accessibility5)
    #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count == 5)
    #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize && DynamicTypeSize.accessibility1.isAccessibilitySize)
    #expect(DynamicTypeSize.small < .large && DynamicTypeSize.xxxLarge < .accessibility1)
  }

  struct Avatar {
    @ScaledMetric var side: CGFloat = 40
    @ScaledMetric(relativeTo: .largeTitle) var banner = 68.0
  }

  @Test func scaledMetricsFollowTheirStyle() {
    let avatar = Avatar()
    // The wrapped value is the value at large, where SwiftUI answers it unscaled.
    #expect(avatar.side == 40)
    #expect(avatar.$side.value(for: .large) == 40)
    // Relative to body: 40 × 23/17 at xxxLarge, 40 × 14/17 at xSmall.
    #expect(abs(avatar.$side.value(for: .xxxLarge) - 40 * 23 / 17) <= 1e-12)
    #expect(abs(avatar.$side.value(for: .xSmall) - 40 * 14 / 17) <= 1e-12)
    // Relative to largeTitle: 68 × 60/34 = 120 at accessibility5.
    #expect(avatar.$banner.value(for: .accessibility5) == 120)
    #expect(ScaledMetric(wrappedValue: Double.infinity).value(for: .xxxLarge) == .infinity)
    #expect(ScaledMetric(wrappedValue: Float(17), relativeTo: .body).value(for: .accessibility5) == 53)
  }
}
