// One read-modify-write of a file at a time across processes: an advisory lock on the file's folder.
import Foundation

/// Serialises read-modify-write cycles on the files of one folder between processes (two running instances saving
/// one settings file), with `flock` on the folder itself: no lock file to plant or leave behind. The wait is
/// bounded, so a process that holds the lock forever (or another user's, in a shared folder) delays a save by the
/// timeout at most; then it goes on unlocked and says so through the result.
public enum FolderLock {
    /// Runs `body` holding the lock on `folder` when it could be had within `timeout` seconds; `body` learns whether
    /// it holds it (false: the folder could not be opened, or the lock was held all along).
    public static func withLock<T, E: Error>(
        on folder: String, timeout: Double = 2, _ body: (_ locked: Bool) throws(E) -> T
    ) throws(E) -> T {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return try body(false) }
        defer { close(fd) }  // closing releases the lock
        let deadline = Date().addingTimeInterval(timeout)
        var locked = flock(fd, LOCK_EX | LOCK_NB) == 0
        while !locked, errno == EWOULDBLOCK || errno == EINTR, Date() < deadline {
            usleep(10_000)
            locked = flock(fd, LOCK_EX | LOCK_NB) == 0
        }
        return try body(locked)
    }
}
