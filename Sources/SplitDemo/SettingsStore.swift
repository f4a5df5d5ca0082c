// Reads and writes the settings file through SplitKitStorage's KeptFile: atomic, durable writes that keep the file's
// mode, owner and links, merged with other instances' saves under a lock, a file that cannot be read set aside.
import FoundationEssentials
import Glibc
import SplitKitStorage

/// A problem with the settings file; the description says which file, what was wrong and what happened.
public enum SettingsError: Error, CustomStringConvertible, Sendable {
    /// The file could not be read as settings; it was renamed to `setAsideAt`.
    case corrupt(path: String, reason: String, setAsideAt: String)
    /// The file could not be read as settings and could not be moved out of the way either.
    case unreadable(path: String, reason: String)
    /// Part of the file could not be read (or is from a newer version); the rest was, and the part is kept.
    case partlyRead(path: String, detail: String)
    /// Writing failed; the previous file, if any, is untouched.
    case writeFailed(path: String, reason: String)
    /// The change was not saved because saving it would have lost what the file holds; the file is as it was.
    case keptAsItWas(path: String, reason: String)
    /// The path is a symbolic link that leads round in a loop: settings are read as defaults and never saved there.
    case linkLoop(path: String)
    /// Not saved: another process held the lock on the file's folder (``FolderLock``) for the whole wait of `waited`
    /// seconds; `holder` names it when the system says. Nothing was written; the change can be saved later.
    case lockBusy(path: String, folder: String, holder: String?, waited: Double)

    public var description: String {
        switch self {
        case .corrupt(let path, let reason, let aside):
            return "The settings file \(path) could not be read (\(reason)). It was kept as \(aside); "
                + "splitview starts with default settings and will write a new \(path)."
        case .unreadable(let path, let reason):
            return "The settings file \(path) could not be read (\(reason)) nor moved aside. "
                + "splitview uses default settings and will not write over it; fix or remove the file."
        case .partlyRead(let path, let detail):
            return "In the settings file \(path), \(detail)."
        case .writeFailed(let path, let reason):
            return "Saving settings to \(path) failed (\(reason)); the previous file is unchanged. "
                + "Check that the folder is writable, or pass --settings PATH."
        case .linkLoop(let path):
            return "The settings file \(path) is a symbolic link that leads round in a loop (or through more than 40 "
                + "links), so it names no file: splitview uses default settings and saves nothing there. Point the link at "
                + "a file, remove it, or pass --settings PATH."
        case .lockBusy(let path, let folder, let holder, let waited):
            return "Settings could not be saved to \(path): \(holder ?? "another process") has held the lock on \(folder), "
                + "which keeps two saves from writing over each other, for \(Self.seconds(waited))."
        case .keptAsItWas(let path, let reason):
            return "Settings were not saved to \(path): \(reason). The file is kept as it was, so nothing in it is lost; "
                + "the change is lost when splitview quits unless the file can be read again (fix or remove it)."
        }
    }

    /// `waited` as "2 s" or "0.5 s".
    static func seconds(_ waited: Double) -> String {
        waited == waited.rounded() ? "\(Int(waited)) s" : oneDecimal(waited) + " s"
    }

