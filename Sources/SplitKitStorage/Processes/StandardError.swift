// Lines on standard error that never end the process: when nobody reads it any more, that is said once, elsewhere.
import FoundationEssentials
import Glibc
import Synchronization

/// Writes lines on standard error with `write(2)`. Foundation's `FileHandle.write(_:)` traps when the write fails,
/// and without SplitKitSDL's `ProcessSignals.ignoreBrokenPipes()` SIGPIPE ends the process first: either way a warning written
/// to a closed pipe (`splitview 2>&1 | head -1`) ended the program without a word.
public enum StandardError {
    /// Whether standard error's reader went away (said once). Process-wide, as standard error is.
    private static let readerGone = Atomic<Bool>(false)

    /// Writes `line` and a newline on standard error. When nobody reads it any more (EPIPE), says once on standard
    /// output — `PROGRAM: standard error's reader went away; warnings from here on are not shown` — and drops this
    /// line and later ones; the program goes on. Any other failure (a closed descriptor) drops the line.
    public static func write(_ line: String) {
        guard !readerGone.load(ordering: .relaxed) else { return }
        guard writeAll(STDERR_FILENO, line + "\n") == EPIPE else { return }
        guard !readerGone.exchange(true, ordering: .relaxed) else { return }
        let note = "\(ProcessInfo.processInfo.processName): standard error's reader went away; warnings from here on are not shown\n"
        fflush(nil)  // after what the program printed on standard output already
        _ = writeAll(STDOUT_FILENO, note)
    }

    /// Writes every byte of `text` to `descriptor`, going on after interruptions and partial writes; the failing
    /// call's errno, or 0 when all was written.
    private static func writeAll(_ descriptor: Int32, _ text: String) -> Int32 {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            bytes = bytes.dropFirst(written)
        }
        return 0
    }
}
