// What a host's own drawing gets when the renderer reaches it in a display list: where, how faded, and how to draw.
import CSDL2
import SplitKit

/// Where and how to draw a ``HostDrawing`` — the host's canvas, a video frame — handed to the host's code
/// (``DisplayListRenderer/hostDrawings``) when the renderer reaches its command, at its depth in the frame.
///
/// The renderer is set up for it: scale 1 (draw in device pixels), no viewport offset, the clip in force set (what
/// falls outside the column or the split shows nothing), blending on. Draw with any SDL call; what the host changes
/// of the renderer's state is put back after. Inside a faded group (a column sliding away, a page fading) the
/// drawing goes where the group's does; multiply the alpha of what is drawn by ``opacity``, as ``copy(_:from:)``
/// does.
public struct HostDrawingContext {
    /// The renderer to draw with.
    public let renderer: OpaquePointer
    /// The drawing's rectangle in window points, as the display list gave it.
    public let rect: Rect
    /// The drawing's rectangle in device pixels on the renderer as it is set up now.
    public let pixels: SDL_Rect
    /// Device pixels per point.
    public let scale: Double
    /// The clip in force in device pixels (already set on the renderer); nil when nothing clips.
    public let clip: SDL_Rect?
    /// The opacity to draw at, 0 ... 1: 1 where the renderer fades the whole group at once (the drawing then goes
    /// into the group's layer), else the fade of the groups around the command.
    public let opacity: Double

    /// The device pixels of `rect` (window points) on the renderer as it is set up now, for drawing parts of the
    /// host's content at their own places.
    public func pixelRect(_ rect: Rect) -> SDL_Rect {
        DisplayListRenderer.pixelRect(rect, scale: scale)
    }

    /// Copies `texture` (all of it, or its `source` pixels) to fill the drawing's rectangle at ``opacity``, its
    /// alpha modulation put back after.
    public func copy(_ texture: OpaquePointer, from source: SDL_Rect? = nil) {
        var alpha: UInt8 = 255
        SDL_GetTextureAlphaMod(texture, &alpha)
        defer { SDL_SetTextureAlphaMod(texture, alpha) }
        SDL_SetTextureAlphaMod(texture, UInt8((Double(alpha) * max(0, min(1, opacity))).rounded()))
        var destination = pixels
        if var source {
            SDL_RenderCopy(renderer, texture, &source, &destination)
        } else {
            SDL_RenderCopy(renderer, texture, nil, &destination)
        }
    }
}
