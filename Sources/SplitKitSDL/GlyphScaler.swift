// Brings text SDL_ttf drew at a bitmap strike's size (colour emoji at 109 pixels per em) to the line's size, smoothly:
// each pixel the average of the area of the drawing it covers, in premultiplied alpha so edges keep their colour.
import CSDL2

/// Resampling of text surfaces (ARGB8888) to another size.
///
/// SDL 2.26's `SDL_BlitScaled` picks the nearest pixel, which at a seventh of the size (an emoji drawn 128 pixels
/// high for a line of 18) keeps one pixel in 49 and drops the rest, so outlines break up; the average of the area
/// covered (a box filter) keeps them, as a browser's scaled emoji.
enum GlyphScaler {
    /// `surface` resampled to `width` × `height` pixels, in a new ARGB8888 surface with straight alpha that the caller
    /// frees; nil when the sizes are empty or SDL cannot make the surface.
    ///
    /// - Parameters:
    ///   - premultiplied: whether `surface`'s colours are premultiplied by alpha (FreeType's colour glyphs, as
    ///     SDL_ttf copies them), rather than straight (its grey glyphs drawn in a colour).
    ///   - opacity: multiplies the result's alpha (255: as drawn), for text drawn translucent.
    static func resampled(_ surface: UnsafeMutablePointer<SDL_Surface>, width: Int32, height: Int32, premultiplied: Bool,
                          opacity: UInt8) -> UnsafeMutablePointer<SDL_Surface>? {
        guard width > 0, height > 0, surface.pointee.w > 0, surface.pointee.h > 0 else { return nil }
        // SDL_ttf's blended surfaces are ARGB8888 already; anything else is converted first.
        let isARGB = surface.pointee.format.pointee.format == csdl_pixelformat_argb8888()
        guard let source = isARGB ? surface : SDL_ConvertSurfaceFormat(surface, csdl_pixelformat_argb8888(), 0) else { return nil }
        defer { if source != surface { SDL_FreeSurface(source) } }
        guard let result = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, csdl_pixelformat_argb8888()) else { return nil }
        let sw = Int(source.pointee.w), sh = Int(source.pointee.h), dw = Int(width)
        let columns = spans(from: sw, to: dw), rows = spans(from: sh, to: Int(height))
        // Each old row resampled to the new width: alpha, red, green, blue, premultiplied.
        var across = [SIMD4<Float>](repeating: .zero, count: sh * dw)
        SDL_LockSurface(source)
        across.withUnsafeMutableBufferPointer { across in
            for y in 0..<sh {
                let row = source.pointee.pixels.advanced(by: y * Int(source.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
                for (x, span) in columns.enumerated() {
                    var sum = SIMD4<Float>.zero
                    for (from, weight) in span { sum += components(row[from], premultiplied: premultiplied) * weight }
                    across[y * dw + x] = sum
                }
            }
        }
        SDL_UnlockSurface(source)
        let alphaScale = Float(opacity) / 255
        SDL_LockSurface(result)
        defer { SDL_UnlockSurface(result) }
        across.withUnsafeBufferPointer { across in
            for (y, span) in rows.enumerated() {
                let row = result.pointee.pixels.advanced(by: y * Int(result.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
                for x in 0..<dw {
                    var sum = SIMD4<Float>.zero
                    for (from, weight) in span { sum += across[from * dw + x] * weight }
                    row[x] = straight(sum, alphaScale: alphaScale)
                }
            }
        }
        return result
    }

    /// For each of `count` new pixels along one axis, the old pixels under it and the share of it each covers
    /// (summing to 1): the new pixel `i` covers the old span from `i × old / count` to `(i + 1) × old / count`.
    static func spans(from old: Int, to count: Int) -> [[(from: Int, weight: Float)]] {
        let step = Double(old) / Double(count)
        return (0..<count).map { i in
            let start = Double(i) * step, end = min(Double(old), Double(i + 1) * step)
            var span: [(from: Int, weight: Float)] = []
            var x = Int(start.rounded(.down))
            while Double(x) < end, x < old {
                let covered = min(end, Double(x + 1)) - max(start, Double(x))
                if covered > 0 { span.append((x, Float(covered / step))) }
                x += 1
            }
            return span
        }
    }

    /// An ARGB8888 pixel's alpha, red, green and blue (0 ... 255), the colours premultiplied by alpha.
    @inline(__always)
    private static func components(_ p: UInt32, premultiplied: Bool) -> SIMD4<Float> {
        let v = SIMD4<Float>(Float(p >> 24), Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF))
        return premultiplied ? v : v * SIMD4(1, v.x / 255, v.x / 255, v.x / 255)
    }

    /// One ARGB8888 pixel with straight alpha from premultiplied components, its alpha times `alphaScale`.
    @inline(__always)
    private static func straight(_ v: SIMD4<Float>, alphaScale: Float) -> UInt32 {
        guard v.x > 0.5 else { return 0 }  // under half a level: clear
        let colour = (v * (255 / v.x)).rounded(.toNearestOrAwayFromZero).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
        let a = UInt32(min(255, (v.x * alphaScale).rounded()))
        return a << 24 | UInt32(colour.y) << 16 | UInt32(colour.z) << 8 | UInt32(colour.w)
    }
}
