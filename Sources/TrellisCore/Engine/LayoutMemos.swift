/// The memos layouts keep in one engine (``LayoutEngine/Storage``, behind its lock), one per layout value
/// (``LayoutMemoKey``) and text measurer: what a memo holds may depend on what the measurer answered.
///
/// An entry lives while its key does (a weak reference): the entries of keys that are gone are dropped whenever the
/// table doubles, and beyond ``maximumEntries`` the least recently used entry goes.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
struct LayoutMemos: Sendable {
  /// A memo and what it is kept for (a class, so that marking it used changes no dictionary).
  private final class Entry: @unchecked Sendable {
    // SAFETY: `@unchecked Sendable`: `lastUse` is only read and written under the lock of the table that holds the
    // entry (``LayoutEngine/Storage``); everything else is set once.
    weak var key: LayoutMemoKey?
    let measurer: TextMeasurerBox
    let memo: any AnyObject & Sendable
    var lastUse: UInt64

    init(key: LayoutMemoKey, measurer: TextMeasurerBox, memo: any AnyObject & Sendable, lastUse: UInt64) {
      self.key = key
      self.measurer = measurer
      self.memo = memo
      self.lastUse = lastUse
    }
  }

  /// How many memos an engine keeps at most.
  static let maximumEntries = 256

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// The entry found last: a layout asks for its memo once per solve, and a pass usually has one such layout.
  private var last: Entry?
  private var clock: UInt64 = 0
  /// The entry count at which the next sweep of dead keys runs.
  private var sweepAt = 16

  /// The memo of `key` under `measurer`, if one is kept (and marks it used).
  ///
  /// - Complexity: O(1).
  mutating func memo(for key: LayoutMemoKey, measurer: TextMeasurerBox) -> (any AnyObject & Sendable)? {
    let found: Entry
    if let last, last.measurer === measurer, last.key === key {
      found = last
    } else {
      guard let entry = entries[ObjectIdentifier(key)], entry.measurer === measurer, entry.key === key else {
        return nil
      }
      found = entry
      last = entry
    }
    clock += 1
    found.lastUse = clock
    return found.memo
  }

  /// Keeps `memo` for `key` under `measurer`, unless another thread kept one first (which is returned instead);
  /// returns the memo to use and the entries dropped, for the caller to release once its lock is released.
  ///
  /// - Complexity: O(1) amortized; O(``maximumEntries``) when the table is full.
  mutating func keep(_ memo: any AnyObject & Sendable, for key: LayoutMemoKey, measurer: TextMeasurerBox)
    -> (memo: any AnyObject & Sendable, dropped: [any AnyObject & Sendable])
  {
    if let existing = self.memo(for: key, measurer: measurer) { return (existing, []) }
    var dropped: [any AnyObject & Sendable] = []
    let identity = ObjectIdentifier(key)
    // An entry of a dead key whose identity was reused, or of another measurer.
    if let stale = entries.removeValue(forKey: identity) { dropped.append(stale.memo) }
    if entries.count >= sweepAt || entries.count >= Self.maximumEntries {
      for (identity, entry) in entries.filter({ $0.value.key == nil }) {
        dropped.append(entry.memo)
        entries[identity] = nil
      }
      sweepAt = max(16, 2 * entries.count)
    }
    if entries.count >= Self.maximumEntries,
      let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
    {
      dropped.append(oldest.value.memo)
      entries[oldest.key] = nil
    }
    clock += 1
    let entry = Entry(key: key, measurer: measurer, memo: memo, lastUse: clock)
    entries[identity] = entry
    last = entry
    return (memo, dropped)
  }

  /// The memo kept for `key` under any measurer, without marking it used (for tests).
  func existingMemo(for key: LayoutMemoKey) -> (any AnyObject & Sendable)? {
    guard let entry = entries[ObjectIdentifier(key)], entry.key === key else { return nil }
    return entry.memo
  }

  /// How many memos are kept (for tests).
  var count: Int { entries.count }
}
