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

    /// The folder holding `path`: "." for a bare name, "/" for a name in the root. Not NSString's
    /// `deletingLastPathComponent`, which traps on a one-character bare name in Swift 6.3's Foundation (`f`).
    public static func containing(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = path[..<slash]
        return folder.isEmpty ? "/" : String(folder)
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
