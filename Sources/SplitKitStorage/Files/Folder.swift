// Making the folders output goes into.
import FoundationEssentials
import Glibc

/// Folders an app writes into.
public enum Folder {
    /// Creates the folder at `path` and its parents when they are missing; nothing happens when it exists. Folders
    /// it creates get `mode` (less the process's umask): 0700 for private ones, such as the settings' folder.
    public static func create(_ path: String, mode: mode_t = 0o777) throws(FileError) {
        if let reason = make(path.isEmpty ? "." : path, mode: mode) { throw .cannotCreateFolder(path: path, reason: reason) }
    }

    /// The folder holding `path`: "." for a bare name, "/" for a name in the root. Not NSString's
    /// `deletingLastPathComponent`, which traps on a one-character bare name in Swift 6.3's Foundation (`f`).
    /// Works on the path's bytes: a slash followed by a combining mark is one Character, but still a slash.
    public static func containing(_ path: String) -> String {
        let bytes = Array(path.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
    }

    /// The last name in `path`, trailing slashes aside: "b" for "a/b" and "a/b/", "/" for "/", "" for "". As NSString's
    /// `lastPathComponent`, without Foundation.
    public static func lastName(of path: String) -> String {
        var bytes = Array(path.utf8)[...]
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes = bytes.dropLast() }
        guard bytes.count > 1, let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes[(slash + 1)...], as: UTF8.self)
    }

    /// Makes `path` and its missing parents; why not, or nil when it is there.
    private static func make(_ path: String, mode: mode_t) -> String? {
        var info = stat()
        if stat(path, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR ? nil : "\(path) is a file, not a folder" }
        let parent = containing(path)
        if parent != path, let reason = make(parent, mode: mode) { return reason }
        return mkdir(path, mode) == 0 || errno == EEXIST ? nil : String(cString: strerror(errno))
    }
}
