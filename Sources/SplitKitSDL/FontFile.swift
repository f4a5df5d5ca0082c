// Opens a font file at a pixel size and weight the same way for drawing and for measuring.
import CSDL2

/// A font file and, when there is one, its bold face beside it (see ``FontLocator/boldPath(forRegular:)``).
struct FontFile: Sendable {
    let path: String
    let boldPath: String?

    init(path: String) {
        self.path = path
        boldPath = FontLocator.boldPath(forRegular: path)
    }

    /// The font at `pixelSize` in `weight`, light hinting; bold from the bold face, else emboldened by SDL_ttf.
    /// Nil when SDL_ttf cannot open the file.
    func open(pixelSize: Int, weight: FontWeight) -> OpaquePointer? {
        let face = weight == .bold ? boldPath ?? path : path
        guard let font = TTF_OpenFont(face, Int32(pixelSize)) else { return nil }
        TTF_SetFontStyle(font, weight == .bold && boldPath == nil ? TTF_STYLE_BOLD : TTF_STYLE_NORMAL)
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        return font
    }
}
