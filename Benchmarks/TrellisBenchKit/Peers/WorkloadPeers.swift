/// A workload's ``PeerSpec`` without its input type, for the peer runner: the same seeded generator as the
/// workload's own strategies, so the peers see exactly the input Trellis was timed on.
struct WorkloadPeers {
  /// The runner's job kind.
  var kind: String
  /// The largest N handed to the peers.
  var maxSize: Int?
  /// The Trellis rows the peer modes are compared with.
  var comparisons: [PeerComparison]
  /// Generates the input for `n` from `seed` (as the workload does) and exports it with Trellis's answer.
  var job: (_ n: Int, _ seed: UInt64, _ context: RunContext) throws -> PeerJob
}
