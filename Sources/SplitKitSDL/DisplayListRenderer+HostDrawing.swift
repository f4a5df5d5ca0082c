// A host's own SDL drawing reached in a display list: its code called with the renderer set up for it, and the
// renderer set up again for the rest of the list after.
import CSDL2
import SplitKit

extension DisplayListRenderer {
    /// Calls the host's code for `drawing` with the renderer set up for it, and sets it up again for the list after
    /// (the host may have changed anything).
    func drawHost(_ drawing: HostDrawing, in rect: Rect, clip: Rect?, scale: Double) {
        guard let draw = hostDrawings[drawing.name] else {
            let problem = "the host drawing \(Self.quoted(drawing.name)) was not drawn: nothing is registered under that name in hostDrawings"
            if reported.insert(problem).inserted { reportProblem(problem) }
            return
        }
        let target = SDL_GetRenderTarget(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        draw(HostDrawingContext(renderer: renderer, rect: rect, pixels: Self.pixelRect(rect, scale: scale), scale: scale,
                                clip: clip.map { Self.pixelRect($0, scale: scale) }, opacity: opacity))
        if SDL_GetRenderTarget(renderer) != target { SDL_SetRenderTarget(renderer, target) }
        SDL_RenderSetScale(renderer, 1, 1)
        SDL_RenderSetViewport(renderer, nil)
        applyClip(scale: scale)
    }
}
