// Writing a PNG file whole or not at all: names no file can have are refused first, and SDL_image does not notice
// when the disk fills mid-file, so the file is checked after and removed when it came out incomplete.
import Foundation

/// Writes and checks PNG files.
public enum PNGFile {
    /// The bytes every PNG ends with: an empty IEND chunk and its CRC.
    static let end: [UInt8] = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// The longest file name in bytes when the folder's file system does not say (NAME_MAX on Linux).
    static let usualLongestName = 255

    /// Writes the file at `path` with `save` (which returns nil on success, or the writer's reason for failing):
    /// refuses a path with a NUL or a file name longer than its folder takes before writing, and removes a file
    /// that came out incomplete.
    static func write(to path: String, with save: (String) -> String?) throws(ScreenshotError) {
        try checkName(path)
        if let reason = save(path) { throw ScreenshotError.writeFailed(path: path, reason: reason) }
        try checkComplete(path)
    }

    /// Throws when no file can have the path's name: a NUL ends a C string, so the file would be written under a
    /// shorter name; a file name longer than the folder's file system takes would fail with a vague reason.
    public static func checkName(_ path: String) throws(ScreenshotError) {
        guard !path.utf8.contains(0) else { throw ScreenshotError.nameHasNUL(path: path) }
        let name = (path as NSString).lastPathComponent
        let limit = longestName(in: Folder.containing(path))
        guard name.utf8.count <= limit else { throw ScreenshotError.nameTooLong(path: path, bytes: name.utf8.count, limit: limit) }
    }

    /// Throws unless the file at `path` starts with the PNG signature and ends with its IEND chunk; an incomplete
    /// file is removed (a full disk leaves one, 0 bytes or cut off), so no half-written picture is left behind.
    public static func checkComplete(_ path: String) throws(ScreenshotError) {
        let data = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= signature.count + end.count, Array(data.prefix(8)) == signature, Array(data.suffix(12)) == end else {
            let removed = (try? FileManager.default.removeItem(atPath: path)) != nil
            throw ScreenshotError.incomplete(path: path, bytes: data.count, removed: removed)
        }
    }

    /// The longest file name the file system of `folder` takes, in bytes.
    private static func longestName(in folder: String) -> Int {
        let limit = pathconf(folder.isEmpty ? "." : folder, Int32(_PC_NAME_MAX))
        return limit > 0 ? limit : usualLongestName
    }
}
