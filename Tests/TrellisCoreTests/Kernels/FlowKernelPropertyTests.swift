import Testing
import TrellisTestSupport

@testable import TrellisCore

/// Seeded randomized invariants of the flow kernel and the balanced-flow DP (≥ 200 cases each).
@Suite struct FlowKernelPropertyTests {
  typealias T = KernelTestSupport

  struct Case {
    var sizes: [Size]
    var maxWidth: Double
    var hs: Double
    var vs: Double
    var alignment: KernelAlignment
    var options: FlowKernel.Options
  }

  static func randomCase(_ rng: inout SplitMix64, maxItems: Int = 30) -> Case {
    let n = rng.int(0...maxItems)
    let maxWidth = rng.whole(40...300)
    let sizes = (0..<n).map { _ in
      // Mostly fitting items, some over-wide, some zero-sized.
      Size(width: rng.chance(0.05) ? maxWidth + rng.whole(1...50) : rng.whole(0...120), height: rng.whole(0...60))
    }
    var options = FlowKernel.Options()
    options.direction = rng.chance(0.3) ? .rightToLeft : .leftToRight
    if rng.chance(0.2) { options.maxRows = rng.int(0...5) }
    if rng.chance(0.2) && n > 0 {
      options.forcedBreaks = (0..<rng.int(1...3)).map { _ in rng.int(0...(n - 1)) }.sorted()
    }
    options.lastRowAlignment = [.leading, .center, .trailing, .justified][rng.int(0...3)]
    return Case(
      sizes: sizes, maxWidth: maxWidth, hs: rng.whole(0...15), vs: rng.whole(0...15),
      alignment: T.alignment(&rng), options: options)
  }

  /// The fewest rows any break list can use (each row fits or is a single item), by DP over prefixes.
  static func minimumRows(_ widths: [Double], maxWidth: Double, spacing: Double) -> Int {
    let n = widths.count
    var best = [Int](repeating: .max, count: n + 1)
    best[0] = 0
    for j in 1...max(n, 1) where n > 0 {
      for i in 0..<j where best[i] != .max {
        var length = widths[i]
        var fits = true
        for k in (i + 1)..<j {
          length = length + spacing + widths[k]
          if length > maxWidth { fits = false }
        }
        if fits { best[j] = min(best[j], best[i] + 1) }
      }
    }
    return best[n]
  }

