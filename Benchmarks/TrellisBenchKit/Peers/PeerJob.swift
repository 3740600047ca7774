import Foundation

/// One input handed to the peer runner, with Trellis's answer on it.
struct PeerJob {
  /// The runner's kind ("tree", "flow", "constraints", "masonry").
  var kind: String
  /// The input, JSON-compatible.
  var input: [String: Any]
  /// Trellis's answer.
  var reference: PeerReference

  /// The job file's contents: kind, N, repetitions, the solver time limit, the peer modes asked for, and the input.
  ///
  /// - Throws: when the input holds values JSON cannot carry.
  /// - Complexity: O(input size).
  func json(n: Int, repetitions: Int, timeLimit: Double, modes: [String]) throws -> Data {
    let job: [String: Any] = [
      "kind": kind, "n": n, "repetitions": repetitions, "timeLimit": timeLimit, "modes": modes, "input": input,
    ]
    return try JSONSerialization.data(withJSONObject: job)
  }
}
