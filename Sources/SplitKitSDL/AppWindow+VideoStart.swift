// How a window's video starts: the driver order, retries for a display that answers late, the X11 desktop's
// scale, and which renderer to make; decided before the window exists.
import CSDL2
import CSDLPlatform
import Foundation

extension AppWindow {
    /// Starts SDL's video subsystem with the drivers `choice` asks for, in turn. When SDL finds no display
    /// although one is named, it tries again a few times before giving up: under Xvfb a connection made right
    /// after another client's window closed has been seen to fail once (about one launch in five in the live
    /// checks) and succeed 50 ms later.
    static func startVideo(choice: VideoDriverChoice) throws {
        for hint in choice.hints { SDL_SetHint(hint.name, hint.value) }
        let orders: [String?] = choice.driverOrders.isEmpty ? [nil] : choice.driverOrders
        var failure = ""
        for attempt in 1...displayAttempts {
            for order in orders {
                if let order { SDL_SetHint(SDL_HINT_VIDEODRIVER, order) }
                guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
                    failure = String(cString: SDL_GetError())
                    continue  // the next driver order, or the same one again after a pause
                }
                guard let driver = currentDriver, isInvisible(driver: driver), attempt < displayAttempts else { return }
                SDL_QuitSubSystem(SDL_INIT_VIDEO)
            }
            if attempt < displayAttempts { SDL_Delay(50) }
        }
        throw DisplayError.videoFailed(reason: failure)
    }

    /// The X11 desktop's scale, read before the window is made (its size in pixels depends on it).
    static func x11DesktopScale(environment: [String: String]) -> Double {
        let resources = csdl_platform_x11_resources()
        defer { free(resources) }
        return DesktopScale.scale(gdkScale: environment["GDK_SCALE"], resources: resources.map { String(cString: $0) })
    }

    /// How many times SDL is asked for the display before the program says there is none.
    static let displayAttempts = 5

    /// The video driver SDL chose, once started.
    static var currentDriver: String? { SDL_GetCurrentVideoDriver().map { String(cString: $0) } }

    /// SDL's drivers that show nothing; allowed only when SDL_VIDEODRIVER asks for them (tests do).
    static func isInvisible(driver: String) -> Bool {
        guard ["offscreen", "dummy"].contains(driver.lowercased()) else { return false }
        return ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]?.lowercased() != driver.lowercased()
    }

    /// No DISPLAY, no WAYLAND_DISPLAY and no SDL_VIDEODRIVER: there is nothing to show a window on.
    static func checkForDisplay() throws {
        let env = ProcessInfo.processInfo.environment
        func has(_ name: String) -> Bool { !(env[name] ?? "").isEmpty }
        guard !has("DISPLAY"), !has("WAYLAND_DISPLAY"), !has("SDL_VIDEODRIVER") else { return }
        throw DisplayError.notSet
    }

    /// The renderer `choice` asks for; `auto` draws on the CPU when the X server has no GPU.
    ///
    /// On Wayland, drawing on the CPU is OpenGL on Mesa's CPU rasteriser (llvmpipe): SDL 2 has no shared-memory
    /// window image there, so its software renderer hands a framebuffer of one pixel per point to OpenGL anyway —
    /// blurred at any scale but 1, and blind to a change of scale.
    static func makeRenderer(for window: OpaquePointer, choice: RendererChoice, driver: String) -> OpaquePointer? {
        let hasGPU = csdl_platform_x11_has_gpu(window)
        let software = choice == .software || (choice == .auto && hasGPU == 0)
        if software, driver == "wayland" {
            return withSoftwareOpenGL {
                SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
            } ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)  // no OpenGL at all: SDL's, at 1×
        }
        if software {
            // On X11, draw into a shared-memory image directly instead of through an OpenGL texture.
            if hasGPU >= 0 { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
            return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        return SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)  // no GPU driver: still works
    }

    /// Runs `make` with Mesa told to rasterise on the CPU (LIBGL_ALWAYS_SOFTWARE, read when SDL initialises EGL for
    /// the renderer), then puts the environment back, so later OpenGL contexts are not affected. Limits: it works for
    /// Mesa only (another vendor's EGL ignores it and draws on the GPU), and only for the first initialisation of
    /// EGL in the process; it changes the process's environment for that moment, so it must not run while another
    /// thread reads the environment (it runs once, as the window opens). `rasterizer` tells what really draws.
    private static func withSoftwareOpenGL(_ make: () -> OpaquePointer?) -> OpaquePointer? {
        let name = "LIBGL_ALWAYS_SOFTWARE"
        let before = getenv(name).map { String(cString: $0) }
        setenv(name, "1", 1)
        defer { if let before { setenv(name, before, 1) } else { unsetenv(name) } }
        return make()
    }
}
