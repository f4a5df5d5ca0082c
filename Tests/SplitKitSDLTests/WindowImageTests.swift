// SDL's software renderer's window image gets its memory before the first frame at each new size, in one call, and the
// frame then drawn into it is the one shown: the image the renderer draws into is the one populated (dummy video driver).
import CSDL2
import CSDLPlatform
import Foundation
import Testing
import SplitKit
@testable import SplitKitSDL

@MainActor
@Suite("Window image (dummy video driver)", .serialized)
struct WindowImageTests {
    private func green(_ width: Double, _ height: Double) -> DisplayList {
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: width, height: height), Color(hex: 0x00AA00))
        list.fill(Rect(x: width - 10, y: height - 10, width: 10, height: 10), Color(hex: 0x0000FF))
        return list
    }

    private func pixel(_ renderer: OpaquePointer, x: Int32, y: Int32) -> UInt32 {
        var value: UInt32 = 0
        var rect = SDL_Rect(x: x, y: y, w: 1, h: 1)
        SDL_RenderReadPixels(renderer, &rect, csdl_pixelformat_argb8888(), &value, 4)
        return value & 0xFFFFFF
    }

    /// Whether this kernel gives memory its pages on request (MADV_POPULATE_WRITE, Linux 5.14): where it does not, the
    /// image's pages come as the frame writes them, and nothing is counted.
    private var kernelPopulates: Bool {
        guard let page = mmap(nil, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), page != MAP_FAILED
        else { return false }
        defer { munmap(page, 4096) }
        return madvise(page, 4096, 23) == 0
    }

    /// Runs `body` with a 400 × 300 window drawn by SDL's software renderer, as the window runner makes it.
    private func withSoftwareWindow(_ body: (OpaquePointer, OpaquePointer, DisplayListRenderer) throws -> Void) throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        #expect(SDL_InitSubSystem(SDL_INIT_VIDEO) == 0)
        defer { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
        let window = try #require(SDL_CreateWindow("image", 0, 0, 400, 300, SDL_WINDOW_HIDDEN.rawValue))
        defer { SDL_DestroyWindow(window) }
        let renderer = try #require(SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue))
        defer { SDL_DestroyRenderer(renderer) }
        let drawer = try DisplayListRenderer(renderer: renderer, fontPath: FontLocator.fontPath(explicitPath: nil))
        defer { drawer.releaseTextures() }
        try body(window, renderer, drawer)
    }

    @Test func eachNewSizeOfTheWindowImageIsPopulatedOnceAndDrawnIntoAsShown() throws {
        let each = kernelPopulates ? 1 : 0
        try withSoftwareWindow { window, renderer, drawer in
            drawer.draw(green(400, 300), scale: 1)
            #expect(drawer.windowImagesPopulated == each)
            drawer.draw(green(400, 300), scale: 1)
            #expect(drawer.windowImagesPopulated == each, "the same image: nothing to do")
            #expect(pixel(renderer, x: 395, y: 295) == 0x0000FF)

            SDL_SetWindowSize(window, 520, 340)
            SDL_PumpEvents()
            drawer.draw(green(520, 340), scale: 1)
            #expect(drawer.windowImagesPopulated == 2 * each, "a new image at the new size")
            var w: Int32 = 0, h: Int32 = 0
            SDL_GetRendererOutputSize(renderer, &w, &h)
            #expect(w == 520 && h == 340)
            #expect(pixel(renderer, x: 515, y: 335) == 0x0000FF, "drawn into the image the renderer shows")
            #expect(pixel(renderer, x: 10, y: 10) == 0x00AA00)

            // Drawing into a texture is not drawing into the window's image.
            let target = try #require(SDL_CreateTexture(renderer, csdl_pixelformat_argb8888(), Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 64, 64))
            defer { SDL_DestroyTexture(target) }
            #expect(csdl_platform_populate_window_image(renderer) != 0)
            SDL_SetRenderTarget(renderer, target)
            #expect(csdl_platform_populate_window_image(renderer) == 0)
            SDL_SetRenderTarget(renderer, nil)
        }
    }

    @Test func aHostThatFiltersEventsKeepsItsImageUntouched() throws {
        // A filter may have kept the resize from the renderer, which would then draw into an image SDL had re-made
        // and freed: nothing is done while one is set, or while window events are off.
        try withSoftwareWindow { window, renderer, drawer in
            SDL_SetEventFilter({ _, _ in 1 }, nil)
            SDL_SetWindowSize(window, 480, 320)
            SDL_PumpEvents()
            #expect(csdl_platform_populate_window_image(renderer) == 0)
            SDL_SetEventFilter(nil, nil)
            SDL_EventState(UInt32(SDL_WINDOWEVENT.rawValue), SDL_IGNORE)
            #expect(csdl_platform_populate_window_image(renderer) == 0)
            SDL_EventState(UInt32(SDL_WINDOWEVENT.rawValue), SDL_ENABLE)
            drawer.draw(green(480, 320), scale: 1)
            #expect(pixel(renderer, x: 475, y: 315) == 0x0000FF)
        }
    }

    @Test func aCanvasDrawnOnASurfaceHasNoWindowImage() throws {
        let canvas = try OffscreenCanvas(size: Size(width: 120, height: 80), fontPath: FontLocator.fontPath(explicitPath: nil))
        canvas.draw(green(120, 80))
        try canvas.resize(to: Size(width: 140, height: 90))
        canvas.draw(green(140, 90))
        #expect(canvas.displayListRenderer.windowImagesPopulated == 0)
        #expect(canvas.pixel(x: 135, y: 85) == Color(hex: 0x0000FF))
    }
}
