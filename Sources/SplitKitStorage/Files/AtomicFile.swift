// Replacing a file atomically and durably, and so that no other user can hijack the write: a crash or a kill at any
// moment leaves the old or the new file whole, and nothing planted in the folder is ever written or installed.
import FoundationEssentials
import Glibc

/// Writes whole files so that readers and crashes only ever see the old content or the new.
///
/// A write goes to a new temporary file in the target's folder, `.NAME.XXXXXXXXXXXX.tmp`, created as mkstemp does it:
/// a random name, `O_CREAT | O_EXCL` (so neither a file nor a symbolic link someone planted under that name is
/// opened), mode 0600, close-on-exec. It is flushed to disk, given its final mode, renamed over the old file, and
/// the folder is flushed so the rename itself is on disk. The final mode is the replaced file's (`newFileMode` for a
/// new file) without write permission for group and others, so a file someone else planted 0666 does not stay
/// writable to them; the owner is kept where the system allows (root). A symbolic link is followed, knowingly, to
/// the file it names, which is replaced; the link stays a link, and a loop is an error: nothing is written. A
/// folder the write creates is 0700. On failure the temporary file is removed and the old file is untouched.
///
/// The temporary file's name says whose it is — `.NAME.PID-START-BOOT.RANDOM.tmp`: the writing process's id, when it
/// started and the boot it runs in, then 8 random letters and digits — so ``removeStaleTemporaryFiles(for:now:)`` removes
/// only files whose maker is provably gone, never one a live process has just created and not yet locked; while a
/// write runs its temporary file is locked (`flock`) as well.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically, creating its folder (0700) when missing. `stillCurrent` is asked last,
    /// when the new file is on disk and about to replace the old: false (what it was made from has changed since)
    /// replaces nothing and throws ``FileError/changedMeanwhile(path:)``.
    public static func write(
        _ bytes: [UInt8], to path: String, newFileMode: mode_t = 0o600, stillCurrent: () -> Bool = { true }
    ) throws(FileError) {
        let target = try self.target(of: path)
        let folder = folderOf(target)
        try Folder.create(folder, mode: 0o700)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        let (fd, temporary) = try createTemporary(beside: target, path: path)
        var failure: String?
        var written = 0
        while written < bytes.count, failure == nil {
            let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno != EINTR { failure = SystemError.last("writing") } else if n > 0 { written += n }
        }
        let mode = (exists ? existing.st_mode & 0o7777 : newFileMode) & ~(S_IWGRP | S_IWOTH)
        if failure == nil, fchmod(fd, mode) != 0 { failure = SystemError.last("setting the mode") }
        if failure == nil, exists, existing.st_uid != geteuid() || existing.st_gid != getegid() {
            _ = fchown(fd, existing.st_uid, existing.st_gid)  // only allowed to root: best effort
        }
        if failure == nil, fsync(fd) != 0 { failure = SystemError.last("flushing to disk") }
        let changed = failure == nil && !stillCurrent()
        if failure == nil, !changed, rename(temporary, target) != 0 { failure = SystemError.last("renaming over \(target)") }
        if failure != nil || changed { unlink(temporary) }
        close(fd)  // after the rename: the lock covers the whole write
        if let failure { throw .writeFailed(path: path, reason: failure) }
        if changed { throw .changedMeanwhile(path: path) }
        let dir = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 {
            _ = fsync(dir)  // the rename itself reaches the disk
            close(dir)
        }
    }

    /// A new temporary file beside `target`, open for writing and locked, and its path: the name says whose it is
    /// (`ProcessIdentity`) and ends in 8 random letters and digits from the system's random source, so nobody can
    /// guess it; it is opened with `O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC` and mode 0600, as mkstemp does, and
    /// another name tried while one is taken.
    private static func createTemporary(beside target: String, path: String) throws(FileError) -> (Int32, String) {
        let prefix = folderOf(target) + "/" + temporaryPrefix(of: target) + ProcessIdentity.current.tag + "."
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let name = prefix + String((0..<8).map { _ in letters[Int.random(in: 0..<letters.count, using: &generator)] }) + ".tmp"
            let fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 {
                _ = flock(fd, LOCK_EX | LOCK_NB)  // a new file: nobody else holds it
                return (fd, name)
            }
            guard errno == EEXIST else { break }
        }
        throw .writeFailed(path: path, reason: SystemError.last("creating a temporary file in \(folderOf(target))"))
    }

    /// How the names of `target`'s temporary files begin: `.NAME.` (then whose it is, random letters, and `.tmp`).
    private static func temporaryPrefix(of target: String) -> String {
        "." + Folder.lastName(of: target) + "."
    }

    /// The file a write to `path` replaces: the file a symbolic link names, followed to the end (up to 40 links, as
    /// the system does), else `path` itself. Throws when the links go round in a loop or there are too many.
    public static func target(of path: String) throws(FileError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = link.hasPrefix("/") ? link : folderOf(current) + "/" + link
        }
        throw .symbolicLinkLoop(path: path)
    }

    /// Removes the temporary files beside `path` that writes which were killed left behind: only this user's, only
    /// plain files, only those no write holds locked, and only those whose maker is provably gone — it ran in
    /// another boot, or no process has its id now, or the one that has it started later. A name that does not say
    /// whose it is (an older splitview's) is removed only when it was last written a minute ago or more.
    public static func removeStaleTemporaryFiles(for path: String, now: Date = Date()) {
        guard let target = try? self.target(of: path) else { return }
        let folder = folderOf(target)
        let prefix = temporaryPrefix(of: target)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(4)
            let maker = middle.split(separator: ".", maxSplits: 1).first.flatMap { ProcessIdentity(tag: $0) }
            guard maker.map({ !$0.mayBeRunning }) ?? true else { continue }
            let file = folder + "/" + name
            let fd = open(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }  // a symbolic link, or gone
            defer { close(fd) }
            var info = stat()
            guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
                  maker != nil || now.timeIntervalSince1970 - Double(info.st_mtim.tv_sec) >= 60,
                  flock(fd, LOCK_EX | LOCK_NB) == 0 else { continue }
            unlink(file)
        }
    }

    /// The folder holding `path` ("." for a bare name).
    static func folderOf(_ path: String) -> String {
        Folder.containing(path)
    }
}
