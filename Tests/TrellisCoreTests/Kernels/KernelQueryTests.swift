import Testing
import TrellisTestSupport

@testable import TrellisCore

/// Visible-rect queries against brute-force filtering.
@Suite struct KernelQueryTests {
  typealias T = KernelTestSupport

  static func bruteForce(_ offsets: [Point], _ sizes: [Size], _ rect: Rect) -> [Int] {
    offsets.indices.filter { Rect(origin: offsets[$0], size: sizes[$0]).intersects(rect) }
  }

  static func randomRect(_ rng: inout SplitMix64, within size: Size) -> Rect {
    Rect(
      x: Double.random(in: -20...(size.width + 10), using: &rng),
      y: Double.random(in: -20...(size.height + 10), using: &rng),
      width: Double.random(in: 0...(size.width / 2 + 20), using: &rng),
      height: Double.random(in: 0...(size.height / 2 + 20), using: &rng))
  }

  @Test func flowExample() throws {
    let sizes = T.sizes([(80, 20), (70, 30), (60, 20), (50, 40), (120, 10)])
    let flow = try FlowKernel.horizontal(sizes, maxWidth: 200)
    // Band y 35..45 crosses row 1 only; x 65..100 meets item 3 (70..120) but not item 2 (0..60).
    #expect(try flow.items(in: Rect(x: 65, y: 35, width: 35, height: 10), sizes: sizes) == [3])
    #expect(try flow.items(in: Rect(x: 0, y: 0, width: 500, height: 500), sizes: sizes) == [0, 1, 2, 3, 4])
    #expect(try flow.items(in: Rect(x: 0, y: 30, width: 500, height: 10), sizes: sizes) == [])
    #expect(try flow.items(in: Rect(x: 85, y: 0, width: 2, height: 25), sizes: sizes) == [])
  }

  @Test(arguments: 0..<4) func flowQueryMatchesBruteForce(_ block: Int) throws {
    var rng = SplitMix64(seed: 0x9E00 + UInt64(block))
    for _ in 0..<60 {
      let c = FlowKernelPropertyTests.randomCase(&rng, maxItems: 60)
      let vertical = rng.chance(0.5)
      let flow =
        vertical
        ? try FlowKernel.vertical(
          c.sizes, maxHeight: c.maxWidth, horizontalSpacing: c.hs, verticalSpacing: c.vs, alignment: c.alignment,
          options: c.options)
        : try FlowKernel.horizontal(
          c.sizes, maxWidth: c.maxWidth, horizontalSpacing: c.hs, verticalSpacing: c.vs, alignment: c.alignment,
          options: c.options)
      for _ in 0..<5 {
        let rect = Self.randomRect(&rng, within: flow.contentSize)
        #expect(try flow.items(in: rect, sizes: c.sizes) == Self.bruteForce(flow.offsets, c.sizes, rect))
      }
    }
  }

  @Test(arguments: 0..<4) func masonryQueryMatchesBruteForce(_ block: Int) throws {
    var rng = SplitMix64(seed: 0x9E10 + UInt64(block))
    for _ in 0..<60 {
      let columns = rng.int(1...10)
      let sizes = (0..<rng.int(0...80)).map { _ in Size(width: rng.whole(0...60), height: rng.whole(0...80)) }
      let alignment = T.alignment(&rng)
      let masonry =
        rng.chance(0.5)
        ? try MasonryKernel.vertical(sizes, columns: columns, maxWidth: 500, alignment: alignment)
        : try MasonryKernel.horizontal(sizes, rows: columns, maxHeight: 500, alignment: alignment)
      let index = try MasonryKernel.SpatialIndex(masonry, sizes: sizes)
      for _ in 0..<5 {
        let rect = Self.randomRect(&rng, within: masonry.contentSize)
        #expect(index.items(in: rect) == Self.bruteForce(masonry.offsets, sizes, rect))
      }
      #expect(
        try masonry.items(in: Rect(x: -1, y: -1, width: 1e6, height: 1e6), sizes: sizes)
          == Self.bruteForce(masonry.offsets, sizes, Rect(x: -1, y: -1, width: 1e6, height: 1e6)))
    }
  }

  @Test func rightToLeftVFlowQuery() throws {
    // Offsets (70, 0) (50, 50) (20, 0) (0, 40): columns mirrored.
    let sizes = T.sizes([(30, 40), (50, 50), (20, 30), (40, 20)])
    let flow = try FlowKernel.vertical(sizes, maxHeight: 100, options: FlowKernel.Options(direction: .rightToLeft))
    #expect(try flow.items(in: Rect(x: 70, y: 0, width: 30, height: 40), sizes: sizes) == [0])
    #expect(try flow.items(in: Rect(x: 15, y: 25, width: 40, height: 20), sizes: sizes) == [2, 3])
  }

  @Test func sizeMismatchIsAnError() throws {
    let sizes = T.sizes([(10, 10), (10, 10)])
    let flow = try FlowKernel.horizontal(sizes, maxWidth: 100)
    #expect(throws: KernelError.sizeCountMismatch(expected: 2, actual: 1)) {
      try flow.items(in: Rect(x: 0, y: 0, width: 10, height: 10), sizes: [sizes[0]])
    }
    let masonry = try MasonryKernel.vertical(sizes, columns: 2, maxWidth: 100)
    #expect(throws: KernelError.sizeCountMismatch(expected: 2, actual: 3)) {
      try MasonryKernel.SpatialIndex(masonry, sizes: sizes + sizes.prefix(1))
    }
  }
}
