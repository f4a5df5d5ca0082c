// Work off the main thread on a thread that ends with it, never on a Dispatch queue.
import Foundation

/// Runs background work on threads of their own. Not a Dispatch queue: the first use of one starts libdispatch's
/// worker pool, whose monitor then wakes the process every second for as long as it lives, and a window should sleep
/// while nothing moves (the live checks count its threads' wake-ups while idle).
enum WorkerThread {
    /// Starts `work` on a new thread named `name`, which ends when `work` returns.
    static func start(_ name: String, _ work: @escaping @Sendable () -> Void) {
        let thread = Thread(block: work)
        thread.name = name
        thread.start()
    }
}
