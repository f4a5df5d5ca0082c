// Brings text SDL_ttf drew at a bitmap strike's size (colour emoji at 109 pixels per em) to the line's size, smoothly:
// each pixel the average of the area of the drawing it covers, in premultiplied alpha so edges keep their colour.
import CSDL2
import CSDLPlatform

/// Resampling of text surfaces (ARGB8888) to another size.
///
/// SDL 2.26's `SDL_BlitScaled` picks the nearest pixel, which at a seventh of the size (an emoji drawn 128 pixels
/// high for a line of 18) keeps one pixel in 49 and drops the rest, so outlines break up; the average of the area
/// covered (a box filter) keeps them, as a browser's scaled emoji.
///
/// It runs for every pixel of every emoji a line draws, so it is built for speed even in a debug build: a colour
/// drawing is first halved in SDL's optimised code while it stays at least twice the size wanted (``halved(_:downTo:_:)``),
/// and the area average over what is left is a plain C loop (`csdl_platform_area_average`). A line of 181 emoji
/// takes about 20 ms, not the second a Swift loop over SIMD values took.
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
        guard let converted = isARGB ? surface : SDL_ConvertSurfaceFormat(surface, csdl_pixelformat_argb8888(), 0) else { return nil }
        defer { if converted != surface { SDL_FreeSurface(converted) } }
        guard let source = premultiplied ? halved(converted, downTo: width, height) : converted else { return nil }
        defer { if source != converted { SDL_FreeSurface(source) } }
        guard let result = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, csdl_pixelformat_argb8888()) else { return nil }
        let sw = source.pointee.w, sh = source.pointee.h
        let columns = FlatSpans(from: Int(sw), to: Int(width)), rows = FlatSpans(from: Int(sh), to: Int(height))
        var scratch = [Float](repeating: 0, count: Int(sh) * Int(width) * 4)  // each old row at the new width
        SDL_LockSurface(source)
        SDL_LockSurface(result)
        csdl_platform_area_average(source.pointee.pixels.assumingMemoryBound(to: UInt8.self), source.pointee.pitch, sw, sh,
                                   result.pointee.pixels.assumingMemoryBound(to: UInt8.self), result.pointee.pitch, width, height,
                                   columns.start, columns.from, columns.weight, rows.start, rows.from, rows.weight,
                                   premultiplied ? 1 : 0, Float(opacity) / 255, &scratch)
        SDL_UnlockSurface(result)
        SDL_UnlockSurface(source)
        return result
    }

    /// `surface` (premultiplied ARGB8888) halved in both directions, again while it stays at least twice `width` ×
    /// `height`: SDL's linear stretch to exactly half a size averages each 2 × 2 block, so the area average after it
    /// has a quarter of the pixels to read at each step — an emoji strike of 136 × 128 pixels for a line of 20 leaves
    /// 34 × 32. Premultiplied colours average right this way; straight ones would take colour from clear pixels, so
    /// they are not halved. `surface` itself when no halving is needed (or SDL cannot make a surface).
    static func halved(_ surface: UnsafeMutablePointer<SDL_Surface>, downTo width: Int32, _ height: Int32) -> UnsafeMutablePointer<SDL_Surface>? {
        var current = surface
        while current.pointee.w / 2 >= width, current.pointee.h / 2 >= height {
            guard let half = SDL_CreateRGBSurfaceWithFormat(0, current.pointee.w / 2, current.pointee.h / 2, 32, csdl_pixelformat_argb8888())
            else { break }
            guard SDL_SoftStretchLinear(current, nil, half, nil) == 0 else {
                SDL_FreeSurface(half)
                break
            }
            if current != surface { SDL_FreeSurface(current) }
            current = half
        }
        return current
    }

    /// For each of `count` new pixels along one axis, the old pixels under it and the share of it each covers
    /// (summing to 1): the new pixel `i` covers the old span from `i × old / count` to `(i + 1) × old / count`.
    static func spans(from old: Int, to count: Int) -> [[(from: Int, weight: Float)]] {
        let flat = FlatSpans(from: old, to: count)
        return (0..<count).map { i in
            (Int(flat.start[i])..<Int(flat.start[i + 1])).map { (Int(flat.from[$0]), flat.weight[$0]) }
        }
    }
}

/// ``GlyphScaler/spans(from:to:)`` in three flat arrays, as the C loop reads them: new pixel `i` reads the old pixels
/// `from[start[i] ..< start[i + 1]]` with the shares `weight[start[i] ..< start[i + 1]]`.
private struct FlatSpans {
    var start: [Int32] = [0]
    var from: [Int32] = []
    var weight: [Float] = []

    init(from old: Int, to count: Int) {
        let step = Double(old) / Double(count)
        from.reserveCapacity(count * (Int(step) + 2))
        weight.reserveCapacity(count * (Int(step) + 2))
        for i in 0..<count {
            let start = Double(i) * step, end = min(Double(old), Double(i + 1) * step)
            var x = Int(start.rounded(.down))
            while Double(x) < end, x < old {
                let covered = min(end, Double(x + 1)) - max(start, Double(x))
                if covered > 0 {
                    from.append(Int32(x))
                    weight.append(Float(covered / step))
                }
                x += 1
            }
            self.start.append(Int32(from.count))
        }
    }
}
