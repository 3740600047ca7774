/// Why a layout could not be computed. Each case names the node by its path in the tree (as in scene files:
/// `root.children[2]`) and its id when it has one.
public enum LayoutError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The proposal has a NaN or negative dimension.
  case invalidProposal(ProposedViewSize)
  /// A node answered a size that is NaN or negative, or is infinite where it must be placed.
  case invalidSize(path: String, id: String?, size: Size, reason: String)
  /// Two nodes share an id; results are keyed by id, so ids must be unique in a tree.
  case duplicateID(String, paths: [String])
  /// The tree is deeper than ``LayoutLimits/maxDepth``.
  case depthLimitExceeded(limit: Int, path: String)
  /// The tree has more nodes than ``LayoutLimits/maxNodes``.
  case nodeLimitExceeded(limit: Int, count: Int)
  /// A container could not produce a layout (for example, a reader whose content never settles).
  case containerFailed(path: String, id: String?, message: String)

  /// The error with its paths moved under `path` (for errors of nested content, whose paths start at `root`).
  func relocated(under path: String, id: String?) -> LayoutError {
    func move(_ inner: String) -> String { inner == "root" ? path : path + inner.dropFirst("root".count) }
    switch self {
    case .invalidProposal(let p):
      return .invalidSize(path: path, id: id, size: .zero, reason: "content was proposed \(p)")
    case .invalidSize(let p, let i, let s, let r): return .invalidSize(path: move(p), id: i, size: s, reason: r)
    case .duplicateID(let i, let paths): return .duplicateID(i, paths: paths.map(move))
    case .depthLimitExceeded(let l, let p): return .depthLimitExceeded(limit: l, path: move(p))
    case .nodeLimitExceeded: return self
    case .containerFailed(let p, let i, let m):
      return .containerFailed(path: move(p), id: p == "root" ? (i ?? id) : i, message: m)
    }
  }

  public var description: String {
    func name(_ path: String, _ id: String?) -> String { id.map { "\(path) (id \"\($0)\")" } ?? path }
    switch self {
    case .invalidProposal(let p): return "invalid proposal \(p): dimensions must be non-negative numbers or nil"
    case .invalidSize(let path, let id, let size, let reason): return "\(name(path, id)): size \(size) \(reason)"
    case .duplicateID(let id, let paths):
      return "duplicate id \"\(id)\" at \(paths.joined(separator: " and ")): ids must be unique"
    case .depthLimitExceeded(let limit, let path): return "\(path): tree deeper than the limit of \(limit) levels"
    case .nodeLimitExceeded(let limit, let count): return "tree has \(count) nodes, more than the limit of \(limit)"
    case .containerFailed(let path, let id, let message): return "\(name(path, id)): \(message)"
    }
  }
}

/// Limits that keep a layout pass bounded. Exceeding one is a ``LayoutError``, never a crash.
public struct LayoutLimits: Sendable, Hashable {
  /// Maximum nesting depth. Measuring recurses once per level, so this bounds stack use (default 256 levels,
  /// comfortably inside a 512 KiB secondary-thread stack).
  public var maxDepth: Int
  /// Maximum number of nodes in one tree (default 10,000,000).
  public var maxNodes: Int

  /// Creates limits.
  ///
  /// - Complexity: O(1).
  public init(maxDepth: Int = 256, maxNodes: Int = 10_000_000) {
    self.maxDepth = maxDepth
    self.maxNodes = maxNodes
  }

  /// The default limits.
  public static let `default` = LayoutLimits()
}
