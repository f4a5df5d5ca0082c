// One read-modify-write of a file at a time across processes: an advisory lock on the file's folder.
import FoundationEssentials
import Glibc

/// Serialises read-modify-write cycles on the files of one folder between processes (two running instances saving
/// one settings file), with `flock` on the folder itself: no lock file to plant or leave behind. The wait is
/// bounded, and the body learns how it ended: a process that holds the lock for longer (stopped, stalled, or
/// another user's in a shared folder) is named where the system says who it is, so the caller can wait again later
/// instead of writing without the lock.
public enum FolderLock {
    /// How an attempt to lock a folder ended.
    public enum Outcome: Sendable, Hashable {
        /// The lock is held for the body.
        case locked
        /// Another process held the lock for the whole wait; `holder` says which when the system tells
        /// (`process 1234 (splitview, stopped)`), else nil.
        case busy(holder: String?)
        /// The folder could not be opened to lock it; `reason` is the system's.
        case unavailable(reason: String)
    }

    /// Runs `body` holding the lock on `folder` when it could be had within `timeout` seconds; `body` learns how the
    /// attempt ended and decides what to do without the lock.
    public static func withLock<T, E: Error>(
        on folder: String, timeout: Double = 2, _ body: (_ outcome: Outcome) throws(E) -> T
    ) throws(E) -> T {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return try body(.unavailable(reason: SystemError.last())) }
        defer { close(fd) }  // closing releases the lock
        let deadline = Date().addingTimeInterval(timeout)
        var failure: Int32 = 0  // flock's errno
        func attempt() -> Bool {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { return true }
            failure = errno
            return false
        }
        var locked = attempt()
        while !locked, failure == EWOULDBLOCK || failure == EINTR, Date() < deadline {
            usleep(10_000)
            locked = attempt()
        }
        if locked { return try body(.locked) }
        guard failure == EWOULDBLOCK || failure == EINTR else {
            return try body(.unavailable(reason: String(cString: strerror(failure))))
        }
        return try body(.busy(holder: holder(of: folder)))
    }

    /// Who holds a `flock` on `folder`, from /proc/locks: `process 1234 (splitview)`, or `process 1234 (splitview,
    /// stopped)` when it is stopped (SIGSTOP, Ctrl+Z); nil when the system does not say.
    public static func holder(of folder: String) -> String? {
        var info = stat()
        guard stat(folder, &info) == 0,
              let locks = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else { return nil }
        // "1: FLOCK  ADVISORY  WRITE 1234 fe:00:16336171 0 EOF"; a waiter's line has "->" after its number.
        func hex(_ number: UInt64) -> String { (number < 16 ? "0" : "") + String(number, radix: 16) }
        let device = hex(major(info.st_dev)) + ":" + hex(minor(info.st_dev)) + ":" + String(UInt64(info.st_ino))
        for line in locks.split(separator: "\n") where !line.contains("->") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[1] == "FLOCK", fields[5] == device, let pid = Int32(fields[4]) else { continue }
            return describe(pid)
        }
        return nil
    }

    /// `process PID (NAME)`, and whether it is stopped, from /proc/PID/stat.
    private static func describe(_ pid: Int32) -> String {
        guard let (name, fields) = ProcessIdentity.status(of: pid) else { return "process \(pid)" }
        let state = fields.first
        return "process \(pid) (\(name)" + (state == "T" || state == "t" ? ", stopped)" : ")")
    }

    /// The major and minor numbers of a device, as glibc's `major` and `minor` macros compute them.
    private static func major(_ device: dev_t) -> UInt64 {
        let d = UInt64(device)
        return ((d >> 8) & 0xfff) | ((d >> 32) & ~0xfff)
    }

    private static func minor(_ device: dev_t) -> UInt64 {
        let d = UInt64(device)
        return (d & 0xff) | ((d >> 12) & ~0xff)
    }
}
