/// A value confined to one ``GLPKWorkerThread``: the storage of the async solvers.
///
/// The value is created by the actor's initialiser (on the caller's thread, before any GLPK call: the warm solvers
/// create their GLPK problem on first solve) and then touched only by the actor's isolated methods, which all run
/// on `worker`. ``retire()`` drops it on the worker, so its GLPK problem is freed in the environment that owns it.
final class WorkerConfined<Value>: @unchecked Sendable {
  // SAFETY (`@unchecked Sendable`): `storage` is read and written only on `worker` (the actor's executor), except
  // in `init`, which happens-before the first job is queued.

  let worker = GLPKWorkerThread()
  private var storage: Value?

  init(_ value: Value) { storage = value }

  /// The confined value; call only on `worker` (from the owning actor).
  var value: Value {
    guard let storage else { preconditionFailure("a retired solver was used") }
    return storage
  }

  /// Frees the value on the worker thread, then lets the thread exit. Called from the actor's `deinit`.
  func retire() {
    worker.submit { self.storage = nil }
    worker.stop()
  }
}
