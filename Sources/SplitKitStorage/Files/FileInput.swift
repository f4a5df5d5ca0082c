// Reading a file someone named, refusing what is not a regular file with an error saying which kind it is.
import FoundationEssentials
import Glibc

/// Reads files an app is given (scripts, settings, fonts), checking what kind of file each is first: a
/// folder or a FIFO is refused by kind (reading a FIFO would wait forever), a missing file is named.
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

    /// True when `path` is a regular file this process may read.
    public static func isReadableFile(_ path: String) -> Bool {
        kind(of: path) == .regular && access(path, R_OK) == 0
    }

    /// Refuses `path` unless it is a regular file (or missing, when `mayBeMissing`); `what` names it in the
    /// error, for example "the script".
    public static func checkRegular(_ path: String, what: String, mayBeMissing: Bool = false) throws(FileError) {
        guard !path.isEmpty else { throw .emptyPath(what: what) }
        switch kind(of: path) {
        case .regular: return
        case nil where mayBeMissing: return
        case nil: throw .missing(path: path, what: what)
        case let kind?: throw .notAFile(path: path, what: what, kind: kind)
        }
    }

    /// The bytes of the regular file at `path`; `what` names it in the error.
    public static func read(_ path: String, what: String) throws(FileError) -> Data {
        try checkRegular(path, what: what)
        if access(path, R_OK) != 0 {
            throw .unreadable(path: path, what: what, reason: SystemError.last())
        }
        // Not blocking: a FIFO put in the file's place since the check then fails the read instead of waiting forever.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(path: path, what: what, reason: SystemError.last()) }
        defer { close(descriptor) }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = Glibc.read(descriptor, &chunk, chunk.count)
            if count > 0 { bytes += chunk[..<count] } else if count == 0 { return Data(bytes) } else if errno != EINTR {
                throw .unreadable(path: path, what: what, reason: SystemError.last())
            }
        }
    }
}
