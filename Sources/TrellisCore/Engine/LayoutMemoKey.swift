/// The identity a layout value keeps its memos under in an engine (``LayoutSubviews/engineMemo(for:make:)``): one
/// object made with the value, shared by its copies, so that every engine that lays the value out keeps one memo
/// for it (a `ConstraintLayout`'s solvers), and drops it once the value and its copies are gone.
///
/// - Complexity: O(1) for every member.
package final class LayoutMemoKey: Sendable {
  /// A new identity.
  package init() {}
}
