// Fills, rounded rectangles, borders and shadows in device pixels: hairlines a whole number of pixels, corners and
// shadows copied from the shape cache's textures, a window-wide opaque fill drawn as a clear.
import CSDL2
import SplitKit

extension DisplayListRenderer {
    /// The device-pixel rectangle covering `rect`; edges are rounded so neighbours never gap or overlap.
    public nonisolated static func pixelRect(_ rect: Rect, scale: Double) -> SDL_Rect {
        let x0 = Int32((rect.x * scale).rounded()), y0 = Int32((rect.y * scale).rounded())
        let x1 = Int32((rect.maxX * scale).rounded()), y1 = Int32((rect.maxY * scale).rounded())
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }

    /// How many whole device pixels a 1-point line is at `scale`: the scale rounded, at least 1 (2 at 1.5), for
    /// lines and borders alike.
    nonisolated static func onePointLine(scale: Double) -> Int32 { max(1, Int32(scale.rounded())) }

    /// The device pixels of a fill: as ``pixelRect(_:scale:)``, except that a 1-point line is the same number of
    /// whole pixels wherever it lies (the scale rounded, at least 1: 2 at 1.5), so hairlines stay crisp and even
    /// at fractional scales instead of alternating between 1 and 2 pixels.
    public nonisolated static func fillPixelRect(_ rect: Rect, scale: Double) -> SDL_Rect {
        var pixels = pixelRect(rect, scale: scale)
        let line = onePointLine(scale: scale)
        if rect.width == 1 { pixels.x = Int32((rect.x * scale).rounded()); pixels.w = line }
        if rect.height == 1 { pixels.y = Int32((rect.y * scale).rounded()); pixels.h = line }
        return pixels
    }

    /// A fill. An opaque one of the whole output (a window's background) where nothing narrower clips it, outside
    /// faded groups, is a clear: the same pixels, which a GPU rasteriser in software (llvmpipe) writes without running
    /// its shader for each, as it does for a fill.
    func drawFill(_ rect: Rect, color: Color, clip: Rect?, scale: Double) {
        var pixels = Self.fillPixelRect(rect, scale: scale)
        guard pixels.w > 0, pixels.h > 0 else { return }
        if color.alpha == 255, groups.isEmpty, opacity == 1, coversOutput(pixels),
           clip.map({ coversOutput(Self.fillPixelRect($0, scale: scale)) }) ?? true {
            setDrawColor(color)
            SDL_RenderClear(renderer)
            clearsThisFrame += 1
        } else if let atlas = textCache.atlas, let white = atlas.white() {
            // A GPU renderer tints the atlas page's white block instead: the same pixels, in the draw call of the
            // texts around it (a list's separator lines between its rows' texts).
            var source = white.rect
            SDL_SetTextureColorMod(white.texture, color.red, color.green, color.blue)
            setAlphaMod(white.texture, Double(color.alpha) / 255)
            SDL_RenderCopy(renderer, white.texture, &source, &pixels)
            atlasFillsThisFrame += 1
        } else {
            setDrawColor(color)
            SDL_RenderFillRect(renderer, &pixels)
        }
    }

    /// True when `pixels` cover the whole output (window or target).
    private func coversOutput(_ pixels: SDL_Rect) -> Bool {
        pixels.x <= 0 && pixels.y <= 0 && pixels.x + pixels.w >= output.width && pixels.y + pixels.h >= output.height
    }

    /// Sets the colour of the next fills. Opaque colours are drawn without blending: the same pixels, and the
    /// software renderer then fills rows with plain stores instead of blending every pixel (most of a frame).
    private func setDrawColor(_ color: Color) {
        let alpha = UInt8((Double(color.alpha) * opacity).rounded())
        SDL_SetRenderDrawBlendMode(renderer, alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, alpha)
    }

    func setAlphaMod(_ texture: OpaquePointer, _ alpha: Double = 1) {
        SDL_SetTextureAlphaMod(texture, UInt8((min(1, max(0, alpha * opacity)) * 255).rounded()))
    }

    private func fillPixels(_ x: Int32, _ y: Int32, _ w: Int32, _ h: Int32) {
        guard w > 0, h > 0 else { return }
        var rect = SDL_Rect(x: x, y: y, w: w, h: h)
        SDL_RenderFillRect(renderer, &rect)
    }

    private func copy(_ texture: OpaquePointer?, to rect: SDL_Rect, flipX: Bool, flipY: Bool, alpha: Double = 1) {
        guard let texture, rect.w > 0, rect.h > 0 else { return }
        setAlphaMod(texture, alpha)
        var destination = rect
        let flip = (flipX ? SDL_FLIP_HORIZONTAL.rawValue : 0) | (flipY ? SDL_FLIP_VERTICAL.rawValue : 0)
        SDL_RenderCopyEx(renderer, texture, nil, &destination, 0, nil, SDL_RendererFlip(rawValue: flip))
    }

