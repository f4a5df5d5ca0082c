// Colour emoji: drawn in the colour font's own colours (Noto Color Emoji, installed by make), at the line's size, as
// wide as measured; Symbola left as the monochrome fallback.
import CSDL2
import SplitKit
import Testing
@testable import SplitKitSDL

@Suite("Colour emoji")
struct ColourEmojiTests {
    let black = TextStyle(size: 17, color: Color(hex: 0x000000))

    /// The pixels of `text` drawn in `style` at `scale`, as ARGB8888 values, with the surface's width and height.
    func pixels(_ fonts: FontSet, _ text: String, _ style: TextStyle, scale: Double) throws -> (argb: [UInt32], width: Int, height: Int) {
        let surface = try #require(try fonts.renderSurface(of: text, style: style, scale: scale))
        defer { SDL_FreeSurface(surface) }
        #expect(surface.pointee.format.pointee.format == csdl_pixelformat_argb8888())
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        let s = surface.pointee
        let argb = (0..<Int(s.h)).flatMap { y in
            let row = s.pixels.advanced(by: y * Int(s.pitch)).assumingMemoryBound(to: UInt32.self)
            return (0..<Int(s.w)).map { row[$0] }
        }
        return (argb, Int(s.w), Int(s.h))
    }

    /// Whether an ARGB pixel is well inked and coloured (not grey: its channels far apart).
    func isColoured(_ p: UInt32) -> Bool {
        let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
        return p >> 24 > 128 && max(r, g, b) - min(r, g, b) > 80
    }

    @Test func theColourFontIsFoundWhenColourIsAskedAndSymbolaOtherwise() throws {
        var index: Int32 = 0, outline: Int32 = 1, colour: Int32 = 0
        let found = csdl_fontconfig_match_scalar("emoji", 0x1F642, 1, &index, &outline, &colour)
        defer { SDL_free(found) }
        try #require(found != nil, "no colour emoji font: make test installs fonts-noto-color-emoji")
        #expect(colour == 1 && outline == 0)  // Noto Color Emoji: colour bitmaps at one size
        // Without asking for colour, the monochrome fallback is what fontconfig finds (Symbola): what is drawn when
        // no colour font is installed.
        let plain = csdl_fontconfig_match_scalar("sans-serif", 0x1F642, 0, &index, &outline, &colour)
        defer { SDL_free(plain) }
        try #require(plain != nil, "no font with emoji: make test installs fonts-symbola")
        #expect(colour == 0 && outline == 1)
    }

    @Test(arguments: [1.0, 2.0])
    func anEmojiIsDrawnInItsOwnColoursNotTheTextsNorABox(scale: Double) throws {
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        let emoji = try pixels(fonts, "🙂", black, scale: scale)
        let inked = emoji.argb.filter { $0 >> 24 > 128 }, coloured = emoji.argb.filter(isColoured)
        // The smiley is a yellow disc: most of its ink is coloured. Drawn in black as the text, or as the UI font's
        // missing-glyph box, none of it would be.
        #expect(inked.count > 0 && Double(coloured.count) > 0.6 * Double(inked.count))
        let yellow = coloured.filter { ($0 >> 16) & 0xFF > 200 && ($0 >> 8) & 0xFF > 150 && $0 & 0xFF < 120 }
        #expect(Double(yellow.count) > 0.5 * Double(coloured.count))
        // The text's colour does not tint it: in blue it is the same picture.
        let blue = try pixels(fonts, "🙂", TextStyle(size: 17, color: Color(hex: 0x2040FF)), scale: scale)
        #expect(blue.argb.count == emoji.argb.count && zip(blue.argb, emoji.argb).filter { $0 != $1 }.isEmpty)
        // The text's alpha still applies: at half opacity every pixel keeps its colour at about half the alpha.
        let faint = try pixels(fonts, "🙂", TextStyle(size: 17, color: Color(hex: 0x000000).withOpacity(0.5)), scale: scale)
        #expect(faint.argb.count == emoji.argb.count)
        let off = zip(faint.argb, emoji.argb).filter { half, full in
            let alphaOff = abs(Int(half >> 24) - Int(full >> 24) / 2) > 1
            let colourOff = half >> 24 > 16 && half & 0xFFFFFF != full & 0xFFFFFF
            return alphaOff || colourOff
        }
        #expect(off.count < emoji.argb.count / 50)  // rounding at the edges only
    }

