// A file written from its start through a buffer, where a failed write (a full disk) is an error, never a shorter file.
import FoundationEssentials
import Glibc

/// A text file created (or truncated) and appended to, buffered; every failure is thrown.
public final class OutputFile {
    private let file: UnsafeMutablePointer<FILE>
    /// Where the file is written.
    public let path: String
    /// True once a write failed because nobody reads the pipe (or socket) any more (EPIPE; SIGPIPE must be
    /// ignored for the write to fail rather than end the process: SplitKitSDL's `ProcessSignals.ignoreBrokenPipes()`).
    public private(set) var readerWentAway = false

    /// Creates (or truncates) the file at `path`, making its folder if needed.
    public init(path: String) throws(FileError) {
        try Folder.create(Folder.containing(path))
        guard let file = fopen(path, "w") else { throw .writeFailed(path: path, reason: SystemError.last("opening it")) }
        self.file = file
        self.path = path
    }

    deinit { fclose(file) }

    /// Appends `text`; throws when the file cannot take it.
    public func append(_ text: String) throws(FileError) {
        if fputs(text, file) < 0 || ferror(file) != 0 { throw failure() }
    }

    /// Pushes buffered text to disk; throws when it could not all be written.
    public func flush() throws(FileError) {
        if fflush(file) != 0 || ferror(file) != 0 { throw failure() }
    }

    /// The error for the write that just failed, noting a reader that went away.
    private func failure() -> FileError {
        if errno == EPIPE { readerWentAway = true }
        return .writeFailed(path: path, reason: SystemError.last())
    }
}
