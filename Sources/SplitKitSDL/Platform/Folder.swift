// Making the folders output goes into.
import Foundation

/// Folders an app writes into.
public enum Folder {
    /// Creates the folder at `path` and its parents when they are missing; nothing happens when it exists.
    public static func create(_ path: String) throws(FileError) {
        do {
            try FileManager.default.createDirectory(atPath: path.isEmpty ? "." : path, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateFolder(path: path, reason: Self.reason(error))
        }
    }

    /// The system's reason inside Foundation's error, else its whole description.
    private static func reason(_ error: any Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return error.localizedDescription
    }
}
