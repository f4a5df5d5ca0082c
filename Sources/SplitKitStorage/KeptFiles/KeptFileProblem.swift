// What loading a kept file found wrong, and why a save to it did not go through, for each store to word.
/// Something wrong with a ``KeptFile`` found while loading it; the load goes on with what it could read (or an
/// empty document), and the store that uses it words the problem for its users.
public enum KeptFileProblem: Sendable, Hashable {
    /// The path is a symbolic link that leads round in a loop (or through more than 40 links): it names no file.
    case linkLoop
    /// Something other than a regular file is at the path (a folder, a pipe); it is left where it is.
    case notAFile(FileKind)
    /// Part of the file could not be read, or is from a newer version: `detail` says which; the rest was read, and
    /// the part is kept (the document's own note).
    case partlyRead(detail: String)
    /// The file could not be read as a document (`reason`); it was renamed to `setAsideAt`.
    case corrupt(reason: String, setAsideAt: String)
    /// The file could not be read as a document (`reason`) nor moved out of the way: a save will not write over it.
    case unreadable(reason: String)
}

/// Why ``KeptFile/update(lockWait:_:)`` wrote nothing; the file is as it was in every case.
public enum KeptFileError: Error, Sendable, Hashable {
    /// Creating the folder or writing the file failed (``AtomicFile``): the system's reason is in the error.
    case writeFailed(FileError)
    /// Another process held the lock on `folder` (``FolderLock``) for the whole wait of `waited` seconds; `holder`
    /// names it when the system says.
    case lockBusy(folder: String, holder: String?, waited: Double)
    /// The folder could not be opened to lock it; `reason` is the system's.
    case lockUnavailable(folder: String, reason: String)
    /// The file changed since it was last read or written and cannot be read now (`reason`): it is not written over.
    case changedAndUnreadable(reason: String)
    /// The changed document could not be written (`reason`, the document's).
    case unwritable(reason: String)
    /// The file changed between each read and its replacement, every time (something writes it without the lock).
    case keptChanging
}
