// Reads and writes the settings file: atomic writes, and a corrupt file set aside rather than overwritten.
import Foundation

/// A problem with the settings file; the description says which file, what was wrong and what happened.
public enum SettingsError: Error, CustomStringConvertible, Sendable {
    /// The file could not be read as settings; it was renamed to `setAsideAt`.
    case corrupt(path: String, reason: String, setAsideAt: String)
    /// The file could not be read as settings and could not be moved out of the way either.
    case unreadable(path: String, reason: String)
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
        case .writeFailed(let path, let reason):
            return "Saving settings to \(path) failed (\(reason)); the previous file is unchanged. "
                + "Check that the folder is writable, or pass --settings PATH."
        }
    }
}

/// The settings file on disk.
public final class SettingsStore {
    /// Where the file lives.
    public let path: String
    /// False when the existing file could not be read nor set aside: saving would destroy it.
    public private(set) var isWritable = true

    /// A store for the file at `path`.
    public init(path: String) {
        self.path = path
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
    /// `warn`, and defaults are returned, so nothing is lost and nothing stops the program.
    public func load(now: Date = Date(), warn: (SettingsError) -> Void) -> Settings {
        let fm = FileManager.default
        guard fm.fileExists(atPath: path) else { return Settings() }
        let reason: String
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return try JSONDecoder().decode(Settings.self, from: data)
        } catch let error as DecodingError {
            reason = Self.explain(error)
        } catch {
            reason = error.localizedDescription
        }
        let aside = path + ".corrupt-" + Self.stamp(now)
        do {
            try fm.moveItem(atPath: path, toPath: aside)
            warn(.corrupt(path: path, reason: reason, setAsideAt: aside))
        } catch {
            isWritable = false
            warn(.unreadable(path: path, reason: reason))
        }
        return Settings()
    }

    /// Writes the settings atomically: a temporary file in the same folder, then a rename over the old one.
    public func save(_ settings: Settings) throws(SettingsError) {
        guard isWritable else {
            throw .writeFailed(path: path, reason: "the existing file could not be read, so it is left as it is")
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            var data = try encoder.encode(settings)
            data.append(0x0A)
            try data.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .writeFailed(path: path, reason: error.localizedDescription)
        }
    }

    private static func explain(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context): return "not valid JSON: \(context.debugDescription)"
        case .keyNotFound(let key, _): return "missing '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let where_ = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "wrong type at '\(where_)': \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    private static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }
}
