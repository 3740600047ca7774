import Testing
import TrellisSolver

/// Asserts-free helper: whether `a` and `b` agree within `tolerance` (absolute, scaled by magnitude above 1).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-7) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// ``close(_:_:_:)`` for a value that may be unknown (a ``ConstraintSolution`` lookup): `nil` is never close.
func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-7) -> Bool {
  guard let a else { return false }
  return close(a, b, tolerance)
}

/// SplitMix64: a small deterministic PRNG for seeded property tests.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `range`.
  mutating func integer(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}

/// Whether `error` is exactly `expected`, field by field, with NaN equal to NaN (compares dumps of both).
func sameError<E: Error>(_ error: E?, _ expected: E) -> Bool {
  guard let error else { return false }
  var actual = ""
  var wanted = ""
  dump(error, to: &actual)
  dump(expected, to: &wanted)
  return actual == wanted
}

/// Runs `body` and returns the `E` it threw, or `nil` if it did not throw.
/// Another error is recorded as an issue (so the test fails visibly) and gives `nil`.
func thrownError<E: Error>(as type: E.Type, _ body: () throws -> Void) -> E? {
  do {
    try body()
    return nil
  } catch let error as E {
    return error
  } catch {
    Issue.record("untyped error \(error)")
    return nil
  }
}

/// ``thrownError(as:_:)`` for a ``LinearProgramError``.
func thrownError(_ body: () throws -> Void) -> LinearProgramError? {
  thrownError(as: LinearProgramError.self, body)
}
