// Wayland: a change of the scale of the output the window is on, which SDL 2 does not follow by itself.
import CSDL2
import CSDLPlatform

extension AppWindow {
    /// The watch on the outputs' scales for `window` (nil when SDL cannot give it an event type or the running SDL
    /// is not one the refresh is written for: the window then keeps the scale it entered its output with).
    static func makeScaleWatch(for window: OpaquePointer) -> OpaquePointer? {
        let type = SDL_RegisterEvents(1)
        guard type != UInt32.max else { return nil }
        return csdl_platform_wayland_scale_watch_make(window, type)
    }

    /// When an output's scale changed, has SDL read the window's scale again: SDL then queues a resize event with
    /// the same size in points and a drawable of the new size in pixels, and the next frame is drawn at the new
    /// scale (``FrameScheduler/isOnScreen(size:scale:)``), text rasterised anew for it.
    func noteScaleChange(_ event: inout SDL_Event) {
        guard csdl_platform_wayland_scale_changed(scaleWatch, &event) != 0 else { return }
        csdl_platform_wayland_scale_refresh(scaleWatch)
    }
}
