// Keeps the column widths the user chose in a small JSON file (a KeptFile), for apps embedding SplitKit.
import FoundationEssentials
import Glibc
import SplitKit

/// The user's column widths in a JSON file, `{ "inspectorWidth" : 300, "primaryWidth" : 320 }`.
///
/// Fits the split's flow: pass ``load(now:warn:)``'s width to `SplitViewState(…, userPrimaryWidth:)` (or
/// ``loadWidths(now:warn:)``'s two to `userPrimaryWidth:` and `userInspectorWidth:`), and call ``save(from:warn:)``
/// with each result's `effects`: it saves what `.saveUserPrimaryWidth(w)` and `.saveUserInspectorWidth(w)` ask (the
/// user finished a drag of a separator). Widths only: a split with a rail keeps `.saveUserPrimaryRail(_:)` itself.
/// The file is a ``KeptFile``, as an app's other settings can be: saving is an ``AtomicFile`` write (a crash leaves
/// the old or the new file whole) of the width applied to what the file holds then, under a lock on its folder
/// (``FolderLock``), and not over a file that changed meanwhile, so two running instances do not lose each other's
/// widths. Other members of the file (an app's own, a newer version's) are kept. A file that cannot be read is set
/// aside and reported, never written over.
public struct SplitWidthStore: Sendable {
    /// Where the file lives (empty when there was no home folder to put it in: nothing is saved).
    public let path: String
    /// How long a save waits for another process's lock on the file's folder before it fails (2 s unless given).
    public let lockWait: Double
    /// Why the location is not the one the environment asked for (``ConfigFolder``'s warnings), passed on by
    /// ``loadWidths(now:warn:)``.
    private let locationWarnings: [String]
    /// The file's read-merge-write flow, and the widths as this store last read or wrote them.
    private let file: KeptFile<WidthFile>

    /// A store for the file at `path`; nothing is read or written yet.
    public init(path: String) {
        self.init(path: path, lockWait: 2)
    }

    /// A store for the file at `path`, whose saves wait up to `lockWait` seconds for the lock on its folder; nothing
    /// is read or written yet.
    public init(path: String, lockWait: Double) {
        self.path = path
        self.lockWait = lockWait
        locationWarnings = []
        file = KeptFile(path: path, what: Self.what, newFileMode: 0o644)
    }

    /// The store of the app called `application`, where the XDG base directory rules put its settings:
    /// `$XDG_CONFIG_HOME/APPLICATION/width.json`, or `~/.config/APPLICATION/width.json` when that is not set
    /// (``ConfigFolder``: a relative XDG_CONFIG_HOME is ignored, and a HOME that is empty or relative is treated as
    /// unset, each with a warning that ``loadWidths(now:warn:)`` passes on).
    public init(application: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let location = ConfigFolder.locate(application + "/width.json", environment: environment)
        path = location.path ?? ""
        lockWait = 2
        locationWarnings = location.warnings
        file = KeptFile(path: path, what: Self.what, newFileMode: 0o644)
    }

    /// The file in messages.
    private static let what = "the width file"

    /// The widths a file holds: each nil when the user never chose it.
    public struct Widths: Sendable, Hashable {
        /// The primary column's width (`primaryWidth`), for `SplitViewState(…, userPrimaryWidth:)`.
        public var primary: Double?
        /// The inspector column's width (`inspectorWidth`), for `SplitViewState(…, userInspectorWidth:)`.
        public var inspector: Double?

        /// Widths as given.
        public init(primary: Double? = nil, inspector: Double? = nil) {
            self.primary = primary
            self.inspector = inspector
        }
    }

    /// Saves the widths a split's result asks to save (`.saveUserPrimaryWidth`, `.saveUserInspectorWidth`, when the
    /// user finished a drag), and forgets those it asks to forget (`.forgetUserPrimaryWidth`, `.forgetUserInspectorWidth`:
    /// set back to the preferred width), if it asks; a failure is reported through `warn` (the width on screen stays).
    public func save(from effects: [SplitViewEffect], warn: (SplitWidthStoreError) -> Void) {
        save(from: effects, for: nil, warn: warn)
    }

