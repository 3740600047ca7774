import Trellis

extension LayoutError {
  /// Whether the error is about the scene itself (ids shared by two nodes, a tree over a limit), so the CLI exits 64,
  /// rather than a layout that could not be computed (exit 1).
  var isInputError: Bool {
    switch self {
    case .duplicateID, .depthLimitExceeded, .nodeLimitExceeded, .invalidInput: true
    case .invalidProposal, .invalidSize, .containerFailed, .timeLimitExceeded: false
    }
  }
}
