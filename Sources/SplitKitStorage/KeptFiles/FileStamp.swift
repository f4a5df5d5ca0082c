// What a file is at a moment, to tell whether another process changed it since.
import FoundationEssentials
import Glibc

/// What a file is at a moment — which file (device and inode), its size and the time it was last changed — to tell
/// whether it changed since: an atomic save by another process is a new inode; a write in place changes the times.
struct FileStamp: Hashable, Sendable {
    var device: UInt64, inode: UInt64, size: Int64
    var modifiedSeconds: Int, modifiedNanoseconds: Int, changedSeconds: Int, changedNanoseconds: Int

    /// The stamp of the file at `path` now (following links), nil when there is none.
    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
        changedSeconds = Int(info.st_ctim.tv_sec)
        changedNanoseconds = Int(info.st_ctim.tv_nsec)
    }
}
