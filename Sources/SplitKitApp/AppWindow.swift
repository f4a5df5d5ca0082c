// The visible window: SDL video, the renderer that suits the display, cursors, UTF-8 title, HiDPI-aware drawing —
// put together from SplitKitSDL's public host pieces, as any app that owns its SDL loop can.
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitSDL
import SplitKitStorage

/// A resizable SDL window that shows display lists. Owns every SDL handle it makes.
@MainActor
public final class AppWindow {
    let window: OpaquePointer
    private let renderer: OpaquePointer
    private let displayListRenderer: DisplayListRenderer
    /// The window's events in points and what each frame asks of it: what a host loop uses, used here the same way.
    private var host: SDLHostWindow!
    /// The window manager's sync, live resize, the scale watch and the display connection (made once the renderer
    /// exists, while the window is hidden); nil only while closing.
    private(set) var desktop: DesktopWindow!
    /// True once the window was found larger than it draws and the user told (``cappedSize()``).
    var reportedCap = false
    /// The renderer in use: `software` or SDL's name for the accelerated one (`opengl`, `opengles2`).
    public let rendererName: String
    /// What rasterises for an OpenGL renderer (its GL_RENDERER: a GPU's name, or `llvmpipe …` for Mesa's CPU
    /// rasteriser); nil for SDL's software renderer.
    public let rasterizer: String?
    private let fonts: FontSet
    /// Window pixels per point drawn by the app itself where the platform does not scale (SDL 2 on X11): `scale:`
    /// when given, else the X11 desktop's scale (`DesktopScale`); 1 elsewhere (Wayland scales through SDL).
    public let pointScale: Double
    /// SDL's video driver in use: `wayland`, `x11`, or what SDL_VIDEODRIVER asked for (`dummy` in tests).
    public let videoDriver: String

    /// Text widths from the window's font at its current scale: put it in the split's appearance
    /// (`appearance.textMeasure = window.textMeasure`) so toolbars lay out with what is really drawn.
    public var textMeasure: TextMeasure { fonts.textMeasure(scale: scale) }

    /// The measures given for each change of scale (``newTextMeasure()``).
    private var textMeasures: TextMeasureWatch

    /// Text widths at the window's scale now when that scale differs from the last time this was asked (the window
    /// moved to another output, or its output's scale changed); nil when it is the same. The first call gives one.
    public func newTextMeasure() -> TextMeasure? {
        textMeasures.measure(forScale: scale)
    }

    /// Told once about each text that could not be drawn (it is skipped); by default a line on standard error.
    public var reportProblem: (String) -> Void {
        get { displayListRenderer.reportProblem }
        set { displayListRenderer.reportProblem = newValue }
    }

