/// SplitMix64 (Steele, Lea and Flood 2014): a tiny, fast, seeded generator, so every workload's input is the same
/// on every machine and every run with the same `--seed`.
struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  ///
  /// - Complexity: O(1).
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly distributed `Double` in `range`.
  ///
  /// - Complexity: O(1).
  mutating func double(in range: ClosedRange<Double>) -> Double {
    let unit = Double(next() >> 11) * 0x1.0p-53
    return range.lowerBound + unit * (range.upperBound - range.lowerBound)
  }

  /// The seed of one workload's input at one size: the run seed mixed with the workload name and `n`, so sizes and
  /// workloads get independent inputs and every strategy of a row gets the same one.
  ///
  /// - Complexity: O(length of `workload`).
  static func seed(run seed: UInt64, workload: String, n: Int) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
    for byte in workload.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3
    }
    var mixer = SeededGenerator(seed: seed ^ hash ^ (UInt64(truncatingIfNeeded: n) &* 0x9E37_79B9_7F4A_7C15))
    return mixer.next()
  }
}