    /// `seconds` (from 0) with one decimal, rounded half away from zero: "0.5", "2.0".
    static func oneDecimal(_ seconds: Double) -> String {
        let tenths = Int((max(0, min(seconds, 1e12)) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

/// The settings file on disk, kept as SplitKitStorage's ``KeptFile`` keeps a document.
///
/// Saving is an ``AtomicFile`` write (a new file is 0600: what the users scene keeps is private), so a crash or a
/// kill at any moment leaves the old or the new file whole; a symbolic link is written through to its target.
/// Temporary files of killed saves are removed.
///
/// Several running instances share one file without losing each other's changes: a save is a change applied to what
/// the file holds at that moment (``update(lockWait:_:)``), read again when it changed since this store last read or wrote it,
/// one member at a time — the last writer of a member wins, and every other member stays as the file had it. The
/// read, the change and the write happen under a lock on the folder (``FolderLock``), so two saves do not interleave;
/// a save that cannot have the lock within its wait writes nothing and throws ``SettingsError/lockBusy(path:folder:holder:waited:)``
/// (``SettingsSaver`` keeps the change and tries again). And the new file replaces the old only if the old is still
/// the one the change was applied to: one that changed meanwhile (a writer that takes no lock) is read again and
/// the change applied anew, so a save does not write what it read over a newer file it can see (a writer without the
/// lock that replaces the file between that check and the rename can still lose its change: the lock is the guard).
/// A save never loses what the file held: when the file changed and can no longer be read, or the new text cannot be
/// made, the file stays as it was and the save says so.
///
/// A store is used from one thread at a time: the program's, while loading, then its ``SettingsSaver``'s.
public final class SettingsStore: @unchecked Sendable {
    /// Where the file lives, as given.
    public let path: String
    /// False when the existing file could not be read nor set aside (saving would destroy it), or the path is a
    /// symbolic link loop.
    public var isWritable: Bool { refusal == nil }
    /// Why saves are refused, when they are.
    private var refusal: SettingsError?
    /// The file: its read-merge-write flow, and the settings as this store last read or wrote them.
    private let file: KeptFile<Settings>

    /// A store for the file at `path`; throws when something other than a file is there (a folder, a pipe).
    public init(path: String) throws(InputFileError) {
        self.path = path
        file = KeptFile(path: path, what: "the settings file", newFileMode: 0o600)
        do {
            try FileInput.checkRegular(path, what: "the settings file", mayBeMissing: true)
        } catch {
            throw InputFileError(option: "--settings", error)
        }
    }

    /// The default location: `$XDG_CONFIG_HOME/splitview/settings.json`, else `~/.config/splitview/settings.json`
    /// (SplitKitStorage's ``ConfigFolder``), with a warning for XDG_CONFIG_HOME when it is set but cannot be used (not an
    /// absolute path, or not a folder) and for HOME when it is empty or relative (treated as unset: the user
    /// database's home folder is used); no path when there is no home folder at all.
    public static func defaultLocation(environment: [String: String] = ProcessInfo.processInfo.environment) -> (path: String?, warnings: [String]) {
        let location = ConfigFolder.locate("splitview/settings.json", environment: environment)
        return (location.path, location.warnings.map { $0 + ", or pass --settings PATH" })
    }

    /// The default location (see ``defaultLocation(environment:)``).
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        defaultLocation(environment: environment).path
    }

    /// Loads the settings. A missing file gives defaults; a corrupt one is renamed aside and reported through
    /// `warn`, and defaults are returned, so nothing is lost and nothing stops the program. Parts that cannot
    /// be read, and the unknown parts of a newer version, are reported and kept for the next save.
    public func load(now: Date = Date(), warn: (SettingsError) -> Void) -> Settings {
        file.load(now: now) { problem in
            switch problem {
            case .linkLoop:
                refusal = .linkLoop(path: path)
                warn(.linkLoop(path: path))
            case .partlyRead(let detail):
                warn(.partlyRead(path: path, detail: detail))
            case .corrupt(let reason, let aside):
                warn(.corrupt(path: path, reason: reason, setAsideAt: aside))
            case .unreadable(let reason):
                refusal = .writeFailed(path: path, reason: "the existing file could not be read, so it is left as it is")
                warn(.unreadable(path: path, reason: reason))
            case .notAFile(let kind):  // put there since the store was made
                refusal = .writeFailed(path: path, reason: "the existing file could not be read, so it is left as it is")
                warn(.unreadable(path: path, reason: "\(FileError.notAFile(path: path, what: "the settings file", kind: kind))"))
            }
        }
    }

    /// Applies `change` to what the file holds now and writes the result (see the type's description): the file is
    /// read again first when it changed since this store last read or wrote it. Waits up to `lockWait` seconds for
    /// the lock on the folder, and throws ``SettingsError/lockBusy(path:folder:holder:waited:)``, writing nothing,
    /// when another process holds it longer. Returns the settings written.
    @discardableResult
    public func update(lockWait: Double = 2, _ change: (inout Settings) -> Void) throws(SettingsError) -> Settings {
        if let refusal { throw refusal }
        do {
            return try file.update(lockWait: lockWait, change)
        } catch {
            throw SettingsError(error, path: path)
        }
    }

    /// Writes `settings` as they are, replacing whatever the file holds (``update(lockWait:_:)`` merges instead).
    public func save(_ settings: Settings) throws(SettingsError) {
        try update { $0 = settings }
    }
}
