// Why a screenshot file was not written whole; an app adds where its users choose the folder.
/// A screenshot that could not be written.
public enum ScreenshotError: Error, CustomStringConvertible, Sendable, Hashable {
    /// SDL_image could not write the file (a missing or read-only folder); `reason` is SDL_image's.
    case writeFailed(path: String, reason: String)
    /// The file was written but came out incomplete: the disk is probably full.
    case incomplete(path: String, bytes: Int)

    /// The file that was being written.
    public var path: String {
        switch self {
        case .writeFailed(let path, _), .incomplete(let path, _): return path
        }
    }

    public var description: String {
        switch self {
        case .writeFailed(let path, let reason):
            return "Writing the screenshot '\(path)' failed: \(reason). Check that the folder exists and is writable"
        case .incomplete(let path, let bytes):
            return "Writing the screenshot '\(path)' failed: the file came out incomplete (\(bytes) bytes). "
                + "The disk may be full: free some space, or write to another folder"
        }
    }
}
