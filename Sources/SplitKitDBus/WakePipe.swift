// The pipe a D-Bus thread polls beside its connection, so the main thread can wake it without waiting.
import FoundationEssentials
import Glibc

/// A non-blocking pipe: the D-Bus thread polls ``readEnd`` with its connection's socket, and any thread wakes it with
/// ``poke()`` (a full pipe means the thread is awake already).
package final class WakePipe: Sendable {
    /// The end the thread polls.
    package let readEnd: Int32
    private let writeEnd: Int32

    /// Nil when the process has no file descriptors left.
    package init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Wakes the thread.
    package func poke() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe (on the thread it wakes).
    package func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }
}
