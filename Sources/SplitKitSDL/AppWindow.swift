// The visible window: SDL video, a vsynced renderer, cursors and title, HiDPI-aware drawing, screenshots.
import CSDL2
import Foundation
import SplitKit

/// A resizable SDL window that shows display lists. Owns every SDL handle it makes.
@MainActor
public final class AppWindow {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private let displayListRenderer: DisplayListRenderer
    private let arrowCursor: OpaquePointer?
    private let resizeCursor: OpaquePointer?
    private var shownCursor: Cursor = .arrow
    private var shownTitle = ""
    private var liveResizeHandler: ((Size) -> Void)?
    /// The thread that made the window: SDL calls for it happen there, and live redraws too.
    nonisolated let ownerThread = pthread_self()
    private var insideLiveResize = false

    /// Opens a window of `size` points titled `title`, drawing text with the font at `fontPath`.
    public init(title: String, size: Size, minimumSize: Size, fontPath: String) throws {
        if SDL_Init(SDL_INIT_VIDEO) != 0 {
            throw SDLError.sdl(
                "Starting SDL video", hint: "Run it on a desktop session (DISPLAY or WAYLAND_DISPLAY set), or use --headless --script FILE")
        }
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        guard let window = SDL_CreateWindow(
            title, csdl_windowpos_centered(), csdl_windowpos_centered(),
            Int32(size.width), Int32(size.height), flags)
        else { throw SDLError.sdl("Opening a \(Int(size.width))×\(Int(size.height)) window") }
        SDL_SetWindowMinimumSize(window, Int32(minimumSize.width), Int32(minimumSize.height))
        var renderer = SDL_CreateRenderer(
            window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        if renderer == nil {  // no GPU driver: the software renderer still works, just slower
            renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let renderer else {
            SDL_DestroyWindow(window)
            throw SDLError.sdl("Creating a renderer for the window")
        }
        self.window = window
        self.renderer = renderer
        do {
            displayListRenderer = try DisplayListRenderer(renderer: renderer, fontPath: fontPath)
        } catch {
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
            throw error
        }
        arrowCursor = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW)
        resizeCursor = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_SIZEWE)
        shownTitle = title
    }

    isolated deinit {
        SDL_DelEventWatch(liveResizeWatch, Unmanaged.passUnretained(self).toOpaque())
        if let arrowCursor { SDL_FreeCursor(arrowCursor) }
        if let resizeCursor { SDL_FreeCursor(resizeCursor) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    /// Calls `handler` with the new size from inside SDL's event pump whenever the window changes size or
    /// needs drawing, so the host can lay out and present at once: the window keeps redrawing while its
    /// edge is dragged instead of freezing until the drag ends.
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

    /// Asks for a new window size (the window manager may adjust it).
    public func resize(to newSize: Size) {
        SDL_SetWindowSize(window, Int32(newSize.width), Int32(newSize.height))
    }

    /// Makes the window visible (after the first frame is ready, so it never shows garbage).
    public func show() {
        SDL_ShowWindow(window)
    }

    /// The window's size in points, as SDL reports it now.
    public var size: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// Device pixels per point right now (re-queried every frame: the window may move between screens).
    public var scale: Double {
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        return DisplayListRenderer.scale(points: size, pixelWidth: pw)
    }

    /// Draws and presents a frame, and applies the title and cursor it asks for.
    public func present(_ list: DisplayList) throws {
        try render(list)
        flip()
    }

    /// Shows what `render` drew (waits for vsync).
    public func flip() {
        SDL_RenderPresent(renderer)
    }

    /// Draws a frame without showing it yet, and applies the title and cursor it asks for.
    public func render(_ list: DisplayList) throws {
        try displayListRenderer.draw(list, scale: scale)
        if list.title != shownTitle {
            SDL_SetWindowTitle(window, list.title)
            shownTitle = list.title
        }
        if list.cursor != shownCursor {
            SDL_SetCursor(list.cursor == .resizeHorizontal ? resizeCursor : arrowCursor)
            shownCursor = list.cursor
        }
    }

    /// Waits for events (sleeping while there are none, up to `timeout` seconds; nil waits forever), then
    /// returns every event that is queued.
    public func waitEvents(timeout: Double?) -> [WindowEvent] {
        var event = SDL_Event()
        var events: [WindowEvent] = []
        let got: Int32 = timeout.map { SDL_WaitEventTimeout(&event, Int32(($0 * 1000).rounded(.up))) } ?? SDL_WaitEvent(&event)
        guard got != 0 else { return [] }
        if let e = EventTranslator.translate(event) { events.append(e) }
        while SDL_PollEvent(&event) != 0 {
            if let e = EventTranslator.translate(event) { events.append(e) }
        }
        return events
    }

    /// Seconds since SDL started, on the same clock as event timestamps.
    public var now: Double { Double(SDL_GetTicks64()) / 1000 }

    /// Draws `list` again and writes it as a PNG file.
    public func savePNG(_ list: DisplayList, to path: String) throws {
        try displayListRenderer.draw(list, scale: scale)
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, pw, ph, 32, csdl_pixelformat_argb8888()) else {
            throw SDLError.sdl("Creating a surface for the screenshot")
        }
        defer { SDL_FreeSurface(surface) }
        if SDL_RenderReadPixels(renderer, nil, csdl_pixelformat_argb8888(), surface.pointee.pixels, surface.pointee.pitch) != 0 {
            throw SDLError.sdl("Reading the window's pixels")
        }
        if IMG_SavePNG(surface, path) != 0 {
            throw SDLError("Writing the screenshot '\(path)'", reason: String(cString: csdl_img_get_error()))
        }
    }
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
