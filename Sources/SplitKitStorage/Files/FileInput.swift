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
        // Opened without waiting (a FIFO put in the file's place since the check would block the open), then checked
        // again on what was opened: only a regular file is read.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(path: path, what: what, reason: SystemError.last()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, what: what, reason: SystemError.last()) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .unreadable(path: path, what: what, reason: "it was replaced while being opened") }
        var bytes = Data(count: Int(info.st_size) + 1)  // one byte more: a file that grew meanwhile is read to its end
        var filled = 0
        while true {
            if filled == bytes.count { bytes.count += max(bytes.count, 64 * 1024) }
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count > 0 { filled += count } else if count == 0 { return bytes.prefix(filled) } else if errno != EINTR {
                throw .unreadable(path: path, what: what, reason: SystemError.last())
            }
        }
    }
}
