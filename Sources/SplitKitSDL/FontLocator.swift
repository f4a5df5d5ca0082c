// Finds the UI font: an explicit path, or fontconfig's match for "sans-serif".
import CSDL2
import Foundation

/// Where the UI font comes from.
public enum FontLocator {
    /// The font file to use: `explicitPath` when given (it must exist), else fontconfig's `sans-serif`.
    public static func fontPath(explicitPath: String?) throws -> String {
        if let explicitPath {
            var info = stat()
            if stat(explicitPath, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
                // Opening a named pipe would wait forever; a folder is no font either.
                let kind = info.st_mode & S_IFMT == S_IFDIR ? "a folder" : info.st_mode & S_IFMT == S_IFIFO ? "a named pipe" : "not a regular file"
                throw SDLError(
                    "Opening the font '\(explicitPath)'", reason: "it is \(kind)",
                    hint: "Pass --font with the path of a .ttf or .otf file, or leave it out to use fontconfig's sans-serif")
            }
            guard let file = fopen(explicitPath, "rb") else {
                throw SDLError(
                    "Opening the font '\(explicitPath)'", reason: "no readable file there",
                    hint: "Pass --font with the path of a .ttf or .otf file, or leave it out to use fontconfig's sans-serif")
            }
            fclose(file)
            return explicitPath
        }
        guard let match = csdl_fontconfig_match("sans-serif") else {
            throw SDLError(
                "Finding a sans-serif font through fontconfig", reason: "no font matched",
                hint: "Install fonts-dejavu-core (sudo apt-get install fonts-dejavu-core) or pass --font PATH")
        }
        defer { SDL_free(match) }
        return String(cString: match)
    }

    /// The bold face beside a regular font file (`DejaVuSans.ttf` → `DejaVuSans-Bold.ttf`, `NotoSans-Regular.ttf`
    /// → `NotoSans-Bold.ttf`), when there is one; without it bold text is emboldened by SDL_ttf, which smears
    /// the glyphs.
    public static func boldPath(forRegular path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension, stem = url.deletingPathExtension().lastPathComponent
        guard !ext.isEmpty else { return nil }
        let base = stem.hasSuffix("-Regular") ? String(stem.dropLast("-Regular".count)) : stem
        guard !base.hasSuffix("-Bold") else { return nil }
        let candidate = url.deletingLastPathComponent().appendingPathComponent(base + "-Bold." + ext).path
        var info = stat()
        guard stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, R_OK) == 0 else { return nil }
        return candidate
    }
}
