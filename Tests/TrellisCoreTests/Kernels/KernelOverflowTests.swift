import Testing
import TrellisTestSupport

@testable import TrellisCore

/// Finite input near the double limit: the kernels answer finite numbers or ``KernelError/overflow(index:)``,
/// never NaN or infinity. The kernels check only their final extents; the seeded sweep shows that is enough.
@Suite struct KernelOverflowTests {
  static let wide = [Size](repeating: Size(width: 1e308, height: 10), count: 3)

  @Test func threeItemsOf1e308InOneRowOverflow() {
    for alignment in [KernelAlignment.topTrailing, .topLeading, .justified, .center] {
      #expect(throws: KernelError.overflow(index: 1)) {
        try FlowKernel.horizontal(Self.wide, maxWidth: .infinity, alignment: alignment)
      }
    }
    var offsets = [Point](repeating: .zero, count: 3)
    #expect(throws: KernelError.overflow(index: 1)) {
      try Self.wide.withUnsafeBufferPointer { items in
        try offsets.withUnsafeMutableBufferPointer { out in
          _ = try FlowKernel.topLeading(items, maxWidth: .infinity, into: out)
        }
      }
    }
    // Wrapping puts each item in a row of its own: the row lengths stay finite.
    #expect(throws: Never.self) { try FlowKernel.horizontal(Self.wide, maxWidth: 1e308, alignment: .topTrailing) }
  }

  @Test func rowsThatOverflowDownwardsNameTheirFirstItem() {
    let tall = [Size](repeating: Size(width: 10, height: 1e308), count: 3)
    #expect(throws: KernelError.overflow(index: 1)) { try FlowKernel.horizontal(tall, maxWidth: 10) }
    #expect(throws: KernelError.overflow(index: 1)) { try MasonryKernel.vertical(tall, columns: 1, maxWidth: 10) }
  }

  @Test func masonryLanePitchOverflow() {
    let sizes = [Size(width: 1, height: 1)]
    // A pitch of 1e308 + 1e308: lane 0's offset would be 0·∞ = NaN.
    #expect(throws: KernelError.overflow(index: 0)) {
      try MasonryKernel.vertical(sizes, columns: 1, maxWidth: 1e308, horizontalSpacing: 1e308)
    }
    var feed = try? MasonryAppender(columns: 1, maxWidth: 1e308, horizontalSpacing: 1e308)
    #expect(throws: KernelError.overflow(index: 0)) { try feed?.append(Size(width: 1, height: 1)) }
    #expect(feed?.count == 0)
  }

  @Test func appenderOverflowLeavesTheFeedUnchanged() throws {
    var feed = try MasonryAppender(columns: 1, maxWidth: 10)
    try feed.append(Size(width: 1, height: 1e308))
    #expect(throws: KernelError.overflow(index: 1)) { try feed.append(Size(width: 1, height: 1e308)) }
    #expect(feed.count == 1 && feed.laneLengths == [1e308])
  }

  @Test func balancedSlackOverflow() {
    #expect(throws: KernelError.overflow(index: 0)) {
      try FlowKernel.squaredSlack([1, 1], rowStarts: [0, 1], maxLength: 1e300)
    }
    // Three forced rows; the first one's slack squared is about 1e600.
    #expect(throws: KernelError.overflow(index: 2)) {
      try FlowKernel.balancedBreaks([1, 1e300, 1e300], maxLength: 1e300, spacing: 1e300)
    }
  }

  /// Seeded sweep over magnitudes around the double limit, every alignment, spacing and lane count.
  @Test(arguments: 0..<8) func everyAnswerIsFiniteOrAnOverflow(_ seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9)
    let magnitudes = [0, 1, 1e150, 1e300, 4e307, 8e307, 1e308, 1.7e308]
    func pick() -> Double { magnitudes[rng.int(0...magnitudes.count - 1)] }
    for _ in 0..<60 {
      let sizes = (0..<rng.int(1...6)).map { _ in Size(width: pick(), height: pick()) }
      let alignment = KernelAlignment.allCases[rng.int(0...15)]
      let limit = rng.chance(0.3) ? Double.infinity : pick()
      let (hs, vs) = (pick(), pick())
      let flow = Swift.Result { () throws(KernelError) in
        try FlowKernel.horizontal(
          sizes, maxWidth: limit, horizontalSpacing: hs, verticalSpacing: vs, alignment: alignment,
          options: FlowKernel.Options(direction: rng.chance(0.5) ? .leftToRight : .rightToLeft))
      }
      if case .success(let r) = flow { #expect(Self.isFinite(r.offsets, r.contentSize), "flow \(sizes) \(limit)") }
      let masonry = Swift.Result { () throws(KernelError) in
        try MasonryKernel.vertical(
          sizes, columns: rng.int(1...4), maxWidth: limit.isFinite ? limit : 1e308, horizontalSpacing: hs,
          verticalSpacing: vs, alignment: alignment)
      }
      if case .success(let r) = masonry { #expect(Self.isFinite(r.offsets, r.contentSize), "masonry \(sizes)") }
      for result in [flow.map { _ in () }, masonry.map { _ in () }] {
        if case .failure(let error) = result, case .overflow = error {
        } else if case .failure(let e) = result {
          Issue.record("unexpected \(e)")
        }
      }
    }
  }

  static func isFinite(_ offsets: [Point], _ size: Size) -> Bool {
    size.width.isFinite && size.height.isFinite && offsets.allSatisfy { $0.x.isFinite && $0.y.isFinite }
  }
}
