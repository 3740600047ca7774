import Testing
import TrellisCore
import TrellisTestSupport

@testable import TrellisSolver

/// `OptimalMasonry` on lengths in tenths, hundredths and thousandths of a point: solved as scaled integers, the
/// proof must hold for the original lengths (the brute-force optimum on small inputs, a bound that is never above it).
@Suite struct OptimalMasonryDecimalTests {
  /// `n` lengths of 50–300 pt on a grid of 1/`scale` pt.
  static func lengths(_ n: Int, scale: Int, _ rng: inout SplitMix64) -> [Double] {
    (0..<n).map { _ in Double(50 * scale + Int(rng.next() % UInt64(250 * scale + 1))) / Double(scale) }
  }

  @Test func decimalScaleFindsTheGrid() {
    #expect(OptimalMasonry.decimalScale([137.29, 50, 61.3], 8) == 100)
    #expect(OptimalMasonry.decimalScale([61.3, 50], 8) == 10)
    #expect(OptimalMasonry.decimalScale([61.325], 8) == 1000)
    #expect(OptimalMasonry.decimalScale([61.3], 0.25) == 100)
    #expect(OptimalMasonry.decimalScale([61.000000000000007, 50], 8) == 1)
    #expect(OptimalMasonry.decimalScale([61.3254], 8) == nil)
    #expect(OptimalMasonry.decimalScale([100.0 / 3], 8) == nil)
    #expect(OptimalMasonry.decimalScale([1e300], 8) == nil)
  }

  @Test(arguments: [10, 100, 1000])
  func smallCasesMatchBruteForce(scale: Int) throws {
    var rng = SplitMix64(seed: UInt64(scale))
    for trial in 0..<25 {
      let n = 4 + trial % 5
      let lanes = 2 + trial % 2
      let spacing = trial % 3 == 0 ? 8.5 : 8
      let lengths = Self.lengths(n, scale: scale, &rng)
      let report = try OptimalMasonry.solve(lengths: lengths, lanes: lanes, spacing: spacing, timeLimit: .seconds(10))
      let best = OptimalMasonryTests.bruteForce(lengths, lanes: lanes, spacing: spacing)
      OptimalMasonryTests.checkValid(report, lengths, lanes: lanes, spacing: spacing)
      #expect(report.provenOptimal, "trial \(trial): \(lengths)")
      #expect(abs(report.tallestColumn - best) <= 1e-9 * best, "trial \(trial): \(lengths)")
      #expect(report.lowerBound <= best, "trial \(trial): the bound must never pass the optimum")
      #expect(report.gap <= 1e-9)
    }
  }

  @Test(arguments: [30, 120, 300, 500])
  func hundredthsAreProvenAtLargerSizes(n: Int) throws {
    var rng = SplitMix64(seed: UInt64(n))
    let lengths = Self.lengths(n, scale: 100, &rng)
    // A generous limit: this checks that a proof is reached and sound, not how fast (the benchmark times that).
    let report = try OptimalMasonry.solve(lengths: lengths, lanes: 4, spacing: 8, timeLimit: .seconds(20))
    OptimalMasonryTests.checkValid(report, lengths, lanes: 4, spacing: 8)
    #expect(report.provenOptimal)
    #expect(report.gap <= 1e-9)
    // The average column is a bound on any assignment; the reported bound is at least as strong and no higher than
    // the answer.
    let average = (lengths.reduce(0, +) + Double(n - 4) * 8) / 4
    #expect(report.lowerBound >= average * (1 - 1e-12))
    #expect(report.lowerBound <= report.tallestColumn)
  }

  @Test(arguments: [100, 1000])
  func integralLengthsKeepTheirIntegralProof(n: Int) throws {
    // Whole points are on every decimal grid, but scaling them would lose the integral rounding of the bound that
    // proves these at once; they must come back proven with an integral bound equal to the answer.
    var rng = SplitMix64(seed: 42)
    let lengths = Self.lengths(n, scale: 1, &rng)
    let report = try OptimalMasonry.solve(lengths: lengths, lanes: 4, spacing: 8, timeLimit: .seconds(20))
    OptimalMasonryTests.checkValid(report, lengths, lanes: 4, spacing: 8)
    #expect(report.provenOptimal)
    #expect(report.lowerBound == report.tallestColumn && report.lowerBound.rounded() == report.lowerBound)
  }

  @Test func offGridLengthsAreNotClaimedProvenWithoutAProof() throws {
    var rng = SplitMix64(seed: 9)
    let lengths = (0..<40).map { _ in rng.double(in: 50...300) }
    let report = try OptimalMasonry.solve(lengths: lengths, lanes: 4, spacing: 8, timeLimit: .milliseconds(50))
    OptimalMasonryTests.checkValid(report, lengths, lanes: 4, spacing: 8)
    if report.provenOptimal { #expect(report.gap <= 1e-9) } else { #expect(report.status != .optimal) }
  }

  @Test func roundingNeverMakesTheAnswerWorseThanGreedy() throws {
    var rng = SplitMix64(seed: 3)
    for _ in 0..<20 {
      let lengths = Self.lengths(12, scale: 100, &rng)
      let report = try OptimalMasonry.solve(lengths: lengths, lanes: 3, spacing: 8)
      OptimalMasonryTests.checkValid(report, lengths, lanes: 3, spacing: 8)
      #expect(report.greedyAssignment.count == lengths.count)
    }
  }
}
