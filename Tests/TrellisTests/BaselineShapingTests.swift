import Testing
import Trellis
import TrellisTestSupport

/// Baseline alignment with the shaping measurer (real fonts): non-text leaves sit on the texts' baselines.
@Suite struct BaselineShapingTests {
  let measurer = ShapingTextMeasurer.shared

  func ideal(_ string: String, _ font: Font) -> TextMeasurement {
    measurer.measure(string, attributes: TextAttributes(font: font), proposal: .unspecified)
  }

  @Test(arguments: [VerticalAlignment.firstTextBaseline, .lastTextBaseline])
  func leavesSitOnTheBaseline(_ guide: VerticalAlignment) throws {
    let row = HStack(alignment: guide, spacing: 2) {
      Text("Big\ntwo").font(.largeTitle).id("big")
      Image("icon", width: 20, height: 20).id("image")
      Color.red.frame(width: 10, height: 10).id("color")
      Circle().frame(width: 8, height: 8).id("circle")
    }
    let result = try row.layout(proposal: .unspecified)
    let big = try #require(result["big"])
    let measured = ideal("Big\ntwo", .largeTitle)
    let baseline = big.minY + (guide == .firstTextBaseline ? measured.firstBaseline : measured.lastBaseline)
    for id in ["image", "color", "circle"] {
      #expect(close(try #require(result[id]).maxY, baseline), "\(id)")
    }
    #expect(measured.firstBaseline < measured.lastBaseline)
  }
}
