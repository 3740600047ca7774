#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One dedicated POSIX thread that runs jobs in order: the serial executor of the async solvers
/// (``LinearProgram/AsyncSolver``, ``AsyncConstraintSolver``), so every GLPK call they make happens on one thread
/// and in one GLPK environment, whichever threads their callers' tasks resume on.
///
/// The thread starts with the executor and exits after ``stop()`` once the queue before it has drained; GLPK's
/// per-thread environment is then freed by ``GLPKThread``'s exit handler (when no problem is alive on it).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
final class GLPKWorkerThread: SerialExecutor, @unchecked Sendable {
  // SAFETY (`@unchecked Sendable`): the only mutable state is `queue`, read and written only with `mutex` held;
  // `wakeup` is signalled and waited on under the same mutex. (POSIX primitives rather than `Synchronization.Mutex`,
  // whose raw futex calls ThreadSanitizer cannot see.)

  /// A unit of work: a Swift concurrency job, a plain closure, or the request to exit.
  private enum Work: @unchecked Sendable {
    // SAFETY: an `UnownedJob` is only run once, by the worker thread, which is what the runtime requires.
    case job(UnownedJob)
    case closure(@Sendable () -> Void)
    case stop
  }

  private var queue: [Work] = []
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let wakeup = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  /// Starts the thread.
  ///
  /// - Complexity: O(1) (one `pthread_create`).
  init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    wakeup.initialize(to: pthread_cond_t())
    pthread_cond_init(wakeup, nil)
    var thread = pthread_t()
    // SAFETY: retained for the thread, released by the thread when it exits (`run`'s caller below).
    let context = Unmanaged.passRetained(self).toOpaque()
    let created = pthread_create(
      &thread, nil,
      { raw in
        // SAFETY: `raw` is the retained worker passed to `pthread_create` just above.
        let worker = Unmanaged<GLPKWorkerThread>.fromOpaque(raw!).takeRetainedValue()
        worker.run()
        return nil
      }, context)
    precondition(created == 0, "pthread_create failed with \(created)")
    pthread_detach(thread)
  }

  deinit {
    pthread_cond_destroy(wakeup)
    wakeup.deinitialize(count: 1)
    wakeup.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Swift concurrency hands the actor's jobs here.
  func enqueue(_ job: consuming ExecutorJob) {
    push(.job(UnownedJob(job)))
  }

  /// Runs `body` on the worker thread after the work already queued (used to free GLPK objects there).
  func submit(_ body: @escaping @Sendable () -> Void) {
    push(.closure(body))
  }

  /// Asks the thread to exit after the work already queued.
  func stop() {
    push(.stop)
  }

  private func push(_ work: Work) {
    pthread_mutex_lock(mutex)
    queue.append(work)
    pthread_cond_signal(wakeup)
    pthread_mutex_unlock(mutex)
  }

  /// The thread's loop: takes everything queued, runs it in order, until `.stop`.
  private func run() {
    while true {
      pthread_mutex_lock(mutex)
      while queue.isEmpty { pthread_cond_wait(wakeup, mutex) }
      let pending = queue
      queue.removeAll(keepingCapacity: true)
      pthread_mutex_unlock(mutex)
      for work in pending {
        switch work {
        case .job(let job): job.runSynchronously(on: asUnownedSerialExecutor())
        case .closure(let body): body()
        case .stop: return
        }
      }
    }
  }
}
