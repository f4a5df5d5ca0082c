// What went wrong reading or writing a file, by kind, naming the file and never a command-line option.
/// What is at a path.
public enum FileKind: Sendable, Hashable {
    /// An ordinary file.
    case regular
    /// A folder.
    case directory
    /// A named pipe.
    case fifo
    /// A device or socket.
    case other
}

/// A file that could not be read or written. `what` names the file in the app's words ("the script",
/// "the settings file"); an app adds its own hint (which option or setting to change) when it reports one.
public enum FileError: Error, CustomStringConvertible, Sendable, Hashable {
    /// The path is empty.
    case emptyPath(what: String)
    /// Nothing is at `path`.
    case missing(path: String, what: String)
    /// Something other than a regular file is at `path` (a folder, a pipe, a device).
    case notAFile(path: String, what: String, kind: FileKind)
    /// The file is there but could not be read; `reason` is the system's.
    case unreadable(path: String, what: String, reason: String)
    /// The folder `path` could not be created.
    case cannotCreateFolder(path: String, reason: String)
    /// Writing `path` failed; `reason` says at which stage. An atomic write leaves the previous file as it was.
    case writeFailed(path: String, reason: String)
    /// `path` is a symbolic link whose links lead round in a loop (or through more than 40 links).
    case symbolicLinkLoop(path: String)
    /// `path` changed while its new version was being written (``AtomicFile/write(_:to:newFileMode:stillCurrent:)``),
    /// so it was not replaced.
    case changedMeanwhile(path: String)

    public var description: String {
        switch self {
        case .emptyPath(let what):
            return "The path of \(what) is empty."
        case .missing(let path, let what):
            return "Cannot read \(what) \(path): there is no file there."
        case .notAFile(let path, let what, let kind):
            let subject = what.prefix(1).uppercased() + what.dropFirst() + " " + path
            switch kind {
            case .directory: return "\(subject) is a folder, not a file."
            case .fifo: return "\(subject) is a named pipe, not a file (reading it could wait forever)."
            case .other, .regular: return "\(subject) is a device or socket, not a file."
            }
        case .unreadable(let path, let what, let reason):
            return "Cannot read \(what) \(path): \(reason)."
        case .cannotCreateFolder(let path, let reason):
            return "Cannot create the folder \(path): \(reason)."
        case .writeFailed(let path, let reason):
            return "Writing \(path) failed (\(reason))."
        case .symbolicLinkLoop(let path):
            return "\(path) is a symbolic link that leads round in a loop (or through more than 40 links), so it names no "
                + "file: nothing was written; point the link at a file."
        case .changedMeanwhile(let path):
            return "\(path) changed while its new version was being written, so it was not replaced."
        }
    }
}
