/// A reader's content closure as the caller wrote it, not `Sendable`, carried inside a node (which is): what lets a
/// `GeometryReader { proxy in … }` in a view that keeps non-`Sendable` content (a generic `Content: View`, a stored
/// closure, an observed object) compile as it does against SwiftUI, whose closures are main-actor bound instead.
///
/// - Complexity: O(1) to make and to call, plus the closure.
package struct ContentClosure<Input, Output>: @unchecked Sendable {
  // SAFETY: the engine calls the closure only while it lays out the tree that holds it, on the task doing that
  // layout; it never stores what the closure returns outside that pass. What the closure captures is read on that task
  // (a tree laid out by several tasks at once is read by each), which is safe for the values views keep (immutable
  // copies) and for state boxes (locked); an object it captures must not be changed by another task during a layout,
  // as the readers' documentation states.
  private let body: (Input) -> Output

  /// Wraps `body`.
  package init(_ body: @escaping (Input) -> Output) { self.body = body }

  /// Calls the closure.
  package func callAsFunction(_ input: Input) -> Output { body(input) }
}
