extension LayoutError: CustomStringConvertible {
  /// The error as one line, naming the node by its path (and id).
  public var description: String {
    func name(_ path: String, _ id: String?) -> String { id.map { "\(path) (id \"\($0)\")" } ?? path }
    switch self {
    case .invalidProposal(let p): return "invalid proposal \(p): dimensions must be non-negative numbers or nil"
    case .invalidSize(let path, let id, let size, let reason):
      return "\(name(path, id)): size \(size.formatted) \(reason)"
    case .duplicateID(let id, let paths):
      return "duplicate id \"\(id)\" at \(paths.joined(separator: " and ")): ids must be unique among siblings"
    case .depthLimitExceeded(let limit, let path): return "\(path): tree deeper than the limit of \(limit) levels"
    case .nodeLimitExceeded(let limit, let count): return "tree has \(count) nodes, more than the limit of \(limit)"
    case .containerFailed(let path, let id, let message), .invalidInput(let path, let id, let message):
      return "\(name(path, id)): \(message)"
    case .timeLimitExceeded(let limit, let path, let id, let stage):
      let what = stage == "text" ? "shaping its text" : stage == "constraints" ? "solving its constraints" : stage
      return "\(name(path, id)): the layout's time limit of \(limit.formattedSeconds) passed while \(what)"
        + " (raise LayoutLimits.timeLimit, or --time-limit in the CLI)"
    }
  }
}
