import Foundation
import Synchronization

/// Draws the arguments of public API calls from the extremes of issue 33 (0, −1, 1e308, 2³¹, 999,999,999; for
/// `Double` and `CGFloat` also NaN, ±infinity, −0, subnormals and the largest finite magnitudes of both signs), with a
/// few ordinary values among them so that one extreme argument is also tried beside ordinary ones. One fuzz byte
/// chooses each value (zero once the bytes are exhausted).
///
/// Every draw names the parameter it is for, `"<declaration path> <parameter name>"` as the public surface spells it
/// (`"HStack.init(alignment:spacing:content:) spacing"`), and the name is recorded in ``drawn``: `EdgeFuzzCoverageTests`
/// runs the `edges` target and checks that every numeric parameter of the public API of TrellisCore, TrellisFrameUp
/// and TrellisSolver was drawn, or is listed there with the reason it is not.
struct EdgeDrawer {
  var reader: ByteReader

  init(bytes: [UInt8]) { reader = ByteReader(bytes: bytes) }

  /// The parameters drawn so far in this process, by name.
  static let drawn = Mutex<Set<String>>([])

  /// The lengths and other floating-point values: the extremes, then a few ordinary values.
  static let doubles: [Double] = [
    0, -1, 1e308, 2_147_483_648, 999_999_999, .nan, .infinity, -.infinity, -0.0, .leastNonzeroMagnitude,
    .leastNormalMagnitude / 4, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-300,
    // Ordinary values, so that the other arguments of a call are sometimes sane.
    1, 10, 0.5, 44, 375,
  ]

  /// The counts and indices: the extremes, the limits of `TrellisLimits` and one past each, then ordinary values.
  static let ints: [Int] = [
    0, -1, 2_147_483_648, 999_999_999, .max, .min, Int(Int32.max), TrellisLimits.maxLanes, TrellisLimits.maxLanes + 1,
    TrellisLimits.maxGridColumns, TrellisLimits.maxGridColumns + 1, TrellisLimits.maxNodes + 1,
    TrellisLimits.maxReaderPasses + 1,
    1, 2, 3, 8,
  ]

  /// Time limits: zero, negative, one attosecond, the longest `Duration` can hold, then short ordinary ones (so that
  /// a fuzz run stays fast: a long limit is only drawn where the work it bounds is small).
  static let durations: [Duration] = [
    .zero, .nanoseconds(-1), .seconds(-1_000_000_000), Duration(secondsComponent: 0, attosecondsComponent: 1),
    Duration(secondsComponent: .max, attosecondsComponent: 999_999_999_999_999_999),
    Duration(secondsComponent: .min, attosecondsComponent: -999_999_999_999_999_999), .seconds(Int64(Int32.max)),
    .milliseconds(1), .milliseconds(20),
  ]

  mutating func byte() -> Int { reader.byte() }

  mutating func choice<T>(_ values: [T]) -> T { values[byte() % values.count] }

  /// Whether each drawn argument is printed (`TRELLIS_FUZZ_TRACE=1`, to read what a crashing input calls).
  static let traces = ProcessInfo.processInfo.environment["TRELLIS_FUZZ_TRACE"] == "1"

  private func record(_ parameter: String, _ value: @autoclosure () -> String = "nil") {
    _ = Self.drawn.withLock { $0.insert(parameter) }
    if Self.traces { FileHandle.standardError.write(Data("\(parameter) = \(value())\n".utf8)) }
  }

  /// A `Double` for `parameter`.
  mutating func double(_ parameter: String) -> Double {
    let value = choice(Self.doubles)
    record(parameter, "\(value)")
    return value
  }

  /// A `CGFloat` from the extremes for a value that is no numeric parameter of its own (a coordinate of a point or
  /// rectangle, an angle's degrees), not recorded.
  mutating func unrecordedLength() -> CGFloat { CGFloat(choice(Self.doubles)) }

  /// A `CGFloat` for `parameter`.
  mutating func length(_ parameter: String) -> CGFloat { CGFloat(double(parameter)) }

  /// A `CGFloat?` for `parameter`: `nil` one time in five.
  mutating func optionalLength(_ parameter: String) -> CGFloat? {
    guard byte() % 5 != 0 else {
      record(parameter)
      return nil
    }
    return length(parameter)
  }

  /// A `Double?` for `parameter`: `nil` one time in five.
  mutating func optionalDouble(_ parameter: String) -> Double? {
    guard byte() % 5 != 0 else {
      record(parameter)
      return nil
    }
    return double(parameter)
  }

  /// An `Int` for `parameter`.
  mutating func int(_ parameter: String) -> Int {
    let value = choice(Self.ints)
    record(parameter, "\(value)")
    return value
  }

  /// An `Int?` for `parameter`: `nil` one time in five.
  mutating func optionalInt(_ parameter: String) -> Int? {
    guard byte() % 5 != 0 else {
      record(parameter)
      return nil
    }
    return int(parameter)
  }

  /// Up to four `Int`s for `parameter` (indices: line breaks, forced breaks).
  mutating func ints(_ parameter: String) -> [Int] { (0..<(byte() % 5)).map { _ in int(parameter) } }

  /// Up to four `Int`s that are no parameter's: what a user's strategy closure answers.
  mutating func unrecordedInts() -> [Int] { (0..<(byte() % 5)).map { _ in choice(Self.ints) } }

  /// Up to `limit` `Double`s for `parameter`, drawn from a pattern of up to four values.
  mutating func doubles(_ parameter: String, limit: Int = 12) -> [Double] {
    let pattern = (0..<(1 + byte() % 4)).map { _ in double(parameter) }
    return (0..<(byte() % (limit + 1))).map { pattern[$0 % pattern.count] }
  }

  /// A metrics table (`[String: Double]`) for `parameter`: `m` and `n`.
  mutating func metrics(_ parameter: String) -> [String: Double] {
    ["m": double(parameter), "n": double(parameter)]
  }

  /// A `Duration` for `parameter`.
  mutating func duration(_ parameter: String) -> Duration {
    let value = choice(Self.durations)
    record(parameter, "\(value)")
    return value
  }

  /// A `ConstraintPriority` for `parameter`: a drawn `Double`, or one of the named priorities.
  mutating func priority(_ parameter: String) -> ConstraintPriority {
    guard byte() % 3 != 0 else { return choice([.required, .strong, 999, .weak]) }
    record("ConstraintPriority.init(_:) value")
    return ConstraintPriority(double(parameter))
  }

  /// Item sizes: up to `limit` of a pattern of up to four sizes, each side an extreme or ordinary value (recorded
  /// under no parameter: the sizes of the children, not an argument of the API).
  mutating func sizes(limit: Int = 12) -> [Size] {
    let pattern = (0..<(1 + byte() % 4)).map { _ in Size(width: choice(Self.doubles), height: choice(Self.doubles)) }
    return (0..<(byte() % (limit + 1))).map { pattern[$0 % pattern.count] }
  }
}
