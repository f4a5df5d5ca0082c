// Every character drawn by a face that has it: Hebrew and Arabic in the UI font, CJK and emoji in faces fontconfig
// finds, none left to the UI font's missing-glyph box; and measuring agrees with drawing.
import CSDL2
import SplitKit
import Testing
@testable import SplitKitSDL

@Suite("Font fallback")
struct FontFallbackTests {
    let style = TextStyle(size: 17, color: Color(hex: 0x000000))

    @Test(arguments: ["שלום עולם", "مرحبا بالعالم", "日本語のかな 漢字", "Ava 🙂 שלום 123"])
    func everyCharacterIsDrawnByAFaceThatHasIt(_ text: String) throws {
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        let missing: [String] = try fonts.withLock {
            try fonts.shapedRuns(of: text, FontKey(style, scale: 1)).flatMap { run, font in
                run.text.unicodeScalars.filter { !$0.properties.isWhitespace && TTF_GlyphIsProvided32(font, $0.value) == 0 }
                    .map { String(format: "U+%04X", $0.value) }
            }
        }
        #expect(missing.isEmpty)  // each would be a box
    }

    @Test func theWidthMeasuredIsTheWidthDrawn() throws {
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        for text in ["Ava שלום 123 مرحبا 日本 🙂", "Chloé Martin"] {
            let surface = try #require(try fonts.renderSurface(of: text, style: style, scale: 2))
            defer { SDL_FreeSurface(surface) }
            #expect(try fonts.pixelWidth(of: text, style: style, scale: 2) == surface.pointee.w)
        }
    }
}
