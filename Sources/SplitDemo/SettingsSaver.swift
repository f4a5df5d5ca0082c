// Saves off the main thread: changes to the settings gathered for a moment and written in one read-merge-write,
// kept and tried again while another instance holds the lock, and the run's outcome told at the end.
import FoundationEssentials
import Glibc
import SplitKitStorage
import Synchronization

/// Writes settings changes on a thread of its own, so a burst of them (a separator moved by an assistive technology
/// 20,000 times a second, keys held down) neither blocks a frame nor writes the file each time: a change waits
/// ``delay`` for others, and all that came are applied in order in one ``SettingsStore/update(lockWait:_:)``.
///
/// A save waits ``lockWait`` for the lock on the file's folder; when another process holds it longer (another
/// instance saving, or one stopped while it saves) nothing is written without it: the changes are kept, a warning
/// says once that they wait, and the save is tried again until the lock is free. A save that fails otherwise (a
/// full disk, a file that changed and cannot be read) keeps its changes too, for the next save. ``flush()`` writes
/// what waits at once, waiting up to ``finalLockWait`` for the lock, and says whether every change of the run is on
/// disk (the program calls it before it exits, and exits 1 when not).
public final class SettingsSaver: Sendable {
    /// How long a change waits for more before they are written together.
    public let delay: Double
    /// How long a save waits for the lock before it lets the changes wait and tries again.
    public let lockWait: Double
    /// How long ``flush()`` waits for the lock in all before it gives up.
    public let finalLockWait: Double
    private let store: SettingsStore
    /// Held by each write, so that they never overlap: the saver's thread and ``flush()``'s caller.
    private let writing = Mutex(())
    private let state = Mutex(State())
    private let report: @Sendable (String) -> Void

    /// What waits to be written, and how saves have gone.
    private struct State {
        /// The changes not yet written, oldest first.
        var changes: [@Sendable (inout Settings) -> Void] = []
        /// Whether a write is due on the queue.
        var scheduled = false
        /// Since when saves wait for the lock (said once), nil when they do not.
        var waitingSince: Date?
    }

    /// A saver writing to `store` (which it uses from now on: the caller no longer does), telling `report` about a
    /// save that failed or waits.
    public init(
        store: SettingsStore, delay: Double = 0.1, lockWait: Double = 2, finalLockWait: Double = 30,
        report: @escaping @Sendable (String) -> Void
    ) {
        self.store = store
        self.delay = delay
        self.lockWait = lockWait
        self.finalLockWait = max(finalLockWait, lockWait)
        self.report = report
    }

    /// Saves `change` (applied to what the file holds when it is written) within ``delay``, with whatever else comes
    /// meanwhile. Returns at once.
    public func save(_ change: @escaping @Sendable (inout Settings) -> Void) {
        state.withLock { $0.changes.append(change) }
        schedule()
    }

    /// Writes every change not yet written, waiting up to ``finalLockWait`` for the lock, and returns once it is on
    /// disk or has failed: nil when every change so far is on disk (or the store refuses saves, which it said when it
    /// loaded), else why they are not (they are kept: a later flush tries again).
    @discardableResult
    public func flush() -> SettingsError? {
        writing.withLock { _ in write(final: true) }
    }

    /// A write after ``delay`` on a thread of its own, unless one is due already (with no thread
    /// to be had, the changes wait for the next ``flush()``, which quitting makes).
    private func schedule() {
        let due = state.withLock { state in
            defer { state.scheduled = true }
            return !state.scheduled
        }
        guard due else { return }
        DetachedThread.start("settings saver") { [self] in
            usleep(UInt32(max(0, min(delay, 3600)) * 1_000_000))
            writing.withLock { _ in _ = write(final: false) }
        }
    }

    /// With ``writing`` held: the waiting changes, in one update; why they are not all on disk, or nil.
    @discardableResult
    private func write(final: Bool) -> SettingsError? {
        let changes = state.withLock { state in
            defer { (state.changes, state.scheduled) = ([], false) }
            return state.changes
        }
        // A store that refuses saves (a file it could not read nor set aside, a link loop) said why when it loaded.
        guard !changes.isEmpty, store.isWritable else { return nil }
        let apply: (inout Settings) -> Void = { settings in for change in changes { change(&settings) } }
        let began = Date()
        do throws(SettingsError) {
            do throws(SettingsError) {
                try store.update(lockWait: lockWait, apply)
            } catch .lockBusy(let path, let folder, let holder, _) where final {
                report("splitview: waiting up to \(SettingsError.seconds(finalLockWait - lockWait)) more for the lock on the settings file's "
                    + "folder, held by \(holder ?? "another process"), to save the settings")
                state.withLock { $0.waitingSince = $0.waitingSince ?? began }
                do throws(SettingsError) {
                    try store.update(lockWait: finalLockWait - lockWait, apply)
                } catch .lockBusy(_, _, let holder, _) {
                    throw .lockBusy(path: path, folder: folder, holder: holder, waited: finalLockWait)
                }
            }
            let waited = state.withLock { state in
                defer { state.waitingSince = nil }
                return state.waitingSince.map { Date().timeIntervalSince($0) }
            }
            if let waited {
                report("splitview: settings saved to \(store.path) after waiting \(SettingsError.oneDecimal(waited)) s for the lock")
            }
            return nil
        } catch {
            return failed(error, changes: changes, final: final, began: began)
        }
    }

    /// After a failed update: the changes kept, ahead of any that came meanwhile, to be tried again — on a timer
    /// while the lock is busy, else with the next save or the flush — and the failure said (once while saves wait for
    /// the lock; at the end the program says it).
    private func failed(_ error: SettingsError, changes: [@Sendable (inout Settings) -> Void], final: Bool, began: Date) -> SettingsError {
        let firstWait = state.withLock { state in
            state.changes.insert(contentsOf: changes, at: 0)
            guard case .lockBusy = error, state.waitingSince == nil else { return false }
            state.waitingSince = began  // the wait began with this save's first try for the lock
            return true
        }
        guard !final else { return error }
        if case .lockBusy = error {
            if firstWait { report("splitview: warning: \(error) The change waits and is saved when the lock is free.") }
            schedule()
        } else {
            report("splitview: warning: \(error) The change is tried again with the next save.")
        }
        return error
    }
}
