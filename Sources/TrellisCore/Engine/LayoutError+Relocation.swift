extension LayoutError {
  /// The error of an embedded node's nested pass, with its paths (which start at the nested root) moved under
  /// `path`, the embedded node's; `id` is the embedded node's id.
  ///
  /// A path that is not in the engine's spelling (content that throws its own errors) names the embedded node.
  func relocated(under path: NodePath, id: String?) -> LayoutError {
    func inner(_ text: String) -> NodePath? { NodePath(parsing: text) }
    func move(_ text: String) -> String { (inner(text).map(path.appending) ?? path).description }
    switch self {
    case .invalidProposal(let p):
      return .invalidSize(path: path.description, id: id, size: .zero, reason: "content was proposed \(p)")
    case .invalidSize(let p, let i, let s, let r): return .invalidSize(path: move(p), id: i, size: s, reason: r)
    case .duplicateID(let i, let paths): return .duplicateID(i, paths: paths.map(move))
    case .depthLimitExceeded(let l, let p): return .depthLimitExceeded(limit: l, path: move(p))
    case .nodeLimitExceeded: return self
    case .containerFailed(let p, let i, let m):
      // The nested root is the embedded node itself: it takes the embedded node's id when it has none.
      return .containerFailed(path: move(p), id: inner(p)?.isRoot == true ? (i ?? id) : i, message: m)
    case .invalidInput(let p, let i, let m):
      return .invalidInput(path: move(p), id: inner(p)?.isRoot == true ? (i ?? id) : i, message: m)
    case .timeLimitExceeded(let l, let p, let i, let s):
      return .timeLimitExceeded(limit: l, path: move(p), id: inner(p)?.isRoot == true ? (i ?? id) : i, stage: s)
    }
  }
}
