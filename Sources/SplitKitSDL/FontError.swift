// Why the UI font could not be found or opened; an app adds how its users choose another font.
import SplitKitStorage

/// A font that could not be used.
public enum FontError: Error, CustomStringConvertible, Sendable, Hashable {
    /// The font path names something other than a regular file (reading a pipe would wait forever).
    case notAFile(path: String, kind: FileKind)
    /// Nothing readable is at the font path.
    case unreadable(path: String)
    /// fontconfig matched no sans-serif font: none is installed.
    case noSansSerif
    /// SDL_ttf could not open the file as a font at that size; `reason` is SDL_ttf's.
    case cannotOpen(path: String, pixelSize: Int, reason: String)

    public var description: String {
        switch self {
        case .notAFile(let path, let kind):
            let what = kind == .directory ? "a folder" : kind == .fifo ? "a named pipe" : "not a regular file"
            return "Opening the font '\(path)' failed: it is \(what)"
        case .unreadable(let path):
            return "Opening the font '\(path)' failed: no readable file there"
        case .noSansSerif:
            return "Finding a sans-serif font through fontconfig failed: no font matched. "
                + "Install fonts-dejavu-core (sudo apt-get install fonts-dejavu-core)"
        case .cannotOpen(let path, let pixelSize, let reason):
            return "Opening the font '\(path)' at \(pixelSize) px failed: \(reason). It needs a working .ttf or .otf file"
        }
    }
}
