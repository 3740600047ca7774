/// The scope in which a ``ForEach``'s (or a builder `for` loop's) ids must be unique: each loop makes one, and every
/// node it produces carries it, so two loops over the same data in one container do not clash (SwiftUI's rule: a
/// `ForEach`'s ids need only be unique within that `ForEach`).
///
/// Compared by reference; the nodes keep it alive, so two live scopes are never equal.
final class IDScope: Sendable {
  init() {}
}
