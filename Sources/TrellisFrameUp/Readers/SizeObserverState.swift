import TrellisCore

/// The last size a size observer reported, shared by every layout of one tree (created when the modifier is
/// applied) and guarded by a lock so that trees laid out from several tasks stay consistent.
final class SizeObserverState: Sendable {
  private let lastSize = Lock<Size?>(nil)
  let action: @Sendable (Size) -> Void

  init(action: @escaping @Sendable (Size) -> Void) { self.action = action }

  /// Records `size`; calls the action (outside the lock) when it is the first size or differs from the last one by
  /// more than ``Tolerance/epsilon`` on either axis.
  func report(_ size: Size) {
    let changed = lastSize.withLock { last -> Bool in
      if let previous = last, Tolerance.isApproximatelyEqual(previous.width, size.width),
        Tolerance.isApproximatelyEqual(previous.height, size.height)
      {
        return false
      }
      last = size
      return true
    }
    if changed { action(size) }
  }
}
