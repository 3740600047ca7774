import TrellisCore

/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension LayoutSubviews {
  /// Reports a kernel's error for the container that owns these subviews: a bad parameter, count, line break or an
  /// overflow is bad input (`LayoutError.invalidInput`); a child's bad size or a count mismatch is a layout that
  /// could not be computed (`LayoutError.containerFailed`).
  func report(_ error: KernelError) {
    switch error {
    case .invalidParameter, .invalidCount, .invalidLineBreak, .overflow: reportInvalidInput("\(error)")
    case .invalidItemSize, .sizeCountMismatch: reportFailure("\(error)")
    }
  }
}
