import TrellisCore

extension ConstraintLayout {
  /// The solvers an engine keeps for a ``ConstraintLayout`` value (and its copies) across layout passes and
  /// proposals, so a re-layout at a new proposal suggests new values for the proposal's edit variables and re-solves
  /// warm instead of building and solving a new LP. Each engine keeps its own, as a memo of the value
  /// (`LayoutSubviews.engineMemo(for:make:)`), and releases it with the engine, or once the value is gone.
  ///
  /// Thread-safe: GLPK problems are confined to one thread, so solvers are filed per thread (by GLPK's thread id),
  /// at most ``entriesPerThread`` per thread for at most ``threadLimit`` threads; a pass finds its thread's entry
  /// under the lock (only that thread ever uses it, and a solve never lays anything out, so no other pass can use it
  /// meanwhile), solves without holding the lock, and drops the entry if the solve fails. Passes on other threads, or
  /// beyond the limits, build their own solver (a cold solve). When a thread that filed solvers exits, they are
  /// released on it (``GLPKThread``'s exit handlers), so their GLPK problems are freed into its environment, and the
  /// environment with them; when the cache goes first (its engine or its layout value released, on any thread), each
  /// other thread's solvers are handed over to that thread (``GLPKThread/Inbox``) and released there.
  ///
  /// - Complexity: O(threads + entries) per lookup plus the key comparison, O(children).
  final class SolverCache: Sendable {
    /// Structures kept per thread (proposal kinds and height-for-width rounds).
    static let entriesPerThread = 4
    /// Threads that keep solvers.
    static let threadLimit = 8
    /// Per thread that keeps solvers, its entries, most recently used last (a short list: no hashing per solve), and
    /// where to hand them over for release on that thread.
    private let table = Lock<[(thread: UInt64, inbox: GLPKThread.Inbox, entries: [SolverEntry])]>([])
    /// Each child's (horizontal hugging, vertical hugging, horizontal resistance, vertical resistance), read once:
    /// the layout value's children never change.
    private let priorities = Lock<[[ConstraintPriority]]?>(nil)

    /// Each child's sizing and ideal size, measured once for the passes whose answers depend only on the children's
    /// nodes (``TrellisCore/LayoutSubviews/answersDependOnlyOnNodes``).
    private let answers = Lock<Measured?>(nil)

    /// The children's sizings (from their answers to `.unspecified` and `.infinity`) and ideal sizes.
    struct Measured: Sendable {
      var sizings: [ChildSizing] = []
      var ideals: [Size] = []
    }

    /// The children's sizings, measured by `measure` the first time. The caller guarantees that the answers are
    /// those of the layout value's own children in a pass where they depend only on those (immutable) nodes. Kept
    /// as one array, so the ``SolverKey`` of a later pass compares equal to a kept one by the array's identity,
    /// without comparing every child.
    func measured(_ measure: () -> Measured) -> Measured {
      if let known = answers.withLock({ $0 }) { return known }
      let values = measure()
      answers.withLock { $0 = values }
      return values
    }

    /// The children's priorities, read by `read` the first time.
    func childPriorities(_ read: () -> [[ConstraintPriority]]) -> [[ConstraintPriority]] {
      if let known = priorities.withLock({ $0 }) { return known }
      let values = read()
      priorities.withLock { $0 = values }
      return values
    }

    /// Runs `body` with this thread's solver for `key`, building it from `layout`'s system for `proposal` when
    /// there is none.
    func withSolver<R>(
      _ key: SolverKey, of layout: ConstraintLayout, proposal: ProposedViewSize,
      _ body: (SolverEntry) throws(ConstraintError) -> R
    ) throws(ConstraintError) -> R {
      let current = GLPKThread.current
      let thread = current.id
      // The thread's entry for `key`, moved last in place (no copy of the list while the table holds it).
      let found: SolverEntry? = table.withLock { table in
        guard let t = table.firstIndex(where: { $0.thread == thread }),
          let k = table[t].entries.firstIndex(where: { $0.key == key })
        else { return nil }
        let entry = table[t].entries[k]
        if k != table[t].entries.count - 1 {
          table[t].entries.remove(at: k)
          table[t].entries.append(entry)
        }
        return entry
      }
      if let found {
        do {
          return try body(found)
        } catch {
          // A failed solve may leave the solver anywhere: the next pass builds a new one.
          let dropped = table.withLock { table -> SolverEntry? in
            guard let t = table.firstIndex(where: { $0.thread == thread }),
              let k = table[t].entries.firstIndex(where: { $0 === found })
            else { return nil }
            return table[t].entries.remove(at: k)
          }
          _ = dropped
          throw error
        }
      }
      let entry = SolverEntry(
        key: key, solver: try ConstraintSolver(try layout.system(for: proposal, sizes: key.sizings)),
        proposal: proposal)
      let result = try body(entry)
      // An evicted entry is released here, on its own thread, after the lock is released.
      let (evicted, firstForThread): (SolverEntry?, Bool) = table.withLock { table in
        guard let t = table.firstIndex(where: { $0.thread == thread }) else {
          guard table.count < Self.threadLimit else { return (entry, false) }
          table.append((thread, current.inbox, [entry]))
          return (nil, true)
        }
        let oldest = table[t].entries.count >= Self.entriesPerThread ? table[t].entries.removeFirst() : nil
        table[t].entries.append(entry)
        return (oldest, false)
      }
      _ = evicted
      // When the thread exits, its solvers are released on it (their GLPK problems freed into its environment).
      if firstForThread {
        current.onExit(of: self) { cache in
          // SAFETY: `unsafeDowncast`: the owner registered here is this cache, a `SolverCache`.
          unsafeDowncast(cache, to: SolverCache.self).releaseSolvers(of: thread)
        }
      }
      return result
    }

    deinit {
      // Each thread's solvers are released on it: this thread's here, the others' handed over to their thread (its
      // next problem creation, or its exit, releases them), so every problem is freed into its own environment.
      let current = GLPKThread.current.id
      let kept = table.withLock { table in
        defer { table = [] }
        return table
      }
      for (thread, inbox, entries) in kept where thread != current { inbox.handOver(entries) }
    }

    /// Releases the solvers kept for `thread`, on it (its exit handler).
    private func releaseSolvers(of thread: UInt64) {
      let released = table.withLock { table -> [SolverEntry] in
        guard let t = table.firstIndex(where: { $0.thread == thread }) else { return [] }
        return table.remove(at: t).entries
      }
      _ = released
    }

    /// The number of solvers kept (for tests).
    var count: Int { table.withLock { $0.reduce(0) { $0 + $1.entries.count } } }
  }
}

extension ConstraintLayout {
  /// How many solvers `engine` keeps for this layout across passes (over every thread that laid it out with
  /// `engine`).
  ///
  /// - Complexity: O(threads).
  public func keptSolverCount(in engine: LayoutEngine) -> Int {
    (engine.existingMemo(for: memoKey) as? SolverCache)?.count ?? 0
  }
}
