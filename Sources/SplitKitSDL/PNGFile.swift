// A written PNG file checked for completeness: SDL_image does not notice when the disk fills mid-file.
import Foundation

/// Checks PNG files after writing.
public enum PNGFile {
    /// The bytes every PNG ends with: an empty IEND chunk and its CRC.
    static let end: [UInt8] = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// Throws unless the file at `path` starts with the PNG signature and ends with its IEND chunk.
    public static func checkComplete(_ path: String) throws(ScreenshotError) {
        let data = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= signature.count + end.count, Array(data.prefix(8)) == signature, Array(data.suffix(12)) == end else {
            throw ScreenshotError.incomplete(path: path, bytes: data.count)
        }
    }
}
