// Finds the UI font: an explicit path, or fontconfig's match for "sans-serif" (kept from an earlier run, or asked now).
import FoundationEssentials
import Glibc
import SplitKitStorage

/// Where the UI font comes from.
public enum FontLocator {
    /// The font file to use: `explicitPath` when given (it must exist), else fontconfig's `sans-serif` (as `answers`
    /// keep it from an earlier run when given, or fontconfig answers now).
    public static func fontPath(explicitPath: String?, answers: FontconfigAnswers? = nil) throws(FontError) -> String {
        if let explicitPath {
            switch FileInput.kind(of: explicitPath) {
            case .regular?: break
            case let kind?: throw FontError.notAFile(path: explicitPath, kind: kind)  // a pipe would wait forever
            case nil: throw FontError.unreadable(path: explicitPath)
            }
            guard FileInput.isReadableFile(explicitPath) else { throw FontError.unreadable(path: explicitPath) }
            return explicitPath
        }
        guard let match = (answers ?? FontconfigAnswers(file: nil)).sansSerif() else { throw FontError.noSansSerif }
        return match
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
        return FileInput.isReadableFile(candidate) ? candidate : nil
    }
}
