// A window's pixels as a PNG file: a display list drawn, read back from the renderer, and written.
import CSDL2
import CSDLPlatform
import SplitKit

extension DisplayListRenderer {
    /// Draws `list` at `scale` device pixels per point and writes the renderer's whole output as a PNG file at `path`
    /// (a screenshot of a window, not shown on screen until the host presents). Throws an error naming what failed.
    public func savePNG(_ list: DisplayList, scale: Double, to path: String) throws {
        draw(list, scale: scale)
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, pw, ph, 32, csdl_pixelformat_argb8888()) else {
            throw SDLError.sdl("Creating a surface for the screenshot")
        }
        defer { SDL_FreeSurface(surface) }
        if SDL_RenderReadPixels(renderer, nil, csdl_pixelformat_argb8888(), surface.pointee.pixels, surface.pointee.pitch) != 0 {
            throw SDLError.sdl("Reading the window's pixels")
        }
        try PNGFile.write(to: path) { csdl_platform_save_png(surface, $0) == 0 ? nil : String(cString: SDL_GetError()) }
    }
}
