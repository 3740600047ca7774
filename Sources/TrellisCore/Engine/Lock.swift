#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutex around a value, built on `pthread_mutex_t`: the project's one lock.
///
/// `Synchronization.Mutex` is correct, but on Linux it locks with raw futex calls that ThreadSanitizer cannot see,
/// so every contended use is reported as a race and `make sanitize` fails. Shared state (the pass memory pool,
/// lazily built result entries, size observers) uses this lock instead, which the sanitizer understands.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
package final class Lock<Value: Sendable>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  // SAFETY: `@exclusivity(unchecked)`: the value is only reached inside `withLock`, with the mutex held, so no two
  // accesses overlap and the dynamic exclusivity check (a runtime call on every lock) could never fire.
  @exclusivity(unchecked) private var value: Value

  /// A lock guarding `value`.
  package init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value.
  ///
  /// - Complexity: O(1) plus `body`.
  package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }

  /// Runs `body` with the mutex held, without reaching the value: for a lock that guards storage kept outside it
  /// (``StateBox``'s value, which need not be `Sendable`). A `Lock(())` must use this: ThreadSanitizer reports the
  /// `inout` access to an empty value, which Swift places at the object's start, as racing with any other thread's
  /// read of the object's header.
  ///
  /// - Complexity: O(1) plus `body`.
  package func withLockHeld<R>(_ body: () throws -> R) rethrows -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
