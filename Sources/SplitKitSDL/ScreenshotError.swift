// Why a screenshot file was not written whole; an app adds where its users choose the folder.
/// A screenshot that could not be written.
public enum ScreenshotError: Error, CustomStringConvertible, Sendable, Hashable {
    /// SDL_image could not write the file (a missing or read-only folder); `reason` is SDL_image's.
    case writeFailed(path: String, reason: String)
    /// The file was written but came out incomplete: the disk is probably full. `removed` says whether the
    /// incomplete file was removed.
    case incomplete(path: String, bytes: Int, removed: Bool)
    /// The path holds a NUL character, which no file name can hold (C would cut the name there). Nothing was written.
    case nameHasNUL(path: String)
    /// The file name is `bytes` long, more than the `limit` bytes its folder's file system takes. Nothing was written.
    case nameTooLong(path: String, bytes: Int, limit: Int)

    /// The file that was being written.
    public var path: String {
        switch self {
        case .writeFailed(let path, _), .incomplete(let path, _, _), .nameHasNUL(let path), .nameTooLong(let path, _, _): return path
        }
    }

    /// What went wrong and what to do, without naming the file (``description`` names it).
    public var reason: String {
        switch self {
        case .writeFailed(_, let reason):
            return "\(reason). Check that the folder exists and is writable"
        case .incomplete(_, let bytes, let removed):
            return "the file came out incomplete (\(bytes) bytes)\(removed ? " and was removed" : ""). "
                + "The disk may be full: free some space, or write to another folder"
        case .nameHasNUL:
            return "the name holds a NUL character (\\0), which no file name can hold: remove it"
        case .nameTooLong(_, let bytes, let limit):
            return "its file name is \(bytes) bytes, and the file system takes names of at most \(limit) bytes: shorten it"
        }
    }

    public var description: String { "Writing the screenshot '\(Self.shown(path))' failed: \(reason)" }

    /// A path as a message shows it: control characters (a NUL above all, which a terminal does not show) as `\0`
    /// or `\u{1B}`, and a file name too long to read cut to its first 40 and last 8 characters.
    static func shown(_ path: String) -> String {
        var out = ""
        for scalar in path.unicodeScalars {
            switch scalar.value {
            case 0: out += "\\0"
            case ..<0x20, 0x7F: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        let slash = out.lastIndex(of: "/").map { out.index(after: $0) } ?? out.startIndex
        let name = out[slash...]
        guard name.count > 60 else { return out }
        return out[..<slash] + name.prefix(40) + "…" + name.suffix(8)
    }
}
