// Resampling drawn text to another size: the area average, premultiplied colour in, straight alpha out.
import CSDL2
import Testing
@testable import SplitKitSDL

@Suite("Glyph scaler")
struct GlyphScalerTests {
    /// A `width` × `height` ARGB8888 surface whose pixel at (x, y) is `pixel(x, y)`.
    func surface(_ width: Int32, _ height: Int32, _ pixel: (Int, Int) -> UInt32) throws -> UnsafeMutablePointer<SDL_Surface> {
        let s = try #require(SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, csdl_pixelformat_argb8888()))
        for y in 0..<Int(height) {
            let row = s.pointee.pixels.advanced(by: y * Int(s.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(width) { row[x] = pixel(x, y) }
        }
        return s
    }

    func pixels(_ s: UnsafeMutablePointer<SDL_Surface>) -> [UInt32] {
        (0..<Int(s.pointee.h)).flatMap { y in
            let row = s.pointee.pixels.advanced(by: y * Int(s.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            return (0..<Int(s.pointee.w)).map { row[$0] }
        }
    }

    @Test func halfCoveredPixelsKeepTheirColourAtHalfTheAlpha() throws {
        // Opaque red beside clear, 2 × 1 → 1 × 1: red at half alpha, not a darker red (which averaging straight
        // colours with clear black gives, and which FreeType's premultiplied pixels read as straight would be).
        let source = try surface(2, 1) { x, _ in x == 0 ? 0xFFFF_0000 : 0 }
        defer { SDL_FreeSurface(source) }
        for premultiplied in [true, false] {
            let result = try #require(GlyphScaler.resampled(source, width: 1, height: 1, premultiplied: premultiplied, opacity: 255))
            defer { SDL_FreeSurface(result) }
            #expect(pixels(result) == [0x80FF_0000])
        }
    }

    @Test func premultipliedPixelsComeOutStraight() throws {
        // FreeType's half-transparent orange (255, 128, 0 at alpha 128) premultiplied is (128, 64, 0).
        let source = try surface(4, 4) { _, _ in 0x8080_4000 }
        defer { SDL_FreeSurface(source) }
        let result = try #require(GlyphScaler.resampled(source, width: 2, height: 2, premultiplied: true, opacity: 255))
        defer { SDL_FreeSurface(result) }
        #expect(pixels(result) == Array(repeating: 0x80FF_8000, count: 4))
        let faint = try #require(GlyphScaler.resampled(source, width: 2, height: 2, premultiplied: true, opacity: 128))
        defer { SDL_FreeSurface(faint) }
        #expect(pixels(faint) == Array(repeating: 0x40FF_8000, count: 4))  // the text's alpha times the glyph's
    }

    @Test func eachNewPixelAveragesTheAreaItCovers() throws {
        // Three columns of alpha 0, 90, 180 → two: the first covers 1.5 old pixels (0 and half of 90), the second
        // the rest (half of 90, and 180).
        let spans = GlyphScaler.spans(from: 3, to: 2)
        #expect(spans.map { $0.map(\.from) } == [[0, 1], [1, 2]])
        #expect(spans.allSatisfy { abs($0.map(\.weight).reduce(0, +) - 1) < 1e-6 })
        let source = try surface(3, 1) { x, _ in UInt32(x * 90) << 24 }
        defer { SDL_FreeSurface(source) }
        let result = try #require(GlyphScaler.resampled(source, width: 2, height: 1, premultiplied: true, opacity: 255))
        defer { SDL_FreeSurface(result) }
        #expect(pixels(result).map { $0 >> 24 } == [30, 150])
    }

    @Test func aStrikeHalvedFirstComesOutAsTheAreaAverageOfTheWhole() throws {
        // A colour emoji's strike (136 × 128) for a line of 20 pixels: halved twice in SDL's code, then averaged. Opaque
        // pixels read the same premultiplied or straight, and straight ones are never halved, so the two paths compare:
        // a halving half a pixel off would shift these gradients by a level or two, a wrong one by far more.
        let source = try surface(136, 128) { x, y in 0xFF00_0000 | UInt32(x * 255 / 135) << 16 | UInt32(y * 2) << 8 | UInt32((x + y) * 255 / 262) }
        defer { SDL_FreeSurface(source) }
        let halved = try #require(GlyphScaler.halved(source, downTo: 21, 20))
        defer { if halved != source { SDL_FreeSurface(halved) } }
        #expect(halved.pointee.w == 34 && halved.pointee.h == 32)  // twice: 68 × 64, then 34 × 32; a third would be too small
        let fast = try #require(GlyphScaler.resampled(source, width: 21, height: 20, premultiplied: true, opacity: 255))
        let whole = try #require(GlyphScaler.resampled(source, width: 21, height: 20, premultiplied: false, opacity: 255))
        defer { SDL_FreeSurface(fast); SDL_FreeSurface(whole) }
        let channels = { (p: UInt32) in [p >> 24, p >> 16 & 0xFF, p >> 8 & 0xFF, p & 0xFF].map(Int.init) }
        let worst = zip(pixels(fast), pixels(whole)).map { a, b in zip(channels(a), channels(b)).map { abs($0 - $1) }.max() ?? 0 }.max() ?? 0
        #expect(worst <= 2, "largest difference \(worst) levels")
    }
}
