import TrellisCore

/// Shaped strings by (string, face, digit spacing), shared by every thread: a text measured at twenty proposals in
/// one pass, or in a thousand passes, is shaped once.
///
/// The cache is bounded: when it holds more than `byteBudget` bytes of text (or `entryBudget` strings) it is emptied
/// and refilled; a string longer than the whole budget is shaped on every call and never kept.
///
/// - Complexity: a hit is one hash of the string under a lock.
final class ShapedTextCache: Sendable {
  struct Key: Hashable, Sendable {
    var string: String
    var face: Int
    var tabularDigits: Bool
  }

  private struct State: Sendable {
    var entries: [Key: ShapedText] = [:]
    var bytes = 0
  }

  private let state = Lock(State())
  let byteBudget: Int
  let entryBudget: Int

  init(byteBudget: Int = 32 << 20, entryBudget: Int = 50_000) {
    self.byteBudget = byteBudget
    self.entryBudget = entryBudget
  }

  /// The shaped text for `key`, made by `make` (outside the lock) on a miss.
  func shaped(_ key: Key, make: () -> ShapedText) -> ShapedText {
    if let hit = state.withLock({ $0.entries[key] }) { return hit }
    let made = make()
    let size = made.utf8.count
    guard size <= byteBudget else { return made }
    return state.withLock { state in
      if let raced = state.entries[key] { return raced }
      if state.bytes + size > byteBudget || state.entries.count >= entryBudget {
        state.entries.removeAll(keepingCapacity: true)
        state.bytes = 0
      }
      state.entries[key] = made
      state.bytes += size
      return made
    }
  }

  /// The number of shaped strings held (for tests).
  var count: Int { state.withLock { $0.entries.count } }
}
