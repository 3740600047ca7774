import TrellisCore

/// - Complexity: O(1) for every member.
extension FULayout {
  /// This layout type-erased (FrameUp's `anyFULayout`), the same as `AnyFULayout(self)`.
  public var anyFULayout: AnyFULayout { AnyFULayout(self) }
}
