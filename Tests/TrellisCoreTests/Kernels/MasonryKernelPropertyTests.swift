import Testing
import TrellisTestSupport

@testable import TrellisCore

/// Seeded randomized invariants of the masonry kernel and the appender (≥ 200 cases each).
@Suite struct MasonryKernelPropertyTests {
  typealias T = KernelTestSupport

  static func placement(_ rng: inout SplitMix64) -> MasonryPlacement {
    switch rng.int(0...2) {
    case 0: .shortest
    case 1: .shortest(tolerance: rng.whole(0...40))
    default: .sequential
    }
  }

  @Test(arguments: 0..<4) func layoutInvariants(_ block: Int) throws {
    var rng = SplitMix64(seed: 0x3A50 + UInt64(block))
    for _ in 0..<60 {
      let columns = rng.int(1...40)
      let hs = rng.whole(0...12)
      let vs = rng.whole(0...12)
      let maxWidth = rng.whole(0...60) + Double(columns) * (hs + 20)
      let width = (maxWidth - hs * Double(columns - 1)) / Double(columns)
      let n = rng.int(0...40)
      let sizes = (0..<n).map { _ in Size(width: rng.whole(0...Int(width)), height: rng.whole(0...80)) }
      let vertical = rng.chance(0.5)
      let alignment = T.alignment(&rng)
      let placement = Self.placement(&rng)
      let result =
        vertical
        ? try MasonryKernel.vertical(
          sizes, columns: columns, maxWidth: maxWidth, horizontalSpacing: hs, verticalSpacing: vs,
          alignment: alignment, placement: placement)
        : try MasonryKernel.horizontal(
          sizes.map { Size(width: $0.height, height: $0.width) }, rows: columns, maxHeight: maxWidth,
          horizontalSpacing: vs, verticalSpacing: hs, alignment: T.transposed(alignment), placement: placement)
      // Compare in VMasonry coordinates.
      let offsets = vertical ? result.offsets : result.offsets.map { Point(x: $0.y, y: $0.x) }
      let content =
        vertical ? result.contentSize : Size(width: result.contentSize.height, height: result.contentSize.width)
      let frames = zip(offsets, sizes).map { Rect(origin: $0, size: $1) }
      for a in frames.indices {
        for b in frames.indices where b > a { #expect(!T.overlaps(frames[a], frames[b]), "items \(a), \(b)") }
      }
      let bounds = Rect(origin: .zero, size: content)
      for (i, f) in frames.enumerated() {
        #expect(bounds.contains(f))
        // Inside its column.
        let lane = result.laneOfItem[i]
        #expect(f.minX >= Double(lane) * (width + hs) - 1e-9 && f.maxX <= Double(lane) * (width + hs) + width + 1e-9)
      }
      if n > 0 {
        #expect(Tolerance.isApproximatelyEqual(frames.map(\.maxY).max()!, content.height))
        #expect(Tolerance.isApproximatelyEqual(frames.map(\.maxX).max()!, content.width))
      }
      // Each column keeps index order top to bottom.
      for i in frames.indices {
        for j in frames.indices where j > i && result.laneOfItem[j] == result.laneOfItem[i] {
          #expect(frames[j].minY >= frames[i].maxY - 1e-9)
        }
      }
      // Start-aligned results equal the naive reference (scan, heap, tolerance and round-robin paths).
      if alignment.vertical == .top {
        let naive = MasonryOracle.naive(
          sizes.map { Size(width: 0, height: $0.height) }, columns: columns, maxWidth: maxWidth, hs: hs, vs: vs,
          placement: placement)
        #expect(result.laneOfItem == naive.lanes)
        #expect(offsets.map(\.y) == naive.offsets.map(\.y))
      }
    }
  }

  @Test(arguments: 0..<4) func greedyIsNeverBetterThanTheOptimum(_ block: Int) throws {
    var rng = SplitMix64(seed: 0x3A60 + UInt64(block))
    for _ in 0..<60 {
      let columns = rng.int(1...3)
      let n = rng.int(0...8)
      let vs = rng.whole(0...10)
      let heights = (0..<n).map { _ in rng.whole(1...100) }
      let result = try MasonryKernel.vertical(
        heights.map { Size(width: 10, height: $0) }, columns: columns, maxWidth: 100, verticalSpacing: vs)
      let optimum = MasonryOracle.optimalTallest(heights, columns: columns, spacing: vs)
      #expect(result.longestLane >= optimum - 1e-9)
      #expect(result.contentSize.height >= optimum - 1e-9)
    }
  }

  @Test func greedyCanLoseToTheOptimum() throws {
    // Heights 10 10 20 20 20, 2 columns, spacing 0. Greedy: [10 20 20] [10 20] → 50.
    // Optimum (columns keep index order): [10 10 20] [20 20] → 40.
    let heights: [Double] = [10, 10, 20, 20, 20]
    let greedy = try MasonryKernel.vertical(
      heights.map { Size(width: 10, height: $0) }, columns: 2, maxWidth: 100, verticalSpacing: 0)
    #expect(greedy.longestLane == 50)
    #expect(MasonryOracle.optimalTallest(heights, columns: 2, spacing: 0) == 40)
    #expect(MasonryOracle.optimalTallest([30, 20, 20, 10], columns: 2, spacing: 5) == 45)
  }

  @Test(arguments: 0..<4) func appenderMatchesTheBatchKernel(_ block: Int) throws {
    var rng = SplitMix64(seed: 0x3A70 + UInt64(block))
    for _ in 0..<60 {
      let columns = rng.int(1...40)
      let hs = rng.whole(0...12)
      let vs = rng.whole(0...12)
      let maxWidth = rng.whole(0...100) + Double(columns) * (hs + 30)
      let sizes = (0..<rng.int(0...200)).map { _ in Size(width: rng.whole(0...30), height: rng.whole(0...80)) }
      let alignment: KernelAlignment = [.topLeading, .top, .topTrailing, .topJustified][rng.int(0...3)]
      let batch = try MasonryKernel.vertical(
        sizes, columns: columns, maxWidth: maxWidth, horizontalSpacing: hs, verticalSpacing: vs,
        alignment: alignment)
      var feed = try MasonryAppender(
        columns: columns, maxWidth: maxWidth, horizontalSpacing: hs, verticalSpacing: vs, alignment: alignment)
      let appended = try sizes.map { try feed.append($0) }
      #expect(appended == batch.offsets)
      #expect(feed.laneLengths == batch.laneLengths)
      #expect(feed.contentSize == batch.contentSize)
    }
  }
}