    /// Saves the widths a split's result asks to save as ``save(from:warn:)`` does, kept for the content `key` (a
    /// folder, a document: whatever the app keys its widths by) and as the shared widths, which content without widths
    /// of its own then opens at (``loadWidths(for:now:warn:)``). A nil `key` saves the shared widths alone. A width
    /// forgotten for a content is forgotten for it alone (it then opens at the shared one); with a nil `key`, the shared one.
    public func save(from effects: [SplitViewEffect], for key: String?, warn: (SplitWidthStoreError) -> Void) {
        for effect in effects {
            do {
                switch effect {
                case .saveUserPrimaryWidth(let width): try save(width, as: Self.primaryMember, for: key)
                case .saveUserInspectorWidth(let width): try save(width, as: Self.inspectorMember, for: key)
                case .forgetUserPrimaryWidth: try forget(Self.primaryMember, for: key)
                case .forgetUserInspectorWidth: try forget(Self.inspectorMember, for: key)
                default: break
                }
            } catch { warn(error) }
        }
    }

    /// The saved primary width, or nil when there is none yet; read as ``loadWidths(now:warn:)`` reads.
    public func load(now: Date = Date(), warn: (SplitWidthStoreError) -> Void) -> Double? {
        loadWidths(now: now, warn: warn).primary
    }

    /// The saved widths, each nil when there is none yet. A file that cannot be read as widths is renamed to
    /// `NAME.corrupt-YYYYMMDD-HHMMSS` and reported through `warn`, and no widths are returned: the app goes on at
    /// its default widths. A folder or a pipe at the path is reported and left where it is, and so is a location
    /// other than the environment asked for (``SplitWidthStoreError/unusableLocation(warning:)``).
    public func loadWidths(now: Date = Date(), warn: (SplitWidthStoreError) -> Void) -> Widths {
        loadWidths(for: nil, now: now, warn: warn)
    }

    /// The widths kept for the content `key` (a folder, a document), each falling back to the shared width when the
    /// content has none of its own (and nil when there is neither), read as ``loadWidths(now:warn:)`` reads. When the
    /// split moves to other content, pass these to `SplitViewAction.setUserWidths(primary:inspector:time:)`.
    public func loadWidths(for key: String?, now: Date = Date(), warn: (SplitWidthStoreError) -> Void) -> Widths {
        for warning in locationWarnings { warn(.unusableLocation(warning: warning)) }
        guard !path.isEmpty else { return Widths() }
        return file.load(now: now) { problem in
            switch problem {
            case .linkLoop: warn(.unreadable(path: path, reason: "it is a symbolic link that leads round in a loop"))
            case .notAFile(let kind): warn(.unreadable(path: path, reason: "\(FileError.notAFile(path: path, what: Self.what, kind: kind))"))
            case .partlyRead: break  // a width file is read whole or not at all
            case .corrupt(let reason, let aside): warn(.corrupt(path: path, reason: reason, setAsideAt: aside))
            case .unreadable(let reason): warn(.unreadable(path: path, reason: reason))
            }
        }.widths(for: key)
    }

    /// Writes the primary `width` atomically, keeping the file's other members; creates the folder when it is
    /// missing. Throws, leaving the previous file as it was, when the write fails or the file there cannot be read.
    public func save(_ width: Double) throws(SplitWidthStoreError) {
        try save(width, as: Self.primaryMember)
    }

    /// Writes the inspector's `width` as ``save(_:)`` writes the primary's.
    public func saveInspectorWidth(_ width: Double) throws(SplitWidthStoreError) {
        try save(width, as: Self.inspectorMember)
    }

    /// The file's members for the two widths.
    private static let primaryMember = WidthFile.primaryMember, inspectorMember = WidthFile.inspectorMember

    /// Removes `member` (the content `key`'s only, unless nil: then the shared one), keeping the others, as a save writes.
    private func forget(_ member: String, for key: String?) throws(SplitWidthStoreError) {
        guard !path.isEmpty else { return }
        do {
            try file.update(lockWait: lockWait) { document in document.remove(member, for: key) }
        } catch {
            throw SplitWidthStoreError(error, path: path)
        }
    }

    /// Writes `width` as `member` (for content `key` too, unless nil), keeping the others, through the file's
    /// read-merge-write under its folder's lock.
    private func save(_ width: Double, as member: String, for key: String? = nil) throws(SplitWidthStoreError) {
        guard width.isFinite, width >= 0 else {
            throw .writeFailed(path: path, reason: "the width \(width) is not a finite number from 0")
        }
        guard !path.isEmpty else { throw .writeFailed(path: path, reason: "there is no home folder to keep it in") }
        do {
            try file.update(lockWait: lockWait) { document in
                document.set(width, as: member)
                if let key { document.set(width, as: member, for: key) }
            }
        } catch {
            throw SplitWidthStoreError(error, path: path)
        }
    }
}
