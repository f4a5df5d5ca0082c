// Reading a file named on the command line, refusing what is not a regular file with a message saying so.
import Foundation

/// Reads files the user names (scripts, settings), checking what kind of file each is first: a directory
/// or a FIFO is refused by kind (reading a FIFO would wait forever), a missing file is named.
public enum FileInput {
    /// What is at `path`, following symbolic links: nil when nothing is there.
    public static func kind(of path: String) -> FileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFIFO: return .fifo
        default: return .other
        }
    }

    /// Kinds of file.
    public enum FileKind: Sendable {
        /// An ordinary file.
        case regular
        /// A folder.
        case directory
        /// A named pipe.
        case fifo
        /// A device or socket.
        case other
    }

    /// Refuses `path` unless it is a regular file (or missing, when `mayBeMissing`); `what` and `option`
    /// name it in the message, for example "the script" and "--script".
    public static func checkRegular(_ path: String, what: String, option: String, mayBeMissing: Bool = false) throws {
        guard !path.isEmpty else { throw RunError("\(option) is empty: give the path of \(what).") }
        switch kind(of: path) {
        case .regular: return
        case nil where mayBeMissing: return
        case nil: throw RunError("Cannot read \(what) \(path): there is no file there. Check the \(option) path.")
        case .directory: throw RunError("\(what.prefix(1).uppercased() + what.dropFirst()) \(path) is a folder, not a file. Give \(option) the path of a file.")
        case .fifo: throw RunError("\(what.prefix(1).uppercased() + what.dropFirst()) \(path) is a named pipe, not a file (reading it could wait forever). Give \(option) the path of a file.")
        case .other: throw RunError("\(what.prefix(1).uppercased() + what.dropFirst()) \(path) is a device or socket, not a file. Give \(option) the path of a file.")
        }
    }

    /// The bytes of the regular file at `path`.
    public static func read(_ path: String, what: String, option: String) throws -> Data {
        try checkRegular(path, what: what, option: option)
        if access(path, R_OK) != 0 {
            throw RunError("Cannot read \(what) \(path): \(String(cString: strerror(errno))). Check the \(option) path and its permissions.")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw RunError("Cannot read \(what) \(path): \(error.localizedDescription). Check the \(option) path and its permissions.")
        }
    }
}
