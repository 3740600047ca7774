import Glibc
import Synchronization

/// One dedicated POSIX thread that runs jobs in order: the serial executor of the async solvers
/// (``LinearProgram/AsyncSolver``, ``AsyncConstraintSolver``), so every GLPK call they make happens on one thread
/// and in one GLPK environment, whichever threads their callers' tasks resume on.
///
/// The thread starts with the executor and exits after ``stop()`` once the queue before it has drained; GLPK's
/// per-thread environment is then freed by ``GLPKThread``'s exit handler (when no problem is alive on it).
final class GLPKWorkerThread: SerialExecutor, @unchecked Sendable {
  // SAFETY (`@unchecked Sendable`): the only mutable state is `queue`, behind a `Mutex`; `wakeup` is a POSIX
  // semaphore, safe to post and wait from any thread.

  /// A unit of work: a Swift concurrency job, a plain closure, or the request to exit.
  private enum Work: @unchecked Sendable {
    // SAFETY: an `UnownedJob` is only run once, by the worker thread, which is what the runtime requires.
    case job(UnownedJob)
    case closure(@Sendable () -> Void)
    case stop
  }

  private let queue = Mutex<[Work]>([])
  private let wakeup = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)

  /// Starts the thread.
  ///
  /// - Complexity: O(1) (one `pthread_create`).
  init() {
    sem_init(wakeup, 0, 0)
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
    sem_destroy(wakeup)
    wakeup.deallocate()
  }

  /// Swift concurrency hands the actor's jobs here.
  func enqueue(_ job: consuming ExecutorJob) {
    push(.job(UnownedJob(job)))
  }

  /// Runs `body` on the worker thread after the work already queued (used to free GLPK objects there).
  ///
  /// - Complexity: O(1).
  func submit(_ body: @escaping @Sendable () -> Void) {
    push(.closure(body))
  }

  /// Asks the thread to exit after the work already queued.
  ///
  /// - Complexity: O(1).
  func stop() {
    push(.stop)
  }

  private func push(_ work: Work) {
    queue.withLock { $0.append(work) }
    sem_post(wakeup)
  }

  /// The thread's loop: one item per semaphore post, in order, until `.stop`.
  private func run() {
    var pending: [Work] = []
    var next = 0
    while true {
      while sem_wait(wakeup) != 0 {}
      if next == pending.count {
        pending = queue.withLock { queue in
          defer { queue.removeAll(keepingCapacity: true) }
          return queue
        }
        next = 0
      }
      let work = pending[next]
      next += 1
      switch work {
      case .job(let job): job.runSynchronously(on: asUnownedSerialExecutor())
      case .closure(let body): body()
      case .stop: return
      }
    }
  }
}
