// What went wrong keeping the split's width in a file, naming the file and what happened to it.
/// A problem with a ``SplitWidthStore``'s file.
public enum SplitWidthStoreError: Error, CustomStringConvertible, Sendable, Hashable {
    /// The file could not be read as a width; it was renamed to `setAsideAt` and the app starts without one.
    case corrupt(path: String, reason: String, setAsideAt: String)
    /// The file could not be read as a width nor moved out of the way; saving will not write over it.
    case unreadable(path: String, reason: String)
    /// Writing failed; the previous file, if any, is as it was.
    case writeFailed(path: String, reason: String)
    /// HOME or XDG_CONFIG_HOME was set but could not be used, or there is no home folder (``ConfigFolder``):
    /// `warning` says which, where the file goes instead, and what to do.
    case unusableLocation(warning: String)

    public var description: String {
        switch self {
        case .corrupt(let path, let reason, let aside):
            return "The width file \(path) could not be read (\(reason)). It was kept as \(aside); "
                + "the split starts at its default width and a new \(path) is written when the width changes."
        case .unreadable(let path, let reason):
            return "The width file \(path) could not be read (\(reason)) nor moved aside. "
                + "It is not written over; fix or remove the file."
        case .writeFailed(let path, let reason):
            return "Saving the split's width to \(path) failed (\(reason)); the previous file is unchanged."
        case .unusableLocation(let warning):
            return warning.prefix(1).uppercased() + warning.dropFirst() + "."
        }
    }
}

extension SplitWidthStoreError {
    /// The width store's error for a save of the file at `path` that ``KeptFile`` did not write.
    init(_ error: KeptFileError, path: String) {
        switch error {
        case .writeFailed(let error):
            self = .writeFailed(path: path, reason: "\(error)")
        case .lockBusy(let folder, let holder, let waited):
            self = .writeFailed(path: path, reason: "\(holder ?? "another process") held the lock on \(folder), which keeps "
                + "two saves from writing over each other, for the whole wait of \(waited) s")
        case .lockUnavailable(let folder, let reason):
            self = .writeFailed(path: path, reason: "the folder \(folder) could not be opened to lock it (\(reason))")
        case .changedAndUnreadable(let reason):
            self = .unreadable(path: path, reason: reason)
        case .unwritable(let reason):
            self = .writeFailed(path: path, reason: reason)
        case .keptChanging:
            self = .writeFailed(path: path, reason: "the file kept changing while the width was applied to it (something "
                + "writes it without the lock)")
        }
    }
}