    /// The corner radius in pixels, no more than half the rectangle's sides.
    private static func cornerRadius(_ radius: Double, scale: Double, in r: SDL_Rect) -> Int32 {
        max(0, min(Int32((radius * scale).rounded()), r.w / 2, r.h / 2))
    }

    func drawRoundedRect(_ rect: Rect, radius: Double, corners: Corners, color: Color, scale: Double) {
        let r = Self.pixelRect(rect, scale: scale)
        let radius = Self.cornerRadius(radius, scale: scale, in: r)
        setDrawColor(color)
        guard radius > 0, !corners.isEmpty else { return fillPixels(r.x, r.y, r.w, r.h) }
        let tl = corners.contains(.topLeft) ? radius : 0, tr = corners.contains(.topRight) ? radius : 0
        let bl = corners.contains(.bottomLeft) ? radius : 0, br = corners.contains(.bottomRight) ? radius : 0
        fillPixels(r.x + tl, r.y, r.w - tl - tr, radius)
        fillPixels(r.x, r.y + radius, r.w, r.h - 2 * radius)
        fillPixels(r.x + bl, r.y + r.h - radius, r.w - bl - br, radius)
        let texture = shapeCache.cornerFill(radius: Int(radius), color: color)
        placeCorners(texture, corners: corners, radius: radius, in: r)
    }

    private func placeCorners(_ texture: OpaquePointer?, corners: Corners, radius: Int32, in r: SDL_Rect) {
        let right = r.x + r.w - radius, bottom = r.y + r.h - radius
        if corners.contains(.topLeft) { copy(texture, to: SDL_Rect(x: r.x, y: r.y, w: radius, h: radius), flipX: false, flipY: false) }
        if corners.contains(.topRight) { copy(texture, to: SDL_Rect(x: right, y: r.y, w: radius, h: radius), flipX: true, flipY: false) }
        if corners.contains(.bottomLeft) { copy(texture, to: SDL_Rect(x: r.x, y: bottom, w: radius, h: radius), flipX: false, flipY: true) }
        if corners.contains(.bottomRight) { copy(texture, to: SDL_Rect(x: right, y: bottom, w: radius, h: radius), flipX: true, flipY: true) }
    }

    func drawBorder(_ rect: Rect, radius: Double, corners: Corners, edges: Edges, color: Color, scale: Double) {
        let r = Self.pixelRect(rect, scale: scale)
        let radius = Self.cornerRadius(radius, scale: scale, in: r)
        let b = Self.onePointLine(scale: scale)
        setDrawColor(color)
        let tl = corners.contains(.topLeft) ? radius : 0, tr = corners.contains(.topRight) ? radius : 0
        let bl = corners.contains(.bottomLeft) ? radius : 0, br = corners.contains(.bottomRight) ? radius : 0
        if edges.contains(.top) { fillPixels(r.x + tl, r.y, r.w - tl - tr, b) }
        if edges.contains(.bottom) { fillPixels(r.x + bl, r.y + r.h - b, r.w - bl - br, b) }
        if edges.contains(.left) { fillPixels(r.x, r.y + tl, b, r.h - tl - bl) }
        if edges.contains(.right) { fillPixels(r.x + r.w - b, r.y + tr, b, r.h - tr - br) }
        guard radius > 0, !corners.isEmpty else { return }
        let texture = shapeCache.cornerRing(radius: Int(radius), thickness: Int(b), color: color)
        placeCorners(texture, corners: corners, radius: radius, in: r)
    }

    func drawShadow(_ rect: Rect, side: Side, gradient: ShadowGradient, opacity: Double, scale: Double) {
        let r = Self.pixelRect(rect, scale: scale)
        guard opacity > 0, let (texture, width) = shapeCache.shadow(gradient, scale: scale), width > 0 else { return }
        let l = Int32(width)
        switch side {
        case .right: copy(texture, to: SDL_Rect(x: r.x + r.w, y: r.y, w: l, h: r.h), flipX: false, flipY: false, alpha: opacity)
        case .left: copy(texture, to: SDL_Rect(x: r.x - l, y: r.y, w: l, h: r.h), flipX: true, flipY: false, alpha: opacity)
        }
    }
}

extension SDL_Rect {
    /// True when `inner` lies wholly inside this rectangle.
    func contains(_ inner: SDL_Rect) -> Bool {
        inner.x >= x && inner.y >= y && inner.x + inner.w <= x + w && inner.y + inner.h <= y + h
    }
}
