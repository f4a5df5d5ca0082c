// The visible window: SDL video, the renderer that suits the display, cursors, UTF-8 title, HiDPI-aware drawing.
import CSDL2
import CSDLPlatform
import Foundation
import SplitKit
import SplitKitStorage

/// How the window turns display lists into pixels.
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

/// A resizable SDL window that shows display lists. Owns every SDL handle it makes.
@MainActor
public final class AppWindow {
    let window: OpaquePointer
    private let renderer: OpaquePointer
    private let displayListRenderer: DisplayListRenderer
    /// The window's events in points and what each frame asks of it: what a host loop uses, used here the same way.
    private var host: SDLHostWindow!
    private var liveResizeHandler: ((Size) -> Void)?
    /// The thread that made the window: SDL calls for it happen there, and live redraws too.
    nonisolated let ownerThread = pthread_self()
    private var insideLiveResize = false
    /// The sync counters and scale watch of the native window shown (made once the renderer
    /// exists, and again if SDL replaces the native window: ``followNativeWindow()``); nil only while closing.
    private var desktop: DesktopIntegration?
    /// The window's _NET_WM_SYNC_REQUEST counters (X11 with XSync; nil elsewhere).
    var syncCounter: OpaquePointer? { desktop?.syncCounter }
    /// Wayland: the watch on the outputs' scales (SDL 2 does not follow a change of the scale of the output the
    /// window is on); nil elsewhere.
    var scaleWatch: OpaquePointer? { desktop?.scaleWatch }
    /// The SDL event type the scale watch pushes (registered once for the window; nil when not on Wayland).
    private let scaleEventType: UInt32?
    /// The smallest and largest the window may be made, in window pixels: size hints of the native window, which
    /// SDL 2 does not carry over to the one it makes anew for OpenGL.
    private let sizeLimits: (minimum: (Int32, Int32), maximum: (Int32, Int32))
    /// True once the window was found larger than it draws and the user told (``cappedSize()``).
    var reportedCap = false
    /// The window manager's sync requests not answered yet, and the extended counter's frame marks: it waits for
    /// the frame of the size it is about to set, and answering soon matters as much as answering after that frame.
    var syncSequence = SyncCounterSequence()
    /// The renderer in use: `software` or SDL's name for the accelerated one (`opengl`, `opengles2`).
    public let rendererName: String
    /// What rasterises for an OpenGL renderer (its GL_RENDERER: a GPU's name, or `llvmpipe …` for Mesa's CPU
    /// rasteriser); nil for SDL's software renderer.
    public let rasterizer: String?
    private let fonts: FontSet
    /// Window pixels per point drawn by the app itself where the platform does not scale (SDL 2 on X11): `scale:`
    /// when given, else the X11 desktop's scale (``DesktopScale``); 1 elsewhere (Wayland scales through SDL).
    public let pointScale: Double
    /// SDL's video driver in use: `wayland`, `x11`, or what SDL_VIDEODRIVER asked for (`dummy` in tests).
    public let videoDriver: String

    /// Text widths from the window's font at its current scale: put it in the split's appearance
    /// (`appearance.textMeasure = window.textMeasure`) so toolbars lay out with what is really drawn.
    public var textMeasure: TextMeasure { fonts.textMeasure(scale: scale) }

    /// Told once about each text that could not be drawn (it is skipped); by default a line on standard error.
    public var reportProblem: (String) -> Void {
        get { displayListRenderer.reportProblem }
        set { displayListRenderer.reportProblem = newValue }
    }

