/// SplitMix64 (Steele, Lea and Flood 2014): the project's one seeded generator. Tests, fuzz tests and the benchmark's
/// workloads draw from it, so an input is the same on every machine and every run with the same seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// A whole number of points in `range` (integral sizes keep most arithmetic exact).
  public mutating func whole(_ range: ClosedRange<Int>) -> Double { Double(int(range)) }

  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

  /// A uniformly distributed `Double` in `range`, from the top 53 bits of one draw.
  public mutating func double(in range: ClosedRange<Double>) -> Double {
    let unit = Double(next() >> 11) * 0x1.0p-53
    return range.lowerBound + unit * (range.upperBound - range.lowerBound)
  }

  /// The seed of one workload's input at one size: the run seed mixed with the workload name (FNV-1a) and `n`, so
  /// sizes and workloads get independent inputs and every strategy of a benchmark row gets the same one.
  ///
  /// - Complexity: O(length of `workload`).
  public static func seed(run seed: UInt64, workload: String, n: Int) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in workload.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3
    }
    var mixer = SplitMix64(seed: seed ^ hash ^ (UInt64(truncatingIfNeeded: n) &* 0x9E37_79B9_7F4A_7C15))
    return mixer.next()
  }
}
