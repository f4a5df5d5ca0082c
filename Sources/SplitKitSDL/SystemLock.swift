// A plain mutual-exclusion lock for C libraries that are not thread-safe (SDL_ttf), held across calls that return values.
import Glibc

/// A pthread mutex: `lock()`/`unlock()` around calls into a library that is not safe to enter from two threads at once.
/// (Synchronization's `Mutex` hands out only `sending` results, which a non-`Sendable` value from a C call is not.)
final class SystemLock: @unchecked Sendable {
    // @unchecked: the mutex is the synchronisation; it is made once and never moved (a class's stored property).
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}
