// Replacing a file atomically and durably: a crash or a kill at any moment leaves the old or the new file whole.
import Foundation

/// Writes whole files so that readers and crashes only ever see the old content or the new.
///
/// A write goes to a temporary file `.NAME.PID.tmp` in the same folder, takes the old file's mode and owner
/// (`newFileMode` for a new one), is flushed to disk, renamed over the old file, and the folder is flushed
/// so the rename itself is on disk. A symbolic link is written through to its target. On failure the
/// temporary file is removed and the old file is untouched.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically, creating its folder when missing.
    public static func write(_ bytes: [UInt8], to path: String, newFileMode: mode_t = 0o600) throws(FileError) {
        let target = self.target(of: path)
        let folder = folderOf(target)
        let temporary = folder + "/." + (target as NSString).lastPathComponent + ".\(getpid()).tmp"
        try Folder.create(folder)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, exists ? existing.st_mode & 0o7777 : newFileMode)
        guard fd >= 0 else { throw .writeFailed(path: path, reason: SystemError.last("creating \(temporary)")) }
        var failure: String?
        var written = 0
        while written < bytes.count, failure == nil {
            let n = bytes[written...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno != EINTR { failure = SystemError.last("writing") } else if n > 0 { written += n }
        }
        if failure == nil, exists {
            _ = fchmod(fd, existing.st_mode & 0o7777)
            _ = fchown(fd, existing.st_uid, existing.st_gid)  // only allowed to root or the same owner; best effort
        }
        if failure == nil, fsync(fd) != 0 { failure = SystemError.last("flushing to disk") }
        if close(fd) != 0, failure == nil { failure = SystemError.last("closing") }
        if failure == nil, rename(temporary, target) != 0 { failure = SystemError.last("renaming over \(target)") }
        if let failure {
            unlink(temporary)
            throw .writeFailed(path: path, reason: failure)
        }
        let dir = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 {
            _ = fsync(dir)  // the rename itself reaches the disk
            close(dir)
        }
    }

    /// The file a write to `path` really replaces: the target of a symbolic link (followed to the end), else `path`.
    public static func target(of path: String) -> String {
        var current = path
        for _ in 0..<40 {  // as many links as the system follows
            guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = link.hasPrefix("/") ? link : (current as NSString).deletingLastPathComponent + "/" + link
        }
        return current
    }

    /// Removes the `.NAME.PID.tmp` files beside `path` left by writes that were killed (their process is gone).
    public static func removeStaleTemporaryFiles(for path: String) {
        let target = self.target(of: path)
        let folder = folderOf(target)
        let prefix = "." + (target as NSString).lastPathComponent + "."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            guard let pid = Int32(name.dropFirst(prefix.count).dropLast(4)), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + name) }
        }
    }

    /// The folder holding `path` ("." for a bare name).
    static func folderOf(_ path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}
