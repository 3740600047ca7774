/// A container that did not lay out the way it was asked to, and what it did instead: a solver strategy (balanced
/// flow, optimal masonry) that stopped before proving its answer, or that the layout's deadline left no time to run,
/// and so answered its best layout so far (greedy's when it had none). Always recorded, with or without
/// diagnostics (``LayoutResult/fallbacks``): a layout never settles for less silently.
///
/// ```swift
/// let result = try LayoutEngine(limits: LayoutLimits(timeLimit: .milliseconds(200))).layout(gallery, in: size)
/// for fallback in result.fallbacks { print(fallback) }
/// // root.children[3] (id "photos"): strategy "optimal" answered greedy's columns (tallest 2400, lower bound 2310)
/// //   (layoutTimeLimit)
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct LayoutFallback: Sendable, Hashable, CustomStringConvertible {
  /// Why a strategy fell back.
  public enum Reason: String, Sendable, Hashable {
    /// The strategy's own time limit (`.optimal(timeLimit:)`, `.balanced(timeLimit:)`) passed before it proved its
    /// answer; the answer is the best it found.
    case strategyTimeLimit
    /// The layout's deadline (``LayoutLimits/timeLimit``) passed before or while the strategy ran.
    case layoutTimeLimit
    /// The problem is larger than the strategy builds (for a balanced flow, more candidate rows than its cap).
    case sizeLimit
  }

  /// The container's path, as in scene files (`root.children[0]`).
  public internal(set) var path: String
  /// The container's id, if it has one.
  public internal(set) var id: String?
  /// The strategy that fell back (`"optimal"`, `"balanced"`).
  public internal(set) var strategy: String
  /// Why it fell back.
  public internal(set) var reason: Reason
  /// What it answered instead, in words (`answered greedy's layout`, `answered its best layout, 3% above the bound`).
  public internal(set) var message: String

  init(path: String, id: String?, strategy: String, reason: Reason, message: String) {
    self.path = path
    self.id = id
    self.strategy = strategy
    self.reason = reason
    self.message = message
  }

  /// `path (id "x"): strategy "optimal" … (reason)`.
  public var description: String {
    path + (id.map { " (id \"\($0)\")" } ?? "") + ": strategy \"\(strategy)\" \(message) (\(reason.rawValue))"
  }
}
