/// Why a layout could not be computed. Each case names the node by its path in the tree (as in scene files:
/// `root.children[2]`) and its id when it has one.
public enum LayoutError: Error, Equatable, Sendable {
  /// The proposal has a NaN or negative dimension.
  case invalidProposal(ProposedViewSize)
  /// A node answered a size that is NaN or negative, or is infinite where it must be placed.
  case invalidSize(path: String, id: String?, size: Size, reason: String)
  /// Two siblings (views of one container, or of one `ForEach`) share an id; SwiftUI's rule is that ids are unique
  /// among siblings. `paths` names both.
  case duplicateID(String, paths: [String])
  /// The tree is deeper than ``LayoutLimits/maxDepth``.
  case depthLimitExceeded(limit: Int, path: String)
  /// The tree has more nodes than ``LayoutLimits/maxNodes`` (or than a pass can index, `Int32.max - 1`). Nodes shared
  /// in several places count once per place, and counts stop at `Int32.max`: a `count` of `Int32.max` means at least
  /// that many.
  case nodeLimitExceeded(limit: Int, count: Int)
  /// A container could not produce a layout (for example, a reader whose content never settles).
  case containerFailed(path: String, id: String?, message: String)
  /// A container was given input it cannot lay out: a parameter its kernel rejects (a forced line break past the
  /// last item, more lanes than ``TrellisLimits/maxLanes``), a count above a limit, or finite sizes whose sum
  /// overflows. Unlike ``containerFailed(path:id:message:)`` the fix is in the input; the CLI exits 64.
  case invalidInput(path: String, id: String?, message: String)
  /// The layout ran past ``LayoutLimits/timeLimit`` in a stage that has no cheaper answer to fall back to: `stage`
  /// is `"text"` (shaping the text at `path`) or `"constraints"` (solving the constraint layout at `path`). Solver
  /// strategies past the deadline do not fail: they answer greedy's layout (``LayoutResult/fallbacks``).
  case timeLimitExceeded(limit: Duration, path: String, id: String?, stage: String)
}
