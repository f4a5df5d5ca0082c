// A screenshot's PNG written through SDL_image: the file handling is SplitKitStorage's WriterFile; here only the
// errors become ScreenshotError.
import SplitKitStorage

/// Writes screenshots as PNG files.
enum PNGFile {
    /// Writes the PNG at `path` with `save` (SDL_image's call: nil on success, else its reason), as
    /// `WriterFile.write(to:shape:with:)` does: a name no file can have is refused first, and an incomplete file removed.
    static func write(to path: String, with save: (String) -> String?) throws(ScreenshotError) {
        do {
            try WriterFile.write(to: path, shape: .png, with: save)
        } catch {
            throw ScreenshotError(error)
        }
    }
}

extension ScreenshotError {
    /// The screenshot error for a file `WriterFile` did not write whole.
    init(_ error: WriterFileError) {
        switch error {
        case .writeFailed(let path, let reason): self = .writeFailed(path: path, reason: reason)
        case .incomplete(let path, let bytes, let removed): self = .incomplete(path: path, bytes: bytes, removed: removed)
        case .nameHasNUL(let path): self = .nameHasNUL(path: path)
        case .nameTooLong(let path, let bytes, let limit): self = .nameTooLong(path: path, bytes: bytes, limit: limit)
        }
    }
}