    @Test func anEmojiIsDrawnAtTheLinesSizeAndTheLineDoesNotGrow() throws {
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        for scale in [1.0, 2.0] {
            let line = try fonts.lineHeight(style: black, scale: scale)
            let emoji = try pixels(fonts, "🙂", black, scale: scale)
            // Noto Color Emoji's one strike is 136 × 128 pixels; brought to the line: as tall as its line, and about
            // an em and a quarter wide (136 / 109 pixels per em) at 17 points.
            #expect(emoji.height == Int(line))
            #expect(abs(Double(emoji.width) - 17 * scale * 136 / 109) <= 2 * scale)
            let mixed = try pixels(fonts, "Ava 🙂 שלום", black, scale: scale)
            #expect(mixed.height == Int(line))
        }
    }

    @Test(arguments: [1.0, 2.0])
    func theWidthMeasuredIsTheWidthDrawnWithEmoji(scale: Double) throws {
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        for text in ["🙂", "QA lead ✅", "Designer 🎨", "Ava שלום 123 مرحبا 日本 🙂", "ok 👩\u{200D}💻👍🏽 ☺\u{FE0F} 🇸🇪"] {
            for style in [black, TextStyle(size: 13, weight: .bold, color: Color(hex: 0x3C3C43))] {
                let surface = try #require(try fonts.renderSurface(of: text, style: style, scale: scale))
                defer { SDL_FreeSurface(surface) }
                #expect(try fonts.pixelWidth(of: text, style: style, scale: scale) == surface.pointee.w, "\(text)")
            }
        }
    }

    @Test func anEmojiSequenceIsOneGlyphOfTheColourFont() throws {
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        // 👩‍💻 is one picture, as wide as one emoji, not a woman and a laptop side by side.
        let one = try fonts.pixelWidth(of: "🙂", style: black, scale: 1)
        let sequence = try fonts.pixelWidth(of: "👩\u{200D}💻", style: black, scale: 1)
        #expect(sequence == one)
        let runs = try fonts.withLock { try fonts.shapedRuns(of: "ok 👩\u{200D}💻", FontKey(black, scale: 1)) }
        #expect(runs.map(\.hasColour) == [false, true])
    }

    @Test func eachEmojisPictureIsDrawnOnceWhateverLinesShowIt() throws {
        // FreeType decodes a colour glyph's picture in about 0.2 ms, and SDL_ttf did it to measure a line and again to
        // draw it: 136 different emoji pasted at once made a 97 ms frame. Each character of a colour run is drawn once
        // and kept; measuring, drawing and other lines with it reuse it.
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        let style = TextStyle(size: 17, color: Color(hex: 0x000000))
        let start = fonts.runsShaped
        #expect(try fonts.pixelWidth(of: "🙂🙃🙂", style: style, scale: 1) > 0)
        #expect(fonts.runsShaped - start == 2)  // two pictures
        let drawn = try #require(try fonts.renderSurface(of: "🙂🙃🙂", style: style, scale: 1))
        #expect(drawn.pointee.w == (try fonts.pixelWidth(of: "🙂🙃🙂", style: style, scale: 1)))
        SDL_FreeSurface(drawn)
        let other = try #require(try fonts.renderSurface(of: "🙃🙂", style: style, scale: 1))
        SDL_FreeSurface(other)
        #expect(fonts.runsShaped - start == 2)  // nothing drawn again
    }
}
