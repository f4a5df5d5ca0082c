// What ties a host's SDL window to the desktop beyond SDL: its events waited for with the display connection
// watched, the window manager's sync requests answered frame by frame, live resize, and Wayland scale changes.
import CSDL2
import CSDLPlatform
import FoundationEssentials
import Glibc

/// The desktop's side of an SDL window, for any loop that owns one (the package's own `AppWindow` is built on it):
///
/// - **Window manager sync** (X11's `_NET_WM_SYNC_REQUEST`, basic and extended): a window manager that resizes the
///   window waits until the frame of the new size is shown, so the edge never runs ahead of the content. Call
///   ``frameStarting()`` before drawing and ``frameShown()`` after `SDL_RenderPresent`, and ``answerSyncRequest()``
///   before waiting with nothing to draw.
/// - **Events with the connection watched**: ``waitEvents(timeout:host:)`` returns the window's events (its
///   ``SDLHostWindow``'s ``SDLHostWindow/windowEvents(for:)``), taking the sync requests and scale changes on the way;
///   a broken X or Wayland connection, or a quit signal, ends them with ``WindowEvent/quit`` (``connectionLost``
///   says why) instead of Xlib ending the process.
/// - **Live resize** (``onLiveResize(_:)``): a redraw from inside SDL's event pump while the window edge is dragged.
/// - **Wayland scale**: a change of the output's scale, which SDL 2 does not follow, read again for the window.
///
/// Make it once the window's renderer exists (an OpenGL renderer makes SDL replace the native window) and while the
/// window is still hidden (window managers read `WM_PROTOCOLS` when it is mapped); drop it before destroying the
/// window, while SDL's display connection is open.
@MainActor
public final class DesktopWindow {
    /// The SDL window.
    public let window: OpaquePointer
    /// SDL's video driver (`x11`, `wayland`, …).
    public let videoDriver: String
    /// The smallest and largest sizes, in SDL window coordinates, set on each native window (SDL 2 does not carry
    /// them over to the one it makes anew for OpenGL).
    private let sizeLimits: (minimum: Size, maximum: Size)?
    /// The sync counters and scale watch of the native window shown; nil only while closing.
    private var integration: DesktopIntegration?
    /// The SDL event type the scale watch pushes (registered once for the window; nil when not on Wayland).
    private let scaleEventType: UInt32?
    /// The window manager's sync requests not answered yet, and the extended counter's frame marks.
    var syncSequence = SyncCounterSequence()
    /// The thread that made the window: live redraws happen there only.
    nonisolated let ownerThread = pthread_self()
    private var liveResizeHandler: (() -> Void)?
    private var insideLiveResize = false

    /// Ties `window` (SDL window on `videoDriver`) to the desktop, setting `sizeLimits` (SDL window coordinates) on it.
    public init(window: OpaquePointer, videoDriver: String, sizeLimits: (minimum: Size, maximum: Size)? = nil) {
        self.window = window
        self.videoDriver = videoDriver
        self.sizeLimits = sizeLimits
        let scaleType = videoDriver == "wayland" ? SDL_RegisterEvents(1) : UInt32.max
        scaleEventType = scaleType == UInt32.max ? nil : scaleType
        attach()
    }

    isolated deinit {
        if liveResizeHandler != nil { SDL_DelEventWatch(liveResizeWatch, Unmanaged.passUnretained(self).toOpaque()) }
    }

    /// Frees the native window's counters and watches now, while SDL's display connection is open (call before
    /// `SDL_DestroyWindow`; nothing else may be called after).
    public func detach() {
        integration = nil
    }

    /// The window's _NET_WM_SYNC_REQUEST counters (X11 with XSync; nil elsewhere).
    var syncCounter: OpaquePointer? { integration?.syncCounter }
    /// Wayland: the watch on the outputs' scales; nil elsewhere.
    var scaleWatch: OpaquePointer? { integration?.scaleWatch }

    /// Sets the size limits and makes the desktop integration for the native window shown now.
    private func attach() {
        if let sizeLimits {
            SDL_SetWindowMinimumSize(window, Int32(sizeLimits.minimum.width), Int32(sizeLimits.minimum.height))
            SDL_SetWindowMaximumSize(window, Int32(sizeLimits.maximum.width), Int32(sizeLimits.maximum.height))
        }
        integration = nil  // the old counters go before the new ones are made, while the connection is open
        integration = DesktopIntegration(window: window, driver: videoDriver, scaleEventType: scaleEventType)
        csdl_platform_watch_connection(window)  // a broken X connection becomes a quit (connectionLost), not Xlib's exit
    }

