// The host's renderer state around a display list: read before drawing, drawn within, and put back exactly after.
import CSDL2
import CSDLPlatform  // for SDL_TRUE: see ModuleImportsTests

/// Everything of an `SDL_Renderer`'s state that drawing a display list changes — target, scale, viewport, clip,
/// draw colour, blend mode — as the host had it, so that ``DisplayListRenderer/draw(_:scale:in:)`` leaves the
/// renderer exactly so, as Dear ImGui's SDL_Renderer backend does.
///
/// Viewport and clip are kept in device pixels (read at scale 1: SDL keeps them in pixels, and reading them at
/// the host's scale would round them).
struct RendererState {
    let target: OpaquePointer?
    let scale: (x: Float, y: Float)
    /// The viewport in the target's pixels.
    let viewport: SDL_Rect
    /// The clip rectangle in pixels relative to the viewport, when clipping is on.
    let clip: SDL_Rect?
    let color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
    let blendMode: SDL_BlendMode
    /// The target's size in pixels.
    let output: SDL_Rect

    /// Reads `renderer`'s state, leaving it as it is except for the scale, which it sets to 1 (display lists are
    /// drawn in device pixels).
    init(readingAndUnscaling renderer: OpaquePointer) {
        target = SDL_GetRenderTarget(renderer)
        var sx: Float = 1, sy: Float = 1
        SDL_RenderGetScale(renderer, &sx, &sy)
        scale = (sx, sy)
        SDL_RenderSetScale(renderer, 1, 1)
        var v = SDL_Rect()
        SDL_RenderGetViewport(renderer, &v)
        viewport = v
        var c = SDL_Rect()
        SDL_RenderGetClipRect(renderer, &c)
        clip = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE ? c : nil
        var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
        SDL_GetRenderDrawColor(renderer, &r, &g, &b, &a)
        color = (r, g, b, a)
        var mode = SDL_BLENDMODE_NONE
        SDL_GetRenderDrawBlendMode(renderer, &mode)
        blendMode = mode
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)  // a texture target's size while one is set
        output = SDL_Rect(x: 0, y: 0, w: w, h: h)
    }

    /// True when the host's viewport is the whole target: drawing needs no viewport of its own.
    var viewportIsWholeOutput: Bool {
        viewport.x == 0 && viewport.y == 0 && viewport.w == output.w && viewport.h == output.h
    }

    /// The pixels the host lets a display list draw on: its viewport, within its clip (in the target's pixels).
    var drawableRegion: SDL_Rect {
        guard let clip else { return viewport }
        return Self.intersection(viewport, SDL_Rect(x: viewport.x + clip.x, y: viewport.y + clip.y, w: clip.w, h: clip.h))
    }

    /// Puts the host's state back on `renderer`: the target, then viewport and clip at scale 1 (in pixels, so
    /// exactly), then the scale, colour and blend mode.
    func restore(on renderer: OpaquePointer) {
        if SDL_GetRenderTarget(renderer) != target { SDL_SetRenderTarget(renderer, target) }
        SDL_RenderSetScale(renderer, 1, 1)
        var v = viewport
        SDL_RenderSetViewport(renderer, &v)
        if var c = clip { SDL_RenderSetClipRect(renderer, &c) } else { SDL_RenderSetClipRect(renderer, nil) }
        SDL_RenderSetScale(renderer, scale.x, scale.y)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_SetRenderDrawBlendMode(renderer, blendMode)
    }

    /// The overlap of two rectangles (empty, at `a`'s corner, when there is none).
    static func intersection(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.w, b.x + b.w), y1 = min(a.y + a.h, b.y + b.h)
        return x1 > x0 && y1 > y0 ? SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0) : SDL_Rect(x: a.x, y: a.y, w: 0, h: 0)
    }
}
