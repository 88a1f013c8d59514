import FoundationEssentials
#if PLACEHOLDERKIT_THREAD_SANITIZER
import Glibc
#else
import Synchronization
#endif

#if PLACEHOLDERKIT_THREAD_SANITIZER
/// A value behind a lock, as ThreadSanitizer builds have it (`scripts/sanitize` defines
/// PLACEHOLDERKIT_THREAD_SANITIZER): a `pthread_mutex_t`, owned and freed here, with the
/// same `withLock` as the other build's, which wraps Synchronization's `Mutex`.
/// On Linux, Synchronization's `Mutex` locks with futex
/// calls inside the Swift runtime, which ThreadSanitizer does not instrument, so it
/// reports every access such a lock guards as a data race; pthread mutexes it does
/// understand, so `scripts/sanitize` reports only real races. It lives in the lowest
/// module, so every other module of the package gets it by importing PlaceholderImage
/// (and not Synchronization, whose `Mutex` would make the name ambiguous). It is
/// `package`, so clients of the library never see two `Mutex` types.
package final class Mutex<Value>: @unchecked Sendable {
    // @unchecked: `value` is only reached inside `withLock`, under `lock`.
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// A lock around `value`.
    package init(_ value: sending Value) {
        lock = .allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(lock, nil)
        precondition(status == 0, "pthread_mutex_init failed (\(status))")
        self.value = value
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    /// Runs `body` with the value, holding the lock; returns what `body` returns.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return try body(&value)
    }
}
#else
/// A value behind a lock: `withLock` runs its closure with the value while no other
/// thread holds the lock. It is Swift's own `Synchronization.Mutex`, held by a class so
/// that the package's closures can share it; ThreadSanitizer builds swap in a pthread
/// mutex (see the other half of this file), as TSan cannot see Synchronization's lock.
/// It lives in the lowest module: every other module of the package gets it by importing
/// PlaceholderImage.
package final class Mutex<Value: Sendable>: Sendable {
    private let lock: Synchronization.Mutex<Value>

    /// A lock around `value`.
    package init(_ value: sending Value) {
        lock = Synchronization.Mutex(value)
    }

    /// Runs `body` with the value, holding the lock; returns what `body` returns.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { value in try body(&value) }
    }
}
#endif
