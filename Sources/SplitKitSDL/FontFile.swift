// Opens a font file at a pixel size and weight the same way for drawing and for measuring.
import CSDL2

/// One opened font: its pixel size and weight.
struct FontKey: Hashable, Sendable {
    var pixelSize: Int
    var weight: FontWeight

    init(pixelSize: Int, weight: FontWeight) {
        self.pixelSize = pixelSize
        self.weight = weight
    }

    /// The font text in `style` needs at `scale` pixels per point.
    init(_ style: TextStyle, scale: Double) {
        self.init(pixelSize: max(1, Int((style.size * scale).rounded())), weight: style.weight)
    }
}

/// A font file and, when there is one, its bold face beside it (see ``FontLocator/boldPath(forRegular:)``).
struct FontFile: Sendable {
    let path: String
    let boldPath: String?

    init(path: String) {
        self.path = path
        boldPath = FontLocator.boldPath(forRegular: path)
    }

    /// The font at the key's pixel size and weight, light hinting; bold from the bold face, else emboldened by SDL_ttf.
    /// Nil when SDL_ttf cannot open the file.
    func open(_ key: FontKey) -> OpaquePointer? {
        let face = key.weight == .bold ? boldPath ?? path : path
        guard let font = TTF_OpenFont(face, Int32(key.pixelSize)) else { return nil }
        TTF_SetFontStyle(font, key.weight == .bold && boldPath == nil ? TTF_STYLE_BOLD : TTF_STYLE_NORMAL)
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        return font
    }
}
