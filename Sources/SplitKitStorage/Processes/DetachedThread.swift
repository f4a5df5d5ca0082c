// A named thread of its own for work off the main thread, started with pthreads rather than Foundation's Thread.
import CChildProcess
import Glibc

/// Starts work on a detached, named thread of its own, as Foundation's `Thread(block:)` does, without Foundation.
///
/// Not a Dispatch queue: the first use of one starts libdispatch's worker pool, whose monitor then wakes the process
/// every second for as long as it lives, and a window should sleep while nothing moves.
public enum DetachedThread {
    /// Runs `body` on a new detached thread named `name` (as `top -H`, gdb and /proc show it; the system keeps its
    /// first 15 bytes, so names are kept that short). Returns false, and runs nothing, when the system has no thread
    /// left to give.
    @discardableResult
    public static func start(_ name: String, _ body: @escaping @Sendable () -> Void) -> Bool {
        let work = Unmanaged.passRetained(Work(name: name, body: body)).toOpaque()
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { context in
            let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
            child_process_name_thread(work.name)
            work.body()
            return nil
        }, work) == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// Runs `body` on a new thread named `name`, or here and now when no thread can be had: for work someone waits
    /// for, which must happen either way.
    public static func startOrRunHere(_ name: String, _ body: @escaping @Sendable () -> Void) {
        if !start(name, body) { body() }
    }

    /// What a new thread runs, handed to it through pthread_create's one pointer.
    private final class Work {
        let name: String
        let body: @Sendable () -> Void
        init(name: String, body: @escaping @Sendable () -> Void) { self.name = name; self.body = body }
    }
}