    /// Follows SDL if it has replaced the native window behind the SDL window since it was attached: the size
    /// limits, sync counters and scale watch are set on the new one, pending sync requests are forgotten, and
    /// `host` follows too (its scroll valuators, its UTF-8 title). A safeguard: SDL replaces the window when an
    /// OpenGL renderer is made for it, before anything is attached; if SDL ever did it later, on a window already
    /// shown, a window manager that reads WM_PROTOCOLS only when a window is mapped would not see the sync protocol
    /// on the new one. One SDL_GetWindowWMInfo when nothing changed: no round trip to the server.
    public func followNativeWindow(host: SDLHostWindow?) {
        guard let integration, !integration.isCurrent(for: window) else { return }
        attach()
        syncSequence = SyncCounterSequence()
        host?.followNativeWindow()
        if let host, let title = host.title { host.setTitle(title) }
    }

    /// Waits for events (sleeping while there are none, up to `timeout` seconds; nil waits forever), then returns every
    /// event queued, in order, as `host` reads them; after a quit signal without waiting, and ending with
    /// ``WindowEvent/quit``. A display connection that breaks ends the events with ``WindowEvent/quit`` too.
    public func waitEvents(timeout: Double?, host: SDLHostWindow) -> [WindowEvent] {
        followNativeWindow(host: host)
        var event = SDL_Event()
        var events: [WindowEvent] = []
        var lost: Int32 = 0
        // After a quit signal nothing is waited for: its event may not have been queued yet.
        let quitAsked = ProcessSignals.quitSignal != nil
        let got = csdl_platform_wait_event(&event, quitAsked ? 0 : timeout.map { Int32(($0 * 1000).rounded(.up)) } ?? -1, &lost)
        guard got != 0 else { return quitAsked || lost != 0 ? [.quit] : [] }
        repeat {
            note(&event)
            events += host.windowEvents(for: event)
        } while csdl_platform_wait_event(&event, 0, &lost) != 0
        if ProcessSignals.quitSignal != nil || lost != 0, !events.contains(.quit) { events.append(.quit) }
        return events
    }

    /// Takes what `event` tells the desktop side — a window manager's sync request, a change of an output's scale —
    /// for a loop that reads SDL's events itself instead of through ``waitEvents(timeout:host:)``: call it for every
    /// event, before `SDLHostWindow/inputEvents(for:)`.
    public func note(_ event: inout SDL_Event) {
        noteSyncRequest(&event)
        noteScaleChange(&event)
    }

    /// Why the window's display connection is gone — "the X server :5 closed the connection", "the Wayland
    /// compositor closed the connection (…)" — or nil while it is up. Once it is gone, quit: nothing more can be shown.
    public var connectionLost: String? {
        guard let reason = csdl_platform_connection_lost(window) else { return nil }
        defer { free(reason) }
        return String(cString: reason)
    }

    /// Calls `handler` from inside SDL's event pump whenever the window changes size or needs drawing, so a host can
    /// keep drawing where the platform's pump does not return while the window edge is dragged (the host decides
    /// whether to draw: `FrameScheduler.liveResizeShouldDraw`). Called on the thread that made this only, never while
    /// it is already running.
    public func onLiveResize(_ handler: @escaping () -> Void) {
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
        liveResizeHandler()
    }
}

/// SDL calls this for every event as it is queued, on the thread pumping events.
private let liveResizeWatch: SDL_EventFilter = { userdata, event in
    guard let userdata, let event, event.pointee.type == SDL_WINDOWEVENT.rawValue else { return 1 }
    switch SDL_WindowEventID(UInt32(event.pointee.window.event)) {
    case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED, SDL_WINDOWEVENT_EXPOSED:
        // Only on the thread that owns the window (where its SDL calls are made); SDL may queue events
        // from other threads, and those wait for the ordinary event loop.
        let desktop = Unmanaged<DesktopWindow>.fromOpaque(userdata).takeUnretainedValue()
        guard pthread_equal(desktop.ownerThread, pthread_self()) != 0 else { return 1 }
        MainActor.assumeIsolated { desktop.liveResize() }
    default:
        break
    }
    return 1
}
