// One SDL_ttf font per face and style, set to whichever pixel size text asks for next, rather than one per size: each
// font opened holds its own copies of the face's tables (FreeType's, and HarfBuzz's twice), 0.19 MB for DejaVu Sans.
import CSDL2
import CSDLPlatform

/// The open fonts of a ``FontSet``, one per face file, face index and SDL_ttf style, each set to one pixel size at a
/// time; used with the set's lock held.
///
/// A window drew DejaVu Sans at three sizes, and had it open three times. A font's size now changes when text of
/// another size is measured or drawn with it (`TTF_SetFontSize`, which empties SDL_ttf's glyph cache of it): rarely,
/// since widths, runs and drawn lines are kept above it. So every use sets the size it needs first
/// (``font(_:index:pixelSize:style:)``, ``setSize(of:to:)``) and runs no other size in between.
struct SizedFaces {
    private struct Face: Hashable {
        var path: String
        var index: Int
        var style: Int32
    }
    private var fonts: [Face: OpaquePointer] = [:]
    /// The pixel size each open font is set to now.
    private var sizes: [OpaquePointer: Int] = [:]

    /// How many fonts are open.
    var count: Int { fonts.count }

    /// The font of face `index` of the file at `path` in SDL_ttf `style`, set to `pixelSize`: opened on first use
    /// (``FontSet/openFont(_:index:pixelSize:)``), else the open one resized.
    mutating func font(_ path: String, index: Int, pixelSize: Int, style: Int32) throws(FontError) -> OpaquePointer {
        let face = Face(path: path, index: index, style: style)
        if let font = fonts[face] {
            try setSize(of: font, to: pixelSize)
            return font
        }
        let font = try FontSet.openFont(path, index: index, pixelSize: pixelSize)
        TTF_SetFontStyle(font, style)
        fonts[face] = font
        sizes[font] = pixelSize
        return font
    }

    /// Sets `font` (one of these) to `pixelSize` when it is set to another; throws
    /// ``FontError/cannotOpen(path:pixelSize:reason:)`` with SDL's reason when SDL_ttf cannot.
    mutating func setSize(of font: OpaquePointer, to pixelSize: Int) throws(FontError) {
        guard let current = sizes[font], current != pixelSize else { return }
        guard TTF_SetFontSize(font, Int32(pixelSize)) == 0 else {
            let path = fonts.first { $0.value == font }?.key.path ?? "a font"
            throw .cannotOpen(path: path, pixelSize: pixelSize, reason: String(cString: csdl_ttf_get_error()))
        }
        sizes[font] = pixelSize
    }

    /// Closes every font.
    mutating func closeAll() {
        for font in fonts.values { TTF_CloseFont(font) }
        fonts.removeAll()
        sizes.removeAll()
    }
}
