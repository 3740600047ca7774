/// What the peer runner (Benchmarks/peers/run_peers.py) writes for one job: one entry per peer and mode.
struct PeerOutput: Decodable, Equatable, Sendable {
  /// One peer's run.
  struct Entry: Decodable, Equatable, Sendable {
    /// The peer's name ("Taffy", "kiwi", …).
    var name: String
    /// The Python package it came from.
    var package: String
    /// The package's installed version, or "unknown".
    var version: String
    /// "layout", "relayout" or "memory".
    var mode: String
    /// Whether the peer could be imported and ran.
    var available: Bool
    /// Why not, when it was not.
    var reason: String
    /// The timed samples in nanoseconds (layout or solve calls only).
    var samplesNs: [Double]
    /// The answer: frames, values or `[tallest, bound, proven]`, as the job's kind defines.
    var answer: [Double]
    /// The peer's own status ("finished", "optimal", …).
    var status: String
    /// The measured figures of a run that is not timed ("memory": bytes per node and its parts), by name.
    var figures: [String: Double]? = nil
  }

  /// The Python version the runner ran under.
  var python: String
  /// The entries in the runner's order.
  var peers: [Entry]
}