    /// Opens a window of `size` points titled `title`, drawing text with the font at `fontPath`.
    ///
    /// Uses native Wayland when WAYLAND_DISPLAY is set (``VideoDriverChoice``), else X11; SDL_VIDEODRIVER
    /// overrides. From then on SIGTERM, SIGINT and SIGHUP arrive as ``WindowEvent/quit`` (``ProcessSignals``), as
    /// closing the window does. Fails with a ``DisplayError`` naming DISPLAY and WAYLAND_DISPLAY when there is no display,
    /// rather than letting SDL fall back to an invisible driver.
    ///
    /// `scale` forces that many device pixels per point where the platform does not scale (SDL 2 on X11): the
    /// window is made `scale` times larger in pixels, drawn at that scale, and input is turned back into points.
    /// Without it, a window on X11 takes the desktop's scale (GDK_SCALE, else Xft.dpi).
    ///
    /// SDL joins the desktop's D-Bus buses as it starts; one that does not answer within 2 s is left out (SDL would
    /// wait for it forever), and `reportProblem` is told, as it is later about texts that cannot be drawn
    /// (``reportProblem``; by default a line on standard error).
    public init(
        title: String, size requestedSize: Size, minimumSize: Size, fontPath: String, renderer choice: RendererChoice = .auto,
        scale: Double? = nil, reportProblem: @escaping (String) -> Void = { StandardError.write("warning: \($0)") }
    ) throws {
        let environment = ProcessInfo.processInfo.environment
        try Self.checkForDisplay()
        ProcessSignals.keepSDLFromHandlingSignals()
        try SDLBusGuard.run(environment: environment, report: reportProblem) {
            try Self.startVideo(choice: VideoDriverChoice(environment: environment))
        }
        // Only now: a start-up that hangs (a display or bus that never answers) still ends at the first SIGTERM.
        ProcessSignals.watchQuitSignals()
        if let driver = Self.currentDriver, Self.isInvisible(driver: driver) {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw DisplayError.invisibleFallback(driver: driver)
        }
        let driver = Self.currentDriver ?? "unknown"
        videoDriver = driver
        let forced = scale.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            ?? (driver == "x11" ? Self.x11DesktopScale(environment: environment) : 1)
        pointScale = forced
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        let largest = Self.largestSize(atScale: forced)
        let size = Size(width: min(requestedSize.width, largest.width), height: min(requestedSize.height, largest.height))
        if size != requestedSize {
            let scale = forced == forced.rounded() ? String(Int(forced)) : String(forced)
            reportProblem("a window of \(Int(requestedSize.width)) × \(Int(requestedSize.height)) points at \(scale) pixels per point "
                + "would be more than \(CanvasLimits.largestPixelSide) pixels each way; it opens at \(Int(size.width)) × \(Int(size.height)) points")
        }
        guard let window = SDL_CreateWindow(
            title, csdl_windowpos_centered(), csdl_windowpos_centered(),
            Int32((size.width * forced).rounded()), Int32((size.height * forced).rounded()), flags)
        else {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLError.sdl("Opening a \(Int(size.width))×\(Int(size.height)) window")
        }
        sizeLimits = (minimum: (Int32((minimumSize.width * forced).rounded()), Int32((minimumSize.height * forced).rounded())),
                      maximum: (Int32((largest.width * forced).rounded()), Int32((largest.height * forced).rounded())))
        // An OpenGL renderer makes SDL replace the native window (SDL_RecreateWindow), keeping only its size, title
        // and icon: everything else set on the native window comes after it (size limits, desktop integration, the
        // UTF-8 title).
        guard let renderer = Self.makeRenderer(for: window, choice: choice, driver: driver) else {
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLError.sdl("Creating a renderer for the window")
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        rasterizer = rendererName.hasPrefix("opengl") ? Self.glRenderer() : nil
        self.window = window
        self.renderer = renderer
        do {
            fonts = try FontSet(path: fontPath)
        } catch {
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        displayListRenderer = DisplayListRenderer(renderer: renderer, fonts: fonts)
        displayListRenderer.reportProblem = reportProblem
        let scaleType = driver == "wayland" ? SDL_RegisterEvents(1) : UInt32.max
        scaleEventType = scaleType == UInt32.max ? nil : scaleType
        // While the window is still hidden: window managers read WM_PROTOCOLS and the size hints when it is mapped.
        attachToNativeWindow()
        host = SDLHostWindow(window: window, pixelsPerPoint: forced)
        host.setTitle(title)
    }

    /// GL_RENDERER of the OpenGL context just made current (nil when there is none).
    private static func glRenderer() -> String? {
        guard let name = csdl_platform_gl_renderer() else { return nil }
        defer { free(name) }
        return String(cString: name)
    }

    /// Sets the size limits and makes the desktop integration for the native window shown now.
    private func attachToNativeWindow() {
        SDL_SetWindowMinimumSize(window, sizeLimits.minimum.0, sizeLimits.minimum.1)
        SDL_SetWindowMaximumSize(window, sizeLimits.maximum.0, sizeLimits.maximum.1)
        desktop = nil  // the old counters go before the new ones are made, while the connection is open
        desktop = DesktopIntegration(window: window, driver: videoDriver, scaleEventType: scaleEventType)
        csdl_platform_watch_connection(window)  // a broken X connection becomes a quit (connectionLost), not Xlib's exit
    }

    /// Follows SDL if it has replaced the native window behind the SDL window since it was attached: the size
    /// limits, sync counters, scroll valuators, scale watch and UTF-8 title are set on the new one, pending sync
    /// requests are forgotten and the valuators' baselines taken from the server again. A safeguard: SDL replaces
    /// the window when an OpenGL renderer is made for it, and the window's one renderer is made before anything is
    /// attached; if SDL ever did it later, on a window already shown, a window manager that reads WM_PROTOCOLS only
    /// when a window is mapped would not see the sync protocol on the new one. One SDL_GetWindowWMInfo when nothing
    /// changed: no round trip to the server.
    func followNativeWindow() {
        guard let desktop, !desktop.isCurrent(for: window) else { return }
        attachToNativeWindow()
        syncSequence = SyncCounterSequence()
        host.followNativeWindow()
        if let title = host.title { host.setTitle(title) }
    }

    isolated deinit {
        SDL_DelEventWatch(liveResizeWatch, Unmanaged.passUnretained(self).toOpaque())
        // With the display gone nothing is taken down: SDL would close its second X connection, and Xlib ends the
        // process on that one's broken pipe; the process is ending anyway.
        guard connectionLost == nil else { return }
        displayListRenderer.releaseTextures()  // before the renderer that owns them goes
        host = nil  // its cursors and valuators, while SDL's video is up
        SDL_DestroyRenderer(renderer)
        desktop = nil  // its C objects, while SDL's X or Wayland connection is still open
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    /// Seconds between refreshes of the display the window is on (1/60 when the display does not say).
    public var refreshInterval: Double {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return 1.0 / 60 }
        return 1 / Double(mode.refresh_rate)
    }

    /// Calls `handler` with the new size from inside SDL's event pump whenever the window changes size or
    /// needs drawing, so a host can keep drawing where the platform's pump does not return while the window
    /// edge is dragged. The host decides whether to draw (`FrameScheduler.liveResizeShouldDraw`).
    public func onLiveResize(_ handler: @escaping (Size) -> Void) {
        if liveResizeHandler == nil {
            SDL_AddEventWatch(liveResizeWatch, Unmanaged.passUnretained(self).toOpaque())
        }
        liveResizeHandler = handler
    }

    /// Called by the event watch for window size and expose events.
    fileprivate func liveResize() {
        guard !insideLiveResize, let liveResizeHandler else { return }  // a redraw may pump events itself
        insideLiveResize = true
        defer { insideLiveResize = false }
        liveResizeHandler(size)
    }

    /// Makes the window visible (after the first frame is ready, so it never shows garbage).
    public func show() {
        SDL_ShowWindow(window)
    }

    /// The window's size in points, as SDL reports it now.
    public var size: Size { host.size }

    /// Device pixels per point right now (re-queried every frame: the window may move between screens).
    public var scale: Double { host.drawingScale(of: renderer) }

    /// Draws and presents a frame, and applies the title and cursor it asks for.
    public func present(_ list: DisplayList) {
        render(list)
        flip()
    }

    /// Shows what `render` drew (with the GPU renderer this waits for the refresh), then answers the window
    /// manager's pending sync request: this frame is laid out for the size it set.
    public func flip() {
        SDL_RenderPresent(renderer)
        frameShown()
    }

    /// Draws a frame over the last one without showing it yet, within `viewport` (window points; nil: the whole
    /// window), and applies the title, cursor and text-input area it asks for (``SDLHostWindow/apply(_:)``).
    public func render(_ list: DisplayList, in viewport: Rect? = nil) {
        frameStarting()
        displayListRenderer.draw(list, scale: scale, in: viewport)
        host.apply(list)
    }

    /// Waits for events (sleeping while there are none, up to `timeout` seconds; nil waits forever), then
    /// returns every event that is queued, in order; after a quit signal, without waiting, and ending with
    /// ``WindowEvent/quit``. A display connection that breaks (the X server or the Wayland compositor gone) ends the
    /// events with ``WindowEvent/quit`` too, and ``connectionLost`` says so.
    public func waitEvents(timeout: Double?) -> [WindowEvent] {
        followNativeWindow()
        var event = SDL_Event()
        var events: [WindowEvent] = []
        var lost: Int32 = 0
        // After a quit signal nothing is waited for: its event may not have been queued yet.
        let quitAsked = ProcessSignals.quitSignal != nil
        let got = csdl_platform_wait_event(&event, quitAsked ? 0 : timeout.map { Int32(($0 * 1000).rounded(.up)) } ?? -1, &lost)
        guard got != 0 else { return quitAsked || lost != 0 ? [.quit] : [] }
        repeat {
            noteSyncRequest(&event)
            noteScaleChange(&event)
            events += host.windowEvents(for: event)
        } while csdl_platform_wait_event(&event, 0, &lost) != 0
        if ProcessSignals.quitSignal != nil || lost != 0, !events.contains(.quit) { events.append(.quit) }
        return events
    }

    /// Why the window's display connection is gone — "the X server :5 closed the connection", "the Wayland
    /// compositor closed the connection (…)" — or nil while it is up. Once it is gone ``waitEvents(timeout:)`` ends
    /// with ``WindowEvent/quit``, so a ``WindowRunner`` ends as for a closed window (a press under way ending as a
    /// release where it was, what it showed saved) and its program can say why before it exits.
    public var connectionLost: String? {
        guard let reason = csdl_platform_connection_lost(window) else { return nil }
        defer { free(reason) }
        return String(cString: reason)
    }

    /// Draws `list` and writes the window's pixels as a PNG file.
    public func savePNG(_ list: DisplayList, to path: String) throws {
        displayListRenderer.draw(list, scale: scale)
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, pw, ph, 32, csdl_pixelformat_argb8888()) else {
            throw SDLError.sdl("Creating a surface for the screenshot")
        }
        defer { SDL_FreeSurface(surface) }
        if SDL_RenderReadPixels(renderer, nil, csdl_pixelformat_argb8888(), surface.pointee.pixels, surface.pointee.pitch) != 0 {
            throw SDLError.sdl("Reading the window's pixels")
        }
        try PNGFile.write(to: path) { IMG_SavePNG(surface, $0) == 0 ? nil : String(cString: csdl_img_get_error()) }
    }

    /// The window's top-left corner on the screen, in the window system's units (X11: pixels; Wayland: zero, as
    /// it tells no positions).
    public var position: Point {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return Point(x: Double(x), y: Double(y))
    }

    /// True while the window has keyboard focus.
    public var hasKeyboardFocus: Bool { SDL_GetWindowFlags(window) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0 }

    /// The SDL event type that wakes the loop for the accessibility bridge (registered once).
    nonisolated static let wakeEventType: UInt32 = SDL_RegisterEvents(1)

    /// Wakes the window's loop from any thread (an SDL user event, which `waitEvents` returns as
    /// ``WindowEvent/accessibility``; ``EventTranslator`` does too): the `wake` to give an accessibility exporter
    /// (SplitKitATSPI's `AccessibilityBridge`), which calls it when requests are waiting.
    public nonisolated static let wakeUp: @Sendable () -> Void = {
        var event = SDL_Event()
        event.type = wakeEventType
        _ = SDL_PushEvent(&event)
    }

    /// Seconds since SDL started, on the same clock as event timestamps.
    public var now: Double { Double(SDL_GetTicks64()) / 1000 }

    /// Seconds on a fine clock (for measuring frames; not the event clock).
    public var preciseNow: Double { Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency()) }
}

/// SDL calls this for every event as it is queued, on the thread pumping events.
private let liveResizeWatch: SDL_EventFilter = { userdata, event in
    guard let userdata, let event, event.pointee.type == SDL_WINDOWEVENT.rawValue else { return 1 }
    switch SDL_WindowEventID(UInt32(event.pointee.window.event)) {
    case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED, SDL_WINDOWEVENT_EXPOSED:
        // Only on the thread that owns the window (where its SDL calls are made); SDL may queue events
        // from other threads, and those wait for the ordinary event loop.
        let window = Unmanaged<AppWindow>.fromOpaque(userdata).takeUnretainedValue()
        guard pthread_equal(window.ownerThread, pthread_self()) != 0 else { return 1 }
        MainActor.assumeIsolated { window.liveResize() }
    default:
        break
    }
    return 1
}