  @Test(arguments: 0..<4) func layoutInvariants(_ block: Int) throws {
    var rng = SplitMix64(seed: 0xF10 + UInt64(block))
    for _ in 0..<60 {
      let c = Self.randomCase(&rng)
      let flow = try FlowKernel.horizontal(
        c.sizes, maxWidth: c.maxWidth, horizontalSpacing: c.hs, verticalSpacing: c.vs, alignment: c.alignment,
        options: c.options)
      let placed = flow.placedCount
      #expect(placed + flow.overflowCount == c.sizes.count)
      let frames = (0..<placed).map { Rect(origin: flow.offsets[$0], size: c.sizes[$0]) }
      // No two items overlap.
      for a in frames.indices {
        for b in frames.indices where b > a { #expect(!T.overlaps(frames[a], frames[b]), "items \(a), \(b)") }
      }
      // Every item inside the content size, and the content size is the bounding box.
      let bounds = Rect(origin: .zero, size: flow.contentSize)
      for f in frames { #expect(bounds.contains(f)) }
      if placed > 0 {
        #expect(Tolerance.isApproximatelyEqual(frames.map(\.maxX).max()!, flow.contentSize.width))
        #expect(Tolerance.isApproximatelyEqual(frames.map(\.maxY).max()!, flow.contentSize.height))
        #expect(frames.map(\.minX).min()! >= -1e-9)
      } else {
        #expect(flow.contentSize == .zero)
      }
      // Rows partition the placed items in order; reading order is row-major.
      #expect(flow.rows.first?.items.lowerBound ?? 0 == 0)
      #expect(flow.rows.last?.items.upperBound ?? 0 == placed)
      for r in flow.rows.indices.dropFirst() {
        #expect(flow.rows[r].items.lowerBound == flow.rows[r - 1].items.upperBound)
        #expect(flow.rows[r].crossOffset > flow.rows[r - 1].crossOffset + flow.rows[r - 1].thickness - 1e-9)
      }
      let rtl = c.options.direction == .rightToLeft
      for row in flow.rows {
        for i in row.items.dropFirst() {
          if rtl {
            #expect(frames[i].maxX <= frames[i - 1].minX + 1e-9)
          } else {
            #expect(frames[i].minX >= frames[i - 1].maxX - 1e-9)
          }
          // Items stay inside their row band.
          #expect(frames[i].minY >= row.crossOffset - 1e-9 && frames[i].maxY <= row.crossOffset + row.thickness + 1e-9)
        }
        // A row of several items fits; the next row's first item did not fit (unless a forced break).
        if row.items.count > 1 { #expect(row.naturalLength <= c.maxWidth) }
        if row.items.upperBound < placed, !c.options.forcedBreaks.contains(row.items.upperBound) {
          #expect(row.naturalLength + c.hs + c.sizes[row.items.upperBound].width > c.maxWidth)
        }
      }
      if let maxRows = c.options.maxRows { #expect(flow.rows.count <= maxRows) }
    }
  }

  @Test(arguments: 0..<4) func greedyUsesTheFewestRows(_ block: Int) throws {
    var rng = SplitMix64(seed: 0xF20 + UInt64(block))
    for _ in 0..<60 {
      let n = rng.int(1...10)
      let maxWidth = rng.whole(50...200)
      let widths = (0..<n).map { _ in rng.chance(0.1) ? maxWidth + 5 : rng.whole(0...100) }
      let spacing = rng.whole(0...12)
      let flow = try FlowKernel.horizontal(
        widths.map { Size(width: $0, height: 10) }, maxWidth: maxWidth, horizontalSpacing: spacing)
      #expect(flow.rows.count == Self.minimumRows(widths, maxWidth: maxWidth, spacing: spacing))
    }
  }

  @Test(arguments: 0..<4) func vFlowIsTheTransposeOfHFlow(_ block: Int) throws {
    var rng = SplitMix64(seed: 0xF30 + UInt64(block))
    for _ in 0..<60 {
      var c = Self.randomCase(&rng)
      c.options.direction = .leftToRight
      let h = try FlowKernel.horizontal(
        c.sizes, maxWidth: c.maxWidth, horizontalSpacing: c.hs, verticalSpacing: c.vs, alignment: c.alignment,
        options: c.options)
      let v = try FlowKernel.vertical(
        c.sizes.map { Size(width: $0.height, height: $0.width) }, maxHeight: c.maxWidth, horizontalSpacing: c.vs,
        verticalSpacing: c.hs, alignment: T.transposed(c.alignment), options: c.options)
      #expect(v.offsets == h.offsets.map { Point(x: $0.y, y: $0.x) })
      #expect(v.contentSize == Size(width: h.contentSize.height, height: h.contentSize.width))
      #expect(v.rows == h.rows)
    }
  }

  @Test(arguments: 0..<4) func balancedBreaksAreOptimalWithGreedysRowCount(_ block: Int) throws {
    var rng = SplitMix64(seed: 0xF40 + UInt64(block))
    for _ in 0..<60 {
      let n = rng.int(1...12)
      let maxWidth = rng.whole(60...200)
      let spacing = rng.whole(0...10)
      let widths = (0..<n).map { _ in rng.chance(0.05) ? maxWidth + 3 : rng.whole(1...90) }
      let sizes = widths.map { Size(width: $0, height: 10) }
      let greedy = try FlowKernel.horizontal(sizes, maxWidth: maxWidth, horizontalSpacing: spacing)
      let greedyCost = try FlowKernel.squaredSlack(
        widths, rowStarts: greedy.rows.map(\.items.lowerBound), maxLength: maxWidth, spacing: spacing)
      let balanced = try FlowKernel.balancedBreaks(widths, maxLength: maxWidth, spacing: spacing)
      #expect(balanced.rowStarts.count == greedy.rows.count)
      #expect(balanced.cost <= greedyCost + 1e-9)
      #expect(
        try FlowKernel.squaredSlack(widths, rowStarts: balanced.rowStarts, maxLength: maxWidth, spacing: spacing)
          == balanced.cost)
      // Brute force over every break list with the same row count whose rows all fit.
      var best = Double.infinity
      for mask in 0..<(1 << (n - 1)) where mask.nonzeroBitCount + 1 == greedy.rows.count {
        let starts = [0] + (1..<n).filter { mask & (1 << ($0 - 1)) != 0 }
        var fits = true
        for (k, s) in starts.enumerated() {
          let end = k + 1 < starts.count ? starts[k + 1] : n
          var length = widths[s]
          for j in (s + 1)..<end { length = length + spacing + widths[j] }
          if end - s > 1 && length > maxWidth { fits = false }
        }
        if fits {
          best = min(
            best, try FlowKernel.squaredSlack(widths, rowStarts: starts, maxLength: maxWidth, spacing: spacing))
        }
      }
      #expect(Tolerance.isApproximatelyEqual(balanced.cost, best, tolerance: 1e-9))
      // Laying out with the balanced breaks forced reproduces exactly those rows.
      let relaid = try FlowKernel.horizontal(
        sizes, maxWidth: maxWidth, horizontalSpacing: spacing,
        options: FlowKernel.Options(forcedBreaks: balanced.rowStarts))
      #expect(relaid.rows.map(\.items.lowerBound) == balanced.rowStarts)
    }
  }

  @Test func balancedBreaksExample() throws {
    // semantics.md items: greedy [80 70 | 60 50 | 120] costs 40² + 80² = 8000 and no 3-row split does better.
    let example = try FlowKernel.balancedBreaks([80, 70, 60, 50, 120], maxLength: 200, spacing: 10)
    #expect(example.rowStarts == [0, 2, 4])
    #expect(example.cost == 8000)
  }

  @Test func balancedBreaksBeatGreedy() throws {
    // maxLength 100, spacing 0. Greedy [60 10 30 | 50 | 60 | 50]: 0² + 50² + 40² = 4100.
    // Balanced [60 10 | 30 50 | 60 | 50]: 30² + 20² + 40² = 2900, still 4 rows.
    let widths = [60.0, 10, 30, 50, 60, 50]
    let balanced = try FlowKernel.balancedBreaks(widths, maxLength: 100, spacing: 0)
    #expect(balanced.rowStarts == [0, 2, 4, 5])
    #expect(balanced.cost == 2900)
    #expect(try FlowKernel.squaredSlack(widths, rowStarts: [0, 3, 4, 5], maxLength: 100, spacing: 0) == 4100)
    let greedy = try FlowKernel.horizontal(
      widths.map { Size(width: $0, height: 1) }, maxWidth: 100, horizontalSpacing: 0)
    #expect(greedy.rows.map(\.items.lowerBound) == [0, 3, 4, 5])
  }

  @Test func balancedBreaksOfNothing() throws {
    let balanced = try FlowKernel.balancedBreaks([], maxLength: 100)
    #expect(balanced.rowStarts.isEmpty)
    #expect(balanced.cost == 0)
    #expect(try FlowKernel.squaredSlack([], rowStarts: [], maxLength: 100) == 0)
  }

  @Test func balancedBreaksScaleToTenThousandItems() throws {
    var rng = SplitMix64(seed: 0xF50)
    let widths = (0..<10_000).map { _ in rng.whole(20...120) }
    let balanced = try FlowKernel.balancedBreaks(widths, maxLength: 1000, spacing: 10)
    let greedy = try FlowKernel.horizontal(
      widths.map { Size(width: $0, height: 1) }, maxWidth: 1000, horizontalSpacing: 10)
    #expect(balanced.rowStarts.count == greedy.rows.count)
    let greedyCost = try FlowKernel.squaredSlack(
      widths, rowStarts: greedy.rows.map(\.items.lowerBound), maxLength: 1000, spacing: 10)
    #expect(balanced.cost < greedyCost)
  }
}

/// Large inputs: far-from-origin coordinates keep the (debug-build) invariant checks and the content box exact enough.
@Suite struct KernelScaleTests {
  @Test(arguments: [KernelAlignment.center, .justified, .bottomTrailing])
  func largeFlowsKeepTheirInvariants(_ alignment: KernelAlignment) throws {
    var rng = SplitMix64(seed: 0x5CA1E)
    let sizes = (0..<50_000).map { _ in Size(width: rng.whole(1...300) / 3, height: rng.whole(1...300) / 7) }
    let flow = try FlowKernel.horizontal(sizes, maxWidth: 997, horizontalSpacing: 3.3, alignment: alignment)
    #expect(flow.placedCount == sizes.count)
    let last = flow.rows[flow.rows.count - 1]
    #expect(Tolerance.isApproximatelyEqual(flow.contentSize.height, last.crossOffset + last.thickness))
    let masonry = try MasonryKernel.vertical(sizes, columns: 7, maxWidth: 997, alignment: alignment)
    #expect(Tolerance.isApproximatelyEqual(masonry.contentSize.height, masonry.longestLane))
  }
}
