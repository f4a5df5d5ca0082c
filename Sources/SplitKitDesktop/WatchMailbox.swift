// What the main thread and the desktop settings thread share.
import Dispatch
import SplitKit
import SplitKitDBus
import Synchronization

/// The settings watch's shared state behind a lock, the pipe that wakes its thread, and the signal of its first reading.
final class WatchMailbox: Sendable {
    struct Shared {
        var preferences = DesktopPreferences()
        var status = "starting"
        var stopping = false
        /// The main thread has been woken and has not read the preferences since: no second wake is sent. True at first:
        /// nothing is woken before the main thread first reads them (an app starts the watch before SDL, whose wake
        /// must not come while SDL is still starting).
        var wakePending = true
        /// The `gsettings monitor` processes running, ended by the main thread's stop at once: the program may exit
        /// before the watch's thread gets to them.
        var monitors: [Int32] = []
    }

    let shared = Mutex(Shared())
    let pipe = WakePipe()
    /// Signalled once, when the first reading (or the lack of one) is known.
    let firstReading = DispatchSemaphore(value: 0)
    private let firstReadingDone = Mutex(false)

    /// Publishes a reading; true when the main thread should be woken (it changed, and no wake is pending).
    func publish(_ preferences: DesktopPreferences) -> Bool {
        shared.withLock { shared in
            guard shared.preferences != preferences else { return false }
            shared.preferences = preferences
            defer { shared.wakePending = true }
            return !shared.wakePending
        }
    }

    /// Says where the settings come from, and releases whoever waits for the first reading.
    func finishFirstReading(status: String) {
        shared.withLock { $0.status = status }
        let first = firstReadingDone.withLock { done in
            defer { done = true }
            return !done
        }
        if first { firstReading.signal() }
    }

    var isStopping: Bool { shared.withLock { $0.stopping } }
}
