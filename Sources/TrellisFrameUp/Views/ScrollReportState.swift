import TrellisCore

/// The last edge insets a ``SmartScrollView`` reported to its `onScroll` action, shared by every layout of one tree
/// and guarded by a lock.
final class ScrollReportState: Sendable {
  private let last = Lock<EdgeInsets?>(nil)
  let action: @Sendable (EdgeInsets?) -> Void

  init(_ action: @escaping @Sendable (EdgeInsets?) -> Void) { self.action = action }

  /// Records `insets`; calls the action (outside the lock) the first time and whenever they change by more than
  /// ``Tolerance/epsilon`` on an edge.
  func report(_ insets: EdgeInsets) {
    let changed = last.withLock { previous -> Bool in
      if let previous, Self.close(previous, insets) { return false }
      previous = insets
      return true
    }
    if changed { action(insets) }
  }

  private static func close(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
    Tolerance.isApproximatelyEqual(a.top, b.top) && Tolerance.isApproximatelyEqual(a.leading, b.leading)
      && Tolerance.isApproximatelyEqual(a.bottom, b.bottom) && Tolerance.isApproximatelyEqual(a.trailing, b.trailing)
  }
}
