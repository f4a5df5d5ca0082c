// A file some other code writes, given only its path (an image library's save call), made whole or not at all:
// names no file can have are refused first, and a file that came out incomplete is removed.
import FoundationEssentials
import Glibc

/// Writes a file through a writer that takes its path (an image library's PNG save, say), which cannot be trusted to
/// notice a full disk or a name no file can have: the name is checked before, and the file's ``WriterFile/Shape``
/// after, and a file that came out incomplete is removed, so no half-written file is left behind.
public enum WriterFile {
    /// What a complete file of a format begins and ends with.
    public struct Shape: Sendable, Hashable {
        /// The bytes every complete file begins with.
        public var head: [UInt8]
        /// The bytes every complete file ends with.
        public var tail: [UInt8]

        /// A shape from the bytes a complete file begins and ends with.
        public init(head: [UInt8], tail: [UInt8]) {
            self.head = head
            self.tail = tail
        }

        /// A PNG file: its 8-byte signature, then an empty IEND chunk and its CRC at the end.
        public static let png = Shape(
            head: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            tail: [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        )
    }

    /// The longest file name in bytes when the folder's file system does not say (NAME_MAX on Linux).
    public static let usualLongestName = 255

    /// Writes the file at `path` with `writer` (which returns nil on success, or its reason for failing): refuses a
    /// path with a NUL or a file name longer than its folder takes before writing, and removes a file that came out
    /// not of `shape`.
    public static func write(to path: String, shape: Shape, with writer: (String) -> String?) throws(WriterFileError) {
        try checkName(path)
        if let reason = writer(path) { throw .writeFailed(path: path, reason: reason) }
        try checkComplete(path, shape: shape)
    }

    /// Throws when no file can have the path's name: a NUL ends a C string, so the file would be written under a
    /// shorter name; a file name longer than the folder's file system takes would fail with a vague reason.
    public static func checkName(_ path: String) throws(WriterFileError) {
        guard !path.utf8.contains(0) else { throw .nameHasNUL(path: path) }
        let name = Folder.lastName(of: path)
        let limit = longestName(in: Folder.containing(path))
        guard name.utf8.count <= limit else { throw .nameTooLong(path: path, bytes: name.utf8.count, limit: limit) }
    }

    /// Throws unless the file at `path` begins and ends as `shape` says; an incomplete file is removed (a full disk
    /// leaves one, 0 bytes or cut off).
    public static func checkComplete(_ path: String, shape: Shape) throws(WriterFileError) {
        let data = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
        guard data.count >= shape.head.count + shape.tail.count, Array(data.prefix(shape.head.count)) == shape.head,
              Array(data.suffix(shape.tail.count)) == shape.tail else {
            let removed = (try? FileManager.default.removeItem(atPath: path)) != nil
            throw .incomplete(path: path, bytes: data.count, removed: removed)
        }
    }

    /// The longest file name the file system of `folder` takes, in bytes.
    private static func longestName(in folder: String) -> Int {
        let limit = pathconf(folder.isEmpty ? "." : folder, Int32(_PC_NAME_MAX))
        return limit > 0 ? limit : usualLongestName
    }
}
