// Saves off the main thread: changes to the settings gathered for a moment and written in one read-merge-write.
import Dispatch
import Foundation
import Synchronization

/// Writes settings changes on a thread of its own, so a burst of them (a separator moved by an assistive technology
/// 20,000 times a second, keys held down) neither blocks a frame nor writes the file each time: a change waits
/// ``delay`` for others, and all that came are applied in order in one ``SettingsStore/update(_:)``. ``flush()``
/// writes what waits at once and returns when it is on disk (the program calls it before it exits).
public final class SettingsSaver: Sendable {
    /// How long a change waits for more before they are written together.
    public let delay: Double
    private let store: SettingsStore
    private let queue = DispatchQueue(label: "splitview.settings-saver")
    private let pending = Mutex<(changes: [@Sendable (inout Settings) -> Void], scheduled: Bool)>(([], false))
    private let report: @Sendable (String) -> Void

    /// A saver writing to `store` (which it uses from now on: the caller no longer does), telling `report` about a
    /// save that failed.
    public init(store: SettingsStore, delay: Double = 0.1, report: @escaping @Sendable (String) -> Void) {
        self.store = store
        self.delay = delay
        self.report = report
    }

    /// Saves `change` (applied to what the file holds when it is written) within ``delay``, with whatever else comes
    /// meanwhile. Returns at once.
    public func save(_ change: @escaping @Sendable (inout Settings) -> Void) {
        let schedule = pending.withLock { pending in
            pending.changes.append(change)
            defer { pending.scheduled = true }
            return !pending.scheduled
        }
        if schedule { queue.asyncAfter(deadline: .now() + delay) { self.write() } }
    }

    /// Writes every change not yet written, and returns once it is on disk (or has failed and been reported).
    public func flush() {
        queue.sync { write() }
    }

    /// On the saver's queue: the waiting changes, in one update.
    private func write() {
        let changes = pending.withLock { pending in
            defer { pending = ([], false) }
            return pending.changes
        }
        // A store that refuses saves (a file it could not read nor set aside, a link loop) said why when it loaded.
        guard !changes.isEmpty, store.isWritable else { return }
        do {
            try store.update { settings in for change in changes { change(&settings) } }
        } catch {
            report("splitview: warning: \(error)")
        }
    }
}
