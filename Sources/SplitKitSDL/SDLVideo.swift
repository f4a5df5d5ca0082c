// Starting SDL's video for a window safely — a display that is there, buses that answer, quit signals that work — and
// the renderer that suits the display: what any host does before its first window, the demo's included.
import CSDL2
import CSDLPlatform
import FoundationEssentials
import Glibc

/// How a window turns display lists into pixels.
public enum RendererChoice: String, Sendable, CaseIterable {
    /// The GPU when the display has one, else the CPU (Xvfb, VNC and remote X have no GPU: OpenGL there is a
    /// CPU rasteriser that costs more than drawing directly, and 100 MB of memory).
    case auto
    /// Drawing on the CPU: on X11 SDL's software renderer, straight into the window's shared-memory image; on
    /// Wayland, where SDL 2 has no such image (its software renderer would draw one pixel per point through OpenGL
    /// anyway), OpenGL on Mesa's CPU rasteriser, llvmpipe, at the output's scale.
    case software
    /// SDL's accelerated renderer (OpenGL), with vsync.
    case gpu
}

/// SDL's video subsystem started the way a desktop app needs it, in place of a bare `SDL_Init(SDL_INIT_VIDEO)`.
///
/// ```swift
/// let driver = try SDLVideo.start(report: { print("warning: \($0)") })
/// let window = SDL_CreateWindow(…)
/// let renderer = SDLVideo.makeRenderer(for: window, choice: .auto, driver: driver)
/// ```
public enum SDLVideo {
    /// Starts SDL's video, and returns the driver SDL chose (`x11`, `wayland`, or what SDL_VIDEODRIVER names).
    ///
    /// - Native Wayland when WAYLAND_DISPLAY is set, else X11 (``VideoDriverChoice``); SDL_VIDEODRIVER overrides.
    /// - Fails with a ``DisplayError`` naming DISPLAY and WAYLAND_DISPLAY when there is no display, rather than letting
    ///   SDL fall back to a driver that shows nothing; a display that answers late is asked again a few times.
    /// - The D-Bus buses SDL joins as it starts are checked first (``SDLBusGuard``): one that does not answer within
    ///   2 s is left out, and `report` is told, where SDL would wait for it forever.
    /// - From then on SIGTERM, SIGINT and SIGHUP arrive as ``WindowEvent/quit`` (``ProcessSignals``), as closing the
    ///   window does; before, a start-up that hangs still ends at the first signal.
    public static func start(environment: [String: String] = ProcessInfo.processInfo.environment,
                             report: (String) -> Void) throws -> String {
        try checkForDisplay(environment: environment)
        ProcessSignals.keepSDLFromHandlingSignals()
        try SDLBusGuard.run(environment: environment, report: report) {
            try startVideo(choice: VideoDriverChoice(environment: environment))
        }
        ProcessSignals.watchQuitSignals()
        if let driver = currentDriver, isInvisible(driver: driver, environment: environment) {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw DisplayError.invisibleFallback(driver: driver)
        }
        return currentDriver ?? "unknown"
    }

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

    /// The X11 desktop's scale (GDK_SCALE, else Xft.dpi), for a window about to be made: its size in pixels depends
    /// on it. Call once SDL's video has started on X11; 1 when the desktop says nothing.
    public static func x11DesktopScale(environment: [String: String] = ProcessInfo.processInfo.environment) -> Double {
        let resources = csdl_platform_x11_resources()
        defer { free(resources) }
        return DesktopScale.scale(gdkScale: environment["GDK_SCALE"], resources: resources.map { String(cString: $0) })
    }

    /// How many times SDL is asked for the display before the program says there is none.
    static let displayAttempts = 5

    /// The video driver SDL chose, once started.
    static var currentDriver: String? { SDL_GetCurrentVideoDriver().map { String(cString: $0) } }

    /// SDL's drivers that show nothing; allowed only when SDL_VIDEODRIVER asks for them (tests do).
    static func isInvisible(driver: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard ["offscreen", "dummy"].contains(driver.lowercased()) else { return false }
        return environment["SDL_VIDEODRIVER"]?.lowercased() != driver.lowercased()
    }

    /// No DISPLAY, no WAYLAND_DISPLAY and no SDL_VIDEODRIVER: there is nothing to show a window on.
    static func checkForDisplay(environment env: [String: String]) throws {
        func has(_ name: String) -> Bool { !(env[name] ?? "").isEmpty }
        guard !has("DISPLAY"), !has("WAYLAND_DISPLAY"), !has("SDL_VIDEODRIVER") else { return }
        throw DisplayError.notSet
    }

    /// The renderer `choice` asks for, made for `window` on the video `driver` ``start(environment:report:)``
    /// returned; nil when SDL can make none. `auto` draws on the CPU when the X server has no GPU. Make it before
    /// anything is set on the native window: an OpenGL renderer makes SDL replace it.
    ///
    /// On Wayland, drawing on the CPU is OpenGL on Mesa's CPU rasteriser (llvmpipe): SDL 2 has no shared-memory
    /// window image there, so its software renderer hands a framebuffer of one pixel per point to OpenGL anyway —
    /// blurred at any scale but 1, and blind to a change of scale.
    public static func makeRenderer(for window: OpaquePointer, choice: RendererChoice, driver: String) -> OpaquePointer? {
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

    /// What rasterises for `renderer`: for an OpenGL renderer its GL_RENDERER (a GPU's name, or `llvmpipe …` for
    /// Mesa's CPU rasteriser), read from the context current now (the one just made); nil for SDL's software renderer.
    public static func rasterizer(of renderer: OpaquePointer) -> String? {
        guard rendererName(of: renderer).hasPrefix("opengl"), let name = csdl_platform_gl_renderer() else { return nil }
        defer { free(name) }
        return String(cString: name)
    }

    /// SDL's name for `renderer`: `software`, `opengl`, `opengles2`…
    public static func rendererName(of renderer: OpaquePointer) -> String {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        return info.name.map { String(cString: $0) } ?? "unknown"
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
