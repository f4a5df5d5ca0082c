// Every size of a face is drawn by one SDL_ttf font, resized as text asks (SizedFaces): one copy of the face's tables
// instead of one per size, and text measured and drawn at interleaved sizes exactly as a font of that size alone draws it.
import CSDL2
import SplitKit
import Testing
@testable import SplitKitSDL

@Suite("Sized faces")
struct SizedFacesTests {
    let sizes: [Double] = [13, 17, 22]
    let lines = ["Inbox", "Item 4 — the quarterly report", "שלום עולם 12", "山田 花子 🚀", "مرحبا بالعالم"]

    private func style(_ size: Double, _ weight: FontWeight = .regular) -> TextStyle {
        TextStyle(size: size, weight: weight, color: Color(hex: 0x202020))
    }

    /// The pixels of `surface`, with its size.
    private func pixels(_ surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt32] {
        let s = surface.pointee, pitch = Int(s.pitch) / 4
        let words = s.pixels.assumingMemoryBound(to: UInt32.self)
        var out: [UInt32] = [UInt32(s.w), UInt32(s.h)]
        for y in 0..<Int(s.h) { for x in 0..<Int(s.w) { out.append(words[y * pitch + x]) } }
        return out
    }

    @Test("three sizes and two weights of the UI font open one font per file, and fallback faces one each")
    func oneFontPerFace() throws {
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        for size in sizes {
            for line in lines { _ = try fonts.pixelWidth(of: line, style: style(size), scale: 1) }
            _ = try fonts.pixelWidth(of: "Inbox", style: style(size, .bold), scale: 1)
        }
        let (sizesUsed, fallbackSizes, open) = fonts.withLock { (fonts.fonts.count, fonts.fallbackFonts.count, fonts.faces.count) }
        #expect(sizesUsed == 6)  // 3 sizes × 2 weights asked for
        #expect(fallbackSizes >= 4)  // WenQuanYi at 3 sizes, the emoji face at its strike
        // DejaVu Sans, DejaVu Sans Bold, WenQuanYi and Noto Color Emoji: one font each (it was one per size: 9).
        #expect(open == 2 + fonts.withLock { fonts.fallbackFiles.count })
    }

    @Test("widths and pixels at interleaved sizes are those of a set that only ever used that size")
    func interleavedSizesDrawAsSingleSizes() throws {
        let shared = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        for round in 0..<2 {
            for size in (round == 0 ? sizes : sizes.reversed()) {
                for line in lines {
                    let single = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
                    let width = try shared.pixelWidth(of: line, style: style(size), scale: 1)
                    #expect(width == (try single.pixelWidth(of: line, style: style(size), scale: 1)), "\(line) at \(size)")
                    #expect(try shared.lineHeight(style: style(size), scale: 1) == (try single.lineHeight(style: style(size), scale: 1)))
                    let drawn = try #require(try shared.renderSurface(of: line, style: style(size), scale: 1))
                    defer { SDL_FreeSurface(drawn) }
                    let alone = try #require(try single.renderSurface(of: line, style: style(size), scale: 1))
                    defer { SDL_FreeSurface(alone) }
                    let samePixels = pixels(drawn) == pixels(alone)
                    #expect(samePixels, "\(line) at \(size), round \(round)")
                    #expect(Int32(drawn.pointee.w) == width, "\(line) at \(size): drawn as wide as measured")
                }
            }
        }
    }
}
