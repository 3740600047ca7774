import TrellisCore

/// Shaped strings by (string, face, digit spacing, ligatures), shared by every thread: a text measured at twenty proposals in
/// one pass, or in a thousand passes, is shaped once.
///
/// The cache is bounded: when it holds more than `byteBudget` bytes of text (or `entryBudget` strings) it is emptied
/// and refilled; a string longer than the whole budget is shaped on every call and never kept.
///
/// - Complexity: a hit is one hash of the string under a lock.
final class ShapedTextCache: Sendable {
  /// A string, face and digit spacing, with the string's hash worked out once: a miss looks the key up and then
  /// inserts it, and a paragraph's hash is as costly as a tenth of its line breaking.
  struct Key: Hashable, Sendable {
    let string: String
    let face: Int
    let tabularDigits: Bool
    /// Whether the optional ligatures are used (`false` under tracking).
    let ligatures: Bool
    private let hash: Int

    init(string: String, face: Int, tabularDigits: Bool, ligatures: Bool = true) {
      self.string = string
      self.face = face
      self.tabularDigits = tabularDigits
      self.ligatures = ligatures
      var hasher = Hasher()
      hasher.combine(string)
      hasher.combine(face)
      hasher.combine(tabularDigits)
      if !ligatures { hasher.combine(ligatures) }
      self.hash = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (a: Key, b: Key) -> Bool {
      a.hash == b.hash && a.face == b.face && a.tabularDigits == b.tabularDigits && a.ligatures == b.ligatures
        && a.string == b.string
    }
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