    /// Opens a window of `size` points titled `title`, drawing text with the font at `fontPath`.
    ///
    /// `fontPath` is evaluated, and the font's faces opened, on a thread of their own while SDL's video starts, so a
    /// fontconfig lookup (`FontLocator.fontPath(explicitPath:)`) overlaps SDL connecting to the display rather than
    /// coming before it; an error it throws is thrown here, with nothing of SDL left open. Fallback faces (emoji,
    /// other scripts) are looked up through `fontAnswers`: give it one with a file (`FontconfigAnswers.cached(for:)`),
    /// the same one `fontPath` asks, and save it when the window closes, so the next start need not load fontconfig.
    ///
    /// Uses native Wayland when WAYLAND_DISPLAY is set (`VideoDriverChoice`), else X11; SDL_VIDEODRIVER
    /// overrides. From then on SIGTERM, SIGINT and SIGHUP arrive as `WindowEvent.quit` (`ProcessSignals`), as
    /// closing the window does. Fails with a `DisplayError` naming DISPLAY and WAYLAND_DISPLAY when there is no display,
    /// rather than letting SDL fall back to an invisible driver, and with a `CanvasError` before anything starts when
    /// `size` is not a finite number of points above 0 each way (`minimumSize`: 0 or more), or a forced `scale` not a
    /// finite number above 0, at most `CanvasLimits.largestScale`.
    ///
    /// `scale` forces that many device pixels per point where the platform does not scale (SDL 2 on X11): the
    /// window is made `scale` times larger in pixels, drawn at that scale, and input is turned back into points.
    /// Without it, a window on X11 takes the desktop's scale (GDK_SCALE, else Xft.dpi).
    ///
    /// SDL joins the desktop's D-Bus buses as it starts; one that does not answer within 2 s is left out (SDL would
    /// wait for it forever), and `reportProblem` is told, as it is later about texts that cannot be drawn
    /// (``reportProblem``; by default a line on standard error).
    public init(
        title: String, size requestedSize: Size, minimumSize: Size, fontPath: @autoclosure @escaping @Sendable () throws -> String,
        fontAnswers: FontconfigAnswers = FontconfigAnswers(file: nil), renderer choice: RendererChoice = .auto, scale: Double? = nil,
        reportProblem: @escaping (String) -> Void = { StandardError.write("warning: \($0)") }
    ) throws {
        // The numbers a canvas takes, before anything starts (the scale too, when one is forced); a window too large for
        // its scale is not refused but opened at the largest (below).
        try CanvasLimits.checkNumbers(requestedSize, scale: scale ?? 1)
        guard [minimumSize.width, minimumSize.height].allSatisfy({ $0.isFinite && $0 >= 0 }) else { throw CanvasError.notASize(minimumSize) }
        let preparedFonts = FontPreparation(path: fontPath, answers: fontAnswers)
        // However this ends, the font thread is waited for: nothing of it outlives a failed start.
        var fontsTaken = false
        defer { if !fontsTaken { _ = try? preparedFonts.fonts() } }
        let environment = ProcessInfo.processInfo.environment
        let driver = try SDLVideo.start(environment: environment, report: reportProblem)
        videoDriver = driver
        let forced = scale ?? (driver == "x11" ? SDLVideo.x11DesktopScale(environment: environment) : 1)
        pointScale = forced
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        let largest = Self.largestSize(atScale: forced)
        let size = Size(width: min(requestedSize.width, largest.width), height: min(requestedSize.height, largest.height))
        if size != requestedSize {
            reportProblem("a window of \(NumberForm.western.format(requestedSize.width)) × \(NumberForm.western.format(requestedSize.height)) points at \(NumberForm.western.format(forced)) pixels per point "
                + "would be more than \(CanvasLimits.largestPixelSide) pixels each way; it opens at \(Int(size.width)) × \(Int(size.height)) points")
        }
        guard let window = SDL_CreateWindow(
            title, csdl_windowpos_centered(), csdl_windowpos_centered(),
            Int32((size.width * forced).rounded()), Int32((size.height * forced).rounded()), flags)
        else {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLError.sdl("Opening a \(Int(size.width))×\(Int(size.height)) window")
        }
        let sizeLimits = (minimum: Size(width: (minimumSize.width * forced).rounded(), height: (minimumSize.height * forced).rounded()),
                          maximum: Size(width: (largest.width * forced).rounded(), height: (largest.height * forced).rounded()))
        // An OpenGL renderer makes SDL replace the native window (SDL_RecreateWindow), keeping only its size, title
        // and icon: everything else set on the native window comes after it (size limits, desktop integration, the
        // UTF-8 title).
        guard let renderer = SDLVideo.makeRenderer(for: window, choice: choice, driver: driver) else {
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLError.sdl("Creating a renderer for the window")
        }
        rendererName = SDLVideo.rendererName(of: renderer)
        rasterizer = SDLVideo.rasterizer(of: renderer)
        self.window = window
        self.renderer = renderer
        do {
            fontsTaken = true
            fonts = try preparedFonts.fonts()
        } catch {
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        displayListRenderer = DisplayListRenderer(renderer: renderer, fonts: fonts)
        textMeasures = TextMeasureWatch(fonts: fonts)
        displayListRenderer.reportProblem = reportProblem
        // While the window is still hidden: window managers read WM_PROTOCOLS and the size hints when it is mapped.
        desktop = DesktopWindow(window: window, videoDriver: driver, sizeLimits: sizeLimits)
        host = SDLHostWindow(window: window, pixelsPerPoint: forced)
        host.setTitle(title)
    }

    isolated deinit {
        // With the display gone nothing is taken down: SDL would close its second X connection, and Xlib ends the
        // process on that one's broken pipe; the process is ending anyway.
        guard connectionLost == nil else { return }
        displayListRenderer.releaseTextures()  // before the renderer that owns them goes
        host = nil  // its cursors and valuators, while SDL's video is up
        SDL_DestroyRenderer(renderer)
        desktop.detach()  // its C objects, while SDL's X or Wayland connection is still open
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    /// Seconds between refreshes of the display the window is on now (1/60 when the display does not say): its current
    /// mode's, so a 144 Hz output paces frames at 144 Hz. (`SDL_GetWindowDisplayMode` would give the mode the window
    /// would take in full screen, which has no rate of its own for a window that never was.)
    public var refreshInterval: Double {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return 1.0 / 60 }
        return 1 / Double(mode.refresh_rate)
    }

    /// Calls `handler` with the new size from inside SDL's event pump whenever the window changes size or
    /// needs drawing, so a host can keep drawing where the platform's pump does not return while the window
    /// edge is dragged (`DesktopWindow.onLiveResize(_:)`). The host decides whether to draw
    /// (`FrameScheduler.liveResizeShouldDraw`).
    public func onLiveResize(_ handler: @escaping (Size) -> Void) {
        desktop.onLiveResize { [unowned self] in handler(self.size) }
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
        desktop.frameShown()
    }

    /// Tells the window manager that the window is drawn for its current size, if it asked
    /// (`DesktopWindow.answerSyncRequest()`): call it when about to wait for events with no frame to draw.
    public func answerSyncRequest() {
        desktop.answerSyncRequest()
    }

    /// Draws a frame over the last one without showing it yet, within `viewport` (window points; nil: the whole
    /// window), and applies the title, cursor and text-input area it asks for (`SDLHostWindow.apply(_:)`).
    public func render(_ list: DisplayList, in viewport: Rect? = nil) {
        desktop.frameStarting()
        displayListRenderer.draw(list, scale: scale, in: viewport)
        host.apply(list)
    }

    /// Waits for events (sleeping while there are none, up to `timeout` seconds; nil waits forever), then
    /// returns every event that is queued, in order; after a quit signal, without waiting, and ending with
    /// `WindowEvent.quit`. A display connection that breaks (the X server or the Wayland compositor gone) ends the
    /// events with `WindowEvent.quit` too, and ``connectionLost`` says so.
    public func waitEvents(timeout: Double?) -> [WindowEvent] {
        desktop.waitEvents(timeout: timeout, host: host)
    }

    /// Why the window's display connection is gone — "the X server :5 closed the connection", "the Wayland
    /// compositor closed the connection (…)" — or nil while it is up. Once it is gone ``waitEvents(timeout:)`` ends
    /// with `WindowEvent.quit`, so a ``WindowRunner`` ends as for a closed window (a press under way ending as a
    /// release where it was, what it showed saved) and its program can say why before it exits.
    public var connectionLost: String? { desktop.connectionLost }

    /// Draws `list` and writes the window's pixels as a PNG file.
    public func savePNG(_ list: DisplayList, to path: String) throws {
        try displayListRenderer.savePNG(list, scale: scale, to: path)
    }

    /// The window's top-left corner on the screen, in the window system's units (X11: pixels; Wayland: zero, as
    /// it tells no positions).
    public var position: Point { host.position }

    /// True while the window has keyboard focus.
    public var hasKeyboardFocus: Bool { host.hasKeyboardFocus }
}
