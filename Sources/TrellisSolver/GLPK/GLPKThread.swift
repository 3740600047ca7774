import CGLPK
import Synchronization
import TrellisCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Per-thread bookkeeping for GLPK's thread-local environment.
///
/// GLPK allocates an environment (memory pool, terminal buffers) per thread on first use and frees it only in
/// `glp_free_env`. Trellis records, per thread, a unique id (never reused, unlike `pthread_t`) and the number of
/// live ``GLPKProblem``s; when a thread exits with none alive, a `pthread_key` destructor calls `glp_free_env` on
/// that thread, so short-lived threads do not leak their environment. Threads that are still alive keep theirs
/// (reused by the next solve). `glp_free_env` is never called while a Trellis problem is alive on the thread.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
enum GLPKThread {
  /// The calling thread's record.
  final class State {
    /// A process-unique id for the thread.
    let id: UInt64
    /// Live ``GLPKProblem``s created on this thread.
    var liveProblems = 0
    /// What other threads hand over to be released on this one.
    let inbox = Inbox()
    /// What objects that keep problems of this thread (a ``ConstraintLayout``'s solvers) release when it exits, on
    /// it, before its environment is freed; an owner that is gone is skipped.
    private var exitHandlers: [(owner: Weak, release: (AnyObject) -> Void)] = []

    init(id: UInt64) { self.id = id }

    /// Asks `owner` to run `release` on this thread when it exits (once per owner: the caller registers it the
    /// first time it keeps something of this thread). Handlers of owners that are gone are dropped as the list
    /// grows.
    ///
    /// - Complexity: amortized O(1).
    func onExit(of owner: AnyObject, _ release: @escaping (AnyObject) -> Void) {
      if exitHandlers.count >= 16 && exitHandlers.count.nonzeroBitCount == 1 {
        exitHandlers.removeAll { $0.owner.object == nil }
      }
      exitHandlers.append((Weak(owner), release))
    }

    /// Runs the exit handlers of the owners still alive.
    func runExitHandlers() {
      let handlers = exitHandlers
      exitHandlers = []
      for (owner, release) in handlers {
        if let object = owner.object { release(object) }
      }
    }

    /// A weak reference.
    struct Weak {
      weak var object: AnyObject?
      init(_ object: AnyObject) { self.object = object }
    }
  }

  /// Objects that keep problems of one thread, handed over by the other threads that release them (the solvers an
  /// engine kept for this thread, when the engine goes on another), so that their problems are freed on this thread,
  /// into its environment: at its next problem creation (``GLPKProblem``), or when it exits.
  final class Inbox: Sendable {
    private struct Held: Sendable {
      var objects: [any AnyObject & Sendable] = []
      /// The thread has exited: nothing handed over is kept any more.
      var closed = false
    }

    private let held = Lock(Held())

    /// Keeps `objects` for their thread; once it has exited they are released here (a problem released off its
    /// thread is not freed, see ``GLPKProblem``).
    ///
    /// - Complexity: O(objects).
    func handOver(_ objects: [any AnyObject & Sendable]) {
      let refused = held.withLock { held -> [any AnyObject & Sendable] in
        guard !held.closed else { return objects }
        held.objects += objects
        return []
      }
      _ = refused
    }

    /// Releases what was handed over; called on the inbox's thread.
    ///
    /// - Complexity: O(1) when nothing was handed over, else what releasing the objects costs.
    func releaseHandedOver() {
      let objects = held.withLock { held -> [any AnyObject & Sendable] in
        guard !held.objects.isEmpty else { return [] }
        defer { held.objects = [] }
        return held.objects
      }
      // Released here, on this thread, after the lock is released.
      _ = objects
    }

    /// Releases what was handed over and keeps nothing from now on; called when the thread exits.
    func close() {
      let objects = held.withLock { held -> [any AnyObject & Sendable] in
        held.closed = true
        defer { held.objects = [] }
        return held.objects
      }
      _ = objects
    }
  }

  /// Source of thread ids.
  private static let nextID = Atomic<UInt64>(1)

  /// The key whose per-thread value is the retained ``State``; its destructor runs at thread exit.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    _ = pthread_key_create(&key, releaseThreadState)
    return key
  }()

  /// The calling thread's record, created on first use.
  static var current: State {
    if let raw = pthread_getspecific(key) {
      // SAFETY: the key's value is only ever set below, to a `State` retained once; that reference is released
      // only by `releaseThreadState` at thread exit, after which this thread runs no more code.
      return Unmanaged<State>.fromOpaque(raw).takeUnretainedValue()
    }
    let state = State(id: nextID.wrappingAdd(1, ordering: .relaxed).oldValue)
    // SAFETY: retained once here, balanced by the `takeRetainedValue` in `releaseThreadState` at thread exit.
    _ = pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
    return state
  }
}

/// Thread-exit destructor: lets the objects that keep this thread's problems release them, then frees the thread's
/// GLPK environment if no Trellis problem is alive on it.
private func releaseThreadState(_ raw: UnsafeMutableRawPointer?) {
  guard let raw else { return }
  // SAFETY: `raw` is the thread's key value, a `State` retained once by `GLPKThread.current`; pthreads calls the
  // destructor once per thread and clears the value first, so this balances that retain exactly once.
  let state = Unmanaged<GLPKThread.State>.fromOpaque(raw).takeRetainedValue()
  // Solvers kept for this thread are released here, on it, so their problems are freed into its environment.
  state.runExitHandlers()
  state.inbox.close()
  if state.liveProblems == 0 {
    _ = glp_free_env()
  }
}
