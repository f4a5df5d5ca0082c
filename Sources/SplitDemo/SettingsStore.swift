// Reads and writes the settings file: atomic, durable writes that keep the file's mode, owner and links, and
// a file that cannot be read set aside rather than overwritten.
import Foundation
import SplitKitScripting
import SplitKitSDL

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
        }
    }
}

/// The settings file on disk.
///
/// Saving is an ``AtomicFile`` write (a new file is 0600: the users scene keeps passwords), so a crash or a
/// kill at any moment leaves the old or the new file whole; a symbolic link is written through to its target.
/// Temporary files of killed saves are removed.
public final class SettingsStore {
    /// Where the file lives, as given.
    public let path: String
    /// False when the existing file could not be read nor set aside: saving would destroy it.
    public private(set) var isWritable = true

    /// A store for the file at `path`; throws when something other than a file is there (a folder, a pipe).
    public init(path: String) throws(InputFileError) {
        self.path = path
        do {
            try FileInput.checkRegular(path, what: "the settings file", mayBeMissing: true)
        } catch {
            throw InputFileError(option: "--settings", error)
        }
    }

    /// The default location: `$XDG_CONFIG_HOME/splitview/settings.json`, else `~/.config/splitview/settings.json`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return xdg + "/splitview/settings.json"
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.config/splitview/settings.json"
    }

    /// Loads the settings. A missing file gives defaults; a corrupt one is renamed aside and reported through
    /// `warn`, and defaults are returned, so nothing is lost and nothing stops the program. Parts that cannot
    /// be read, and the unknown parts of a newer version, are reported and kept for the next save.
    public func load(now: Date = Date(), warn: (SettingsError) -> Void) -> Settings {
        AtomicFile.removeStaleTemporaryFiles(for: path)
        guard FileManager.default.fileExists(atPath: path) else { return Settings() }
        let reason: String
        do {
            let data = try FileInput.read(path, what: "the settings file")
            let settings = try Settings.decode(data) { warn(.partlyRead(path: path, detail: $0)) }
            if settings.version > Settings.currentVersion {
                warn(.partlyRead(path: path, detail: "version \(settings.version) is newer than this splitview's "
                    + "(\(Settings.currentVersion)): what it knows was read, and the rest is kept as it is when it saves"))
            }
            return settings
        } catch let error as JSONSyntaxError {
            reason = "not valid JSON: \(error)"
        } catch {
            reason = "\(error)"
        }
        guard let aside = CorruptFile.setAside(path, now: now) else {
            isWritable = false
            warn(.unreadable(path: path, reason: reason))
            return Settings()
        }
        warn(.corrupt(path: path, reason: reason, setAsideAt: aside))
        return Settings()
    }

    /// Writes the settings atomically and durably (see the type's description).
    public func save(_ settings: Settings) throws(SettingsError) {
        guard isWritable else {
            throw .writeFailed(path: path, reason: "the existing file could not be read, so it is left as it is")
        }
        do {
            try AtomicFile.write(Array(settings.fileText.utf8), to: path, newFileMode: 0o600)
        } catch {
            throw .writeFailed(path: path, reason: error.reasonForSettings)
        }
    }
}

extension FileError {
    /// The reason alone: ``SettingsError`` names the file itself.
    fileprivate var reasonForSettings: String {
        switch self {
        case .cannotCreateFolder(let folder, let reason): return "cannot create the folder \(folder): \(reason)"
        case .writeFailed(_, let reason): return reason
        default: return description
        }
    }
}
