import TrellisCore

/// A thread-safe log of values, for counting closure calls in tests.
final class Recorder<Value: Sendable>: Sendable {
  private let values = Lock<[Value]>([])
  func record(_ value: Value) { values.withLock { $0.append(value) } }
  var all: [Value] { values.withLock { $0 } }
  var count: Int { all.count }
}
