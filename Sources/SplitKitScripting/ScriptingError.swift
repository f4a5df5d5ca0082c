// What stops a scripted run, by kind, naming files and never a command-line option: an app adds its own hints.
import SplitKitSDL
import SplitKitStorage

/// A failure that stops a scripted run before or while it plays.
public enum ScriptingError: Error, CustomStringConvertible, Sendable, Hashable {
    /// The script file could not be read (missing, a folder, a pipe, no permission).
    case scriptUnreadable(FileError)
    /// The script was read but is not a valid script; `reason` says where and why. Nothing ran.
    case scriptRejected(path: String, reason: String)
    /// The folder for screenshots could not be created.
    case outputFolder(path: String, reason: String)
    /// The folder for recorded frames could not be created.
    case recordFolder(path: String, reason: String)
    /// The state log could not be created or written (a full disk, a read-only folder).
    case stateLog(path: String, reason: String)
    /// A frame of a recording could not be written (a full disk, the folder gone); an incomplete file is removed.
    case frameNotRecorded(ScreenshotError)
    /// The state log is a pipe (or socket) nobody reads any more: its reader went away.
    case stateLogReaderGone(path: String)

    public var description: String {
        switch self {
        case .scriptUnreadable(let error): return "\(error)"
        case .scriptRejected(let path, let reason): return "The script \(path) was rejected before running: \(reason)"
        case .outputFolder(let path, let reason): return "Cannot create the output folder \(path): \(reason)."
        case .recordFolder(let path, let reason): return "Cannot create the folder \(path): \(reason)."
        case .stateLog(let path, let reason): return "Writing the state log \(path) failed: \(reason)."
        case .frameNotRecorded(let error): return "Recording the frame '\(error.path)' failed: \(error.reason)"
        case .stateLogReaderGone(let path): return "The state log's reader went away: nothing reads \(path) any more."
        }
    }
}

extension FileError {
    /// The system's reason alone, for errors that name the file themselves.
    var reason: String {
        switch self {
        case .emptyPath: return "the path is empty"
        case .missing: return "there is no file there"
        case .notAFile(_, _, let kind): return kind == .directory ? "it is a folder" : "it is not a regular file"
        case .unreadable(_, _, let reason), .cannotCreateFolder(_, let reason), .writeFailed(_, let reason): return reason
        case .symbolicLinkLoop: return "it is a symbolic link that leads round in a loop"
        case .changedMeanwhile: return "it changed while its new version was being written"
        }
    }
}
