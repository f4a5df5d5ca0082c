// Reads and writes the settings file: atomic, durable writes that keep the file's mode, owner and links, and
// a file that cannot be read set aside rather than overwritten.
import Foundation
import SplitKitScripting

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
/// Saving writes a temporary file in the same folder, gives it the old file's mode and owner (0600 for a new
/// one: the users scene keeps passwords), flushes it to disk, renames it over the old file and flushes the
/// folder, so a crash or a kill at any moment leaves the old or the new file whole. A symbolic link is written
/// through to its target. Temporary files of killed saves are removed.
public final class SettingsStore {
    /// Where the file lives, as given.
    public let path: String
    /// False when the existing file could not be read nor set aside: saving would destroy it.
    public private(set) var isWritable = true

    /// A store for the file at `path`; throws when something other than a file is there (a folder, a pipe).
    public init(path: String) throws {
        self.path = path
        try FileInput.checkRegular(path, what: "the settings file", option: "--settings", mayBeMissing: true)
    }

    /// The default location: `$XDG_CONFIG_HOME/splitview/settings.json`, else `~/.config/splitview/settings.json`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return xdg + "/splitview/settings.json"
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.config/splitview/settings.json"
    }

    /// The file that is really written: the target of a symbolic link (followed to the end), else `path`.
    var target: String {
        var current = path
        for _ in 0..<40 {  // as many links as the system follows
            guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = link.hasPrefix("/") ? link : (current as NSString).deletingLastPathComponent + "/" + link
        }
        return current
    }

    /// Loads the settings. A missing file gives defaults; a corrupt one is renamed aside and reported through
    /// `warn`, and defaults are returned, so nothing is lost and nothing stops the program. Parts that cannot
    /// be read, and the unknown parts of a newer version, are reported and kept for the next save.
    public func load(now: Date = Date(), warn: (SettingsError) -> Void) -> Settings {
        removeStaleTemporaryFiles()
        guard FileManager.default.fileExists(atPath: path) else { return Settings() }
        let reason: String
        do {
            let data = try FileInput.read(path, what: "the settings file", option: "--settings")
            let document = try JSONReader.parse(data)
            let settings = try Settings(json: document) { warn(.partlyRead(path: path, detail: $0)) }
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
        guard let aside = setAside(now: now) else {
            isWritable = false
            warn(.unreadable(path: path, reason: reason))
            return Settings()
        }
        warn(.corrupt(path: path, reason: reason, setAsideAt: aside))
        return Settings()
    }

    /// Renames the unreadable file to `NAME.corrupt-YYYYMMDD-HHMMSS` (with `-2`, `-3` ... when taken); nil when
    /// it could not be moved.
    private func setAside(now: Date) -> String? {
        let base = path + ".corrupt-" + Self.stamp(now)
        for n in 1...1000 {
            let candidate = n == 1 ? base : base + "-\(n)"
            if FileManager.default.fileExists(atPath: candidate) { continue }
            // A hard link never replaces another file (two corrupt files in one second keep both).
            if Foundation.link(path, candidate) == 0 { return unlink(path) == 0 ? candidate : nil }
            if errno == EEXIST { continue }
            return rename(path, candidate) == 0 ? candidate : nil  // a file system without hard links
        }
        return nil
    }

    /// Writes the settings atomically and durably (see the type's description).
    public func save(_ settings: Settings) throws(SettingsError) {
        guard isWritable else {
            throw .writeFailed(path: path, reason: "the existing file could not be read, so it is left as it is")
        }
        let target = self.target
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = folder + "/." + name + ".\(getpid()).tmp"
        do {
            try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: path, reason: "cannot create the folder \(folder): \(error.localizedDescription)")
        }
        var existing = stat()
        let exists = stat(target, &existing) == 0
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, exists ? existing.st_mode & 0o7777 : 0o600)
        guard fd >= 0 else { throw .writeFailed(path: path, reason: Self.lastError("creating \(temporary)")) }
        var failure: String?
        let bytes = Array(settings.json.prettyText.utf8)
        var written = 0
        while written < bytes.count, failure == nil {
            let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno != EINTR { failure = Self.lastError("writing") } else if n > 0 { written += n }
        }
        if failure == nil, exists {
            _ = fchmod(fd, existing.st_mode & 0o7777)
            _ = fchown(fd, existing.st_uid, existing.st_gid)  // only allowed to root or the same owner; best effort
        }
        if failure == nil, fsync(fd) != 0 { failure = Self.lastError("flushing to disk") }
        if close(fd) != 0, failure == nil { failure = Self.lastError("closing") }
        if failure == nil, rename(temporary, target) != 0 { failure = Self.lastError("renaming over \(target)") }
        if let failure {
            unlink(temporary)
            throw .writeFailed(path: path, reason: failure)
        }
        let dir = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 {
            _ = fsync(dir)  // the rename itself reaches the disk
            close(dir)
        }
    }

    /// Removes `.NAME.PID.tmp` files left by saves that were killed (their process is gone).
    private func removeStaleTemporaryFiles() {
        let target = self.target
        let folder = (target as NSString).deletingLastPathComponent
        let prefix = "." + (target as NSString).lastPathComponent + "."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            guard let pid = Int32(name.dropFirst(prefix.count).dropLast(4)), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + name) }
        }
    }

    private static func lastError(_ doing: String) -> String {
        "\(doing): \(String(cString: strerror(errno)))"
    }

    private static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }
}
