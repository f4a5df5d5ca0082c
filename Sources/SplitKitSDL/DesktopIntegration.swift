// What ties one native window to the desktop beyond SDL — the window manager's sync counters, the Wayland scale
// watch — made for the X window or wl_surface shown, and made anew when SDL replaces it.
import CSDL2
import CSDLPlatform

/// The desktop integration of the native window behind an SDL window: X11's `_NET_WM_SYNC_REQUEST` counters, or
/// Wayland's watch on the outputs' scales (the XInput 2 scroll valuators are ``SDLHostWindow``'s, which follows the
/// native window the same way). Each is set on, or holds, one native
/// window (an X window, a `wl_surface`), and SDL replaces that window behind the same `SDL_Window` when it makes an
/// OpenGL renderer for it (`SDL_RecreateWindow`): made before the renderer, they would stay on a window that is
/// gone. So ``DesktopWindow`` makes them once its renderer exists, and again whenever ``isCurrent`` says the native
/// window changed.
final class DesktopIntegration {
    /// The native window these were made for (``csdl_platform_native_window``): an X window id, a `wl_surface`'s
    /// address, or 0 on drivers with neither.
    let nativeWindow: UInt64
    /// The window's `_NET_WM_SYNC_REQUEST` counters (X11 with XSync; nil elsewhere).
    let syncCounter: OpaquePointer?
    /// The watch on the outputs' scales (Wayland, SDL 2.24 … 2.30; nil elsewhere).
    let scaleWatch: OpaquePointer?

    /// Sets everything up on the native window `window` has now. `scaleEventType` is the SDL event type the scale
    /// watch pushes (registered once by the owner, so events queued for an earlier watch are still recognised; nil:
    /// no scale watch).
    ///
    /// On X11 the sync protocol goes into `WM_PROTOCOLS`, which window managers read when the window is mapped:
    /// call this while the window is still hidden. (SDL maps a replaced window again itself when it was shown.)
    init(window: OpaquePointer, driver: String, scaleEventType: UInt32?) {
        nativeWindow = csdl_platform_native_window(window)
        syncCounter = csdl_platform_sync_counter_make(window)
        scaleWatch = driver == "wayland" ? scaleEventType.flatMap { csdl_platform_wayland_scale_watch_make(window, $0) } : nil
        // The window manager's requests come as raw X events.
        if syncCounter != nil { SDL_EventState(Uint32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE) }
    }

    /// False once SDL has replaced the native window these were made for (the owner then makes a new integration).
    func isCurrent(for window: OpaquePointer) -> Bool {
        csdl_platform_native_window(window) == nativeWindow
    }

    /// Frees the C objects while SDL's display connection is still open: the owner drops its reference before it
    /// destroys the SDL window.
    deinit {
        csdl_platform_wayland_scale_watch_free(scaleWatch)
        csdl_platform_sync_counter_free(syncCounter)
    }
}
