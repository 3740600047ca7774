import Testing
import TrellisTestSupport

@testable import TrellisCore
@testable import TrellisFrameUp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seeded property tests: invariants of the FrameUp computations on random finite inputs.
@Suite struct FrameUpPropertyTests {
  /// SplitMix64, private to this file so it cannot clash with other test helpers.
  private struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    /// A uniform value in `range` (53 random bits).
    mutating func double(in range: ClosedRange<Double>) -> Double {
      let unit = Double(next() >> 11) / Double(1 << 53)
      return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }
    mutating func size() -> Size { Size(width: double(in: 1...1000), height: double(in: 1...1000)) }
  }

  @Test(arguments: [1 as UInt64, 2, 3])
  func fitInsideFillCoversSameRatio(seed: UInt64) {
    var random = Generator(state: seed)
    for _ in 0..<500 {
      let content = random.size()
      let frame = random.size()
      let fit = content.scaledToFit(frame)
      let fill = content.scaledToFill(frame)
      #expect(fit.width <= frame.width * (1 + 1e-12) && fit.height <= frame.height * (1 + 1e-12))
      #expect(fill.width >= frame.width * (1 - 1e-12) && fill.height >= frame.height * (1 - 1e-12))
      #expect(Tolerance.isApproximatelyEqual(fit.aspectRatio, content.aspectRatio, tolerance: 1e-9))
      #expect(Tolerance.isApproximatelyEqual(fill.aspectRatio, content.aspectRatio, tolerance: 1e-9))
      // One side of each touches the frame.
      #expect(
        Tolerance.isApproximatelyEqual(fit.width, frame.width)
          || Tolerance.isApproximatelyEqual(fit.height, frame.height))
    }
  }

  @Test(arguments: [4 as UInt64, 5])
  func scaledViewFitMatchesProportionable(seed: UInt64) {
    var random = Generator(state: seed)
    for _ in 0..<500 {
      let content = random.size()
      let frame = random.size()
      let scaled = ScaledView.scaledToFit(size: frame).size(forContent: content)
      let expected = content.scaledToFit(frame)
      #expect(Tolerance.isApproximatelyEqual(scaled.width, expected.width, tolerance: 1e-9))
      #expect(Tolerance.isApproximatelyEqual(scaled.height, expected.height, tolerance: 1e-9))
      // `.shrink` never grows, `.grow` never shrinks.
      let down = ScaledView(size: frame, contentMode: .fit, scaleMode: .shrink).scale(forContent: content)
      let up = ScaledView(size: frame, contentMode: .fill, scaleMode: .grow).scale(forContent: content)
      #expect(down.x <= 1 && up.x >= 1)
    }
  }

  @Test(arguments: [6 as UInt64, 7])
  func relativePaddingRoundTrips(seed: UInt64) {
    var random = Generator(state: seed)
    let edgeSets: [Edge.Set] = [.all, .horizontal, .vertical, [.leading, .top], .trailing, []]
    for index in 0..<500 {
      let padding = RelativePadding(edges: edgeSets[index % edgeSets.count], factor: random.double(in: -0.5...0.45))
      let content = random.size()
      let size = padding.size(forContent: content)
      let frame = padding.contentFrame(inSize: size)
      #expect(Tolerance.isApproximatelyEqual(frame.width, content.width, tolerance: 1e-9))
      #expect(Tolerance.isApproximatelyEqual(frame.height, content.height, tolerance: 1e-9))
      let proposal = padding.contentProposal(for: ProposedViewSize(size))
      #expect(Tolerance.isApproximatelyEqual(proposal.width ?? -1, content.width, tolerance: 1e-9))
      #expect(Tolerance.isApproximatelyEqual(proposal.height ?? -1, content.height, tolerance: 1e-9))
    }
  }

  @Test func visibilityAgreesWithCosineAwayFromEdgeOn() {
    var random = Generator(state: 8)
    for _ in 0..<2000 {
      let degrees = random.double(in: -1080...1080)
      let c = cos(Angle(degrees: degrees).radians)
      guard abs(c) > 1e-9 else { continue }
      #expect(TwoSidedView.visibleSide(for: .degrees(degrees)) == (c > 0 ? .front : .back))
    }
  }
}
