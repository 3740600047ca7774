import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

/// FrameUp's README "Custom FULayout": a layout that arranges views on the left and right sides of a central line.
/// Even items go left of the line (`x = −width`), odd items right of it (`x = 0`), each side stacked downwards.
struct SidesOfACentralLine: FULayout {
  var maxWidth: CGFloat
  var fixedSize: Axis.Set { .horizontal }
  var maxItemWidth: CGFloat? { maxWidth }
  var maxItemHeight: CGFloat? { nil }

  func contentOffsets(sizes: [Int: Size]) -> [Int: Point] {
    var left = 0.0
    var right = 0.0
    var offsets: [Int: Point] = [:]
    for (index, size) in sizes.sorted(by: { $0.key < $1.key }) {
      if index.isMultiple(of: 2) {
        offsets[index] = Point(x: -size.width, y: left)
        left += size.height
      } else {
        offsets[index] = Point(x: 0, y: right)
        right += size.height
      }
    }
    return offsets
  }
}

/// Semantics §2 FULayout: the container is the bounding box of all offsets, negative ones included (FrameUp's
/// `rect(contentOffsets:sizes:)`), and Trellis shifts the items inside it (**fix**).
@Suite struct CustomFULayoutTests {
  @Test func sidesOfACentralLineIsTheBoundingBox() throws {
    let result = try SidesOfACentralLine(maxWidth: 200) {
      Box(width: 40, height: 20).id("a")
      Box(width: 60, height: 25).id("b")
      Box(width: 30, height: 30).id("c")
      Box(width: 50, height: 25).id("d")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    // Offsets x −40, 0, −30, 0: the box runs from −40 to 60, so 100×50, not the 60×50 of the positive part.
    #expect(result.size == Size(width: 100, height: 50))
    // Every item moved right by 40, so the central line is at x = 40 inside the container.
    #expect(result["a"] == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(result["b"] == Rect(x: 40, y: 0, width: 60, height: 25))
    #expect(result["c"] == Rect(x: 10, y: 20, width: 30, height: 30))
    #expect(result["d"] == Rect(x: 40, y: 25, width: 50, height: 25))
  }

  @Test func rectIncludesNegativeOffsetsAndTheOrigin() {
    let layout = SidesOfACentralLine(maxWidth: 200)
    let sizes = [0: Size(width: 40, height: 20), 1: Size(width: 60, height: 25)]
    let rect = layout.rect(contentOffsets: layout.contentOffsets(sizes: sizes), sizes: sizes)
    #expect(rect == Rect(x: -40, y: 0, width: 100, height: 25))
    // Offsets all positive: the box still starts at the origin, as FrameUp's does.
    let shifted = [0: Point(x: 10, y: 5)]
    #expect(
      layout.rect(contentOffsets: shifted, sizes: [0: Size(width: 20, height: 20)])
        == Rect(x: 0, y: 0, width: 30, height: 25))
    #expect(layout.rect(contentOffsets: [:], sizes: sizes) == .zero)
  }

  @Test func negativeOffsetsInsideAFitAndALayoutFromFULayout() throws {
    struct Sides: LayoutFromFULayout {
      typealias Cache = FULayoutProposalCache
      func fuLayout(maxSize: Size) -> SidesOfACentralLine { SidesOfACentralLine(maxWidth: maxSize.width) }
    }
    let result = try Sides {
      Box(width: 40, height: 20).id("a")
      Box(width: 60, height: 25).id("b")
    }.layout(proposal: ProposedViewSize(width: 300, height: nil), configuration: .monospaced)
    #expect(result.size == Size(width: 100, height: 25))
    #expect(result["a"]?.minX == 0)
    #expect(result["b"]?.minX == 40)
  }
}
